// What the service worker (sw.ts) keeps for offline reading, and where. Plain functions of a request, so the
// rules are tested without a worker (policy.test.ts). Anything no rule matches goes to the network untouched:
// the dashboard and every write; what a matched request's answer may be kept as is the plugins' rule (plugins.ts).

/** The caches this worker fills at run time; signing out deletes them (remote-shared/src/offline). */
export const CACHE = {
  /** Public pages as the server drew them (the host page with the page's markup and data). */
  pages: 'pages',
  /** remotes.json and each remote's remoteEntry.js and files.json: the names that stay the same across builds. */
  shell: 'shell',
  /** Files with a content hash in their name (scripts, styles, pictures of the builds) and fonts. */
  assets: 'assets',
  /** Uploaded pictures under /media/. */
  media: 'media',
  /** Reads under /api/ that the server marked `public` (plugins.ts, mayKeepRead). */
  api: 'api',
} as const;

/** The host page as built (no page drawn into it), precached: the offline answer for a page never opened. */
export const SHELL_PAGE = '/index.html';

/** Paths that are not pages of the public site, whatever the browser asks them as. */
const NOT_A_PAGE = /^\/(dashboard|api|media|remotes|icons)(\/|$)|\.[a-z0-9]+$/i;

/** The staff dashboard's pages; neither they nor what they read are kept. */
const DASHBOARD = /^\/dashboard(\/|$)/;

/** webpack's `[name].[contenthash:10].js` (the same rule as `cacheControlFor` in api/src/static.ts). */
const HASHED_NAME = /[.-][0-9a-f]{8,}(?=[.-])/i;

export interface Asked {
  url: URL;
  request: Request;
}

const sameOrigin = (url: URL, origin: string) => url.origin === origin;

/** A page of the public site opened by the visitor (not the dashboard, not a file opened in the tab). */
export function isPublicPage({ url, request }: Asked, origin: string): boolean {
  return request.mode === 'navigate' && sameOrigin(url, origin) && !NOT_A_PAGE.test(url.pathname);
}

/**
 * The origins the remotes are served from, other than the site's, as `/remotes.json` (`{ name: url }`) or
 * `/release.json` (`{ name: { entry } }`) names them: a release puts each remote on an origin of its own, and the
 * worker keeps what comes from there as it keeps the site's own builds. Anything unreadable adds nothing.
 */
export function remoteOriginsOf(body: unknown, origin: string): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const origins = new Set<string>();
  // A preview (api/src/site/preview.ts) is one Admin's try of a build, allowed by their page's policy alone, which
  // the worker's own script was not served with: its origin is not learned (its files go to the network untouched).
  const previewed = previewOf(body, origin)?.remote;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (name === 'preview' || name === previewed) continue;
    const entry = typeof value === 'string' ? value : value && typeof value === 'object' ? (value as { entry?: unknown }).entry : undefined;
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry, origin);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== origin) origins.add(url.origin);
    } catch {
      // not a URL: nothing to learn from it
    }
  }
  return [...origins];
}

/**
 * The preview a release list names (`"preview": { remote, entry }`, only in the answers of a browser with one on),
 * with the folder its build is served from: what the worker drops of its caches once the preview has ended. Null
 * when the list names none.
 */
export function previewOf(body: unknown, origin: string): { remote: string; base: string } | null {
  const preview = body && typeof body === 'object' ? (body as { preview?: unknown }).preview : undefined;
  if (!preview || typeof preview !== 'object') return null;
  const { remote, entry } = preview as { remote?: unknown; entry?: unknown };
  if (typeof remote !== 'string' || typeof entry !== 'string') return null;
  try {
    const url = new URL(entry, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { remote, base: new URL('.', url).href };
  } catch {
    return null;
  }
}

/** Whether a kept request is part of a preview's build: under one of its folders (`previewOf`). */
export function isUnderPreview(url: string, bases: readonly string[]): boolean {
  return bases.some((base) => url.startsWith(base));
}

/** The site's origin or one its remotes are served from. */
const buildOrigin = (url: URL, origin: string, remotes: ReadonlySet<string>) => url.origin === origin || remotes.has(url.origin);

/**
 * remotes.json, release.json and every remoteEntry.js and files.json (the site's or a remote origin's; the host
 * reads a remote's files.json for its chunks' pins before the remote starts): asked of the network first, so a new
 * build is live on the next load.
 */
export function isShellEntry({ url }: Asked, origin: string, remotes: ReadonlySet<string> = new Set()): boolean {
  if (sameOrigin(url, origin) && (url.pathname === '/remotes.json' || url.pathname === '/release.json')) return true;
  return buildOrigin(url, origin, remotes) && (url.pathname.endsWith('/remoteEntry.js') || url.pathname.endsWith('/files.json'));
}

/** A built file whose name changes with its content, or a font, of the site or of a remote's origin: safe to answer from the cache first. */
export function isLongLivedAsset({ url, request }: Asked, origin: string, remotes: ReadonlySet<string> = new Set()): boolean {
  if (!buildOrigin(url, origin, remotes) || (sameOrigin(url, origin) && /^\/(api|media)\//.test(url.pathname))) return false;
  if (request.destination === 'font') return true;
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return HASHED_NAME.test(name) && !name.endsWith('.map');
}

/** An uploaded picture (or a display-size copy of it) shown on a page. */
export function isMediaImage({ url, request }: Asked, origin: string): boolean {
  return sameOrigin(url, origin) && url.pathname.startsWith('/media/') && request.destination === 'image';
}

/**
 * A read of the API by the public site, not by a dashboard screen. Which of them are kept is not decided here, by
 * path, but by each answer (`public`, plugins.ts): the host is deployed alone, and a page a remote adds reads
 * resources no list compiled into the host would name.
 */
export function isApiRead({ url, request }: Asked, origin: string): boolean {
  return sameOrigin(url, origin) && url.pathname.startsWith('/api/') && request.mode !== 'navigate' && !fromDashboard(request, origin);
}

function fromDashboard(request: Request, origin: string): boolean {
  if (!request.referrer || request.referrer === 'about:client') return false;
  try {
    const referrer = new URL(request.referrer);
    return referrer.origin === origin && DASHBOARD.test(referrer.pathname);
  } catch {
    return false;
  }
}
