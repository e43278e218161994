// The N-1 matrix's smoke test of the composed site: one part at the commit of its previous release (releases.json),
// every other part current. scripts/matrix.mjs builds that part in a worktree of the old commit and runs this file
// with MATRIX_PART (remote_shared, remote_public, remote_dashboard or host_api), MATRIX_ROOT (the worktree) and
// MATRIX_COMMIT. The swap goes through the real mechanism, as e2e/tests/four-origins.test.ts ships the site: each
// remote's build on a static server of its own, named by a release file made by `npm run release`; for host_api, the
// old commit's own server (its API and host) runs with a release file naming the current remotes' builds.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginThroughForm } from '../support/auth';
import { newSession } from '../support/browser';
import { openScreen, row, search, toast } from '../support/dashboard';
import { release, staticOrigin, writeRelease, type Origin } from '../support/origins';
import { startOwnServer, stopOwnServer } from '../support/ownServer';
import { ADMIN, ROOT, type StartedServer } from '../support/server';

const REMOTES = { remote_shared: 'remote-shared', remote_public: 'remote-public', remote_dashboard: 'remote-dashboard' } as const;
type Remote = keyof typeof REMOTES;
// Each remote on its own loopback address: another origin and another site to the browser, reachable by the API.
const HOSTS: Record<Remote, string> = { remote_shared: '127.0.0.2', remote_public: '127.0.0.3', remote_dashboard: '127.0.0.4' };

const part = process.env.MATRIX_PART ?? '';
const previousRoot = process.env.MATRIX_ROOT ?? '';
const commit = (process.env.MATRIX_COMMIT ?? '').slice(0, 9);
if (!['host_api', ...Object.keys(REMOTES)].includes(part) || !previousRoot) {
  throw new Error('run through scripts/matrix.mjs (npm test runs it): MATRIX_PART and MATRIX_ROOT name the part at its previous release');
}
const swapped = (remote: Remote) => part === remote;
/** The build folder of `remote` in this composition: the previous release's for the part swapped in, else current. */
const buildOf = (remote: Remote) => join(swapped(remote) ? previousRoot : ROOT, REMOTES[remote], 'dist');
/** Where a remote's build is served on its origin: the label says which it is, as the requests show. */
const baseOf = (remote: Remote) => `/${REMOTES[remote].replace('remote-', '')}/${swapped(remote) ? 'previous' : 'current'}/`;

// A public remote built before its server build existed (dist/server/) is drawn in the browser only.
const publicDrawnOnServer = existsSync(join(buildOf('remote_public'), 'server/remoteEntry.js'));
const what = part === 'host_api' ? `the host and API of ${commit}` : `${part} of ${commit}`;

let work: string;
let origins: Origin[] = [];
let releases: Record<Remote, Record<string, unknown>>;
let api: StartedServer;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'college-matrix-'));
  const remotes = Object.keys(REMOTES) as Remote[];
  origins = await Promise.all(remotes.map((remote) => staticOrigin(HOSTS[remote])));
  releases = Object.fromEntries(remotes.map((remote, at) => [remote, release(REMOTES[remote], origins[at].mount(baseOf(remote), buildOf(remote)), buildOf(remote))])) as typeof releases;
  const releaseFile = join(work, 'remotes.json');
  writeRelease(releaseFile, releases);
  api = await startOwnServer({ REMOTES_FILE: releaseFile, DATA_DIR: join(work, 'data'), WEB_CONCURRENCY: '1' }, part === 'host_api' ? previousRoot : ROOT);
  if (!publicDrawnOnServer) console.log(`[matrix] ${what}: the public remote's release predates its server build, so pages are drawn in the browser only`);
}, 120000);

afterAll(async () => {
  await stopOwnServer(api);
  await Promise.all(origins.map((origin) => origin.close()));
  if (work) rmSync(work, { recursive: true, force: true });
});

test(`${what}: the server runs the release file's builds, each from its own origin`, async () => {
  // /remotes.json has kept its shape ({ name: entry URL }) since before releases, so any host and API answer it.
  const served = (await (await fetch(`${api.url}/remotes.json`)).json()) as Record<string, string>;
  for (const remote of Object.keys(REMOTES) as Remote[]) expect(served[remote]).toBe(releases[remote].entry);
  if (part !== 'host_api') expect(served[part]).toContain(`${baseOf(part as Remote)}remoteEntry.js`);
  if (part === 'host_api') expect(api.process.spawnargs.at(-1)).toBe(join(previousRoot, 'api/dist/server.js'));
});

const notices = async () => (await (await fetch(`${api.url}/api/notices/`)).json()) as Array<{ title: string }>;

if (publicDrawnOnServer) {
  test(`${what}: public pages are drawn on the server and read with JavaScript off`, async () => {
    const [first] = await notices();
    const html = await (await fetch(`${api.url}/notice`)).text();
    expect(html).toContain(first.title);
    const { page, context } = await newSession({ width: 360, height: 740 }, { javaScript: false });
    await page.goto('/notice');
    await page.getByRole('heading', { level: 2, name: first.title, exact: true }).waitFor();
    await context.close();
  });
} else {
  test(`${what}: public pages are drawn in the browser only, since the public remote's release predates its server build`, async () => {
    const [first] = await notices();
    expect(await (await fetch(`${api.url}/notice`)).text()).not.toContain(first.title);
    const { page, context } = await newSession();
    await page.goto('/notice');
    await page.getByRole('heading', { level: 2, name: first.title, exact: true }).waitFor();
    await context.close();
  });
}

test.each(['/', '/notice', '/facnstaff'])(`${what}: %s is taken over by the scripts, with nothing failing`, async (path) => {
  const session = await newSession();
  const failed: string[] = [];
  session.page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
  });
  await session.page.goto(path);
  await session.page.waitForFunction(() => document.documentElement.dataset.ready === 'true' || document.querySelector('.host-failure') !== null);
  expect(await session.page.locator('.host-failure').count()).toBe(0);
  expect(await session.page.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
  // The public page's remotes came from the builds this composition names.
  for (const remote of ['remote_shared', 'remote_public'] as const) expect(session.requests).toContain(`${baseOf(remote)}remoteEntry.js`);
  expect(session.errors).toEqual([]);
  expect(failed).toEqual([]);
  await session.context.close();
});

test(`${what}: the Admin signs in, opens the notices list and saves a change`, async () => {
  const session = await newSession();
  const { page } = session;
  await loginThroughForm(page, ADMIN.username, ADMIN.password);
  await openScreen(page, 'notices', 'নোটিশ');
  const [first] = await notices();
  await search(page, 'নোটিশ খুঁজুন', first.title);
  await row(page, first.title).waitFor();
  await page.getByRole('button', { name: `${first.title} সম্পাদনা` }).click();
  const changed = `${first.title} (N-1)`;
  await page.getByRole('dialog').getByLabel('শিরোনাম').fill(changed);
  await page.getByRole('dialog').getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'নোটিশ আপডেট হয়েছে ✅');
  // Saved: the API reads it back, and the list shows it.
  expect((await notices()).map((notice) => notice.title)).toContain(changed);
  await search(page, 'নোটিশ খুঁজুন', changed);
  await row(page, changed).waitFor();
  expect(session.requests).toContain(`${baseOf('remote_dashboard')}remoteEntry.js`);
  expect(session.errors).toEqual([]);
  await session.context.close();
});
