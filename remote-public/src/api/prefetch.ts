// The reads of the public page at a URL and the chunk that draws it, from the table of public pages
// (pages/publicPages.ts), matched as the router matches it. The server's renderer starts the reads and waits for
// them before it draws the page (ssr/render.tsx), and announces the chunk; in the browser the reads start as soon
// as the public remote's code runs, rather than after React's first commit. They land in the one shared cache, where
// the pages' own queries (same arguments) find them: a page the server drew reads nothing again.
import { matchRoutes } from 'react-router-dom';
import type { AppDispatch } from 'remote_shared/store';
import { mediaSrcSet } from 'remote_shared/ui';
import { AVAILABLE_PAGES, PUBLIC_PAGES, type PublicPage } from '../pages/publicPages';
import { publicApi } from './publicApi';

/** Asks the browser for the banner as soon as its address is known, before React draws the page. */
function preloadImage(href: string): void {
  if (typeof document === 'undefined') return; // on the server: the page's HTML will name the image itself
  // Already asked for: by an earlier call, or by the page the server drew (its banner is in the HTML).
  const named = Array.from(document.querySelectorAll('link[rel="preload"], img'));
  if (named.some((element) => element.getAttribute(element.tagName === 'IMG' ? 'src' : 'href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  // The banner is shown from its display sizes (Home.tsx): ask for the one the screen will use.
  const sizes = mediaSrcSet(href);
  if (sizes) {
    link.setAttribute('imagesrcset', sizes);
    link.setAttribute('imagesizes', '100vw');
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/** The table's paths, as the router matches them (PublicApp.tsx: case-sensitive, as Django's URLs are). */
const ROUTES = AVAILABLE_PAGES.map((page) => ({ path: page.path, caseSensitive: true, page }));

/** The 404 page: the router's page for every path no other page has. */
const NOT_FOUND = PUBLIC_PAGES.find((page) => page.path === '*')!;

/** The page at `pathname`, and its path's parameters (`/notice/:id`). */
export function pageAt(pathname: string): { page: PublicPage; params: Readonly<Record<string, string | undefined>> } {
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  return match ? { page: match.route.page, params: match.params } : { page: NOT_FOUND, params: {} };
}

/** The chunk of the page at `pathname`: the server's renderer names it, and the server announces its files. */
export function pageChunk(pathname: string): string {
  return pageAt(pathname).page.chunk;
}

/**
 * Starts the reads of the page at `url` (a path with its query, `/notice?page=2`). The promise settles once every
 * read is started, those that wait on another's answer included (it never fails).
 */
export async function prefetchPage(dispatch: AppDispatch, url: string): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://page');
  // Every page shows the institution in its header and footer; the home page's banner is its largest picture.
  const institution = dispatch(publicApi.endpoints.getSiteInstitution.initiate());
  institution
    .unwrap()
    .then((found) => pathname === '/' && found?.institution_image && preloadImage(found.institution_image))
    .catch(() => undefined) // the page shows and logs its own failure
    .finally(() => institution.unsubscribe());
  const { page, params } = pageAt(pathname);
  await page.reads?.(dispatch, searchParams, params);
}
