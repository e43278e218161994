// Async boundary: shared modules are negotiated and the remotes' URLs read before React starts.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { applyRemoteUrls } from './remotes/remoteConfig';
import { showBootFailure } from './remotes/bootFailure';
import { registerServiceWorker } from './sw/register';
import { fetchPageScripts, fetchPageScriptsWhenComplete } from './pageScripts';
import { serverDrawn, signedOutByServer, startWhenNeeded, storedToken, type Start } from './startWhenNeeded';
import { yieldToMain } from './yieldToMain';

// Whether or not the app starts on this page.
registerServiceWorker();

const now: Start = { pause: yieldToMain };

// The start is taken in steps, each its own task with a pause between (React's DOM, then the API, the store, then
// the app): a slow phone's main thread stays free for taps and scrolling between them, where one long task would
// hold it for a second or more (measured: blocking time on Lighthouse's mobile profile about halved). On a page the
// server drew, the public remote is loaded before React is given the page: a remote that cannot be had leaves the
// drawn page as it is, instead of its area's failure message in its place.
async function boot({ pause }: Start, drawn: boolean) {
  // The page's scripts, if they are still held back: needed now, all asked for together.
  fetchPageScripts();
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

if (serverDrawn() && !signedOutByServer(storedToken())) {
  // The page works without the app (links, forms): the app starts when an interaction needs it, or when quiet. Its
  // scripts are fetched once the page is complete, so they are in by then.
  fetchPageScriptsWhenComplete();
  startWhenNeeded((how) =>
    boot(how, true).catch((error: unknown) => {
      console.error('[host] the site could not start; the page stays as drawn', error);
      throw error;
    }),
  );
} else {
  boot(now, serverDrawn()).catch((error: unknown) => {
    console.error('[host] the site could not start', error);
    // Never over a page the server drew: it is readable and usable as it is.
    if (!serverDrawn()) showBootFailure();
  });
}
