// The public site's server build loaded through the federation runtime in a renderer process (src/render/drawers.ts,
// isolated.ts, federated.ts), as the page drawing loads it: a build that appears, is rebuilt or is broken, and a
// release without one. The stand-in builds are federated containers (standInSite.ts); the real build is loaded in
// e2e/tests/server-build.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createDrawers, type Drawers } from '../src/render/drawers';
import type { Drawer } from '../src/render/isolated';
import { asServerBuild, writeFile } from './standInSite';

/** A stand-in renderer whose pages say `words`. */
const building = (words: string) => `
exports.CSRF_PLACEHOLDER = '__CSRF__';
exports.FORM_STATE_ID = 'college-form';
exports.renderAuthControls = () => ({ visitor: '', user: '', admin: '' });
exports.preparePage = async ({ url }) => ({ version: url, render: async () => ({ status: 200, title: '', meta: {}, head: '', html: '<p>${words}</p>', state: '{}' }) });
`;

const draw = async (drawer: Drawer | null) => (drawer ? ((await drawer.draw({ url: '/', get: async () => ({ status: 404, text: '' }) })).page?.html ?? null) : null);
/** The build's entry is looked at again once a second (drawers.ts). */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, 1100));
/** Past the one retry of a failed load, a second after the failure, with a second to spare. */
const pastRetry = () => new Promise((resolve) => setTimeout(resolve, 2200));

let dir: string;
let entry: string;
let logged: Array<{ level: number; msg: string; err?: { message: string } }>;
let log: pino.Logger;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'college-server-build-'));
  entry = path.join(dir, 'server', 'remoteEntry.js');
  logged = [];
  const lines = new Writable({
    write(line: Buffer, _encoding, done) {
      logged.push(JSON.parse(line.toString()) as (typeof logged)[number]);
      done();
    },
  });
  log = pino({ level: 'info' }, lines);
});
let drawers: Drawers;
const load = () => drawers.current();
/** What the process drawing now draws, once it draws `words` (a new build is switched to when it has loaded). */
async function drawnOnce(words: string): Promise<string | null> {
  let html: string | null = null;
  for (let i = 0; i < 50 && html !== `<p>${words}</p>`; i++) {
    html = await draw(await load());
    if (html !== `<p>${words}</p>`) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return html;
}
beforeEach(() => {
  drawers = createDrawers(() => ({ file: entry, assetBase: '/remotes/public/' }), log, async () => {});
});
afterEach(async () => {
  await drawers.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a release without a server build is drawn in the browser, and the log says so once; a build that appears is loaded', async () => {
  expect(await load()).toBeNull();
  expect(await load()).toBeNull();
  const warnings = logged.filter((line) => line.level === 40);
  expect(warnings.map((line) => line.msg)).toEqual(['no server build of the public site: its pages are drawn in the browser only']);

  writeFile(entry, asServerBuild(building('প্রথম')));
  await nextLook();
  expect(await draw(await load())).toBe('<p>প্রথম</p>');
});

test('a rebuilt server build is loaded anew, in a new process, within a second; the same build is loaded once', async () => {
  writeFile(entry, asServerBuild(building('প্রথম')));
  const first = await load();
  expect(await draw(first)).toBe('<p>প্রথম</p>');
  expect(await load()).toBe(first);

  await nextLook();
  writeFile(entry, asServerBuild(building('দ্বিতীয়')));
  await nextLook();
  expect(await drawnOnce('দ্বিতীয়')).toBe('<p>দ্বিতীয়</p>');
  expect(await load()).not.toBe(first);
  // The old process ends once it has nothing to draw.
  for (let i = 0; i < 50 && first!.alive; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(first!.alive).toBe(false);
});

test('a broken server build is tried once more, then logged and drawn in the browser until it is rebuilt', async () => {
  const failures = () => logged.filter((line) => line.level === 50).map((line) => line.msg);
  writeFile(entry, 'throw new Error("half a build");');
  expect(await load()).toBeNull();
  expect(failures()).toEqual(["the public site's server build failed to load: trying once more in a second"]);
  await pastRetry();
  expect(await load()).toBeNull();
  expect(failures().at(-1)).toBe("the public site's server build failed to load: pages are drawn by the last one that loaded, or in the browser, until it changes");
  await nextLook();
  expect(await load()).toBeNull();
  expect(failures()).toHaveLength(2); // not tried again until it changes

  // A build that requires a package instead of bundling it or sharing it is refused the same way.
  writeFile(entry, `require('react'); ${asServerBuild(building('x'))}`);
  await nextLook();
  expect(await load()).toBeNull();
  expect(logged.at(-1)?.err?.message).toContain('requires "react": a server build bundles its packages');

  await nextLook();
  writeFile(entry, asServerBuild(building('ঠিক')));
  await nextLook();
  expect(await draw(await load())).toBe('<p>ঠিক</p>');
});

test('a build read while it is being written is loaded on the second try', async () => {
  // The entry is written, the module it loads not yet.
  const build = asServerBuild(building('পুরো')).replace("const renderer = {};", "const renderer = {}; require('node:fs').readFileSync(__dirname + '/chunk.js');");
  writeFile(entry, build);
  expect(await load()).toBeNull();
  writeFile(path.join(dir, 'server', 'chunk.js'), '');
  await pastRetry();
  expect(await draw(await load())).toBe('<p>পুরো</p>');
  expect(logged.filter((line) => line.level === 50)).toHaveLength(1);
});

describe('RENDER_IN_PROCESS (the load benchmark\'s comparison)', () => {
  /** A stand-in whose pages name the process that drew them. */
  const namingItsProcess = building("' + process.pid + '");

  test('the local build draws in the API\'s own process, loaded once', async () => {
    writeFile(entry, asServerBuild(namingItsProcess));
    const here = createDrawers(() => ({ file: entry, assetBase: '/remotes/public/' }), log, async () => {}, entry);
    try {
      const drawer = await here.current();
      expect(await draw(drawer)).toBe(`<p>${process.pid}</p>`);
      expect(await here.current()).toBe(drawer);
    } finally {
      await here.close();
    }
  });

  test('any other build, a release\'s, still draws in a renderer process of its own', async () => {
    writeFile(entry, asServerBuild(namingItsProcess));
    const local = path.join(dir, 'local', 'remoteEntry.js');
    writeFile(local, asServerBuild(namingItsProcess));
    const release = createDrawers(() => ({ file: entry, assetBase: 'https://public.example/r1/' }), log, async () => {}, local);
    try {
      const html = await draw(await release.current());
      expect(html).toMatch(/^<p>\d+<\/p>$/);
      expect(html).not.toBe(`<p>${process.pid}</p>`);
    } finally {
      await release.close();
    }
  });
});
