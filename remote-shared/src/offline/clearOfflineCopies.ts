// Signing out forgets what the site's service worker (host/src/sw/sw.ts) kept for offline reading: the pages,
// lists and pictures read on this device. Nothing else on this origin uses the Cache Storage; the one cache left
// is Workbox's precache of the built host page (`workbox-precache-…`), the same for every visitor.

const BUILD_PRECACHE = /^workbox-precache/;

/** Deletes the caches the service worker filled as the user read. Never throws: signing out goes on regardless. */
export async function clearOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !BUILD_PRECACHE.test(name)).map((name) => caches.delete(name)));
  } catch {
    // A browser that refuses Cache Storage here (some private modes) kept nothing either.
  }
}
