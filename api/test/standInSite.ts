// A stand-in for the public remote's server build (remote-public/dist/server/remoteEntry.js: a federated
// container whose `./render` has the renderer's interface, run in a renderer process as the real one is) and a host
// page, in temporary build folders: the server's drawing of pages is tested without building the front ends.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../src/config';
import { startTestApp, type TestContext } from './helpers';

export const HOST_PAGE = '<!doctype html><html lang=bn><head><title>কলেজ</title><script defer src=/main.0123456789.js></script></head><body><div id=root><div class=host-boot role=status>Loading...</div></div></body></html>';

// The stand-in draws the institution's name from the API, fails on /broken, answers 404 for
// /missing… and /verify/… (as the real one does for a path none of its pages answer), and shows the header's auth
// control, a form with the CSRF placeholder (on /admission, /contact and /login) and the form state it is given.
/** What every stand-in renderer has besides its preparePage: the CSRF placeholder, the auth controls, page names and keys. */
export const RENDERER_BASICS = `
exports.CSRF_PLACEHOLDER = '__CSRF__';
exports.FORM_STATE_ID = 'college-form';
const auth = (kind) => kind === 'visitor' ? '<a href="/login">Login</a>' : kind === 'admin' ? '<a href="/dashboard">Dashboard</a>' : '<form action="/logout"><button>সাইন আউট</button></form>';
exports.renderAuthControls = () => ({ visitor: auth('visitor'), user: auth('user'), admin: auth('admin') });
exports.pageChunk = (pathname) => pathname === '/notice' ? 'page-notice' : 'page-other';
// As the real one: a page is kept under its path and the parameters it reads (here /notice's page and search), an
// unknown path (here /nowhere…) as the one 404 page.
exports.pageUrl = (url) => {
  const [path, query = ''] = url.split('?');
  if (path.startsWith('/nowhere')) return '/missing-page';
  if (path !== '/notice') return path;
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of ['search', 'page']) if (given.has(name)) kept.set(name, given.get(name));
  return kept.size ? path + '?' + kept : path;
};
`;

export const RENDERER = `${RENDERER_BASICS}
exports.preparePage = async ({ url, get, origin, form }) => {
  if (url.startsWith('/broken')) throw new Error('renderer bug');
  const answer = await get('/api/institutions/');
  const name = answer.status === 200 && answer.data.length ? answer.data[0].name : 'কলেজের নাম';
  return {
    version: url + ' ' + (answer.etag || JSON.stringify(answer.data)),
    render: async () => {
      return {
        status: url.startsWith('/missing') || url.startsWith('/verify/') ? 404 : 200,
        title: name + ' <&> $& নোটিশ',
        meta: { canonical: url, description: 'about "' + name + '"', image: '/media/banner.jpg', siteName: name },
        head: '<link rel="preload" as="image" href="/media/banner.jpg">',
        html: '<header><div class="pub-auth-slot">' + auth('visitor') + '</div></header><main><h1>' + name + '</h1><p>' + url + '</p>' +
          (['/admission', '/contact', '/login'].some((p) => url.startsWith(p)) ? '<form><input type="hidden" name="csrfmiddlewaretoken" value="__CSRF__"></form>' : '') + (form ? '<p id="form">' + JSON.stringify(form).replace(/</g, '&lt;') + '</p>' : '') + '</main>',
        state: '{"api":{}}',
      };
    },
  };
};
`;

export interface StandInSite {
  t: TestContext;
  dir: string;
  rendererPath: string;
  /** How many pages the stand-in has drawn so far. */
  drawings(): number;
  close(): Promise<void>;
}

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export { write as writeFile };

/** A server build's entry (a federated container exposing `./render` and `./assetBase`) whose renderer is the CommonJS module `code`. */
export function asServerBuild(code: string): string {
  return `const renderer = {};
(function (exports) {${code}
})(renderer);
const exposed = { './assetBase': { setAssetBase: () => {} }, './render': renderer };
module.exports = { init: () => {}, get: async (name) => { if (!exposed[name]) throw new Error('no ' + name); return () => exposed[name]; } };
`;
}

/** Built-looking folders of the four parts (a host page, stylesheets) and a server build of `renderer`, under `dir`. */
export function writeStandInBuild(dir: string, renderer = RENDERER): { roots: Config['staticRoots']; rendererPath: string } {
  const roots = { host: path.join(dir, 'host'), shared: path.join(dir, 'shared'), public: path.join(dir, 'public'), dashboard: path.join(dir, 'dashboard') };
  write(path.join(roots.host, 'index.html'), HOST_PAGE);
  write(path.join(roots.host, '837.aaaaaaaaaa.css'), '.host-loading{display:flex}');
  write(path.join(roots.shared, '357.bbbbbbbbbb.css'), '.cs-spinner{display:flex}');
  write(path.join(roots.public, '572.cccccccccc.css'), "@font-face{src:url(assets/font.1234567890.woff2) format('woff2')}.pub-app{color:#111}");
  write(path.join(roots.dashboard, '999.dddddddddd.css'), '.dash-app{display:grid}');
  const rendererPath = path.join(dir, 'remoteEntry.js');
  write(rendererPath, asServerBuild(renderer));
  return { roots, rendererPath };
}

/** An app whose public pages are drawn by the stand-in renderer, with built-looking folders of stylesheets. */
export async function startStandInSite(overrides: Partial<Config> = {}, renderer = RENDERER): Promise<StandInSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'college-render-'));
  const { roots, rendererPath } = writeStandInBuild(dir, renderer);
  const t = await startTestApp({ staticRoots: roots, publicRenderer: rendererPath, ...overrides });
  return {
    t,
    dir,
    rendererPath,
    // Drawn in the renderer's own process: the server counts them.
    drawings: () => t.app.pageRenderer.drawn(),
    async close() {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
