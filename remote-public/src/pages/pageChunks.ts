// Which named chunk (lazyPages.ts) draws the page at a path: the server announces it in the drawn page, so the
// browser fetches it with the rest of the page's scripts instead of after them. Kept beside the routes
// (PublicApp.tsx); pageChunks.test.ts checks the two agree.
const PAGE_CHUNKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'page-home'],
  [/^\/academic\/?$/, 'page-academic'],
  [/^\/facnstaff\/?$/, 'page-facnstaff'],
  [/^\/admission\/?$/, 'page-admission'],
  [/^\/gallery\/?$/, 'page-gallery'],
  [/^\/notice\/?$/, 'page-notice'],
  [/^\/notice\/[^/]+\/?$/, 'page-notice-detail'],
  [/^\/contact\/?$/, 'page-contact'],
  [/^\/login\/?$/, 'page-login'],
];

export const NOT_FOUND_CHUNK = 'page-not-found';

/** The chunk of the page at `pathname` (the 404 page's for any other path). */
export function pageChunk(pathname: string): string {
  return PAGE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1] ?? NOT_FOUND_CHUNK;
}
