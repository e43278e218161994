// Public pages drawn on the server: the public remote's renderer (here a small stand-in module with the same
// interface as remote-public/dist-server/render.js) is given the page's URL and the API's answers, and what it
// draws goes into the host page, with the stylesheets inlined.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addUser, login, startTestApp, type TestContext } from './helpers';

const HOST_PAGE = '<!doctype html><html lang=bn><head><title>কলেজ</title><script defer src=/main.0123456789.js></script></head><body><div id=root><div class=host-boot role=status>Loading...</div></div></body></html>';

// The stand-in draws the institution's name from the API, counts its drawings, and fails on /broken.
const RENDERER = `
let drawings = 0;
exports.drawings = () => drawings;
exports.preparePage = async ({ url, get }) => {
  if (url.startsWith('/broken')) throw new Error('renderer bug');
  const answer = await get('/api/institutions/');
  const name = answer.status === 200 && answer.data.length ? answer.data[0].name : 'কলেজের নাম';
  return {
    version: url + ' ' + (answer.etag || JSON.stringify(answer.data)),
    render: async () => {
      drawings += 1;
      return { title: name + ' <&> $& নোটিশ', head: '<link rel="preload" as="image" href="/media/banner.jpg">', html: '<main><h1>' + name + '</h1><p>' + url + '</p></main>', state: '{"api":{}}' };
    },
  };
};
`;

let dir: string;
let t: TestContext;
let rendererPath: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'college-render-'));
  const roots = { host: path.join(dir, 'host'), shared: path.join(dir, 'shared'), public: path.join(dir, 'public'), dashboard: path.join(dir, 'dashboard') };
  write(path.join(roots.host, 'index.html'), HOST_PAGE);
  write(path.join(roots.host, '837.aaaaaaaaaa.css'), '.host-loading{display:flex}');
  write(path.join(roots.shared, '357.bbbbbbbbbb.css'), '.cs-spinner{display:flex}');
  write(path.join(roots.public, '572.cccccccccc.css'), "@font-face{src:url(assets/font.1234567890.woff2) format('woff2')}.pub-app{color:#111}");
  write(path.join(roots.dashboard, '999.dddddddddd.css'), '.dash-app{display:grid}');
  rendererPath = path.join(dir, 'render.js');
  write(rendererPath, RENDERER);
  t = await startTestApp({ staticRoots: roots, publicRenderer: rendererPath });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const HTML = { accept: 'text/html' };
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: HTML });
const drawings = (): number => require(rendererPath).drawings();

describe('a public page drawn on the server', () => {
  test('arrives with its markup in the root, its data for the store and the banner preload in the head', async () => {
    const response = await page('/notice?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.body;
    expect(body).toContain('<div id="root" data-server-rendered><main><h1>কলেজের নাম</h1><p>/notice?page=2</p></main></div>');
    expect(body).toContain('<script type="application/json" id="college-state">{"api":{}}</script>');
    expect(body).not.toContain('Loading...');
    expect(body).toContain('<title>কলেজের নাম &lt;&amp;&gt; $&amp; নোটিশ</title>');
    expect(body).not.toContain('<title>কলেজ</title>');
    expect(body.indexOf('<link rel="preload" as="image" href="/media/banner.jpg">')).toBeLessThan(body.indexOf('</head>'));
  });

  test('carries the stylesheets of the host and both remotes it uses, inline, their fonts pointing into the remote', async () => {
    const { body } = await page('/');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<style data-href="837.aaaaaaaaaa.css">.host-loading{display:flex}</style>');
    expect(head).toContain('<style data-href="357.bbbbbbbbbb.css">.cs-spinner{display:flex}</style>');
    expect(head).toContain("url(/remotes/public/assets/font.1234567890.woff2)");
    expect(body).not.toContain('.dash-app'); // the dashboard's styles are not the public page's
  });

  test('shows the API data of the moment, and draws a page again only when its data changed', async () => {
    const before = drawings();
    await page('/gallery');
    await page('/gallery');
    expect(drawings()).toBe(before + 1);

    await addUser(t, { username: 'admin', role: 'Admin' });
    const admin = await login(t.app, 'admin');
    const created = await t.app.inject({ method: 'POST', url: '/api/institutions/', headers: { authorization: `Bearer ${admin.access}` }, payload: { name: 'নতুন কলেজ' } });
    expect(created.statusCode).toBe(201);
    expect((await page('/gallery')).body).toContain('<h1>নতুন কলেজ</h1>');
    expect(drawings()).toBe(before + 2);
  });

  test('goes out in the host page as it is now: a rebuilt host is live at once, even for a page kept drawn', async () => {
    await page('/academic');
    const hostFile = path.join(dir, 'host', 'index.html');
    write(hostFile, HOST_PAGE.replace('main.0123456789.js', 'main.abcdef0123.js'));
    try {
      const { body } = await page('/academic');
      expect(body).toContain('main.abcdef0123.js');
      expect(body).toContain('data-server-rendered');
    } finally {
      write(hostFile, HOST_PAGE);
    }
  });

  test('is sent bare when the renderer fails, and for the staff dashboard', async () => {
    const broken = await page('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(HOST_PAGE);
    const dashboard = await page('/dashboard/notices');
    expect(dashboard.body).toBe(HOST_PAGE);
  });
});
