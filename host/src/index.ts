// Async boundary: shared modules are negotiated and the remotes' URLs read before React starts.
import { applyRemoteUrls } from './remotes/remoteConfig';
import { showBootFailure } from './remotes/bootFailure';
import { registerServiceWorker } from './sw/register';

registerServiceWorker();

applyRemoteUrls()
  .then(() => import('./bootstrap'))
  .catch((error) => {
    console.error('[host] the site could not start', error);
    showBootFailure();
  });
