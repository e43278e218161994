// The remotes' builds as they ship: the public remote's server build (dist/server/) loaded through the federation
// runtime, as the API loads it, draws pages whose files come from wherever the browser build is served; every
// remote's files.json pins each file of its folder; `npm run release` prints the entry a release file takes; each
// script a page's start loads carries V8's compile hint.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadFederatedRenderer, locatePage } from '../../api/src/render/federated';
import { pageLocator } from '../../api/src/render/locator';
import type { Location } from '../../api/src/render/protocol';
import { integrity } from '../../scripts/integrity.cjs';
import { baseUrl } from '../support/browser';
import { ROOT } from '../support/server';

const REMOTES = ['remote-shared', 'remote-public', 'remote-dashboard'];
const dist = (remote: string) => join(ROOT, remote, 'dist');
const sri = (file: string) => integrity(readFileSync(file));

/** Every file under `dir`, by its path there (with `/`). */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, name) : [name];
  });
}

/** The API's answer to a read, as the server answers the renderer's reads in process. */
async function apiGet(path: string): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, data: await response.json() };
}

test('the server build, loaded through the federation runtime with another asset base, draws its images from there', async () => {
  const base = 'https://cdn.example/public/v2/';
  const renderer = await loadFederatedRenderer({ entryFile: join(dist('remote-public'), 'server/remoteEntry.js'), assetBase: base });
  // A college without a logo of its own: the header and the home page show the site's default logo, an image of
  // the public remote's build.
  const get = async (path: string) => {
    const answer = await apiGet(path);
    if (path.startsWith('/api/institutions/')) answer.data = (answer.data as object[]).map((institution) => ({ ...institution, logo: null }));
    return answer;
  };
  const page = await (await renderer.preparePage({ url: '/', get })).render();
  const images = [...page.html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]);
  const ownImages = images.filter((src) => !src.includes('/media/'));
  expect(ownImages.length).toBeGreaterThan(0);
  for (const src of ownImages) expect(src).toMatch(/^https:\/\/cdn\.example\/public\/v2\/assets\/default-logo\.[0-9a-f]{10}\.svg$/);
  // The same file the browser build serves.
  const logo = ownImages[0].slice(base.length);
  expect(readdirSync(join(dist('remote-public'), 'assets'))).toContain(logo.slice('assets/'.length));
  expect(page.html).not.toContain('/remotes/public/');
});

test("the server locates every address from the build's table of pages as the build's own pageUrl and pageChunk do", async () => {
  const renderer = await loadFederatedRenderer({ entryFile: join(dist('remote-public'), 'server/remoteEntry.js'), assetBase: 'https://cdn.example/public/v2/' });
  const table = renderer.pageTable?.();
  const locate = pageLocator(table);
  expect(locate).not.toBeNull();
  // Every page's path, with each parameter it reads, a parameter it does not and a shared link's fbclid; made-up,
  // miscased and unusual paths besides.
  const urls = table!.routes.flatMap(({ path, query }) => {
    const at = path === '*' ? '/wp-login.php' : path.replace(/:\w+/g, '42');
    const given = new URLSearchParams([...query.map((name, i) => [name, i === 0 ? 'ভর্তি' : '2']), ['fbclid', 'IwAR0x'], ['utm_source', 'wa']]);
    return [at, `${at}?${given}`, `${at}?${[...given].reverse().map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`, `${at}/`, at.toUpperCase()];
  });
  urls.push('/notice/abc', '/notice/42/x', '/notice/../about', '/notice/%E0%A6%95', '//elsewhere/notice', '/notice?page=2&page=3', '/?', '/404', '/notice#top');
  // An address the URL parser refuses (`//`) is refused by both: the page is then drawn in the browser.
  const outcome = (find: () => unknown) => {
    try {
      return { located: find() };
    } catch {
      return { refused: true };
    }
  };
  // The server's answer also names the route, for the reads it foresees (api/src/render/foresee.ts).
  const kept = (find: () => Location) => () => {
    const { url, chunk } = find();
    return { url, chunk };
  };
  for (const url of urls) expect({ url, ...outcome(kept(() => locate!(url))) }).toEqual({ url, ...outcome(kept(() => locatePage(renderer, url))) });
  expect(outcome(() => locate!('//'))).toEqual({ refused: true });
});

test('nothing in the server build names where the browser build is served', () => {
  const server = join(dist('remote-public'), 'server');
  const files = filesUnder(server);
  expect(files).toContain('remoteEntry.js');
  for (const file of files) expect({ file, names: readFileSync(join(server, file), 'utf8').includes('/remotes/public/') }).toEqual({ file, names: false });
});

