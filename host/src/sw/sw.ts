// The site's service worker, served at /sw.js with scope / (built by InjectManifest in host/webpack.config.js).
// It keeps the shell and what the visitor has read, so a notice opened once still reads without a network:
//   - public pages: network first (3 s), else the kept copy with a note that it may be old;
//   - remotes.json and every remoteEntry.js: network first, so a new remote build is live on the next load;
//   - hashed build files and fonts, uploaded pictures: cache first, with expiry (a remote's, on the origin
//     /remotes.json or /release.json names for it, as the site's own: the worker learns those origins at run time) (a page's stylesheet that came
//     inline in a kept drawn page is answered from that copy);
//   - the public site's API reads: network first (3 s), kept when the server marked the answer `public`, whatever
//     the resource (a page a remote adds needs no new worker).
// Never kept: the dashboard, non-GET requests, requests with an Authorization header, answers marked private or
// no-store, API answers not marked public (plugins.ts). Signing out deletes the caches
// (remote-shared/src/offline/clearOfflineCopies.ts).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { inlineStylesheet, offlineNotePlugin, offlineShell, onlyMarkedPublic, onlyPublicAnswers } from './plugins';
import { CACHE, isApiRead, isLongLivedAsset, isMediaImage, isPublicPage, isShellEntry, isUnderPreview, previewOf, remoteOriginsOf, SHELL_PAGE } from './policy';

// Typed here rather than with the WebWorker lib, which cannot sit beside the DOM lib in one program.
declare const self: typeof globalThis & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
};

const DAY = 24 * 60 * 60;
const origin = self.location.origin;

// The origins the remotes come from, other than this one, as /remotes.json names them: fetched as the worker
// installs (so the first page it controls already has its remotes' files kept), read again from the kept copy when
// the worker starts (it may start offline), and learned anew each time the page reads /remotes.json or /release.json
// through it. A page's scripts are asked for as soon as its <head> arrives, before the page reads either file.
const remoteOrigins = new Set<string>();
async function learnRemoteOrigins(response: Response | undefined | null): Promise<void> {
  if (!response?.ok) return;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  for (const remote of remoteOriginsOf(body, origin)) remoteOrigins.add(remote);
  await notePreview(body);
}

// A preview's build (the page's lists name it while one is on) is not the site's: once a list comes without it, what
// the worker kept from under its folder (a remote's origin can serve both) is dropped. The folders are remembered
// in a cache of their own, so a worker started again after the preview still knows them.
const PREVIEWS = 'previews';
const PREVIEW_BASES = '/previewed-builds.json';
async function notePreview(body: unknown): Promise<void> {
  const store = await caches.open(PREVIEWS);
  const known: string[] = await store
    .match(PREVIEW_BASES)
    .then(async (kept) => ((await kept?.json()) as string[] | undefined) ?? [])
    .catch(() => []);
  const preview = previewOf(body, origin);
  if (preview) {
    if (!known.includes(preview.base)) await store.put(PREVIEW_BASES, Response.json([...known, preview.base]));
    return;
  }
  if (known.length === 0) return;
  for (const name of Object.values(CACHE)) {
    const cache = await caches.open(name);
    for (const kept of await cache.keys()) if (isUnderPreview(kept.url, known)) await cache.delete(kept);
  }
  await store.delete(PREVIEW_BASES);
}
void caches
  .open(CACHE.shell)
  .then(async (shell) => Promise.all(['/release.json', '/remotes.json'].map(async (path) => learnRemoteOrigins(await shell.match(path)))))
  .catch(() => undefined);
self.addEventListener('install', (event) => {
  (event as Event & { waitUntil(done: Promise<unknown>): void }).waitUntil(
    fetch('/remotes.json', { cache: 'no-cache' })
      .then(async (answer) => {
        await learnRemoteOrigins(answer);
        if (answer.ok) await (await caches.open(CACHE.shell)).put('/remotes.json', answer);
      })
      // Offline or refused: the worker installs all the same, and learns them from the page's next read.
      .catch(() => undefined),
  );
});
const learnsRemoteOrigins = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (isReleaseList(request)) await learnRemoteOrigins(response);
    return response;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) => {
    if (isReleaseList(request)) await learnRemoteOrigins(cachedResponse);
    return cachedResponse;
  },
};
const isReleaseList = (request: Request) => /^\/(remotes|release)\.json$/.test(new URL(request.url).pathname);

// Nothing in the caches depends on the worker's version, so a new one takes over at once.
void self.skipWaiting();
clientsClaim();

// The built host page only (see `include` in webpack.config.js), answered at /index.html alone: `/` is a page
// like any other, asked of the network first.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

registerRoute(
  (asked) => isPublicPage(asked, origin),
  new NetworkFirst({
    cacheName: CACHE.pages,
    networkTimeoutSeconds: 3,
    plugins: [onlyPublicAnswers, offlineNotePlugin, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

registerRoute((asked) => isShellEntry(asked, origin, remoteOrigins), new NetworkFirst({ cacheName: CACHE.shell, plugins: [onlyPublicAnswers, learnsRemoteOrigins] }));

registerRoute(
  (asked) => isMediaImage(asked, origin),
  new CacheFirst({
    cacheName: CACHE.media,
    plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  (asked) => isApiRead(asked, origin),
  new NetworkFirst({
    cacheName: CACHE.api,
    networkTimeoutSeconds: 3,
    plugins: [onlyMarkedPublic, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  (asked) => isLongLivedAsset(asked, origin, remoteOrigins),
  new CacheFirst({
    cacheName: CACHE.assets,
    plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

// Offline, what no route could answer: a page never opened as a navigation (the visitor came to it through the app,
// or not at all) is the precached host page, which draws it in the browser from the kept scripts and reads; a
// built stylesheet never fetched (a kept drawn page carried it inline) is that page's inline copy.
setCatchHandler(async ({ request, url }) => {
  const pages = await caches.open(CACHE.pages);
  if (isPublicPage({ request, url }, origin)) {
    const shell = await matchPrecache(SHELL_PAGE);
    if (!shell) return Response.error();
    const newest = (await pages.keys()).at(-1);
    return offlineShell(shell, newest ? await pages.match(newest) : undefined);
  }
  if (url.origin === origin && url.pathname.endsWith('.css')) {
    const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    for (const kept of await pages.keys()) {
      const copy = inlineStylesheet((await (await pages.match(kept))?.text()) ?? '', name);
      if (copy) return copy;
    }
  }
  return Response.error();
});
