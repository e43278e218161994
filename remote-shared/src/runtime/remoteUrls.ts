// Federation runtime plugin, built into the host and every remote. The host reads the remotes' URLs at run
// time (`/remotes.json`) and puts them on `window.__COLLEGE_REMOTES__`; before any remote module is requested
// this plugin points the remote at that URL, and loads a pinned entry with its integrity. So a remote can move, or
// be rebuilt, without rebuilding the host, and every app resolves `remote_shared` to the one container the host
// loaded (one store for the page).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare global {
  interface Window {
    __COLLEGE_REMOTES__?: Record<string, string>;
    /** The release's pins (`/release.json`): an entry's integrity by its absolute URL. */
    __COLLEGE_INTEGRITY__?: Record<string, string>;
    /**
     * Whether each remote whose chunks are pinned had its files.json check out (host/src/remotes/remoteConfig.ts),
     * by remote name: its chunks' pins are in `__COLLEGE_INTEGRITY__` once it answers true.
     */
    __COLLEGE_PINS__?: Record<string, Promise<boolean>>;
  }
}

const remoteUrls = (): ModuleFederationRuntimePlugin => ({
  name: 'college-remote-urls',
  beforeRequest(args) {
    const urls = typeof window === 'undefined' ? undefined : window.__COLLEGE_REMOTES__;
    if (urls) {
      for (const remote of args.options.remotes) {
        const url = urls[remote.name];
        if (url && 'entry' in remote && remote.entry !== url) remote.entry = url;
      }
    }
    return args;
  },
  // A pinned entry is loaded with its integrity (and CORS, which integrity needs): the browser runs it only if its
  // bytes are the release's. Others load as the runtime loads them.
  createScript({ url }) {
    if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
    const integrity = window.__COLLEGE_INTEGRITY__?.[new URL(url, window.location.href).href];
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    return script;
  },
  // A remote whose chunks are pinned starts once their pins are known (its entry loads meanwhile, see the boot
  // script's preload), and not at all when its files.json is not the release's: fail closed.
  async loadEntry({ remoteInfo }) {
    const pins = typeof window === 'undefined' ? undefined : window.__COLLEGE_PINS__?.[remoteInfo.name];
    if (pins && !(await pins)) throw new Error(`${remoteInfo.name}: its files.json does not match the release's pin; it is not loaded`);
    return undefined;
  },
  errorLoadRemote(args) {
    // The React error boundary around each remote area shows the message; here we only say which one failed.
    console.error(`[federation] could not load ${args.id}`, args.error);
    return undefined;
  },
});

export default remoteUrls;
