// The state of a public list lives in its URL (`/notice?search=ভর্তি&page=2`): the server draws exactly that view,
// its page links are real links, its search box is a GET form, and in the browser back and forward move through
// it and any view can be shared.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toLatinDigits } from 'remote_shared/schemas';

export interface ListParams {
  /** The page asked for: 1 when none is given, null when `?page=` is no page number (the page is then a 404). */
  page: number | null;
  search: string;
  /** The address of page `n` of this view (same search). */
  hrefFor: (n: number) => string;
  /** A new search, from page 1; `replace` keeps typing out of the history. */
  setSearch: (text: string, options?: { replace?: boolean }) => void;
}

export function parsePage(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return 1;
  const text = toLatinDigits(raw.trim());
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

/** `?search=…&page=…` in that order, each only when it says something. */
export function listSearch(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useListParams(pathname: string): ListParams {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = parsePage(params.get('page'));
  const hrefFor = useCallback((n: number) => `${pathname}${listSearch(search, n)}`, [pathname, search]);
  const setSearch = useCallback(
    (text: string, options?: { replace?: boolean }) => setParams(new URLSearchParams(listSearch(text, 1)), { replace: options?.replace }),
    [setParams],
  );
  return { page, search, hrefFor, setSearch };
}
