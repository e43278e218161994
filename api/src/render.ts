// Public pages drawn on the server. The public remote ships its own renderer (remote-public/src/ssr/render.tsx,
// built to dist-server/render.js); this module loads it, answers its API reads in process, and puts what it
// draws into the host's page: the page's markup in the root element, its data for the browser's store, and the
// stylesheets the markup needs before any script runs. Whatever goes wrong, the bare host page is sent, as
// before: the browser then draws the page itself.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

interface ApiAnswer {
  status: number;
  data: unknown;
  etag?: string;
}

interface RenderedPage {
  title?: string;
  head: string;
  html: string;
  state: string;
}

interface Renderer {
  preparePage(request: { url: string; get: (path: string) => Promise<ApiAnswer> }): Promise<{ version: string; render: () => Promise<RenderedPage> }>;
}

/** Pages kept drawn, by URL and the version of the data they show. */
const CACHE_SIZE = 100;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageRenderer {
  /** The host page with `url` drawn in it, or null when it cannot be drawn (the bare page is sent then). */
  render(url: string, hostPage: string): Promise<string | null>;
}

export function createPageRenderer(app: FastifyInstance, config: Config): PageRenderer {
  const modulePath = config.publicRenderer;
  let loaded: { mtimeMs: number; renderer: Renderer } | null = null;
  const cache = new Map<string, RenderedPage>();

  function renderer(): Renderer | null {
    if (!modulePath || !existsSync(modulePath)) return null;
    // A rebuild of the public remote is live without a restart, like its files.
    const { mtimeMs } = statSync(modulePath);
    if (loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(modulePath)];
      loaded = { mtimeMs, renderer: require(modulePath) as Renderer };
      cache.clear();
    }
    return loaded.renderer;
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

  return {
    async render(url, hostPage) {
      const pathname = url.split('?')[0];
      if (/^\/dashboard(\/|$)/.test(pathname)) return null; // staff pages depend on who asks
      // The built page is minified: `<div id=root>`.
      const start = hostPage.search(/<div id=("?)root\1>/);
      const end = start === -1 ? -1 : hostPage.indexOf('</body>', start);
      if (end === -1) return null;
      try {
        const loaded = renderer();
        if (!loaded) return null;
        const page = await loaded.preparePage({ url, get });
        const key = `${url}\n${page.version}`;
        let drawn = cache.get(key);
        if (drawn === undefined) {
          drawn = await page.render();
          if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
          cache.set(key, drawn);
        }
        // Put into the host page as it is now (a rebuilt host is live at once). Replacements are functions, so
        // no `$` in a title or a stylesheet is read as a pattern.
        const { title, head, html, state } = drawn;
        let top = hostPage.slice(0, start).replace('</head>', () => `${inlineStyles()}${head}</head>`);
        if (title) top = top.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
        return (
          top +
          `<div id="root" data-server-rendered>${html}</div>` +
          `<script type="application/json" id="college-state">${state}</script>` +
          hostPage.slice(end)
        );
      } catch (error) {
        app.log.warn({ err: error, url }, 'the page could not be drawn on the server; sending the bare page');
        return null;
      }
    },
  };
}
