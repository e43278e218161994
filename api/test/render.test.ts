// Public pages drawn on the server: the public remote's renderer (here a small stand-in module with the same
// interface as the `./render` of remote-public/dist/server/) is given the page's URL and the API's answers, and what it
// draws goes into the host page, with the stylesheets inlined.
import path from 'node:path';
import { unmaskCsrfToken } from '../src/auth/cookies';
import { turns } from '../src/drawing';
import { addUser, login, type TestContext } from './helpers';
import { HOST_PAGE, startStandInSite, writeFile as write, type StandInSite } from './standInSite';

// Two visitors' csrftoken cookies (32 random bytes, base64url, as the server makes them).
const VISITOR_ONE = Buffer.alloc(32, 1).toString('base64url');
const VISITOR_TWO = Buffer.alloc(32, 2).toString('base64url');

/** The CSRF token a page's form carries, as it is sent (masked). */
function rawFormToken(html: string): string | undefined {
  return /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(html)?.[1];
}

/** The token a page's form carries, unmasked: the visitor's own. */
function formToken(html: string): string | undefined {
  const raw = rawFormToken(html);
  return raw ? unmaskCsrfToken(raw)?.toString('base64url') : undefined;
}

let site: StandInSite;
let t: TestContext;
let dir: string;

beforeAll(async () => {
  site = await startStandInSite();
  ({ t, dir } = site);
});
afterAll(() => site.close());

const HTML = { accept: 'text/html' };
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: HTML });
const drawings = (): number => site.drawings();

