// Public pages drawn on the server. The public remote ships its own renderer (remote-public/src/ssr/render.tsx,
// built into dist/server/); this module loads it, answers its API reads in process, and puts what it
// draws into the host's page: the page's markup in the root element, its data for the browser's store, the
// stylesheets the markup needs before any script runs, its link-preview tags, and the scripts it needs announced
// at once (preloads.ts). Whatever goes wrong, the bare host page is sent, as before: the browser then draws the
// page itself.
//
// Drawn pages are kept per origin and URL, each with the version counters of the lists it was drawn from
// (resources/versions.ts), so a page view costs one read of the counters. One drawing per page runs at a time;
// requests that come meanwhile get the last drawn copy. What depends on the visitor (the CSRF token in its
// forms, the header's signed-in control, the answer to a form posted without JavaScript) is put into the kept
// copy as it is sent, so no visitor's state is ever kept for another.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, issueCsrfCookie, maskCsrfToken, SESSION_COOKIE, sessionCsrfToken, unmaskCsrfToken } from './auth/cookies';
import { findSessionByCookie } from './auth/sessions';
import { builtNames } from './builtFiles';
import type { Config } from './config';
import { otherPagesStylesheets, pagePreloads } from './preloads';
import { federatedRendererFile } from './renderer/federated';
import { RESOURCES, readAllVersions, versionsOf } from './resources';
import { VERSIONS_HEADER, versionsHeader } from './resources/versions';
import { cachedBody, type Entry } from './resources/cache';
import { STATS_DEPEND_ON } from './resources/stats';
import { wantsLight } from './site/light';
import { ANSWER_ORIGIN_HEADER, INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET, siteOrigin } from './site/origin';

interface ApiAnswer {
  status: number;
  data: unknown;
  etag?: string;
}

type AuthKind = 'visitor' | 'user' | 'admin';

/** What a public page reports of itself (remote-public/src/page/pageHead.ts). */
interface PageMeta {
  description?: string;
  /** Its preview picture: the card the server draws of the page's notice or of the college (cards/). */
  image?: { url: string; width: number; height: number; alt: string } | string | null;
  type?: 'website' | 'article';
  canonical?: string;
  siteName?: string;
}

/** The answer to a form posted without JavaScript (remote-public/src/page/formState.ts names the messages). */
export interface FormState {
  form?: 'login' | 'register' | 'contact';
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
}

interface RenderedPage {
  status: number;
  title?: string;
  meta?: PageMeta;
  head: string;
  html: string;
  state: string;
}

export interface Renderer {
  CSRF_PLACEHOLDER: string;
  FORM_STATE_ID: string;
  preparePage(request: {
    url: string;
    get: (path: string) => Promise<ApiAnswer>;
    origin?: string | null;
    form?: FormState | null;
  }): Promise<{ version: string; render: () => Promise<RenderedPage> }>;
  renderAuthControls(): Record<AuthKind, string>;
  /** The named chunk of the page at a path (remote-public/src/api/prefetch.ts). */
  pageChunk?(pathname: string): string;
  /**
   * The address the page at `url` is drawn and kept under: its path and only the parameters it reads, any unknown
   * path as one 404 page (remote-public/src/page/pageUrl.ts). Older builds without it keep the whole URL.
   */
  pageUrl?(url: string): string;
}

interface Kept {
  /** The version counters of the lists the page was drawn from, and their values then. */
  names: string[];
  version: string;
  /** What its reads answered (the renderer's version of them). */
  answers: string;
  page: RenderedPage;
  /**
   * The whole document for a visitor, for the host page it was put into, with its scripts or light (site/light.ts):
   * split where the visitor's CSRF token goes, or, for a page without forms (the same for every visitor), kept
   * with its ETag and compressed copies.
   */
  documents?: Partial<Record<'full' | 'light', { host: string; parts: string[]; shared: Entry | null }>>;
}

/** The header's auth control as drawn (remote-public/src/layout/AuthControl.tsx): its content holds no <div>. */
const AUTH_SLOT = /<div class="pub-auth-slot">[\s\S]*?<\/div>/;

