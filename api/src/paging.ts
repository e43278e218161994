// Paging and query parameters as DRF answers them, for any list route: the resources' lists (resources/crud/
// lists.ts), the audit trail and the exports. Knows nothing of resources: a route gives it how to count and read.
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

const PAGE_SIZE_MAX = 1000;
const PAGE_SIZE_DEFAULT = 10;

type Query = Record<string, string | string[] | undefined>;

/** The value of a query parameter: the last one when repeated, as Django's QueryDict answers. */
export function lastValue(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw[raw.length - 1] : raw;
}

/** A DRF page: `{count, next, previous, results}`. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * DRF's PageNumberPagination over any query: `?page_size=` (10 unless given, at most 1,000) and `?page=` (a number
 * or `last`; a page past the last is a 404, as DRF answers), the links naming the host the request was made at.
 * `count` counts the matching rows; `read` reads one page of them in the list's order.
 */
export async function paginate<T>(
  request: FastifyRequest,
  count: () => Promise<number>,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const query = request.query as Query;
  const sizeText = String(lastValue(query.page_size) ?? '');
  const pageSize = /^\d+$/.test(sizeText) && Number(sizeText) > 0 ? Math.min(Number(sizeText), PAGE_SIZE_MAX) : PAGE_SIZE_DEFAULT;
  const pageText = String(lastValue(query.page) ?? '1');
  const pageNumber = pageText === 'last' ? -1 : /^\d+$/.test(pageText) ? Number(pageText) : 0;
  const total = await count();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const number = pageNumber === -1 ? pages : pageNumber;
  if (number < 1 || number > pages) throw new ApiError(404, { detail: 'Invalid page.' });
  const link = (n: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(n));
    if (n === 1) url.searchParams.delete('page');
    return url.toString();
  };
  return {
    count: total,
    next: number < pages ? link(number + 1) : null,
    previous: number > 1 ? link(number - 1) : null,
    results: await read(pageSize, (number - 1) * pageSize),
  };
}