describe('a public page drawn on the server', () => {
  test('arrives with its markup in the root, its data for the store and the banner preload in the head', async () => {
    const response = await page('/notice?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.body;
    expect(body).toContain('<main><h1>কলেজের নাম</h1><p>/notice?page=2</p>');
    expect(body).toContain('<div id="root" data-server-rendered><header><div class="pub-auth-slot"><a href="/login">Login</a></div></header>');
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

  test("carries its own page's stylesheet, and none that only other pages load (their chunks')", async () => {
    const own = await startStandInSite();
    try {
      const root = path.join(own.dir, 'public');
      write(path.join(root, 'page-notice.1111111111.css'), '.pub-notices{gap:1rem}');
      write(path.join(root, 'page-result.2222222222.css'), '.pub-results{gap:1rem}');
      write(path.join(root, 'records.3333333333.css'), '.pub-files{display:flex}');
      const chunks = {
        'page-notice': ['page-notice.aaaaaaaaaa.js', 'page-notice.1111111111.css'],
        'page-result': ['page-result.bbbbbbbbbb.js', 'page-result.2222222222.css', 'records.3333333333.css'],
        'page-other': ['page-other.cccccccccc.js', 'records.3333333333.css'],
      };
      write(path.join(root, 'chunk-map.json'), JSON.stringify({ entries: {}, bootstrap: ['572.cccccccccc.css'], provides: {}, exposes: {}, chunks }));
      const styles = async (url: string) => {
        const { body } = await own.t.app.inject({ method: 'GET', url, headers: HTML });
        return [...body.slice(0, body.indexOf('</head>')).matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]).sort();
      };
      // The stand-in draws /notice with the chunk page-notice, any other page with page-other.
      expect(await styles('/notice')).toEqual(['357.bbbbbbbbbb.css', '572.cccccccccc.css', '837.aaaaaaaaaa.css', 'page-notice.1111111111.css']);
      expect(await styles('/academic')).toEqual(['357.bbbbbbbbbb.css', '572.cccccccccc.css', '837.aaaaaaaaaa.css', 'records.3333333333.css']);
    } finally {
      await own.close();
    }
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

  test('goes out in the host page as it is now: a rebuilt host is live within a second, even for a page kept drawn', async () => {
    await page('/academic');
    const hostFile = path.join(dir, 'host', 'index.html');
    write(hostFile, HOST_PAGE.replace('main.0123456789.js', 'main.abcdef0123.js'));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100)); // built files are looked at again once a second
      const { body } = await page('/academic');
      expect(body).toContain('main.abcdef0123.js');
      expect(body).toContain('data-server-rendered');
    } finally {
      write(hostFile, HOST_PAGE);
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  });

  test('is sent bare when the renderer fails, and for the staff dashboard', async () => {
    const broken = await page('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(HOST_PAGE);
    const dashboard = await page('/dashboard/notices');
    expect(dashboard.body).toBe(HOST_PAGE);
  });

  test('names a signed-in session on the dashboard\'s host page, for that visitor alone, so the app takes it over', async () => {
    await addUser(t, { username: 'staff-admin', role: 'Admin' });
    const admin = await login(t.app, 'staff-admin');
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard/notices', headers: { ...HTML, cookie: admin.cookies } });
    expect(dashboard.body).toBe(HOST_PAGE.replace('<html lang=bn>', '<html lang=bn data-auth="admin">'));
    expect(dashboard.headers['cache-control']).toBe('private, no-cache');
  });

  test('answers 404 for a page the renderer draws as missing (an unknown path, a deleted notice)', async () => {
    const response = await page('/missing/7');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-server-rendered');
    expect(response.body).not.toContain('rel="canonical"');
  });

  test("carries the page's link-preview tags, its canonical URL on an allowed host and the notices' feed", async () => {
    // (the institution added above is named নতুন কলেজ)
    const { body } = await t.app.inject({ method: 'GET', url: '/notice?page=2', headers: { ...HTML, host: 'localhost:8080' } });
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="http://localhost:8080/notice?page=2" />');
    expect(head).toContain('<meta property="og:url" content="http://localhost:8080/notice?page=2" />');
    expect(head).toContain('<meta property="og:image" content="http://localhost:8080/media/banner.jpg" />');
    expect(head).toContain('<meta property="og:title" content="নতুন কলেজ &lt;&amp;&gt; $&amp; নোটিশ" />');
    expect(head).toContain('<meta property="og:description" content="about &quot;নতুন কলেজ&quot;" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(head).toContain('href="/feed.xml"');
  });

  test('never puts a foreign Host into a link, and keeps its drawing apart from the allowed host\'s', async () => {
    const foreign = await t.app.inject({ method: 'GET', url: '/contact', headers: { ...HTML, host: 'evil.example' } });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).not.toContain('evil.example');
    expect(foreign.body).not.toContain('rel="canonical"');
    const own = await t.app.inject({ method: 'GET', url: '/contact', headers: { ...HTML, host: 'localhost' } });
    expect(own.body).toContain('<link rel="canonical" href="http://localhost/contact" />');
  });

  test("puts each visitor's own CSRF token into the forms of a page kept drawn for everyone, masked afresh each time", async () => {
    const first = await page('/admission');
    const token = first.cookies.find((c) => c.name === 'csrftoken')!.value;
    expect(formToken(first.body)).toBe(token);
    expect(first.body).not.toContain(token); // masked, so a compressed page that echoes a search cannot leak it
    const second = await t.app.inject({ method: 'GET', url: '/admission', headers: { ...HTML, cookie: `csrftoken=${VISITOR_TWO}` } });
    expect(formToken(second.body)).toBe(VISITOR_TWO);
    const again = await t.app.inject({ method: 'GET', url: '/admission', headers: { ...HTML, cookie: `csrftoken=${VISITOR_TWO}` } });
    expect(formToken(again.body)).toBe(VISITOR_TWO);
    expect(rawFormToken(again.body)).not.toBe(rawFormToken(second.body));
    expect(second.body).not.toContain('__CSRF__');
  });

  test("a signed-in visitor's page carries their session's token, and a planted cookie is replaced by it", async () => {
    await addUser(t, { username: 'planted' });
    const user = await login(t.app, 'planted');
    const response = await t.app.inject({ method: 'GET', url: '/contact', headers: { ...HTML, cookie: `sessionid=${user.sessionCookie}; csrftoken=${VISITOR_TWO}` } });
    expect(formToken(response.body)).toBe(user.csrf);
    expect(response.cookies.find((c) => c.name === 'csrftoken')?.value).toBe(user.csrf);
  });

  test("shows a signed-in visitor's control in that visitor's page only, never kept for another", async () => {
    await addUser(t, { username: 'reader' });
    const reader = await login(t.app, 'reader');
    await addUser(t, { username: 'boss', role: 'Admin' });
    const boss = await login(t.app, 'boss');
    const asReader = await t.app.inject({ method: 'GET', url: '/academic', headers: { ...HTML, cookie: reader.cookies } });
    expect(asReader.body).toContain('<div class="pub-auth-slot"><form action="/logout"><button>সাইন আউট</button></form></div>');
    expect(asReader.body).toMatch(/<html[^>]* data-auth="user"[ >]/);
    expect(asReader.headers['cache-control']).toBe('private, no-cache');
    const asBoss = await t.app.inject({ method: 'GET', url: '/academic', headers: { ...HTML, cookie: boss.cookies } });
    expect(asBoss.body).toContain('<div class="pub-auth-slot"><a href="/dashboard">Dashboard</a></div>');
    const asVisitor = await page('/academic');
    expect(asVisitor.body).toContain('<div class="pub-auth-slot"><a href="/login">Login</a></div>');
    expect(asVisitor.body).not.toContain('data-auth=');
    expect(asVisitor.headers['cache-control']).toBe('no-cache');
    expect(asVisitor.headers.vary).toContain('Cookie');
  });

  test('goes out without the opener isolation when it is the same for everyone; the sign-in page, staff pages and a signed-in visitor keep it', async () => {
    const COOP = 'cross-origin-opener-policy';
    for (const url of ['/academic', '/notice?page=2', '/missing/8']) {
      const response = await page(url);
      expect(response.body).toContain('<main');
      expect(response.headers[COOP]).toBeUndefined();
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    for (const url of ['/login', '/login/', '/login?mode=register', '/dashboard/notices']) expect((await page(url)).headers[COOP]).toBe('same-origin');
    await addUser(t, { username: 'isolated-reader' });
    const reader = await login(t.app, 'isolated-reader');
    const asReader = await t.app.inject({ method: 'GET', url: '/academic', headers: { ...HTML, cookie: reader.cookies } });
    expect(asReader.body).toMatch(/<html[^>]* data-auth="user"[ >]/);
    expect(asReader.headers[COOP]).toBe('same-origin');
    // Asked again, the kept page for everyone still goes out without it, and the reader's with it.
    expect((await page('/academic')).headers[COOP]).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/academic', headers: { ...HTML, cookie: reader.cookies } })).headers[COOP]).toBe('same-origin');
  });

  test('sends a page without forms, the same for every visitor, with an ETag: a phone that has it gets a 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/gallery', headers: { ...HTML, 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Save-Data, Cookie, Accept-Encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url: '/gallery', headers: { ...HTML, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A page with a form carries the visitor's own token, so it is never one answer for all.
    const mine = await t.app.inject({ method: 'GET', url: '/contact', headers: { ...HTML, cookie: `csrftoken=${VISITOR_ONE}` } });
    const theirs = await t.app.inject({ method: 'GET', url: '/contact', headers: { ...HTML, cookie: `csrftoken=${VISITOR_TWO}` } });
    expect(formToken(mine.body)).toBe(VISITOR_ONE);
    expect(formToken(theirs.body)).toBe(VISITOR_TWO);
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
  });

  test('draws a page once while many ask for it at the same time', async () => {
    const before = drawings();
    const answers = await Promise.all(Array.from({ length: 8 }, () => page('/concurrent')));
    expect(answers.every((a) => a.statusCode === 200 && a.body.includes('<p>/concurrent</p>'))).toBe(true);
    expect(drawings()).toBe(before + 1);
  });
});

describe('a page for every client, whatever it asks', () => {
  const ask = (url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

  test('Accept */*, no Accept and text/html all get the drawn page; HEAD gets its headers alone', async () => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/html' }, { accept: 'application/json' }] as Array<Record<string, string>>) {
      const answer = await ask('/notice?page=2', headers);
      expect({ headers, status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({ headers, status: 200, type: 'text/html; charset=utf-8' });
      expect(answer.body).toContain('<p>/notice?page=2</p>');
      const head = await ask('/notice?page=2', headers, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(answer.headers['content-length']);
      expect(head.headers.etag).toBe(answer.headers.etag);
    }
  });

  test('an unknown path is the 404 page for any client; a file path and the API stay plain 404s', async () => {
    for (const headers of [{ accept: '*/*' }, {}] as Array<Record<string, string>>) {
      const unknown = await ask('/nowhere/at/all', headers);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(unknown.body).toContain('data-server-rendered');
      for (const url of ['/nowhere.php', '/wp-login.php', '/api/nowhere/', '/media/nowhere']) {
        const plain = await ask(url, headers);
        expect({ url, status: plain.statusCode, body: plain.json() }).toEqual({ url, status: 404, body: { detail: 'Not found.' } });
      }
    }
    // The staff dashboard is its host page, for a monitor asking with */* too.
    const dashboard = await ask('/dashboard/students', { accept: '*/*' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toBe(HOST_PAGE);
  });

  test('every unknown path is one drawing of the 404 page per origin, never a copy per address', async () => {
    await page('/nowhere/first');
    const before = drawings();
    for (let i = 0; i < 30; i++) expect((await page(`/nowhere/${i}?probe=${i}`)).statusCode).toBe(404);
    expect(drawings()).toBe(before);
  });
});

describe('the page cache keys what the page reads', () => {
  test('pages of known paths that answer 404 are kept apart: a thousand of them push no real page out', async () => {
    await page('/academic?kept=1');
    const before = drawings();
    for (let i = 0; i < 1100; i++) expect((await page(`/missing/probe-${i}`)).statusCode).toBe(404);
    expect(drawings()).toBe(before + 1100);
    expect((await page('/academic')).statusCode).toBe(200);
    expect(drawings()).toBe(before + 1100);
  });

  test('fbclid, utm_* and unknown parameters are served from the kept page, drawn once', async () => {
    const first = await page('/notice?page=3&search=ভর্তি');
    const before = drawings();
    for (const extra of ['fbclid=IwAR2x', 'utm_source=facebook&utm_medium=social', 'anything=1', 'fbclid=a&utm_campaign=b&x=y']) {
      const shared = await page(`/notice?${extra}&search=ভর্তি&page=3`);
      expect(shared.statusCode).toBe(200);
      expect(shared.body).toBe(first.body);
    }
    expect(drawings()).toBe(before);
    // The parameters the page reads still make their own page.
    expect((await page('/notice?page=4&search=ভর্তি&fbclid=1')).body).toContain(`<p>/notice?${new URLSearchParams({ search: 'ভর্তি', page: '4' })}</p>`);
    expect(drawings()).toBe(before + 1);
  });

  test('the canonical URL leaves the others out too', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/notice?fbclid=IwAR2x&page=2', headers: { ...HTML, host: 'localhost:8080' } });
    expect(body).toContain('<link rel="canonical" href="http://localhost:8080/notice?page=2" />');
    expect(body).not.toContain('fbclid');
  });
});

describe('the light page (Save-Data, or the footer\'s choice)', () => {
  const light = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

  test('Save-Data: on gets the page as drawn: no script, no page data, no preloads, marked data-light', async () => {
    const full = await light('/gallery');
    expect(full.body).toContain('<script');
    const answer = await light('/gallery', { 'save-data': 'on' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('<script');
    expect(answer.body).not.toContain('college-state');
    expect(answer.body).not.toMatch(/rel="?(?:module)?preload"?[^>]*as="?script/);
    expect(answer.body).toContain('<html lang=bn data-light>');
    expect(answer.body).toContain('<div id="root" data-server-rendered><header>');
    // What the page shows is all there, its styles and its picture's preload included.
    expect(answer.body).toContain('<h1>');
    expect(answer.body).toContain('<style data-href="572.cccccccccc.css">');
    expect(answer.body).toContain('<link rel="preload" as="image" href="/media/banner.jpg">');
    expect(answer.headers.vary).toBe('Save-Data, Cookie, Accept-Encoding');
  });

  test('the cookie decides either way when present', async () => {
    expect((await light('/gallery', { cookie: 'college_light=1' })).body).not.toContain('<script');
    expect((await light('/gallery', { cookie: 'college_light=0', 'save-data': 'on' })).body).toContain('<script');
    expect((await light('/gallery', { cookie: 'college_light=junk', 'save-data': 'on' })).body).not.toContain('<script');
  });

  test('the two variants never mix in the cache, each with its own ETag and 304', async () => {
    const before = drawings();
    const answers = [];
    for (const headers of [{}, { 'save-data': 'on' }, {}, { cookie: 'college_light=1' }, { 'save-data': 'on' }, {}] as Array<Record<string, string>>) answers.push(await light('/about', headers));
    expect(drawings()).toBeLessThanOrEqual(before + 1); // one drawing, put together two ways
    const scripted = answers.map((a) => a.body.includes('<script'));
    expect(scripted).toEqual([true, false, true, false, false, true]);
    const [fullTag, lightTag] = [answers[0].headers.etag, answers[1].headers.etag];
    expect(fullTag).not.toBe(lightTag);
    expect(answers[3].headers.etag).toBe(lightTag);
    expect((await light('/about', { 'save-data': 'on', 'if-none-match': String(lightTag) })).statusCode).toBe(304);
    expect((await light('/about', { 'if-none-match': String(lightTag) })).statusCode).toBe(200);
  });

  test("a page with a form is light too, the visitor's token in it; the dashboard keeps its scripts", async () => {
    const answer = await light('/contact', { 'save-data': 'on', cookie: `csrftoken=${VISITOR_ONE}` });
    expect(answer.body).not.toContain('<script');
    expect(formToken(answer.body)).toBe(VISITOR_ONE);
    expect((await light('/dashboard', { 'save-data': 'on' })).body).toBe(HOST_PAGE);
  });
});

describe('turns for drawings', () => {
  /** A task that runs until the test ends it, noting when it started. */
  function task(log: string[], name: string) {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    return { run: async () => (log.push(name), ended), end: () => end() };
  }
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  test('redrawings take no more than their share of turns; a page nobody has a copy of goes first', async () => {
    const { run, free } = turns(3, 1);
    const log: string[] = [];
    const [later1, later2, urgent1, urgent2, urgent3] = ['later1', 'later2', 'urgent1', 'urgent2', 'urgent3'].map((name) => task(log, name));
    const done = [run(later1.run, false), run(later2.run, false), run(urgent1.run, true), run(urgent2.run, true), run(urgent3.run, true)];
    await tick();
    // One redrawing (its share), and two urgent drawings beside it; the second redrawing and the third urgent wait.
    expect(log).toEqual(['later1', 'urgent1', 'urgent2']);
    expect([free(true), free(false)]).toEqual([false, false]);
    later1.end();
    await tick();
    // The freed turn goes to the urgent drawing, though the redrawing came first.
    expect(log).toEqual(['later1', 'urgent1', 'urgent2', 'urgent3']);
    urgent1.end();
    await tick();
    expect(log).toEqual(['later1', 'urgent1', 'urgent2', 'urgent3', 'later2']);
    urgent2.end();
    await tick();
    // A turn is free, but not for another redrawing while one runs.
    expect([free(true), free(false)]).toEqual([true, false]);
    for (const t of [later2, urgent3]) t.end();
    await Promise.all(done);
  });

  test('a task that fails gives its turn back', async () => {
    const { run } = turns(1, 1);
    await expect(run(async () => Promise.reject(new Error('the database is gone')), true)).rejects.toThrow('the database is gone');
    expect(await run(async () => 'drawn', false)).toBe('drawn');
  });
});