/** Pages kept drawn. */
const CACHE_SIZE = 1000;
/**
/**
 * Pages of known paths that answered 404 (a deleted notice, a list page past the last), kept apart from the pages
 * that exist, so probes of made-up addresses cannot push real pages out. Unknown paths are one 404 page already.
 */
const MISSING_CACHE_SIZE = 100;
/**
 * How long a request waits for a new drawing of its page before it takes the last one, when the drawing can start
 * at once (when it has to wait for a turn, the server is busy: the last drawing goes out at once).
 */
const REDRAW_WAIT_MS = 150;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The version counters a read of `apiPath` depends on: `/api/notices/?page=2` -> notices (and what it depends on). */
const COUNTERS = new Map<string, readonly string[]>([...RESOURCES.map((def) => [def.path, [def.path, ...(def.dependsOn ?? [])]] as const), ['stats', STATS_DEPEND_ON]]);
function countersOf(apiPath: string): readonly string[] {
  const name = /^\/api\/([^/?]+)/.exec(apiPath)?.[1] ?? '';
  return COUNTERS.get(name) ?? [];
}

export interface PageAnswer {
  status: number;
  html: string;
  /** The same page for every visitor: sent from this entry, with its ETag and compressed once. */
  shared: Entry | null;
  /** Drawn for this visitor alone (signed in, or the answer to their form): no shared cache may keep it. */
  personal: boolean;
}

export interface PageRenderer {
  /** The host page with the page at `request.url` drawn in it, or null when it cannot be drawn. */
  render(request: FastifyRequest, reply: FastifyReply, hostPage: string, form?: FormState | null): Promise<PageAnswer | null>;
}

interface LoadedRenderer {
  renderer: Renderer;
  /** The header's control for each kind of caller. */
  auth: Record<AuthKind, string>;
}

/** The renderer of the public remote's server build, loaded again when a new build replaces it (a rebuild is live without a restart). */
const loadRenderer = federatedRendererFile<LoadedRenderer>((renderer) => ({ renderer, auth: renderer.renderAuthControls() }));

const STYLE_ROOTS = (config: Config): Array<[string, string]> => [
  [config.staticRoots.host, '/'],
  [config.staticRoots.shared, '/remotes/shared/'],
  [config.staticRoots.public, '/remotes/public/'],
];

/** Keeps `value` as the newest entry of `map`, dropping the oldest past `size`. */
function keepNewest<V>(map: Map<string, V>, key: string, value: V, size: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > size) map.delete(map.keys().next().value as string);
}

