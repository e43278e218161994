// Async boundary: shared modules are negotiated and the remotes' URLs read before React starts.
import { applyRemoteUrls } from './remotes/remoteConfig';
import { showBootFailure } from './remotes/bootFailure';
import { registerServiceWorker } from './sw/register';
import { yieldToMain } from './yieldToMain';

registerServiceWorker();

// The start is taken in steps, each its own task with a yield between (React's DOM, then the API, the store, then
// the app): a slow phone's main thread stays free for taps and scrolling between them, where one long task would
// hold it for a second or more (measured: blocking time on Lighthouse's mobile profile about halved).
async function boot() {
  await applyRemoteUrls();
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  // Redux Toolkit and the API's description first, then the store made from them (with the data the server drew
  // the page with): two tasks of about half the length of one.
  await import('remote_shared/api');
  await yieldToMain();
  await import('remote_shared/store');
  await yieldToMain();
  const { start } = await import('./bootstrap');
  await yieldToMain();
  start();
}

boot().catch((error: unknown) => {
  console.error('[host] the site could not start', error);
  showBootFailure();
});