test.each(REMOTES)("%s's files.json lists every file of its build with its sha384, and its chunk map", (remote) => {
  const { files, chunkMap } = JSON.parse(readFileSync(join(dist(remote), 'files.json'), 'utf8')) as { files: Record<string, string>; chunkMap: unknown };
  const expected = Object.fromEntries(
    filesUnder(dist(remote))
      .filter((file) => file !== 'files.json')
      .map((file) => [file, sri(join(dist(remote), file))]),
  );
  expect(Object.keys(files).sort()).toEqual(Object.keys(expected).sort());
  expect(files).toEqual(expected);
  expect(chunkMap).toEqual(JSON.parse(readFileSync(join(dist(remote), 'chunk-map.json'), 'utf8')));
  if (remote === 'remote-public') expect(files['server/remoteEntry.js']).toMatch(/^sha384-/);
});

test("each script a drawn page's start loads comes with V8's compile hint on its first line, and its source map still points into its code", async () => {
  const html = await (await fetch(`${baseUrl()}/notice`, { headers: { accept: 'text/html' } })).text();
  const held = /<template id="college-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const scripts = [...held.matchAll(/href="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(5);
  let mapsChecked = 0;
  for (const url of scripts) {
    // As a browser gets it: brotli, which fetch undoes.
    const answer = await fetch(new URL(url, baseUrl()), { headers: { 'accept-encoding': 'br' } });
    const text = await answer.text();
    expect({ url, encoding: answer.headers.get('content-encoding'), first: text.split('\n', 1)[0] }).toEqual({ url, encoding: 'br', first: '//# allFunctionsCalledOnLoad' });
    // The map it names (a chunk of no code of its own has none) has the file's lines: the comments above the code
    // (the hint, a licence note) map to nothing, the code's first line to its sources.
    const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
    if (!map) continue;
    const file = url.startsWith('/remotes/') ? join(ROOT, `remote-${url.split('/')[2]}`, 'dist', url.split('/').slice(3).join('/')) : join(ROOT, 'host/dist', url);
    expect(readFileSync(file, 'utf8')).toBe(text);
    const code = text.split('\n').findIndex((line) => !line.startsWith('//') && !line.startsWith('/*'));
    const mapped = (JSON.parse(readFileSync(join(dirname(file), map), 'utf8')) as { mappings: string }).mappings.split(';');
    expect({ url, above: mapped.slice(0, code).filter(Boolean), code: mapped[code] !== '' }).toEqual({ url, above: [], code: true });
    mapsChecked++;
  }
  expect(mapsChecked).toBeGreaterThan(5);
});

const release = (remote: string, ...args: string[]) =>
  spawnSync('npm', ['run', 'release', '--silent', '-w', remote, '--', ...args], { cwd: ROOT, encoding: 'utf8' });

test.each(REMOTES)('npm run release -w %s prints the release entry of the folder just built', (remote) => {
  const base = `https://cdn.example/${remote}/v7/`;
  const answer = release(remote, '--base-url', base);
  expect(answer.status).toBe(0);
  const entry = JSON.parse(answer.stdout) as Record<string, unknown>;
  const filesIntegrity = sri(join(dist(remote), 'files.json'));
  expect(entry).toEqual({
    entry: `${base}remoteEntry.js`,
    integrity: sri(join(dist(remote), 'remoteEntry.js')),
    files: `${base}files.json`,
    files_integrity: filesIntegrity,
    // Only the public remote has a server build.
    ...(remote === 'remote-public' && { server: { entry: `${base}server/remoteEntry.js`, integrity: sri(join(dist(remote), 'server/remoteEntry.js')) } }),
    version: expect.stringMatching(/^[0-9a-f]{12}$/),
  });
  // The label is the build's: the same for the same build, whatever its base URL; or the one given.
  expect(JSON.parse(release(remote, '--base-url', 'http://127.0.0.1:9101/x/').stdout).version).toBe(entry.version);
  expect(JSON.parse(release(remote, '--base-url', base, '--version', '2026.11-a').stdout).version).toBe('2026.11-a');
});

test.each(['cdn.example/public/', '/remotes/public/', 'ftp://cdn.example/public/', 'https://cdn.example/public', 'https://cdn.example/public/?v=2'])(
  'npm run release refuses the base URL %s, saying why',
  (base) => {
    const answer = release('remote-public', '--base-url', base);
    expect(answer.status).toBe(1);
    expect(answer.stdout).toBe('');
    expect(answer.stderr).toContain(`--base-url must be the absolute http(s) URL of the folder the build is uploaded to, ending in "/" (got "${base}")`);
  },
);
