// The remotes' URLs are read at run time from `/release.json` (served beside the host, no-cache: each remote's
// entry, with its integrity where the release pins it), so a remote rebuilt or moved to another server is live on
// the next page load without rebuilding the host, and a pinned entry runs only if its bytes match
// (remote-shared/src/runtime/remoteUrls.ts). A server without it is asked for `/remotes.json` (`{ name: url }`).
// When neither can be read the URLs the host was built with are kept. A page the server drew names the release it was
// drawn with (`<script type="application/json" id="college-release">`, api/src/render/assemble.ts): that one is
// taken, so the page's HTML and its scripts come from the same release of each remote, even across a swap. The
// chunks of a pinned remote on another origin are pinned as well, from its files.json.
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

const PIN = /^sha384-[A-Za-z0-9+/]+={0,2}$/;

/** A pinned remote's files.json: where it is, and its integrity. */
export interface PinnedFiles {
  url: string;
  integrity: string;
}

export interface ParsedRelease {
  urls: Record<string, string>;
  /** The integrity of each entry the release pins, by absolute URL. */
  integrity: Record<string, string>;
  /** The files.json of each remote the release pins, by remote, its URL absolute. */
  files: Record<string, PinnedFiles>;
}

/** `/release.json`'s entries: each remote's URL, and where the release pins it, its entry's and its files.json's pins. */
export function parseRelease(body: unknown, base: string): ParsedRelease {
  const parsed: ParsedRelease = { urls: {}, integrity: {}, files: {} };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return parsed;
  for (const name of REMOTE_NAMES) {
    const remote = (body as Record<string, unknown>)[name] as { entry?: unknown; integrity?: unknown; files?: unknown; files_integrity?: unknown } | undefined;
    if (!remote || typeof remote !== 'object' || typeof remote.entry !== 'string' || remote.entry.trim() === '') continue;
    parsed.urls[name] = remote.entry.trim();
    if (typeof remote.integrity === 'string' && PIN.test(remote.integrity)) parsed.integrity[new URL(parsed.urls[name], base).href] = remote.integrity;
    if (typeof remote.files === 'string' && typeof remote.files_integrity === 'string' && PIN.test(remote.files_integrity)) {
      parsed.files[name] = { url: new URL(remote.files, base).href, integrity: remote.files_integrity };
    }
  }
  return parsed;
}

/**
 * Puts the integrity of each script of a remote's build (its files.json, fetched with the release's pin: the browser
 * refuses other bytes) into `integrity`, by absolute URL, where webpack's script loader finds it for each chunk
 * (webpack.shared.js, ChunkIntegrityPlugin). Answers whether the build's listing checked out: a remote whose listing
 * does not is not loaded (remote-shared/src/runtime/remoteUrls.ts).
 */
export async function pinChunks(fetchImpl: typeof fetch, files: PinnedFiles, integrity: Record<string, string>): Promise<boolean> {
  try {
    const answer = await fetchImpl(files.url, { integrity: files.integrity, mode: 'cors', credentials: 'omit' });
    if (!answer.ok) return false;
    const listing = (await answer.json()) as { files?: Record<string, unknown> } | null;
    for (const [file, pin] of Object.entries(listing?.files ?? {})) {
      if (file.endsWith('.js') && typeof pin === 'string' && PIN.test(pin)) integrity[new URL(file, files.url).href] = pin;
    }
    return true;
  } catch (error) {
    console.error(`[host] ${files.url} does not match the release's pin, or could not be read`, error);
    return false;
  }
}

async function readJson(fetchImpl: typeof fetch, path: string): Promise<unknown> {
  const response = await fetchImpl(path, { headers: { Accept: 'application/json' } });
  if (!response.ok || !(response.headers.get('content-type') || '').includes('json')) return undefined;
  return response.json();
}

/** The element a drawn page names its release in. */
export const NAMED_RELEASE_ID = 'college-release';

/** The release the page names, or undefined (a page the browser draws, or one that names none). */
export function namedRelease(doc: Document = document): unknown {
  const named = doc.getElementById(NAMED_RELEASE_ID);
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
      const { urls, integrity, files } = parseRelease(release, window.location.href);
      window.__COLLEGE_REMOTES__ = urls;
      window.__COLLEGE_INTEGRITY__ = integrity;
      // The chunks of a remote on another origin are pinned too (a CDN could serve other bytes under a chunk's
      // name). Read beside the remote's entry, not before it: its first chunk waits for them (remoteUrls.ts). A
      // remote on this site's origin comes from the server that sent the page, which a pin would not guard against.
      window.__COLLEGE_PINS__ = {};
      for (const [name, pinned] of Object.entries(files)) {
        if (new URL(urls[name], window.location.href).origin === window.location.origin) continue;
        window.__COLLEGE_PINS__[name] = pinChunks(fetchImpl, pinned, integrity);
      }
      return;
    }
    const urls = await readJson(fetchImpl, '/remotes.json');
    if (urls !== undefined) window.__COLLEGE_REMOTES__ = parseRemoteUrls(urls);
  } catch (error) {
    console.warn('[host] the remotes could not be read; using the built-in remote URLs', error);
  }
}
