// Public pages drawn on the server. The public remote ships its own renderer (remote-public/src/ssr/render.tsx,
// built to dist-server/render.js); this module loads it, answers its API reads in process, and puts what it
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
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, issueCsrfCookie, SESSION_COOKIE } from './auth/cookies';
import { findSessionByCookie } from './auth/sessions';
import type { Config } from './config';
import { pagePreloads } from './preloads';
import { RESOURCES, readAllVersions, versionsOf } from './resources';
import { siteOrigin } from './site/origin';

interface ApiAnswer {
  status: number;
  data: unknown;
  etag?: string;
}

type AuthKind = 'visitor' | 'user' | 'admin';

/** What a public page reports of itself (remote-public/src/page/pageHead.ts). */
interface PageMeta {
  description?: string;
  image?: string | null;
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

interface Renderer {
  CSRF_PLACEHOLDER: string;
  FORM_STATE_ID: string;
  preparePage(request: {
    url: string;
    get: (path: string) => Promise<ApiAnswer>;
    origin?: string | null;
    form?: FormState | null;
  }): Promise<{ version: string; render: () => Promise<RenderedPage> }>;
  renderAuthControls(): Record<AuthKind, string>;
  /** The named chunk of the page at a path (remote-public/src/pages/pageChunks.ts). */
  pageChunk?(pathname: string): string;
}

interface Kept {
  /** The list versions the page was drawn from, and the counters they are read from. */
  names: string[];
  version: string;
  page: RenderedPage;
}

/** The header's auth control as drawn (remote-public/src/layout/AuthControl.tsx): its content holds no <div>. */
const AUTH_SLOT = /<div class="pub-auth-slot">[\s\S]*?<\/div>/;

/** Pages kept drawn. */
const CACHE_SIZE = 500;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The version counters a read of `apiPath` depends on: `/api/notices/?page=2` -> notices (and what it depends on). */
const COUNTERS = new Map(RESOURCES.map((def) => [def.path, [def.path, ...(def.dependsOn ?? [])]]));
function countersOf(apiPath: string): string[] {
  const name = /^\/api\/([^/?]+)/.exec(apiPath)?.[1] ?? '';
  return COUNTERS.get(name) ?? [];
}

export interface PageAnswer {
  status: number;
  html: string;
  /** Drawn for this visitor alone (signed in, or the answer to their form): no shared cache may keep it. */
  personal: boolean;
}

export interface PageRenderer {
  /** The host page with the page at `request.url` drawn in it, or null when it cannot be drawn. */
  render(request: FastifyRequest, reply: FastifyReply, hostPage: string, form?: FormState | null): Promise<PageAnswer | null>;
}

export function createPageRenderer(app: FastifyInstance, config: Config): PageRenderer {
  const modulePath = config.publicRenderer;
  let loaded: { mtimeMs: number; renderer: Renderer; auth: Record<AuthKind, string> } | null = null;
  const kept = new Map<string, Kept>();
  const drawing = new Map<string, Promise<Kept>>();

  function renderer(): typeof loaded {
    if (!modulePath || !existsSync(modulePath)) return null;
    // A rebuild of the public remote is live without a restart, like its files.
    const { mtimeMs } = statSync(modulePath);
    if (loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(modulePath)];
      const fresh = require(modulePath) as Renderer;
      loaded = { mtimeMs, renderer: fresh, auth: fresh.renderAuthControls() };
      kept.clear();
    }
    return loaded;
  }

