// Where a page is kept and which chunk draws it, found in the API's process from the renderer's table of pages (its
// `pageTable`, handed over once as it loads: LoadedInfo.pages) instead of a call to the renderer's process for each
// new address. Every new notice and every `fbclid` of a shared link is such an address, and under load each call
// waited behind the busy processes (docs/benchmarks.md, "where a new drawing waits").
//
// The table comes from a build fetched from another origin, so it is taken as data within bounds, never as code: its
// paths are matched by react-router's own `matchRoutes`, the same copy the renderer's router matches with (the
// renderer process shares this server's libraries: federated.ts). A table out of bounds is refused, and the
// renderer is then asked for each address as before.
import { matchRoutes } from 'react-router';
import type { PageRoute, PageTable } from 'remote_shared/schemas';
import { keepNewest } from './keep';
import type { RouteOf } from './foresee';
import type { Location } from './protocol';

/** The bounds of a table: the site has a dozen pages, each reading a few parameters. */
const MAX_ROUTES = 200;
const MAX_QUERY = 20;
const MAX_TEXT = 200;
/** Paths remembered with the page they matched (each at most MAX_TEXT long). */
const PATHS_KEPT = 2000;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;

function isRoute(value: unknown): value is PageRoute {
  if (!value || typeof value !== 'object') return false;
  const { path, query, chunk } = value as Record<string, unknown>;
  return isText(path) && path.startsWith('/') !== (path === '*') && isText(chunk) && Array.isArray(query) && query.length <= MAX_QUERY && query.every(isText);
}

/** `table` when it is a table of pages within bounds, with its 404 page (`*`); else null. */
function validTable(table: unknown): PageTable | null {
  if (!table || typeof table !== 'object') return null;
  const { routes, notFound } = table as Record<string, unknown>;
  if (!Array.isArray(routes) || routes.length > MAX_ROUTES || !routes.every(isRoute) || !isText(notFound) || !notFound.startsWith('/')) return null;
  if (!routes.some((route) => route.path === '*')) return null;
  return { routes, notFound };
}

export type Locate = (url: string) => Location;

/**
 * Locates addresses by `table` as the renderer's pageUrl and pageChunk do (remote-public/src/page/pageUrl.ts): the
 * path as it came, with only the parameters of the page it matches, in the page's order; an address only `*`
 * matches is the table's 404 address. Null when `table` is no table within bounds.
 */
export function pageLocator(table: unknown): Locate | null {
  const valid = validTable(table);
  if (!valid) return null;
  // Case-sensitive, as the site's router matches them (as Django's URLs are).
  const routes = valid.routes.map((route) => ({ path: route.path, caseSensitive: true, route }));
  // matchRoutes ranks the whole table on each call (about 80 µs): the paths asked for most are remembered.
  const matched = new Map<string, { route: PageRoute; params: RouteOf['params'] } | null>();
  const matchOf = (pathname: string) => {
    let match = matched.get(pathname);
    if (match === undefined) {
      const found = matchRoutes(routes, pathname)?.at(-1);
      match = found ? { route: found.route.route, params: found.params } : null;
    }
    // A long path (a probe's) is matched each time rather than held.
    if (pathname.length <= MAX_TEXT) keepNewest(matched, pathname, match, PATHS_KEPT);
    return match;
  };
  const at = (pathname: string) => matchOf(pathname)?.route;
  const notFoundChunk = at(valid.notFound)?.chunk ?? null;
  return (url) => {
    const { pathname, searchParams } = new URL(url, 'http://page');
    const match = matchOf(pathname);
    const route = match?.route;
    if (!match || !route || route.path === '*') return { url: valid.notFound, chunk: notFoundChunk, where: { route: '*', params: {} } };
    const kept = new URLSearchParams();
    for (const name of route.query) {
      const value = searchParams.get(name);
      if (value !== null) kept.set(name, value);
    }
    const query = kept.toString();
    // The path as it came (percent-encoded as the browser sent it), so the router matches it as it would; its chunk
    // is that path's page's (another than `route` only for a path the URL parser changes, `/notice/../about`).
    const path = url.split(/[?#]/)[0] || '/';
    return { url: query ? `${path}?${query}` : path, chunk: (path === pathname ? route : at(path))?.chunk ?? null, where: { route: route.path, params: match.params } };
  };
}