/** The host page without its scripts and their preloads, for a light page (kept for the last host page seen). */
const scriptless = (() => {
  let seen: string | null = null;
  let answer = '';
  return (hostPage: string) => {
    if (hostPage !== seen) {
      seen = hostPage;
      answer = hostPage
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
        .replace(/<link\b(?=[^>]*\brel=["']?(?:preload|modulepreload)\b)(?=[^>]*\bas=["']?(?:script|fetch)\b)[^>]*>/gi, '')
        // A light page works without scripts: the host's note asking for them is not for it.
        .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
    }
    return answer;
  };
})();

export function createPageRenderer(app: FastifyInstance, config: Config): PageRenderer {
  const kept = new Map<string, Kept>();
  const keptMissing = new Map<string, Kept>();
  const drawing = new Map<string, Promise<Kept>>();
  let current: LoadedRenderer | null = null;

  async function renderer(): Promise<LoadedRenderer | null> {
    const loaded = config.publicRenderer ? await loadRenderer(config.publicRenderer, config.publicAssetBase, app.log) : null;
    if (loaded !== current) {
      // pages drawn by another build of the renderer are not kept
      kept.clear();
      keptMissing.clear();
    }
    current = loaded;
    return loaded;
  }

  /** An API read for a page drawn for `origin`: its file URLs start with that origin, as the browser's reads would. */
  async function get(apiPath: string, origin: string | null, versions: string): Promise<ApiAnswer> {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: {
        accept: 'application/json',
        [INTERNAL_CALL_HEADER]: INTERNAL_CALL_SECRET,
        [ANSWER_ORIGIN_HEADER]: origin ?? '',
        // The counters as the drawing started: its reads answer by them, without reading them again.
        [VERSIONS_HEADER]: versions,
      },
    });
    let data: unknown = null;
    try {
      data = answer.json();
    } catch {
      // not JSON: the page shows what it shows for a failed read
    }
    const etag = answer.headers.etag;
    return { status: answer.statusCode, data, etag: typeof etag === 'string' ? etag : undefined };
  }

  /**
   * The built stylesheets a public page uses (host, shared remote, public remote), written into the page: no
   * request stands between the HTML and its first paint. Each `<style>` carries the file's name as `data-href`,
   * which is how webpack's CSS loading knows a stylesheet is on the page already and does not fetch it again.
   * Another page's own stylesheet (its chunk's) is left out: the page carries only what it shows.
   */
  const styleCache = new Map<string, string>();
  function inlineStyles(pageChunk: string | null): string {
    const elsewhere = otherPagesStylesheets(config, pageChunk);
    return STYLE_ROOTS(config)
      .flatMap(([root, prefix]) =>
        builtNames(root)
          .filter((name) => name.endsWith('.css') && !(root === config.staticRoots.public && elsewhere.has(name)))
          .map((name) => {
            const file = path.join(root, name);
            let style = styleCache.get(file);
            if (style === undefined) {
              const css = readFileSync(file, 'utf8').replace(/url\((['"]?)(?![a-z]+:|\/|#)/gi, `url($1${prefix}`);
              style = `<style data-href="${name}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
              styleCache.set(file, style);
            }
            return style;
          }),
      )
      .join('');
  }

  /** Reads what the page shows, with the counters of those lists as they were before the reads. */
  async function prepare(r: Renderer, url: string, origin: string | null, form: FormState | null, counters?: ReadonlyMap<string, number>) {
    const before = counters ?? (await readAllVersions(app.db));
    const versions = versionsHeader(before);
    const read: string[] = [];
    const prepared = await r.preparePage({
      url,
      origin,
      form,
      get: (apiPath) => {
        read.push(...countersOf(apiPath));
        return get(apiPath, origin, versions);
      },
    });
    const names = [...new Set(read)].sort();
    return { prepared, names, version: versionsOf(before, names) };
  }

  /**
   * A page drawn again once a list it shows has changed: its reads first, and when they answer as before (a write
   * elsewhere in the list), the drawing it has is still right and no new one is made.
   */
  async function redraw(r: Renderer, url: string, origin: string | null, last: Kept | undefined, counters: ReadonlyMap<string, number>): Promise<Kept> {
    const { prepared, names, version } = await prepare(r, url, origin, null, counters);
    if (last && last.answers === prepared.version) return { ...last, names, version };
    return { names, version, answers: prepared.version, page: await prepared.render() };
  }

  /**
   * Drawings under way at once: the rest wait their turn, so serving kept pages keeps the processor it needs. The
   * app's one set of turns (drawing.ts), which the link-preview cards take theirs from too.
   */
  const drawingTurns = app.drawingTurns;

  /**
   * The kept drawing of `url` when it is current. Else a new one, one at a time per page: the request that starts
   * it gets it if it is ready within REDRAW_WAIT_MS (a visitor reloading after a change sees the change) and can
   * start at once, and every other request meanwhile the last drawing at once (the page as it was a moment ago).
   */
  async function keptPage(r: Renderer, url: string, origin: string | null): Promise<Kept> {
    const key = `${origin ?? ''} ${url}`;
    // Read after the request came, so a new drawing may take them too. What is kept is looked at after the read:
    // from here to the start of a new drawing nothing awaits, so no two requests start one for the same page.
    const counters = await readAllVersions(app.db);
    const last = kept.get(key) ?? keptMissing.get(key);
    if (last && versionsOf(counters, last.names) === last.version) return last;
    // Another request is drawing it already: the last drawing, now.
    const under = drawing.get(key);
    if (under) return last ?? under;
    const startsNow = drawingTurns.free(!last);
    const fresh = drawingTurns.run(() => redraw(r, url, origin, last, counters), !last)
      .then((done) => {
        const missing = done.page.status === 404;
        (missing ? kept : keptMissing).delete(key);
        keepNewest(missing ? keptMissing : kept, key, done, missing ? MISSING_CACHE_SIZE : CACHE_SIZE);
        return done;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, fresh);
    if (!last) return fresh;
    if (!startsNow) return last;
    return Promise.race([fresh.catch(() => last), new Promise<Kept>((resolve) => setTimeout(() => resolve(last), REDRAW_WAIT_MS).unref())]);
  }

  /** Who the request's session cookie signs in, as the header shows it. */
  /** Who is looking: a visitor, or a signed-in user or Admin with their session. */
  async function visitorOf(request: FastifyRequest): Promise<{ auth: AuthKind; sessionId: string | null }> {
    const cookie = request.cookies[SESSION_COOKIE];
    const found = cookie ? await findSessionByCookie(app.db, cookie, config.now()) : null;
    if (!found) return { auth: 'visitor', sessionId: null };
    return { auth: found.user.role === 'Admin' ? 'admin' : 'user', sessionId: found.session.id };
  }

  /**
   * The CSRF token the page's forms carry, masked afresh for this answer: a signed-in visitor's session token (set
   * in the cookie too when it holds anything else), else the visitor's cookie token, issued on first contact.
   */
  function pageCsrfToken(request: FastifyRequest, reply: FastifyReply, sessionId: string | null): string {
    const cookie = request.cookies[CSRF_COOKIE];
    let token: string;
    if (sessionId) {
      token = sessionCsrfToken(config.secretKey, sessionId);
      if (cookie !== token && request.csrfIssued !== token) issueCsrfCookie(request, reply, token);
    } else {
      token = request.csrfIssued || (cookie && unmaskCsrfToken(cookie)?.length === 32 ? cookie : issueCsrfCookie(request, reply));
    }
    return maskCsrfToken(token);
  }

  /** Link-preview tags, the canonical URL and the feed, for the page's `<head>`. */
  function headTags(page: RenderedPage, origin: string | null): string {
    const meta = page.meta ?? {};
    const absolute = (url: string | null | undefined) => (url && origin ? new URL(url, `${origin}/`).toString() : null);
    const tags: string[] = [];
    const property = (name: string, content: string | null | undefined) => {
      if (content) tags.push(`<meta property="${name}" content="${escapeHtml(content)}" />`);
    };
    const named = (name: string, content: string | null | undefined) => {
      if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
    };
    const canonical = page.status === 200 ? absolute(meta.canonical) : null;
    const picture = typeof meta.image === 'string' ? { url: meta.image } : meta.image;
    const image = absolute(picture?.url);
    // Its size and what it shows (a renderer built before the cards gives its URL alone).
    const described = image && picture && 'alt' in picture ? picture : null;
    if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    property('og:type', meta.type ?? 'website');
    property('og:site_name', meta.siteName);
    property('og:title', page.title);
    property('og:description', meta.description);
    property('og:url', canonical);
    property('og:image', image);
    if (described) {
      // The size lets a previewer lay the large preview out before it has fetched the picture.
      property('og:image:width', String(described.width));
      property('og:image:height', String(described.height));
      property('og:image:alt', described.alt);
    }
    property('og:locale', 'bn_BD');
    named('twitter:card', image ? 'summary_large_image' : 'summary');
    named('twitter:title', page.title);
    named('twitter:description', meta.description);
    named('twitter:image', image);
    named('twitter:image:alt', described?.alt);
    tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${meta.siteName ?? ''} নোটিশ`.trim())}" href="/feed.xml" />`);
    return tags.join('');
  }

  /**
   * The page put into the host page as it is now, for a caller of `auth` (a rebuilt host is live at once). A light
   * page (site/light.ts) is the drawing alone: no script of the host's, no page data, no preloads.
   */
  function assemble(r: LoadedRenderer, page: RenderedPage, fullHostPage: string, origin: string | null, pathname: string, auth: AuthKind, form: FormState | null, light: boolean): string | null {
    const hostPage = light ? scriptless(fullHostPage) : fullHostPage;
    // The built page is minified: `<div id=root>`.
    const start = hostPage.search(/<div id=("?)root\1>/);
    const end = start === -1 ? -1 : hostPage.indexOf('</body>', start);
    if (end === -1) return null;
    const html = auth === 'visitor' ? page.html : page.html.replace(AUTH_SLOT, () => `<div class="pub-auth-slot">${r.auth[auth]}</div>`);
    // Replacements are functions, so no `$` in a title or a stylesheet is read as a pattern.
    const pageChunk = r.renderer.pageChunk?.(pathname) ?? null;
    const head = `${inlineStyles(pageChunk)}${page.head}${headTags(page, origin)}${light ? '' : pagePreloads(config, pageChunk)}`;
    let top = hostPage.slice(0, start).replace('</head>', () => `${head}</head>`);
    if (page.title) top = top.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
    if (page.meta?.description) {
      top = top.replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.meta!.description!)}" />`);
    }
    const marks = `${auth !== 'visitor' ? ` data-auth="${auth}"` : ''}${light ? ' data-light' : ''}`;
    if (marks) top = top.replace(/<html([^>]*)>/, (_all, attributes: string) => `<html${attributes}${marks}>`);
    if (light) return `${top}<div id="root" data-server-rendered>${html}</div>${hostPage.slice(end)}`;
    const formScript = form ? `<script type="application/json" id="${r.renderer.FORM_STATE_ID}">${JSON.stringify(form).replace(/</g, '\\u003c')}</script>` : '';
    return (
      top +
      `<div id="root" data-server-rendered>${html}</div>` +
      `<script type="application/json" id="college-state">${page.state}</script>` +
      formScript +
      hostPage.slice(end)
    );
  }

  return {
    async render(request, reply, hostPage, form = null) {
      // Staff pages are drawn in the browser. A session signed in by a plain form (on a light page, where no script
      // ran) is named on the host page, so the app takes it over there instead of asking to sign in again.
      if (/^\/dashboard(\/|$)/.test(request.url.split('?')[0])) {
        const { auth } = await visitorOf(request).catch(() => ({ auth: 'visitor' as const }));
        if (auth === 'visitor') return null;
        return { status: 200, personal: true, html: hostPage.replace(/<html([^>]*)>/, (_all, attributes: string) => `<html${attributes} data-auth="${auth}">`), shared: null };
      }
      let url = request.url;
      try {
        const current = await renderer();
        if (!current) return null;
        url = current.renderer.pageUrl?.(request.url) ?? request.url;
        const pathname = url.split('?')[0];
        const light = wantsLight(request);
        const variant = light ? 'light' : 'full';
        const origin = siteOrigin(config, request);
        const drawn = form ? null : await keptPage(current.renderer, url, origin);
        const page = drawn ? drawn.page : await (await prepare(current.renderer, url, origin, form)).prepared.render();

        // What belongs to this visitor alone: the signed-in control, the answer to their form, their CSRF token.
        const { auth, sessionId } = await visitorOf(request);
        const csrf = pageCsrfToken(request, reply, sessionId);
        const placeholder = current.renderer.CSRF_PLACEHOLDER;
        let parts: string[];
        if (drawn && auth === 'visitor') {
          // A visitor's page is put together once per drawing, host page and variant; each visitor's token then goes in.
          let document = drawn.documents?.[variant];
          if (document?.host !== hostPage) {
            const html = assemble(current, page, hostPage, origin, pathname, auth, null, light);
            if (html === null) return null;
            const split = html.split(placeholder);
            document = { host: hostPage, parts: split, shared: split.length === 1 ? { ...cachedBody('', html, 'text/html; charset=utf-8'), quick: true } : null };
            drawn.documents = { ...drawn.documents, [variant]: document };
          }
          if (document.shared) return { status: page.status, personal: false, html: document.parts[0], shared: document.shared };
          parts = document.parts;
        } else {
          const document = assemble(current, page, hostPage, origin, pathname, auth, form, light);
          if (document === null) return null;
          parts = document.split(placeholder);
        }
        return { status: page.status, personal: auth !== 'visitor' || form !== null, html: parts.join(csrf), shared: null };
      } catch (error) {
        app.log.warn({ err: error, url }, 'the page could not be drawn on the server; sending the bare page');
        return null;
      }
    },
  };
}
