// A team previews its build on the live site (api/src/site/preview.ts): a second build of the public remote, its
// facnstaff heading changed, served from a listed origin (a static server with CORS on 127.0.0.5), shows up in the
// signed-in Admin's browser after the confirmation, with the banner, while a visitor in another browser sees the
// live build; ending the preview brings the live build back; an origin not listed is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginThroughForm } from '../support/auth';
import { newSession } from '../support/browser';
import { startOwnServer, stopOwnServer } from '../support/ownServer';
import { copyWithText, staticOrigin, type Origin } from '../support/origins';
import { ADMIN, ROOT, type StartedServer } from '../support/server';

// The facnstaff page's heading, and as the previewed build has it.
const HEADING = 'শিক্ষক ও কর্মচারী তালিকা ২০২৫';
const PREVIEW_HEADING = 'শিক্ষক ও কর্মচারী তালিকা (প্রিভিউ বিল্ড)';

let work: string;
let previewOrigin: Origin;
let api: StartedServer;
let entry: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'college-preview-'));
  previewOrigin = await staticOrigin('127.0.0.5');
  const dir = join(work, 'public-next');
  expect(copyWithText(join(ROOT, 'remote-public', 'dist'), dir, HEADING, PREVIEW_HEADING)).toBeGreaterThanOrEqual(1);
  entry = `${previewOrigin.mount('/public/next/', dir)}remoteEntry.js`;
  api = await startOwnServer({ REMOTE_PREVIEW_ORIGINS: previewOrigin.url, DATA_DIR: join(work, 'data'), WEB_CONCURRENCY: '1' });
}, 120000);

afterAll(async () => {
  await stopOwnServer(api);
  await previewOrigin?.close();
  rmSync(work, { recursive: true, force: true });
});

test('the Admin sees the previewed build after confirming it, with the banner; a visitor sees the live one; ending it restores the live build', async () => {
  const admin = await newSession();
  await loginThroughForm(admin.page, ADMIN.username, ADMIN.password);

  // The link shows what will run and from where, and runs nothing yet.
  const confirmation = await admin.page.goto(`/?preview=${encodeURIComponent(`remote_public@${entry}`)}`);
  expect(confirmation?.status()).toBe(200);
  await expect(admin.page.getByRole('heading', { name: 'নতুন বিল্ডের প্রিভিউ' }).isVisible()).resolves.toBe(true);
  await expect(admin.page.locator('dd code').first().textContent()).resolves.toBe(entry);
  await admin.page.getByRole('button', { name: 'প্রিভিউ চালু করুন' }).click();
  await admin.page.waitForURL((url) => url.pathname === '/');

  const banner = admin.page.getByRole('region', { name: 'নতুন বিল্ডের প্রিভিউ' });
  await banner.waitFor();
  await expect(banner.textContent()).resolves.toContain(entry);
  await admin.page.goto('/facnstaff');
  await admin.page.getByRole('heading', { name: PREVIEW_HEADING }).waitFor();
  await expect(banner.isVisible()).resolves.toBe(true);
  // Its scripts came from the preview's origin, which the page's policy allowed.
  expect(admin.errors).toEqual([]);

  // Meanwhile a visitor, in a browser of their own, gets the live build.
  const visitor = await newSession();
  await visitor.page.goto('/facnstaff');
  await visitor.page.getByRole('heading', { name: HEADING }).waitFor();
  await expect(visitor.page.getByText(PREVIEW_HEADING).count()).resolves.toBe(0);
  await expect(visitor.page.locator('.college-preview').count()).resolves.toBe(0);
  expect(visitor.requests.some((path) => path.startsWith('/public/next/'))).toBe(false);
  await visitor.context.close();

  // The banner's button ends it, back on the same page, drawn with the live build.
  await banner.getByRole('button', { name: 'প্রিভিউ বন্ধ করুন' }).click();
  await admin.page.waitForURL((url) => url.pathname === '/facnstaff');
  await admin.page.getByRole('heading', { name: HEADING }).waitFor();
  await expect(admin.page.locator('.college-preview').count()).resolves.toBe(0);
  await expect(admin.page.getByText(PREVIEW_HEADING).count()).resolves.toBe(0);
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});

test('an origin that is not listed is refused with a message, and nothing changes', async () => {
  const admin = await newSession();
  await loginThroughForm(admin.page, ADMIN.username, ADMIN.password);
  const refused = await admin.page.goto(`/?preview=${encodeURIComponent('remote_public@http://127.0.0.6:9/public/remoteEntry.js')}`);
  expect(refused?.status()).toBe(403);
  await expect(admin.page.getByText('http://127.0.0.6:9 থেকে প্রিভিউ চালানোর অনুমতি নেই', { exact: false }).isVisible()).resolves.toBe(true);
  await expect(admin.page.getByRole('button', { name: 'প্রিভিউ চালু করুন' }).count()).resolves.toBe(0);
  await admin.page.goto('/facnstaff');
  await admin.page.getByRole('heading', { name: HEADING }).waitFor();
  await expect(admin.page.locator('.college-preview').count()).resolves.toBe(0);
  await admin.context.close();
});

test('with the service worker in control, the previewed build runs (the worker leaves it to the network) and nothing of it is kept', async () => {
  const admin = await newSession(undefined, { serviceWorkers: 'allow' });
  await loginThroughForm(admin.page, ADMIN.username, ADMIN.password);
  await admin.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await admin.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await admin.page.goto(`/?preview=${encodeURIComponent(`remote_public@${entry}`)}`);
  await admin.page.getByRole('button', { name: 'প্রিভিউ চালু করুন' }).click();
  await admin.page.waitForURL((url) => url.pathname === '/');
  await admin.page.goto('/facnstaff');
  await admin.page.getByRole('heading', { name: PREVIEW_HEADING }).waitFor();
  expect(admin.errors).toEqual([]);

  await admin.page.getByRole('button', { name: 'প্রিভিউ বন্ধ করুন' }).click();
  await admin.page.getByRole('heading', { name: HEADING }).waitFor();
  const keptUrls = await admin.page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls;
  });
  // The worker did keep the live site (so the check below looks at real caches), and nothing of the preview.
  expect(keptUrls.some((url) => url.startsWith(api.url))).toBe(true);
  expect(keptUrls.filter((url) => url.startsWith(previewOrigin.url))).toEqual([]);
  await admin.context.close();
});
