// The host's main script, loaded by the page's first script (starter.ts) when the app is needed: at once on a page
// the server did not draw, at the first interaction that needs it or in idle time on one it drew. Its evaluation (the
// federation runtime and its share scopes: 50-90 ms on the development machine, several hundred on a low-tier phone)
// would be spent on a page that already works, so it is not run before then. It leaves its start for the first script to call (handoff.ts).
import { loadRemote } from '@module-federation/enhanced/runtime';
import { applyRemoteUrls } from './remotes/remoteConfig';
import { BOOT_GLOBAL } from './handoff';
import type { Start } from './startWhenNeeded';

// The start is taken in steps, each its own task with a pause between (React's DOM, then the API, the store, then
// the app): a slow phone's main thread stays free for taps and scrolling between them, where one long task would
// hold it for a second or more (measured: blocking time on Lighthouse's mobile profile about halved). On a page the
// server drew, the public remote is loaded before React is given the page: a remote that cannot be had leaves the
// drawn page as it is, instead of its area's failure message in its place.
async function boot({ pause }: Start, drawn: boolean) {
  await applyRemoteUrls();
  await pause();
  await import('react-dom/client');
  await pause();
  // Redux Toolkit and the API's description first, then the store made from them (with the data the server drew
  // the page with): two tasks of about half the length of one.
  await import('remote_shared/api');
  await pause();
  await import('remote_shared/store');
  await pause();
  if (drawn) {
    await loadRemote('remote_public/PublicApp');
    await pause();
  }
  const { start } = await import('./bootstrap');
  await pause();
  start();
}

window[BOOT_GLOBAL] = boot;
