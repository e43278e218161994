// The deferred start (host/src/startWhenNeeded.ts): on a page the server drew, the app starts only at the first
// interaction that needs it, or once the page is complete and the phone idle. Meanwhile the page is the drawn HTML,
// which works by itself; what the app's start must keep is checked here. "A phone never idle" is a page whose
// requestIdleCallback never calls back (as on a phone kept busy): only an interaction can start its app there.
import type { BrowserContext, Page } from 'playwright-core';
import { registerUser } from '../support/auth';
import { close, eventually, heldScripts, launch, newSession } from '../support/browser';
import { apiGet, type ApiNotice } from '../support/site';

beforeAll(launch);
afterAll(close);

const PHONE = { width: 360, height: 740 };
const noticeTitles = (page: Page) => page.locator('main ul.pub-notices h2').allTextContents();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' });
const started = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready === 'true');

/** Every page of `context` as on a phone never idle; `idleAsked(page)` resolves once the host has asked for idle time. */
async function neverIdle(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.requestIdleCallback = () => {
      (window as { __idleAsked?: boolean }).__idleAsked = true;
      return 0;
    };
  });
}
/** The host's script has run and is waiting to start the app (it asks for idle time once the page is complete). */
const waitingToStart = (page: Page) => page.waitForFunction(() => (window as { __idleAsked?: boolean }).__idleAsked === true, null, { timeout: 30000 });

test('a link on a public page navigates while its scripts are held back', async () => {
  const { context } = await newSession(PHONE);
  const { page, release } = await heldScripts(context);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The menu opens as a link to itself (:target), and its link to the notices is a link.
  await page.locator('a.pub-menu-toggle').click();
  await page.locator('nav.pub-nav a[href="/notice"]').click();
  // (The page never reaches `load` while its scripts are held.)
  await page.waitForURL('**/notice', { waitUntil: 'commit' });
  await page.locator('main ul.pub-notices li').first().waitFor();
  expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain('নোটিশ');
  expect(await started(page)).toBe(false);
  release();
  await context.close();
});

test('on a phone never idle the app does not start by itself; the notice search starts it, and the search typed is made', async () => {
  const notices = await apiGet<ApiNotice[]>('notices/');
  const { context } = await newSession(PHONE);
  await neverIdle(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/notice');
  await waitingToStart(page);
  expect(await started(page)).toBe(false);
  // A page number is a link: it loads the next page without the app.
  await page.getByRole('link', { name: 'পাতা 2' }).click();
  await page.waitForURL('**/notice?page=2');
  expect(await noticeTitles(page)).toEqual(notices.slice(6, 12).map((n) => n.title));
  await waitingToStart(page);
  expect(await started(page)).toBe(false);

  // Typing in the search needs the app (it searches as one types): the app starts, and searches what was typed.
  await searchBox(page).fill(notices[8].title);
  await eventually(() => started(page), true, 30000);
  await eventually(async () => (await noticeTitles(page)).includes(notices[8].title) && (await noticeTitles(page)).length < 6, true, 30000);
  expect(new URL(page.url()).searchParams.get('search')).toBe(notices[8].title);
  expect(await searchBox(page).inputValue()).toBe(notices[8].title);
  expect(errors).toEqual([]);
  await context.close();
});

test('when the phone is idle after the page is complete, the app starts by itself', async () => {
  const { context } = await newSession(PHONE);
  const page = await context.newPage();
  await page.goto('/notice');
  await eventually(() => started(page), true, 30000);
  // It is the app's now: a page number moves without a page load.
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page.getByRole('link', { name: 'পাতা 2' }).click();
  await page.waitForURL('**/notice?page=2');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
  expect(await started(page)).toBe(true);
  await context.close();
});

test('the service worker is registered on a public page whose app has not started', async () => {
  const { context } = await newSession(PHONE, { serviceWorkers: 'allow' });
  await neverIdle(context);
  const page = await context.newPage();
  await page.goto('/');
  await waitingToStart(page);
  await eventually(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))), true, 30000);
  expect(await started(page)).toBe(false);
  await context.close();
});

describe.each([
  ['the public remote', /\/remotes\/public\/remoteEntry\.js/],
  ['the shared remote', /\/remotes\/shared\/remoteEntry\.js/],
])('when %s cannot be fetched', (_label, entry) => {
  test('a first tap that needs the app leaves the drawn page as it is, and its form still searches', async () => {
    const notices = await apiGet<ApiNotice[]>('notices/');
    const { context } = await newSession(PHONE);
    await neverIdle(context);
    await context.route(entry, (route) => route.abort());
    const page = await context.newPage();
    const failed = page.waitForEvent('console', { predicate: (message) => message.text().includes('the site could not start'), timeout: 30000 });
    await page.goto('/notice');
    await waitingToStart(page);
    const drawn = await noticeTitles(page);
    await searchBox(page).click();
    await searchBox(page).pressSequentially('ভর্তি');
    await failed;
    // Neither the boot failure screen nor the area's failure message: the page as drawn, with what was typed.
    expect(await page.locator('.host-boot, .host-failure').count()).toBe(0);
    expect(await noticeTitles(page)).toEqual(drawn);
    expect(await searchBox(page).inputValue()).toBe('ভর্তি');
    expect(await started(page)).toBe(false);
    // The form is a form: Enter searches through the server.
    await searchBox(page).fill(notices[8].title);
    await Promise.all([page.waitForURL(/search=/), searchBox(page).press('Enter')]);
    expect(await noticeTitles(page)).toContain(notices[8].title);
    await context.close();
  });
});

test('a sign-out through the plain form forgets the stored session and the offline copies the next time a script runs', async () => {
  await registerUser('deferred-out', 'a-strong-pass-7');
  const { context } = await newSession(PHONE);
  const page = await context.newPage();
  // Signed in through the app: the token and the user are stored; something is kept for offline reading.
  await page.goto('/login');
  await eventually(() => started(page), true, 30000);
  const form = page.locator('form[aria-labelledby="login-title"]');
  await form.getByLabel('Username').fill('deferred-out');
  await form.getByLabel(/^Password/).fill('a-strong-pass-7');
  page.on('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await eventually(() => page.evaluate(() => Boolean(localStorage.getItem('user'))), true);
  await page.evaluate(async () => (await caches.open('college-pages')).put('/kept', new Response('kept')));

  // Signed out with the scripts held back: the plain form posts, the server ends the session.
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  await page.reload();
  await Promise.all([page.waitForEvent('load'), page.locator('form[action="/logout"] button').click()]);
  await page.getByRole('link', { name: 'Login' }).waitFor();
  expect(await page.evaluate(() => Boolean(localStorage.getItem('access_token')))).toBe(true); // no script ran yet

  // The next page whose scripts run, on a phone never idle and untouched: the server's word wins.
  await context.unroute(/\.js(\?|$)/);
  await neverIdle(context);
  await page.goto('/notice');
  await eventually(() => page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')].join('|')), '|', 30000);
  await eventually(() => page.evaluate(async () => (await caches.keys()).filter((name) => !name.startsWith('workbox-precache')).length), 0, 30000);
  expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(1);
  await context.close();
});
