// The state of a dashboard list lives in its URL (`/dashboard/student-info-form?page=3&search=রহিম&class_name=2`):
// the page and every search and filter, under the names the server's list takes, so the URL's state is the
// request's. Reload, back and forward, and a shared link all show the same view. A page change or a chosen filter
// is a new history entry; typing in a search box replaces the entry (see filters.tsx), and any search or filter
// goes back to page 1.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toLatinDigits } from 'remote_shared/schemas';
import type { Params } from './api';

export interface ListState {
  /** The page asked for (1 when the URL gives none, or no page number). */
  page: number;
  /** Each search and filter's value in the URL ('' when absent). */
  values: Record<string, string>;
  /** The non-blank searches and filters, as the server's list takes them. */
  params: Params;
  /** Goes to page `n`: a new history entry, unless `replace` (a page number put right). */
  setPage: (n: number, options?: { replace?: boolean }) => void;
  /** Sets one search or filter and goes back to page 1; `replace` keeps typing out of the history. */
  setValue: (key: string, value: string, options?: { replace?: boolean }) => void;
  /** The URL query (`?page=2&search=x`, '' for none) of a view of this list. */
  queryFor: (values: Record<string, string>, page: number) => string;
}

/** A page number from the URL: Latin or Bengali digits, at least 1; anything else is page 1. */
export function parsePage(raw: string | null): number {
  const text = toLatinDigits((raw ?? '').trim());
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/** `page` first, then the list's keys in their order, each only when it says something; other parameters kept after them. */
export function listQuery(keys: readonly string[], values: Record<string, string>, page: number, rest?: URLSearchParams): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  for (const key of keys) {
    const value = (values[key] ?? '').trim();
    if (value) params.set(key, value);
  }
  rest?.forEach((value, key) => {
    if (key !== 'page' && !keys.includes(key)) params.append(key, value);
  });
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The same query whatever order or encoding it was written in, to compare two of them. */
export function sameQuery(a: string, b: string): boolean {
  const sorted = (q: string) => {
    const params = new URLSearchParams(q);
    params.sort();
    return params.toString();
  };
  return sorted(a) === sorted(b);
}

export function useListState(keyNames: readonly string[]): ListState {
  const [params, setParams] = useSearchParams();
  // The screen writes its keys anew each render: one stable list while they stay the same.
  const keyList = keyNames.join('\u0000');
  const keys = useMemo(() => keyList.split('\u0000').filter(Boolean), [keyList]);
  const page = parsePage(params.get('page'));
  const values = useMemo(() => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])), [params, keys]);
  const serverParams = useMemo(() => {
    const found: Params = {};
    for (const [key, value] of Object.entries(values)) if (value.trim()) found[key] = value.trim();
    return found;
  }, [values]);

  const queryFor = useCallback((next: Record<string, string>, n: number) => listQuery(keys, next, n), [keys]);
  const setPage = useCallback(
    (n: number, options?: { replace?: boolean }) =>
      setParams((current) => new URLSearchParams(listQuery(keys, Object.fromEntries(keys.map((key) => [key, current.get(key) ?? ''])), n, current)), options),
    [setParams, keys],
  );
  const setValue = useCallback(
    (key: string, value: string, options?: { replace?: boolean }) =>
      setParams((current) => {
        const next = Object.fromEntries(keys.map((k) => [k, current.get(k) ?? '']));
        next[key] = value;
        return new URLSearchParams(listQuery(keys, next, 1, current));
      }, options),
    [setParams, keys],
  );
  return { page, values, params: serverParams, setPage, setValue, queryFor };
}

/** When the server answered another page than the URL's (past the last one), the URL takes the answered one. */
export function useKeepPageInRange(answeredPage: number | null, state: Pick<ListState, 'page' | 'setPage'>) {
  const { page, setPage } = state;
  useEffect(() => {
    if (answeredPage !== null && answeredPage !== page) setPage(answeredPage, { replace: true });
  }, [answeredPage, page, setPage]);
}
