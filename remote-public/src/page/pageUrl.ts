// The address a drawn page is drawn and kept under: its path and only the query parameters the page reads, in a
// fixed order. A link shared on Facebook comes back as `/notice/42?fbclid=…`, a campaign's as `?utm_source=…`:
// each is the same page, so it must be the same kept drawing and the same canonical address, and a made-up
// parameter must not make the server draw a page again or fill its cache with copies. Every unknown path is one
// page, the 404 page, kept once per origin: scanners probing random paths cannot push real pages out. Each page
// names the parameters it reads in the table of public pages (pages/publicPages.ts).
import type { PageTable } from 'remote_shared/schemas';
import { pageAt } from '../api/prefetch';
import { AVAILABLE_PAGES } from '../pages/publicPages';

/** The path every unknown path is drawn and kept as: no route has it, so it draws the 404 page. */
export const NOT_FOUND_PATH = '/404';

/** `/notice?utm_source=x&page=2&search=ভর্তি` -> `/notice?search=ভর্তি&page=2`; `/wp-login` -> `/404`. */
export function pageUrl(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const { page } = pageAt(pathname);
  if (page.path === '*') return NOT_FOUND_PATH;
  const kept = new URLSearchParams();
  for (const name of page.query ?? []) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  // The path as it came (percent-encoded as the browser sent it), so the router matches it as it would.
  const path = url.split(/[?#]/)[0] || '/';
  return query ? `${path}?${query}` : path;
}

/**
 * What pageUrl and pageChunk answer from, as data the server applies itself (the renderer's `pageTable`): the
 * router's pages in its order, each with the parameters it reads, and the 404 page's address.
 */
export function pageTable(): PageTable {
  return { routes: AVAILABLE_PAGES.map(({ path, query = [], chunk }) => ({ path, query: [...query], chunk })), notFound: NOT_FOUND_PATH };
}
