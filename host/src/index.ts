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
//
// The remotes' modules the start takes are asked for at once, without being run (`loadFactory: false`): their entries
// are run and their share scopes joined, and their files arrive and are read, while the host's libraries (the largest
// file, which every step waits for) are still on the line. Each step then only runs what is already there, instead
// of taking its remote's turn after the libraries: on the mid-tier phone's line the app had the page about 50 ms
// sooner (docs/benchmarks.md, "Interaction"). A module that cannot be had is left to its step, which fails as before.
const TAKEN = ['remote_shared/api', 'remote_shared/store', 'remote_shared/auth', 'remote_shared/notify', 'remote_shared/ui'];

async function boot({ pause }: Start, drawn: boolean) {
  await applyRemoteUrls();
  for (const id of drawn ? [...TAKEN, 'remote_public/PublicApp'] : TAKEN) void loadRemote(id, { loadFactory: false, from: 'runtime' }).catch(() => undefined);
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
