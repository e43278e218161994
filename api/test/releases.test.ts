// The release rules (api/src/releases/): a release file's builds are fetched from their origin over HTTP, checked
// against their pins and files.json, cached whole by content, and taken whole or not at all; the last good release
// stays when a new one is refused, also across a restart.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { integrityOf, parseReleaseFile, startReleases, type ReleaseFile, type Releases } from '../src/releases';
import { startTestApp, type TestContext } from './helpers';
import { asServerBuild, RENDERER, startStandInSite, type StandInSite } from './standInSite';

const log = pino({ level: 'silent' });

/** A build's files as its folder holds them, by path. */
type Build = Record<string, string>;

const build = (label: string): Build => ({
  'remoteEntry.js': `var remote_public; /* ${label} */`,
  '123.abcdef0123.js': `console.log(${JSON.stringify(label)});`,
  'main.abcdef0123.css': `.pub{background:url(assets/crest.0123456789.svg)} /* ${label} */`,
  'server/remoteEntry.js': `exports.label = ${JSON.stringify(label)};`,
});

let server: Server;
let origin: string;
/** What the origin serves, by URL path; a path mapped to a number answers that status. */
const served = new Map<string, string | number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    if (body === undefined) return void response.writeHead(404).end();
    if (typeof body === 'number') return void response.writeHead(body).end();
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Publishes `files` under `/public/<version>/` with its files.json; answers the release entry that pins them. */
function publish(version: string, files: Build = build(version)) {
  const base = `/public/${version}/`;
  const listing = JSON.stringify({ files: Object.fromEntries(Object.entries(files).map(([file, text]) => [file, integrityOf(Buffer.from(text))])), chunkMap: { entries: {} } });
  for (const [file, text] of Object.entries(files)) served.set(base + file, text);
  served.set(`${base}files.json`, listing);
  return {
    entry: `${origin}${base}remoteEntry.js`,
    integrity: integrityOf(Buffer.from(files['remoteEntry.js'])),
    files: `${origin}${base}files.json`,
    files_integrity: integrityOf(Buffer.from(listing)),
    ...(files['server/remoteEntry.js'] === undefined
      ? {}
      : { server: { entry: `${origin}${base}server/remoteEntry.js`, integrity: integrityOf(Buffer.from(files['server/remoteEntry.js'])) } }),
    version,
  };
}

let dir: string;
let releaseFile: string;
let releases: Releases | null = null;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'college-releases-'));
  releaseFile = path.join(dir, 'remotes.json');
});
afterEach(() => {
  releases?.close();
  releases = null;
  rmSync(dir, { recursive: true, force: true });
});

const write = (release: ReleaseFile | string) => writeFileSync(releaseFile, typeof release === 'string' ? release : JSON.stringify(release));
const start = async () => (releases = await startReleases({ file: releaseFile, dir: path.join(dir, 'state'), log }));
const version = () => releases!.current()?.builds.remote_public?.entry.version ?? null;
const cacheFolders = () => readdirSync(path.join(dir, 'state', 'cache', 'remote_public'));

test('a release is fetched whole into the cache, each file as published, and taken', async () => {
  write({ remote_public: publish('v1') });
  await start();
  const taken = releases!.current()!.builds.remote_public!;
  expect(taken.entry.version).toBe('v1');
  expect(taken.base).toBe(`${origin}/public/v1/`);
  for (const [file, text] of Object.entries(build('v1'))) expect(readFileSync(path.join(taken.dir, file), 'utf8')).toBe(text);
  // Named by the content of its files.json: the same build is one folder, fetched once.
  expect(cacheFolders()).toEqual([path.basename(taken.dir)]);
});

test.each([
  ['a byte changed in the entry', 'remoteEntry.js'],
  ['a byte changed in a chunk', '123.abcdef0123.js'],
  ['a byte changed in the server build', 'server/remoteEntry.js'],
])('%s gets the release refused whole; the previous one keeps running', async (_what, file) => {
  write({ remote_public: publish('v1') });
  await start();
  const next = publish('v2');
  served.set(`/public/v2/${file}`, `${served.get(`/public/v2/${file}`)} `);
  write({ remote_public: next });
  expect(await releases!.reload()).toBe(false);
  expect(version()).toBe('v1');
  expect(cacheFolders()).toHaveLength(1); // nothing of v2 left behind
});

