// The two Workbox plugins of the service worker (sw.ts): what may be kept, and the note on a kept page.
import type { WorkboxPlugin } from 'workbox-core/types';

import { OFFLINE_NOTE_CLASS, OFFLINE_NOTE_TEXT } from './offlineNote';

export { OFFLINE_NOTE_CLASS, OFFLINE_NOTE_TEXT };

// Styled inline: a kept page may arrive without its stylesheets, and the note must read on any of them.
const NOTE_STYLE = [
  'position:sticky',
  'top:0',
  'z-index:1000',
  'margin:0',
  'padding:.6rem 1rem',
  'background:#fef3c7',
  'color:#713f12',
  'border-bottom:1px solid #f59e0b',
  // The site's Bengali web font when the page brought its stylesheet, else the phone's own Bengali font.
  "font:600 1rem/1.5 'Hind Siliguri','Noto Sans Bengali','Nirmala UI',Vrinda,system-ui,sans-serif",
  'text-align:center',
].join(';');

const NOTE_HTML = `<div class="${OFFLINE_NOTE_CLASS}" role="status" style="${NOTE_STYLE}">${OFFLINE_NOTE_TEXT}</div>`;

const BODY_TAG = /<body\b[^>]*>/i;

/**
 * The page with the offline note right after `<body>` (outside the React root, so hydration is unaffected).
 * Anything that is not HTML comes back as it was.
 */
export async function withOfflineNote(response: Response): Promise<Response> {
  if (!/^text\/html/i.test(response.headers.get('content-type') ?? '')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html.replace(BODY_TAG, (tag) => tag + NOTE_HTML), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

// The built stylesheets a drawn page carries inline (api/src/render/): `data-href` names the file, so webpack's
// CSS loading does not ask for it. `</style` inside them is written `<\/style`.
const INLINE_STYLESHEET = /<style data-href="[^"]*">[\s\S]*?<\/style>/gi;

/**
 * The offline answer for a page never kept: the built host page, which draws the page in the browser from what
 * is kept, with the note and with the stylesheets of a kept drawn page (`drawn`). A drawn page brings them inline,
 * so their files were never fetched, and the app would wait for them in vain.
 */
export async function offlineShell(shell: Response, drawn?: Response): Promise<Response> {
  const styles = drawn ? ((await drawn.text()).match(INLINE_STYLESHEET) ?? []).join('') : '';
  const html = (await shell.text()).replace(/<\/head>/i, (end) => styles + end);
  const headers = new Headers(shell.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return withOfflineNote(new Response(html, { status: 200, headers }));
}

/**
 * A built stylesheet named `name` (`page-result.29b2ed2ec0.css`) as a kept drawn page carries it inline, or null.
 * A drawn page brings its own page's stylesheet inline, so its file was never fetched nor kept; offline, the app
 * that follows a link to that page asks for the file (webpack's CSS loading), and gets this copy. The name holds
 * the file's content hash, so a copy of that name is that file. Its `url()`s were made absolute on the server.
 */
export function inlineStylesheet(html: string, name: string): Response | null {
  for (const [style] of html.matchAll(INLINE_STYLESHEET)) {
    const found = /^<style data-href="([^"]*)">([\s\S]*)<\/style>$/i.exec(style);
    if (found?.[1] === name) {
      return new Response(found[2].replace(/<\\\/style/gi, '</style'), { status: 200, headers: { 'content-type': 'text/css; charset=utf-8' } });
    }
  }
  return null;
}

/** Marks every page answered from the cache (the network failed or took longer than its timeout). */
export const offlineNotePlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? withOfflineNote(cachedResponse) : cachedResponse),
};

/** The directives of an answer's Cache-Control, lower-cased and without their values (`public`, `max-age`, …). */
function cacheDirectives(response: Response): Set<string> {
  const header = response.headers.get('cache-control') ?? '';
  return new Set(header.split(',').map((directive) => directive.split('=')[0].trim().toLowerCase()));
}

/**
 * Whether an answer may be kept: a 200 to a request without credentials in an Authorization header, that the
 * server did not mark `private` (a signed-in user's page or list) or `no-store`.
 */
export function mayKeep(request: Request, response: Response): boolean {
  if (response.status !== 200) return false;
  if (request.headers.has('authorization')) return false;
  const directives = cacheDirectives(response);
  return !directives.has('private') && !directives.has('no-store');
}

/**
 * Whether an API read may be kept: what `mayKeep` allows and the server marked `public`, anyone's to keep
 * (api/src/resources/cache.ts). The server says it of each answer, so a page a remote adds is kept offline without a
 * new worker, and a read that says nothing is left alone.
 */
export function mayKeepRead(request: Request, response: Response): boolean {
  return mayKeep(request, response) && cacheDirectives(response).has('public');
}

/** Refuses to keep what `mayKeep` refuses (it replaces Workbox's own rule, which keeps any 200). */
export const onlyPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (mayKeep(request, response) ? response : null),
};

/** Keeps only what `mayKeepRead` allows: the API's answers marked `public`. */
export const onlyMarkedPublic: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (mayKeepRead(request, response) ? response : null),
};
