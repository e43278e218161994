// What a page's entry in the table of public pages (pages/publicPages.ts) says it reads, and the helpers its reads
// are written with. The reads start a page's queries with exactly the arguments the page itself asks with, so its
// own queries find the answers in the cache (api/prefetch.ts runs them).
import type { AppDispatch } from 'remote_shared/store';
import { parsePage } from '../page/listParams';
import { publicApi } from './publicApi';

/**
 * Starts a page's reads from its URL: the query (`?page=2`) and the path's parameters (`/notice/:id`). A read that
 * depends on another's answer (the routine of a class named in the URL) is started once that answer is in: the
 * returned promise settles when it has been, so the server's renderer waits for it too.
 */
export type PageReads = (dispatch: AppDispatch, query: URLSearchParams, params: Readonly<Record<string, string | undefined>>) => void | Promise<void>;

/** Starts one read, as the page's own hook would ask it. */
export const start = <A,>(dispatch: AppDispatch, endpoint: Parameters<typeof publicApi.util.prefetch>[0], arg: A) =>
  dispatch(publicApi.util.prefetch(endpoint, arg as never, {}));

/** The page's list view from its URL, exactly as the page asks for it (page/listParams.ts). */
export const listArgs = (query: URLSearchParams) => ({ page: parsePage(query.get('page')), search: query.get('search') ?? '' });