test('a build already cached, named at a new base, is taken only when every file there is its own', async () => {
  write({ remote_public: publish('v1') });
  await start();
  // The same build uploaded again elsewhere (a rollback to a new base, another CDN), one chunk there changed: the
  // server's cached copy is fine, but browsers would load the changed chunk from there.
  const elsewhere = (folder: string) => {
    const release = publish('v1');
    for (const [file, text] of Object.entries(build('v1'))) served.set(`/public/${folder}/${file}`, text);
    served.set(`/public/${folder}/files.json`, served.get('/public/v1/files.json')!);
    const moved = (url: string) => url.replace('/public/v1/', `/public/${folder}/`);
    return { ...release, entry: moved(release.entry), files: moved(release.files), server: { ...release.server!, entry: moved(release.server!.entry) }, version: folder };
  };
  const tampered = elsewhere('v1-copy');
  served.set('/public/v1-copy/123.abcdef0123.js', `${served.get('/public/v1-copy/123.abcdef0123.js')} `);
  write({ remote_public: tampered });
  expect(await releases!.reload()).toBe(false);
  expect(version()).toBe('v1');

  write({ remote_public: elsewhere('v1-again') });
  expect(await releases!.reload()).toBe(true);
  expect(version()).toBe('v1-again');
  expect(releases!.current()!.builds.remote_public!.base).toBe(`${origin}/public/v1-again/`);
  expect(cacheFolders()).toHaveLength(1); // one build, one folder
});

test('a files.json that does not match its pin, or lists a path outside its build, is refused', async () => {
  write({ remote_public: publish('v1') });
  await start();
  const next = publish('v2');
  served.set('/public/v2/files.json', `${served.get('/public/v2/files.json')} `);
  write({ remote_public: next });
  expect(await releases!.reload()).toBe(false);
  const escaping = publish('v3', { ...build('v3'), '../../v1/remoteEntry.js': 'x' });
  write({ remote_public: escaping });
  expect(await releases!.reload()).toBe(false);
  expect(version()).toBe('v1');
});

test('an entry that is not the file files.json lists is refused', async () => {
  write({ remote_public: { ...publish('v1'), integrity: integrityOf(Buffer.from('something else')) } });
  expect((await start()).current()).toBeNull();
});

test('a missing pin, a relative URL or an unknown remote does not parse', () => {
  const good = publish('v1');
  const { integrity: _dropped, ...unpinned } = good;
  expect(() => parseReleaseFile(JSON.stringify({ remote_public: unpinned }))).toThrow('remote_public.integrity is not a sha384 integrity');
  expect(() => parseReleaseFile(JSON.stringify({ remote_public: { ...good, entry: '/remotes/public/remoteEntry.js' } }))).toThrow('not a URL');
  expect(() => parseReleaseFile(JSON.stringify({ remote_public: { ...good, files: 'https://elsewhere.example/files.json' } }))).toThrow("not under the build's base");
  expect(() => parseReleaseFile(JSON.stringify({ remote_admin: good }))).toThrow('unknown remote: remote_admin');
  expect(() => parseReleaseFile('{"remote_public": ')).toThrow('not JSON');
});

test('a file that does not parse changes nothing', async () => {
  write({ remote_public: publish('v1') });
  await start();
  write('{"remote_public": {"entry": ');
  expect(await releases!.reload()).toBe(false);
  expect(version()).toBe('v1');
});

test('a download that fails halfway leaves nothing in the cache, and the previous release runs', async () => {
  write({ remote_public: publish('v1') });
  await start();
  const next = publish('v2');
  served.set('/public/v2/main.abcdef0123.css', 503);
  write({ remote_public: next });
  expect(await releases!.reload()).toBe(false);
  expect(version()).toBe('v1');
  expect(cacheFolders()).toHaveLength(1);
  expect(readdirSync(path.join(dir, 'state', 'cache', 'remote_public')).some((name) => name.includes('.partial-'))).toBe(false);
});

