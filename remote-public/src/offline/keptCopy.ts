// Offline, a public page followed inside the app opens as the copy the site's service worker kept of it, when it
// kept one: the visitor opened that page before as a page (drawn by the server, with its data in it). The app would
// read the page's data again, and the worker keeps the API reads only of pages the app itself read (host/src/sw/),
// so a page the visitor only ever had drawn would show its empty message. Online, and for a page never kept,
// nothing changes.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether loading `href` now would be answered by the service worker with its kept copy of the page. */
export async function hasKeptCopy(href: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return false;
  // Without a worker in control, a page load offline is the browser's own error page.
  if (!navigator.serviceWorker?.controller || typeof caches === 'undefined') return false;
  // The kept pages are the only cached answers at a page's own path (the worker's other caches hold files, pictures
  // and /api/ reads).
  return (await caches.match(href)) !== undefined;
}

const loadPage = (href: string) => window.location.replace(href);

/**
 * Opens the kept copy of each page the router reaches inside the app while offline (not the page as loaded). The
 * history entry the app made is replaced by the load, so the back button still leads where it did.
 */
export function useKeptCopyOffline(open: (href: string) => void = loadPage): void {
  const { key, pathname, search } = useLocation();
  const loadedKey = useRef(key);
  useEffect(() => {
    if (key === loadedKey.current) return;
    const href = pathname + search;
    let current = true;
    hasKeptCopy(href).then(
      (kept) => {
        if (kept && current) open(href);
      },
      () => undefined, // Cache Storage refused (some private modes): the app's own drawing stays
    );
    return () => {
      current = false;
    };
  }, [key, pathname, search, open]);
}
