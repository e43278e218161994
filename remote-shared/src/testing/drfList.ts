// Test helper (not part of any bundle): a list endpoint answered as the API answers it (api/src/resources/
// factory.ts, after DRF): a plain array, or with `?page=`/`?page_size=` one page `{count, next, previous,
// results}` and 404 'Invalid page.' past the last; `?search=` over some fields (case-insensitive, Bengali and
// Latin digits alike); `?fields=` for only those fields. Pure, so a test can use it in the browser's fake API
// (`installFakeApi`) and in the server renderer's `get` alike.
import { toLatinDigits } from '../schemas/rules';

export interface DrfListOptions<T> {
  /** The fields `?search=` looks in (none: the list takes no search, as the API ignores unknown params). */
  searchFields?: ReadonlyArray<keyof T & string>;
  /** The page size when `?page=` comes without `?page_size=` (the API's default). */
  defaultPageSize?: number;
}

export interface DrfAnswer {
  status: number;
  data: unknown;
}

/** A field's value as the server's search compares it: text and numbers (anything else has no text to match). */
const comparable = (value: unknown) => toLatinDigits(typeof value === 'string' || typeof value === 'number' ? String(value) : '').toLocaleLowerCase();

const pick = (item: object, names: string[]) => Object.fromEntries(names.filter((name) => name in item).map((name) => [name, (item as Record<string, unknown>)[name]]));

/** The answer of a list of `items` to `query` (the request's query parameters). */
export function drfAnswer<T extends object>(items: readonly T[], query: Record<string, string>, { searchFields = [], defaultPageSize = 10 }: DrfListOptions<T> = {}): DrfAnswer {
  let found = [...items];
  const search = toLatinDigits(query.search ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  if (search && searchFields.length) found = found.filter((item) => searchFields.some((field) => comparable(item[field]).includes(search)));
  const fields = query.fields?.split(',').map((name) => name.trim()).filter(Boolean);
  const shape = (list: T[]) => (fields?.length ? list.map((item) => pick(item, fields)) : list);

  if (query.page === undefined && query.page_size === undefined) return { status: 200, data: shape(found) };
  const size = /^\d+$/.test(query.page_size ?? '') && Number(query.page_size) > 0 ? Number(query.page_size) : defaultPageSize;
  const pages = Math.max(1, Math.ceil(found.length / size));
  const pageText = query.page ?? '1';
  const page = pageText === 'last' ? pages : /^\d+$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1 || page > pages) return { status: 404, data: { detail: 'Invalid page.' } };
  const link = (n: number) => {
    const params = new URLSearchParams(query);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    return `http://testserver/api/?${params}`;
  };
  return {
    status: 200,
    data: {
      count: found.length,
      next: page < pages ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: shape(found.slice((page - 1) * size, page * size)),
    },
  };
}

/** The query parameters of a path such as `/api/notices/?page_size=6&page=2`, and the path without them. */
export function splitQuery(pathWithQuery: string): { path: string; query: Record<string, string> } {
  const [path, search = ''] = pathWithQuery.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}
