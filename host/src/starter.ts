// The page's first script, written into the host's page (public/index.html, `%STARTER%`) at its build, so every page
// carries it without a request of its own. It registers the service worker and decides when the host's main script
// (index.ts: the federation runtime, then the app) is loaded and started:
// - on a page the server drew (api/src/render/), which works by itself, only when the app is needed
//   (startWhenNeeded.ts); until then the page runs no other script, and the app's scripts are fetched once it is
//   complete (pageScripts.ts);
// - on any other page (the dashboard, the page the host serves for a path the server does not draw), at once, with
//   the remotes' entries the page needs fetched meanwhile.
import { BOOT_GLOBAL, type Boot } from './handoff';
import { fetchPageScripts, fetchPageScriptsWhenComplete } from './pageScripts';
import { showBootFailure } from './remotes/bootFailure';
import { namedRelease, parseRelease } from './remotes/remoteConfig';
import { registerServiceWorker } from './sw/register';
import { serverDrawn, signedOutByServer, startWhenNeeded, storedToken, type Start } from './startWhenNeeded';
import { whenComplete } from './whenComplete';
import { yieldToMain } from './yieldToMain';

/** The host's main script (its URL, given at the build). */
declare const MAIN_SCRIPT: string;

let main: Promise<Boot> | null = null;

/**
 * Loads the host's main script once, and answers its start. A script that could not be loaded (offline, a failed
 * deploy) is asked for again by the next start; one that loaded is never evaluated twice.
 */
function loadMain(): Promise<Boot> {
  main ??= new Promise<Boot>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MAIN_SCRIPT;
    script.addEventListener('load', () => {
      const boot = window[BOOT_GLOBAL];
      if (boot) resolve(boot);
      else reject(new Error(`${MAIN_SCRIPT} did not leave its start`));
    });
    script.addEventListener('error', () => {
      script.remove();
      main = null;
      reject(new Error(`${MAIN_SCRIPT} could not be loaded`));
    });
    document.head.append(script);
  });
  return main;
}

/**
 * /release.json, read by every page: the service worker learns the remotes' origins from what the page reads
 * (sw/sw.ts), and the page's head asks for it at once (its preload), which this read takes.
 */
function readRelease(): Promise<unknown> {
  return fetch('/release.json').then((answer) => answer.json() as Promise<unknown>);
}

/**
 * Asks for the remotes' entries a page that starts at once needs (the shared remote's, and the public remote's but
 * on the dashboard) while the main script comes, as the release names them: the one the page names, else
 * /release.json. Each is asked for with the integrity the runtime will load it with.
 */
export function preloadRemoteEntries(doc: Document = document): void {
  const fetched = readRelease();
  const named = namedRelease(doc);
  (named !== undefined ? Promise.resolve(named) : fetched)
    .then((release) => {
      // Read as the host's runtime reads it (remoteConfig.ts), so each preload is the very request it makes.
      const { urls, integrity } = parseRelease(release, doc.location.href);
      const wanted = ['remote_shared'];
      if (!/^\/dashboard(\/|$)/.test(doc.location.pathname)) wanted.push('remote_public');
      for (const name of wanted) {
        const url = urls[name];
        if (!url) continue;
        const link = doc.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'script');
        link.href = url;
        const pin = integrity[link.href];
        if (pin) {
          link.setAttribute('integrity', pin);
          link.crossOrigin = 'anonymous';
        }
        doc.head.append(link);
      }
    })
    .catch(() => {
      // The runtime asks for them itself.
    });
}

const now: Start = { pause: yieldToMain };

function start(): void {
  const drawn = serverDrawn();
  // Read here on every page: the first read of local storage waits on the browser, and the host's runtime and the
  // sign-in state read it later.
  const token = storedToken();
  if (drawn && !signedOutByServer(token)) {
    // The page works without the app (links, forms): the app starts when an interaction needs it, or when quiet.
    // Its scripts are fetched once the page is complete, so they are in by then.
    fetchPageScriptsWhenComplete();
    whenComplete(() => void readRelease().catch(() => undefined));
    startWhenNeeded((how) => {
      // The app's scripts, if they are still held back: needed now, all asked for with the main script.
      fetchPageScripts();
      return loadMain()
        .then((boot) => boot(how, true))
        .catch((error: unknown) => {
          console.error('[host] the site could not start; the page stays as drawn', error);
          throw error;
        });
    });
    return;
  }
  fetchPageScripts();
  preloadRemoteEntries();
  loadMain()
    .then((boot) => boot(now, drawn))
    .catch((error: unknown) => {
      console.error('[host] the site could not start', error);
      // Never over a page the server drew: it is readable and usable as it is.
      if (!drawn) showBootFailure();
    });
}

// Whether or not the app starts on this page.
registerServiceWorker();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