  async function get(apiPath: string): Promise<ApiAnswer> {
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
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
   */
  const styleCache = new Map<string, string>();
  function inlineStyles(): string {
    const roots: Array<[string, string]> = [
      [config.staticRoots.host, '/'],
      [config.staticRoots.shared, '/remotes/shared/'],
      [config.staticRoots.public, '/remotes/public/'],
    ];
    return roots
      .flatMap(([root, prefix]) =>
        (existsSync(root) ? readdirSync(root) : [])
          .filter((name) => name.endsWith('.css'))
          .map((name) => {
            const file = path.join(root, name);
            let style = styleCache.get(file); // built names carry a content hash: a name's content never changes
            if (style === undefined) {
              // url(assets/x.woff2) is relative to the stylesheet; in the page it must name the stylesheet's folder.
              const css = readFileSync(file, 'utf8').replace(/url\((['"]?)(?![a-z]+:|\/|#)/gi, `url($1${prefix}`);
              style = `<style data-href="${name}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
              styleCache.set(file, style);
            }
            return style;
          }),
      )
      .join('');
  }

  /** Draws the page (its reads first), with the counters of what it read as they were before the reads. */
  async function draw(r: Renderer, url: string, origin: string | null, form: FormState | null): Promise<Kept> {
    const before = await readAllVersions(app.db);
    const read: string[] = [];
    const page = await r.preparePage({
      url,
      origin,
      form,
      get: (apiPath) => {
        read.push(...countersOf(apiPath));
        return get(apiPath);
      },
    });
    const names = [...new Set(read)].sort();
    return { names, version: versionsOf(before, names), page: await page.render() };
  }

  /** The kept drawing of `url` when it is current; else a new one (or, while one is under way, the last one). */
  async function keptPage(r: Renderer, url: string, origin: string | null): Promise<RenderedPage> {
    const key = `${origin ?? ''} ${url}`;
    const last = kept.get(key);
    if (last && versionsOf(await readAllVersions(app.db), last.names) === last.version) return last.page;
    const under = drawing.get(key);
    if (under) return last ? last.page : (await under).page;
    const fresh = draw(r, url, origin, null)
      .then((done) => {
        kept.delete(key);
        kept.set(key, done);
        if (kept.size > CACHE_SIZE) kept.delete(kept.keys().next().value as string);
        return done;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, fresh);
    return (await fresh).page;
  }

  /** Who the request's session cookie signs in, as the header shows it. */
  async function authKindOf(request: FastifyRequest): Promise<AuthKind> {
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return 'visitor';
    const found = await findSessionByCookie(app.db, cookie, config.now());
    if (!found) return 'visitor';
    return found.user.role === 'Admin' ? 'admin' : 'user';
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
    const image = absolute(meta.image);
    if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    property('og:type', meta.type ?? 'website');
    property('og:site_name', meta.siteName);
    property('og:title', page.title);
    property('og:description', meta.description);
    property('og:url', canonical);
    property('og:image', image);
    property('og:locale', 'bn_BD');
    named('twitter:card', image ? 'summary_large_image' : 'summary');
    named('twitter:title', page.title);
    named('twitter:description', meta.description);
    named('twitter:image', image);
    tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${meta.siteName ?? ''} নোটিশ`.trim())}" href="/feed.xml" />`);
    return tags.join('');
  }

  return {
    async render(request, reply, hostPage, form = null) {
      const url = request.url;
      const pathname = url.split('?')[0];
      if (/^\/dashboard(\/|$)/.test(pathname)) return null; // staff pages depend on who asks
      // The built page is minified: `<div id=root>`.
      const start = hostPage.search(/<div id=("?)root\1>/);
      const end = start === -1 ? -1 : hostPage.indexOf('</body>', start);
      if (end === -1) return null;
      try {
        const current = renderer();
        if (!current) return null;
        const origin = siteOrigin(config, request);
        const page = form ? (await draw(current.renderer, url, origin, form)).page : await keptPage(current.renderer, url, origin);

        // What belongs to this visitor alone.
        const auth = await authKindOf(request);
        const csrf = request.cookies[CSRF_COOKIE] || request.csrfIssued || issueCsrfCookie(request, reply);
        let html = page.html;
        if (auth !== 'visitor') html = html.replace(AUTH_SLOT, () => `<div class="pub-auth-slot">${current.auth[auth]}</div>`);
        html = html.split(current.renderer.CSRF_PLACEHOLDER).join(escapeHtml(csrf));

        // Put into the host page as it is now (a rebuilt host is live at once). Replacements are functions, so
        // no `$` in a title or a stylesheet is read as a pattern.
        const head = `${inlineStyles()}${page.head}${headTags(page, origin)}${pagePreloads(config, current.renderer.pageChunk?.(pathname) ?? null)}`;
        let top = hostPage.slice(0, start).replace('</head>', () => `${head}</head>`);
        if (page.title) top = top.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
        if (page.meta?.description) {
          top = top.replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.meta!.description!)}" />`);
        }
        if (auth !== 'visitor') top = top.replace(/<html([^>]*)>/, (_all, attributes: string) => `<html${attributes} data-auth="${auth}">`);
        const formScript = form
          ? `<script type="application/json" id="${current.renderer.FORM_STATE_ID}">${JSON.stringify(form).replace(/</g, '\\u003c')}</script>`
          : '';
        return {
          status: page.status,
          personal: auth !== 'visitor' || form !== null,
          html:
            top +
            `<div id="root" data-server-rendered>${html}</div>` +
            `<script type="application/json" id="college-state">${page.state}</script>` +
            formScript +
            hostPage.slice(end),
        };
      } catch (error) {
        app.log.warn({ err: error, url }, 'the page could not be drawn on the server; sending the bare page');
        return null;
      }
    },
  };
}
