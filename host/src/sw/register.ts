// Registers the service worker (sw.ts, served at /sw.js) once the page has loaded, so it never competes with
// the first paint; production builds only (the dev servers have no /sw.js), and only where browsers have them.
import { whenComplete } from '../whenComplete';

export const SW_URL = '/sw.js';

export function registerServiceWorker(win: Window = window, production = process.env.NODE_ENV === 'production'): void {
  if (!production || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch((error: unknown) => {
      // The site works without it; the visitor only loses offline reading.
      console.warn('[host] the service worker could not be registered', error);
    });
  };
  whenComplete(register, win);
}