test('a file changed twice quickly ends with the newest release, read as it changes, without a call', async () => {
  write({ remote_public: publish('v1') });
  await start();
  write({ remote_public: publish('v2') });
  write({ remote_public: publish('v3') });
  for (let i = 0; i < 50 && version() !== 'v3'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(version()).toBe('v3');
});

test('a restart with a bad file serves the last good release, remembered on disk', async () => {
  write({ remote_public: publish('v1') });
  await start();
  releases!.close();
  write('not json');
  await start();
  expect(version()).toBe('v1');
  expect(existsSync(path.join(dir, 'state', 'last-good.json'))).toBe(true);
});

describe('the release in force, as the site serves it', () => {
  let t: TestContext | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  const policy = async () => String((await t!.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);

  test("/remotes.json keeps its shape, /release.json adds the pins, and the pages' policy allows the release's origin", async () => {
    const entry = publish('v1');
    write({ remote_public: entry });
    t = await startTestApp({ remotesFile: releaseFile });
    const urls = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(urls).toEqual({ remote_shared: '/remotes/shared/remoteEntry.js', remote_public: entry.entry, remote_dashboard: '/remotes/dashboard/remoteEntry.js' });
    const release = (await t.app.inject({ method: 'GET', url: '/release.json' })).json();
    expect(release.remote_public).toEqual({ entry: entry.entry, integrity: entry.integrity, files: entry.files, files_integrity: entry.files_integrity, version: 'v1' });
    expect(release.remote_shared).toEqual({ entry: '/remotes/shared/remoteEntry.js' });
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) expect(await policy()).toMatch(new RegExp(`${directive} [^;]*${origin.replace(/\./g, '\\.')}`));
  });

  test('a new release on another origin changes the policy without a restart', async () => {
    write({ remote_public: publish('v1') });
    t = await startTestApp({ remotesFile: releaseFile });
    const moved = publish('v2');
    const elsewhere = { ...moved, entry: moved.entry.replace('127.0.0.1', 'localhost'), files: moved.files.replace('127.0.0.1', 'localhost'), server: { ...moved.server!, entry: moved.server!.entry.replace('127.0.0.1', 'localhost') } };
    write({ remote_public: elsewhere });
    expect(await t.app.releases.reload()).toBe(true);
    expect(await policy()).toContain(new URL(elsewhere.entry).origin);
    expect(await policy()).not.toContain(origin);
  });

  test('/metrics names the release each remote runs, and the next one after a change', async () => {
    const first = publish('v1');
    write({ remote_public: first });
    t = await startTestApp({ remotesFile: releaseFile, metricsToken: 'metrics-token' });
    const scrape = async () => (await t!.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token' } })).body;
    const line = (remote: string, version: string, entry: string) => `college_remote_release{remote="${remote}",version="${version}",entry="${entry}"} 1`;
    expect(await scrape()).toContain(line('remote_public', 'v1', first.entry));
    expect(await scrape()).toContain(line('remote_shared', 'local', '/remotes/shared/remoteEntry.js'));
    const second = publish('v2');
    write({ remote_public: second });
    expect(await t.app.releases.reload()).toBe(true);
    const after = await scrape();
    expect(after).toContain(line('remote_public', 'v2', second.entry));
    expect(after).not.toContain('version="v1"');
  });

  test('with no release that checks out and no local build, the server refuses to start, saying why', async () => {
    write('{}{');
    await expect(startTestApp({ remotesFile: releaseFile })).rejects.toThrow(/no release in .* checks out .* no local build of remote_shared, remote_public, remote_dashboard/);
  });
});

describe("the release's server build draws the pages", () => {
  let site: StandInSite | null = null;
  afterEach(async () => {
    await site?.close();
    site = null;
  });

  /** A release of the public remote whose server build draws `<main class="<label>">`. */
  const drawnBy = (label: string) => publish(label, { ...build(label), 'server/remoteEntry.js': asServerBuild(RENDERER.replace('<main><h1>', `<main class="${label}"><h1>`)) });

  async function drawnAs(label: string): Promise<string> {
    let html = '';
    for (let i = 0; i < 50 && !html.includes(`<main class="${label}">`); i++) {
      html = (await site!.t.app.inject({ method: 'GET', url: '/about' })).body;
      if (!html.includes(`<main class="${label}">`)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return html;
  }

  test('pages are drawn by the server build the release names, from its cache, and by the next release without a restart', async () => {
    write({ remote_public: drawnBy('r1') });
    site = await startStandInSite({ remotesFile: releaseFile });
    const page = await drawnAs('r1');
    expect(page).toContain('<main class="r1"><h1>');
    // The release's own stylesheet, its files at the release's base; not the local build's.
    expect(page).toContain(`<style data-href="main.abcdef0123.css">.pub{background:url(${origin}/public/r1/assets/crest.0123456789.svg)} /* r1 */</style>`);
    expect(page).not.toContain('.pub-app{color:#111}');
    write({ remote_public: drawnBy('r2') });
    expect(await site.t.app.releases.reload()).toBe(true);
    expect(await drawnAs('r2')).toContain('<main class="r2"><h1>');
  });

  test('a drawn page names the release it was drawn with; a change of another remote alone draws it again naming the new one', async () => {
    const named = (html: string) => JSON.parse(/<script type="application\/json" id="college-release">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, { entry: string; integrity?: string }> | null;
    const pub = drawnBy('n1');
    write({ remote_public: pub });
    site = await startStandInSite({ remotesFile: releaseFile });
    const first = named(await drawnAs('n1'));
    expect(first?.remote_public).toEqual({ entry: pub.entry, integrity: pub.integrity, files: pub.files, files_integrity: pub.files_integrity, version: 'n1' });
    expect(first?.remote_shared).toEqual({ entry: '/remotes/shared/remoteEntry.js' });
    // The shared remote alone moves to a release of its own: pages drawn after it name it, beside the same public build.
    const { 'server/remoteEntry.js': _none, ...sharedFiles } = build('sh1');
    const shared = publish('sh1', sharedFiles);
    write({ remote_public: pub, remote_shared: shared });
    expect(await site.t.app.releases.reload()).toBe(true);
    let again = first;
    for (let i = 0; i < 50 && again?.remote_shared.entry !== shared.entry; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = named((await site.t.app.inject({ method: 'GET', url: '/about' })).body);
    }
    expect(again?.remote_shared).toEqual({ entry: shared.entry, integrity: shared.integrity, files: shared.files, files_integrity: shared.files_integrity, version: 'sh1' });
    expect(again?.remote_public.entry).toBe(pub.entry);
  });

  test('a kept page served after a swap keeps its own release: its name, stylesheet and policy', async () => {
    const first = drawnBy('k1');
    write({ remote_public: first });
    site = await startStandInSite({ remotesFile: releaseFile });
    await drawnAs('k1');
    // The next release on another origin: the kept copy still goes out to the requests that come while the page
    // is drawn again, and each must be whole, of the release it was drawn with.
    const moved = drawnBy('k2');
    const elsewhere = { ...moved, entry: moved.entry.replace('127.0.0.1', 'localhost'), files: moved.files.replace('127.0.0.1', 'localhost'), server: { ...moved.server!, entry: moved.server!.entry.replace('127.0.0.1', 'localhost') } };
    write({ remote_public: elsewhere });
    expect(await site.t.app.releases.reload()).toBe(true);
    const answers = await Promise.all(Array.from({ length: 5 }, () => site!.t.app.inject({ method: 'GET', url: '/about' })));
    const kept = answers.filter((answer) => answer.body.includes('<main class="k1">'));
    expect(kept.length).toBeGreaterThan(0);
    const scriptSources = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1] ?? '';
    for (const answer of kept) {
      expect(answer.body).toContain(`"entry":"${first.entry}"`);
      expect(answer.body).toContain(`${origin}/public/k1/assets/crest.0123456789.svg`);
      expect(scriptSources(answer.headers['content-security-policy'])).toContain(origin);
      expect(scriptSources(answer.headers['content-security-policy'])).not.toContain(new URL(elsewhere.entry).origin);
    }
    // Drawn again with the new release, the page goes out with the new release's policy.
    await drawnAs('k2');
    const fresh = await site.t.app.inject({ method: 'GET', url: '/about' });
    expect(scriptSources(fresh.headers['content-security-policy'])).toContain(new URL(elsewhere.entry).origin);
    expect(scriptSources(fresh.headers['content-security-policy'])).not.toContain(origin);
  });

  test('the server entry is taken where the release names it under its base', async () => {
    const files = build('s1');
    const { 'server/remoteEntry.js': _moved, ...rest } = files;
    const entry = publish('s1', { ...rest, 'ssr/entry.js': asServerBuild(RENDERER.replace('<main><h1>', '<main class="s1"><h1>')) });
    write({ remote_public: { ...entry, server: { entry: entry.entry.replace('remoteEntry.js', 'ssr/entry.js'), integrity: integrityOf(Buffer.from(served.get('/public/s1/ssr/entry.js') as string)) } } });
    site = await startStandInSite({ remotesFile: releaseFile });
    expect(await drawnAs('s1')).toContain('<main class="s1"><h1>');
  });

  test("the sitemap lists the released public remote's pages, not the local build's", async () => {
    const table = JSON.stringify({ pages: [{ path: '/', chunk: 'page-home', title: 'হোম', sitemap: true }, { path: '/released-only', chunk: 'page-x', title: 'x', sitemap: true }] });
    write({ remote_public: publish('p1', { ...build('p1'), 'pages.json': table }) });
    site = await startStandInSite({ remotesFile: releaseFile });
    const sitemap = await site.t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/released-only</loc>');
  });

  test('a release without a server build is drawn in the browser', async () => {
    const { 'server/remoteEntry.js': _none, ...browserOnly } = build('b1');
    write({ remote_public: publish('b1', browserOnly) });
    site = await startStandInSite({ remotesFile: releaseFile });
    const page = await site.t.app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-server-rendered');
  });
});
