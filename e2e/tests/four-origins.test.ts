// The site as it ships: composed from four origins. The shared, public and dashboard remotes' builds (the dist/
// folders `npm run build` leaves) are each served by a static server of their own, on a loopback address of their
// own (127.0.0.2, .3, .4: other hosts, so other origins and other sites to the browser, and reachable by the API's
// own downloads, which a `*.localhost` name mapped only in Chromium would not be); the API, on 127.0.0.1, is the
// fourth: it serves the host, since it draws every public page into the host's page and answers /release.json and
// /api/ beside it (the host build names its scripts from `/`). The API runs with a release file made by
// `npm run release`, as docs/deploy.md tells an operator to, and takes new ones without a restart.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loginThroughForm } from '../support/auth';
import { eventually, newSession, type Session } from '../support/browser';
import { startOwnServer, stopOwnServer } from '../support/ownServer';
import { openScreen, row, search, toast } from '../support/dashboard';
import { ADMIN, ROOT, type StartedServer } from '../support/server';
import { changeRelease } from '../support/release';
import { copyWithText, dist, release, staticOrigin, writeRelease as writeReleaseFile, type Origin } from '../support/origins';

/**
 * A copy of the public remote's build whose facnstaff heading reads `heading`, in its browser and server builds
 * alike, with its files.json made again: a build of its own (the API caches builds by their files.json).
 */
function publicBuild(dir: string, heading: string): string {
  // The browser build's and the server build's.
  expect(copyWithText(dist('remote-public'), dir, HEADING, heading)).toBeGreaterThanOrEqual(2);
  const made = spawnSync(process.execPath, [join(ROOT, 'scripts/files.mjs'), dir], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`files.mjs: ${made.stderr}`);
  return dir;
}

/** One byte of `file` changed (a letter of a comment or a string: the file still parses, only its hash differs). */
function tamper(file: string): void {
  const bytes = readFileSync(file);
  const at = bytes.indexOf('"', Math.floor(bytes.length / 2)) + 1;
  bytes[at] = bytes[at] === 0x78 ? 0x79 : 0x78;
  writeFileSync(file, bytes);
}

// The facnstaff page's heading, changed in the second build of the public remote.
const HEADING = 'শিক্ষক ও কর্মচারী তালিকা ২০২৫';
const CHANGED_HEADING = 'শিক্ষক ও কর্মচারী তালিকা (নতুন সংস্করণ)';

let work: string;
let shared: Origin;
let publicOrigin: Origin;
let dashboard: Origin;
let api: StartedServer;
let releaseFile: string;
let releases: Record<string, Record<string, unknown>>;

const writeRelease = (content: Record<string, unknown>) => writeReleaseFile(releaseFile, content);

