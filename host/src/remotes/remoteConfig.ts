// The remotes' URLs are read at run time from `/release.json` (served beside the host, no-cache: each remote's
// entry, with its integrity where the release pins it), so a remote rebuilt or moved to another server is live on
// the next page load without rebuilding the host, and a pinned entry runs only if its bytes match
// (remote-shared/src/runtime/remoteUrls.ts). A server without it is asked for `/remotes.json` (`{ name: url }`).
// When neither can be read the URLs the host was built with are kept. A page the server drew names the release it was
// drawn with (`<script type="application/json" id="college-release">`, api/src/render/assemble.ts): that one is
// taken, so the page's HTML and its scripts come from the same release of each remote, even across a swap.
export const REMOTE_NAMES = ['remote_shared', 'remote_public', 'remote_dashboard'] as const;

export function parseRemoteUrls(body: unknown): Record<string, string> {
  const urls: Record<string, string> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return urls;
  for (const name of REMOTE_NAMES) {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.trim() !== '') urls[name] = url.trim();
  }
  return urls;
}

/** `/release.json`'s entries: each remote's URL, and the integrity of those the release pins, by absolute URL. */
export function parseRelease(body: unknown, base: string): { urls: Record<string, string>; integrity: Record<string, string> } {
  const urls: Record<string, string> = {};
  const integrity: Record<string, string> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { urls, integrity };
  for (const name of REMOTE_NAMES) {
    const remote = (body as Record<string, unknown>)[name] as { entry?: unknown; integrity?: unknown } | undefined;
    if (!remote || typeof remote !== 'object' || typeof remote.entry !== 'string' || remote.entry.trim() === '') continue;
    urls[name] = remote.entry.trim();
    if (typeof remote.integrity === 'string' && /^sha384-[A-Za-z0-9+/]+={0,2}$/.test(remote.integrity)) integrity[new URL(urls[name], base).href] = remote.integrity;
  }
  return { urls, integrity };
}

async function readJson(fetchImpl: typeof fetch, path: string): Promise<unknown> {
  const response = await fetchImpl(path, { headers: { Accept: 'application/json' } });
  if (!response.ok || !(response.headers.get('content-type') || '').includes('json')) return undefined;
  return response.json();
}

/** The element a drawn page names its release in. */
export const NAMED_RELEASE_ID = 'college-release';

/** The release the page names, or undefined (a page the browser draws, or one that names none). */
function namedRelease(): unknown {
  const named = document.getElementById(NAMED_RELEASE_ID);
  if (!named?.textContent) return undefined;
  try {
    return JSON.parse(named.textContent) as unknown;
  } catch {
    return undefined;
  }
}

export async function applyRemoteUrls(fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const release = namedRelease() ?? (await readJson(fetchImpl, '/release.json'));
    if (release !== undefined) {
      const { urls, integrity } = parseRelease(release, window.location.href);
      window.__COLLEGE_REMOTES__ = urls;
      window.__COLLEGE_INTEGRITY__ = integrity;
      return;
    }
    const urls = await readJson(fetchImpl, '/remotes.json');
    if (urls !== undefined) window.__COLLEGE_REMOTES__ = parseRemoteUrls(urls);
  } catch (error) {
    console.warn('[host] the remotes could not be read; using the built-in remote URLs', error);
  }
}
