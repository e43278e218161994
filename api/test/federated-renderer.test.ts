// The public site's server build loaded through the federation runtime (src/renderer/federated.ts), as the page
// drawing loads it: a build that appears, is rebuilt or is broken, and a release without one. The stand-in builds
// are federated containers (standInSite.ts); the real build is loaded in e2e/tests/server-build.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { federatedRendererFile } from '../src/renderer/federated';
import type { Renderer } from '../src/render';
import { asServerBuild, writeFile } from './standInSite';

/** A stand-in renderer whose pages say `words`. */
const building = (words: string) => `
exports.CSRF_PLACEHOLDER = '__CSRF__';
exports.FORM_STATE_ID = 'college-form';
exports.renderAuthControls = () => ({ visitor: '', user: '', admin: '' });
exports.preparePage = async ({ url }) => ({ version: url, render: async () => ({ status: 200, title: '', meta: {}, head: '', html: '<p>${words}</p>', state: '{}' }) });
`;

const draw = async (renderer: Renderer | null) => (renderer ? (await (await renderer.preparePage({ url: '/', get: async () => ({ status: 404, data: null }) })).render()).html : null);
/** Built files are looked at again once a second (builtFiles.ts). */
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
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a release without a server build is drawn in the browser, and the log says so once; a build that appears is loaded', async () => {
  const load = federatedRendererFile((renderer) => renderer);
  expect(await load(entry, '/remotes/public/', log)).toBeNull();
  expect(await load(entry, '/remotes/public/', log)).toBeNull();
  const warnings = logged.filter((line) => line.level === 40);
  expect(warnings.map((line) => line.msg)).toEqual(['no server build of the public site: its pages are drawn in the browser only']);

  writeFile(entry, asServerBuild(building('প্রথম')));
  await nextLook();
  expect(await draw(await load(entry, '/remotes/public/', log))).toBe('<p>প্রথম</p>');
});

test('a rebuilt server build is loaded anew, as a new runtime instance, within a second; the same build is loaded once', async () => {
  const load = federatedRendererFile((renderer) => renderer);
  writeFile(entry, asServerBuild(building('প্রথম')));
  const first = await load(entry, '/remotes/public/', log);
  expect(await draw(first)).toBe('<p>প্রথম</p>');
  expect(await load(entry, '/remotes/public/', log)).toBe(first);

  await nextLook();
  writeFile(entry, asServerBuild(building('দ্বিতীয়')));
  await nextLook();
  const second = await load(entry, '/remotes/public/', log);
  expect(second).not.toBe(first);
  expect(await draw(second)).toBe('<p>দ্বিতীয়</p>');
});

test('a broken server build is tried once more, then logged and drawn in the browser until it is rebuilt', async () => {
  const load = federatedRendererFile((renderer) => renderer);
  const errors = () => logged.filter((line) => line.level === 50);
  writeFile(entry, 'throw new Error("half a build");');
  expect(await load(entry, '/remotes/public/', log)).toBeNull();
  expect(logged.map((line) => line.msg)).toEqual(["the public site's server build failed to load: trying once more in a second"]);
  await pastRetry();
  expect(await load(entry, '/remotes/public/', log)).toBeNull();
  expect(errors().map((line) => line.msg)).toEqual(["the public site's server build failed to load: its pages are drawn in the browser until it is rebuilt"]);
  await nextLook();
  expect(await load(entry, '/remotes/public/', log)).toBeNull();
  expect(errors()).toHaveLength(1); // not tried again until it changes

  // A build that requires a package instead of bundling it or sharing it is refused the same way.
  writeFile(entry, `require('react'); ${asServerBuild(building('x'))}`);
  await nextLook();
  expect(await load(entry, '/remotes/public/', log)).toBeNull();
  expect(logged.at(-1)?.err?.message).toContain('requires "react": a server build bundles its packages');

  await nextLook();
  writeFile(entry, asServerBuild(building('ঠিক')));
  await nextLook();
  expect(await draw(await load(entry, '/remotes/public/', log))).toBe('<p>ঠিক</p>');
});

test('a build read while it is being written is loaded on the second try', async () => {
  const load = federatedRendererFile((renderer) => renderer);
  // The entry is written, the module it loads not yet.
  const build = asServerBuild(building('পুরো')).replace("const renderer = {};", "const renderer = {}; require('node:fs').readFileSync(__dirname + '/chunk.js');");
  writeFile(entry, build);
  expect(await load(entry, '/remotes/public/', log)).toBeNull();
  writeFile(path.join(dir, 'server', 'chunk.js'), '');
  await pastRetry();
  expect(await draw(await load(entry, '/remotes/public/', log))).toBe('<p>পুরো</p>');
  expect(logged.filter((line) => line.level === 50)).toEqual([]);
});