/** The page at `path` as the API draws it (no script runs). */
async function drawn(path: string): Promise<string> {
  const response = await fetch(`${api.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** How many times the API has logged `message` so far. */
const logged = (message: string) => api.output().split(message).length - 1;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'college-origins-'));
  [shared, publicOrigin, dashboard] = await Promise.all(['127.0.0.2', '127.0.0.3', '127.0.0.4'].map(staticOrigin));
  releases = {
    remote_shared: release('remote-shared', shared.mount('/shared/v1/', dist('remote-shared'))),
    remote_public: release('remote-public', publicOrigin.mount('/public/v1/', dist('remote-public'))),
    remote_dashboard: release('remote-dashboard', dashboard.mount('/dashboard/v1/', dist('remote-dashboard'))),
  };
  releaseFile = join(work, 'remotes.json');
  writeRelease(releases);
  api = await startOwnServer({ REMOTES_FILE: releaseFile, DATA_DIR: join(work, 'data'), WEB_CONCURRENCY: '1' });
}, 120000);

afterAll(async () => {
  await stopOwnServer(api);
  await Promise.all([shared, publicOrigin, dashboard].map((origin) => origin?.close()));
  rmSync(work, { recursive: true, force: true });
});

/** What went wrong loading a page: requests that failed or were answered with an error, by URL. */
function failures(session: Session): string[] {
  const failed: string[] = [];
  session.page.on('requestfailed', (request) => {
    // (A request the page itself gave up on as it moved to another page is no failure.)
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  session.page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
  });
  return failed;
}

/** Every image of the page, loaded (lazy ones too), with the width it was decoded at: 0 for one that did not load. */
const imageWidths = (page: Page) =>
  page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    return Promise.all(images.map((image) => image.decode().then(() => ({ src: image.currentSrc, width: image.naturalWidth }), () => ({ src: image.currentSrc, width: 0 }))));
  });

/** The page's fonts once they have settled, by status. */
const fontStatuses = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((font) => `${font.family} ${font.weight} ${font.status}`);
  });

test('the release file names the three remotes on their own origins, and the API serves them in /release.json', async () => {
  const served = (await (await fetch(`${api.url}/release.json`)).json()) as Record<string, { entry: string; integrity: string }>;
  expect(served.remote_shared.entry).toBe(`${shared.url}/shared/v1/remoteEntry.js`);
  expect(served.remote_public.entry).toBe(`${publicOrigin.url}/public/v1/remoteEntry.js`);
  expect(served.remote_dashboard.entry).toBe(`${dashboard.url}/dashboard/v1/remoteEntry.js`);
  expect(served.remote_public.integrity).toBe(releases.remote_public.integrity);
});

test('public pages are drawn on the server from the released build and read with JavaScript off', async () => {
  const notices = (await (await fetch(`${api.url}/api/notices/`)).json()) as Array<{ title: string }>;
  expect(notices.length).toBeGreaterThan(0);
  const { page, context, errors } = await newSession({ width: 360, height: 740 }, { javaScript: false });
  await page.goto('/notice');
  expect(await page.locator('main ul.pub-notices h2').allTextContents()).toEqual(notices.slice(0, (await page.locator('main ul.pub-notices h2').count())).map((notice) => notice.title));
  expect(await page.locator('main ul.pub-notices h2').count()).toBeGreaterThan(0);
  // Share tags, and the public remote's own pictures from its origin.
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http/);
  const html = await drawn('/notice');
  expect(html).toContain(`${publicOrigin.url}/public/v1/`);
  expect(html).not.toContain('/remotes/public/');
  // Its scripts announced from the release's builds, each as the browser loads it: the pinned entries with CORS and
  // their pins, the chunks on the remotes' origins with CORS and their pins from files.json.
  for (const name of ['remote_shared', 'remote_public']) {
    expect(html).toContain(`<link rel="preload" as="script" href="${releases[name].entry as string}" crossorigin="anonymous" integrity="${releases[name].integrity as string}"`);
  }
  const announced = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"( crossorigin="anonymous")?(?: integrity="([^"]+)")?/g)];
  const publicChunks = announced.filter(([, url]) => url.startsWith(`${publicOrigin.url}/public/v1/`) && !url.endsWith('/remoteEntry.js'));
  expect(publicChunks.length).toBeGreaterThan(1);
  const listing = (JSON.parse(readFileSync(join(ROOT, 'remote-public/dist/files.json'), 'utf8')) as { files: Record<string, string> }).files;
  for (const [, url, , integrity] of publicChunks) expect(integrity).toBe(listing[url.slice(`${publicOrigin.url}/public/v1/`.length)]);
  expect(announced.filter(([, url, cors, integrity]) => !url.startsWith('/') && (!cors || !integrity))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test.each(['/', '/notice', '/facnstaff', '/gallery'])('%s runs from the four origins: no policy refusal, every image and font loads, each script once', async (path) => {
  const session = await newSession();
  const failed = failures(session);
  const violations: string[] = [];
  await session.page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await session.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const scripts: string[] = [];
  session.page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url())) scripts.push(request.url());
  });
  await session.page.goto(path);
  expect(await session.page.locator('.host-failure').count()).toBe(0);
  // The remotes came from their own origins.
  expect(scripts.some((url) => url.startsWith(`${shared.url}/shared/v1/`))).toBe(true);
  expect(scripts.some((url) => url.startsWith(`${publicOrigin.url}/public/v1/`))).toBe(true);
  await session.page.waitForLoadState('networkidle');
  const images = await imageWidths(session.page);
  expect(images.filter((image) => image.width === 0)).toEqual([]);
  // The site's web fonts loaded (their files' requests are among those checked below); the size-matched fallback
  // faces name the phone's own fonts (`local()`), which a machine without them lacks, and download nothing.
  const fonts = await fontStatuses(session.page);
  expect(fonts.filter((font) => !font.includes(' Fallback ') && font.endsWith('error'))).toEqual([]);
  expect(fonts.some((font) => !font.includes(' Fallback ') && font.endsWith('loaded'))).toBe(true);
  expect(violations).toEqual([]);
  expect(session.errors).toEqual([]);
  expect(failed).toEqual([]);
  // Announced (preloaded) and loaded with the same credentials mode: each script is fetched once.
  expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
  await session.context.close();
});

test('the dashboard, from its own origin, signs the Admin in, opens a list and saves a change', async () => {
  const session = await newSession();
  const failed = failures(session);
  const { page } = session;
  await loginThroughForm(page, ADMIN.username, ADMIN.password);
  await openScreen(page, 'notices', 'নোটিশ');
  const [first] = (await (await fetch(`${api.url}/api/notices/`)).json()) as Array<{ title: string }>;
  await search(page, 'নোটিশ খুঁজুন', first.title);
  await page.getByRole('button', { name: `${first.title} সম্পাদনা` }).click();
  const changed = `${first.title} (চার উৎস)`;
  await page.getByRole('dialog').getByLabel('শিরোনাম').fill(changed);
  await page.getByRole('dialog').getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'নোটিশ আপডেট হয়েছে ✅');
  await search(page, 'নোটিশ খুঁজুন', changed);
  await row(page, changed).waitFor();
  expect(session.requests.some((url) => url.startsWith('/dashboard/v1/'))).toBe(true);
  expect(session.errors).toEqual([]);
  expect(failed).toEqual([]);
  await session.context.close();
});

test('a public page opened once reads offline, its remotes kept from their own origins by the service worker', async () => {
  const notices = (await (await fetch(`${api.url}/api/notices/`)).json()) as Array<{ title: string }>;
  const session = await newSession(undefined, { serviceWorkers: 'allow' });
  const { page, context, errors } = session;
  const failed = failures(session);
  // The first visit installs the worker; the next, under its control, reads /release.json through it (where it
  // learns the remotes' origins) and every script of the page.
  await page.goto('/notice');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/notice');
  const publicEntry = `${publicOrigin.url}/public/v1/remoteEntry.js`;
  const sharedEntry = `${shared.url}/shared/v1/remoteEntry.js`;
  const allKept = (urls: string[]) => page.evaluate(async (asked) => (await Promise.all(asked.map(async (url) => (await caches.match(url)) !== undefined))).every(Boolean), urls);
  await eventually(() => allKept([publicEntry, sharedEntry, `${api.url}/notice`]), true);
  // Every script of another origin the page ran is kept (the page's own chunk and the libraries among them).
  const ran = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.js') && !url.startsWith(location.origin)));
  expect(ran.length).toBeGreaterThan(2);
  await eventually(() => allKept(ran), true);

  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('/api/notices/?offline-probe=1').then(() => 'reached the server', () => 'offline'))).toBe('offline');
  failed.length = 0; // (the probe's own failure)
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await page.getByRole('heading', { level: 2, name: notices[0].title, exact: true }).waitFor();
  await page.locator('.offline-note').waitFor();
  // Taken over by the app from the kept scripts of the three origins (when not, the failed requests say why).
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 15000 }).catch(() => undefined);
  expect({ failed, errors }).toEqual({ failed: [], errors: [] });
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
  await context.close();
});

describe('a new release of the public remote', () => {
  let second: Record<string, unknown>;

  beforeAll(() => {
    const dir = publicBuild(join(work, 'public-v2'), CHANGED_HEADING);
    second = release('remote-public', publicOrigin.mount('/public/v2/', dir), dir);
  });

  test('at a new base URL, written into the release file, changes the next drawn page without a restart', async () => {
    expect(await drawn('/facnstaff')).toContain(HEADING);
    const pid = api.process.pid;
    writeRelease({ ...releases, remote_public: second });
    await eventually(async () => (await drawn('/facnstaff')).includes(CHANGED_HEADING), true, 30000);
    const html = await drawn('/facnstaff');
    expect(html).not.toContain(HEADING);
    expect(html).toContain(`${publicOrigin.url}/public/v2/`);
    expect(api.process.pid).toBe(pid);
    expect(api.process.exitCode).toBeNull();

    // The browser hydrates it with the new build, from its new base.
    const session = await newSession();
    await session.page.goto('/facnstaff');
    expect(await session.page.getByRole('heading', { level: 1, name: CHANGED_HEADING }).count()).toBe(1);
    expect(session.requests.some((url) => url.startsWith('/public/v2/'))).toBe(true);
    expect(session.requests.some((url) => url.startsWith('/public/v1/'))).toBe(false);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  // Each made from the second build at a base of its own, its release entry printed before one byte is changed.
  test.each([
    ['the entry', 'remoteEntry.js'],
    ['a chunk', 'chunk'],
    ['files.json', 'files.json'],
  ])('with a byte changed in %s is refused on the server, and the previous release keeps drawing', async (_what, target) => {
    const name = `tampered-${target.replace(/\W/g, '')}`;
    const dir = publicBuild(join(work, name), `তালিকা ${name}`);
    const entry = release('remote-public', publicOrigin.mount(`/public/${name}/`, dir), dir);
    const listed = Object.keys((JSON.parse(readFileSync(join(dir, 'files.json'), 'utf8')) as { files: Record<string, string> }).files);
    const file = target === 'chunk' ? listed.find((path) => /^[^/]+\.[0-9a-f]{10}\.js$/.test(path) && path !== 'remoteEntry.js')! : target;
    expect(file).toBeTruthy();
    tamper(join(dir, file));

    const refusals = logged('the release was refused');
    writeRelease({ ...releases, remote_public: entry });
    await eventually(() => logged('the release was refused') > refusals, true, 30000);
    expect(api.output()).toContain(file === 'files.json' ? 'files.json does not match its pin' : `${file} does not match its integrity in files.json`);
    // The second release stays: its pages, its entry.
    const html = await drawn('/facnstaff');
    expect(html).toContain(CHANGED_HEADING);
    expect(html).not.toContain(`তালিকা ${name}`);
    const served = (await (await fetch(`${api.url}/release.json`)).json()) as Record<string, { entry: string }>;
    expect(served.remote_public.entry).toBe(second.entry);
    writeRelease({ ...releases, remote_public: second });
  });

  // A chunk served with other bytes than its build's after the release was taken (a CDN's doing), or a files.json
  // that is not the one pinned: the browser checks each chunk against files.json, and files.json against its pin.
  test.each([
    ['a chunk, after the server took the release,', 'chunk'],
    ['files.json', 'files.json'],
  ])('with a byte changed in %s is refused in the browser: none of its chunks runs, the drawn page stays', async (_what, target) => {
    const name = `tampered-browser-${target.replace(/\W/g, '')}`;
    const dir = publicBuild(join(work, name), `তালিকা ${name}`);
    const entry = release('remote-public', publicOrigin.mount(`/public/${name}/`, dir), dir) as Record<string, string>;
    const listed = Object.keys((JSON.parse(readFileSync(join(dir, 'files.json'), 'utf8')) as { files: Record<string, string> }).files);
    // Every chunk: whichever the page asks for first is one of them.
    const files = target === 'chunk' ? listed.filter((path) => /^[^/]+\.[0-9a-f]{10}\.js$/.test(path)) : [target];
    for (const file of files) tamper(join(dir, file));
    const session = await newSession();
    const refused: string[] = [];
    session.page.on('console', (message) => {
      if (message.type() === 'error' && /integrity|does not match/i.test(message.text())) refused.push(message.text());
    });
    const ran: string[] = [];
    session.page.on('requestfinished', (request) => {
      if (request.url().startsWith(`${publicOrigin.url}/public/${name}/`) && request.url().endsWith('.js')) ran.push(request.url());
    });
    const { entry: url, integrity, files: filesUrl, files_integrity, version } = entry;
    await changeRelease(session.page, { remote_public: { entry: url, integrity, files: filesUrl, files_integrity, version } });
    await session.page.goto('/facnstaff');
    // The app starts in idle time after the page is complete (host/src/startWhenNeeded.ts), and is refused then.
    await eventually(() => refused.some((text) => text.includes(`${publicOrigin.url}/public/${name}/${target === 'chunk' ? '' : 'files.json'}`)), true, 20000);
    await session.page.waitForLoadState('networkidle');
    if (target === 'files.json') {
      // Its listing refused, the remote is not started: no chunk of it is asked for.
      expect(ran.filter((script) => !script.endsWith('/remoteEntry.js'))).toEqual([]);
    }
    expect(await session.page.evaluate(() => document.documentElement.dataset.ready)).not.toBe('true');
    // The page stays as the server drew it (its links and forms work): no failure message takes its place.
    expect(await session.page.locator('.host-failure, .host-boot').count()).toBe(0);
    expect(await session.page.locator('#root[data-server-rendered] main h1').count()).toBe(1);
    await session.context.close();
  });

  test('with a byte changed in its entry is refused in the browser: its script never runs, the drawn page stays', async () => {
    const dir = publicBuild(join(work, 'tampered-browser'), 'তালিকা tampered-browser');
    const entry = release('remote-public', publicOrigin.mount('/public/tampered-browser/', dir), dir);
    tamper(join(dir, 'remoteEntry.js'));
    const session = await newSession();
    const refused: string[] = [];
    session.page.on('console', (message) => {
      if (message.type() === 'error' && /integrity/i.test(message.text())) refused.push(message.text());
    });
    // As a browser told of a release naming the tampered build (one the server itself would refuse).
    const { entry: url, integrity, version } = entry as { entry: string; integrity: string; version: string };
    await changeRelease(session.page, { remote_public: { entry: url, integrity, version } });
    const scripts: string[] = [];
    session.page.on('requestfinished', (request) => {
      if (request.url().startsWith(`${publicOrigin.url}/public/`)) scripts.push(request.url());
    });
    await session.page.goto('/facnstaff');
    await session.page.waitForLoadState('networkidle');
    expect(refused.some((text) => text.includes(`${publicOrigin.url}/public/tampered-browser/remoteEntry.js`))).toBe(true);
    // Nothing of that build ran: no chunk of it was asked for, and the page was never the public remote's.
    expect(scripts.filter((url) => url.includes('/tampered-browser/') && !url.endsWith('/remoteEntry.js'))).toEqual([]);
    expect(await session.page.evaluate(() => document.documentElement.dataset.ready)).not.toBe('true');
    // The page stays as the server drew it (its links and forms work): no failure message takes its place.
    expect(await session.page.locator('.host-failure, .host-boot').count()).toBe(0);
    expect(await session.page.locator('#root[data-server-rendered] main h1').count()).toBe(1);
    await session.context.close();
  });
});
