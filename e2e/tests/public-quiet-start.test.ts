// The deferred start at the production default (APP_START_QUIET unset: 5 s), where the other browser tests run a
// server that starts the app at the first idle time after `load` (support/server.ts). The page's clock is held
// (Playwright's clock: timers, idle callbacks, `performance.now()`) and moved by the test, so "not before the quiet
// period" and "after it" are read from the page's own time, not from how fast this machine is.
import type { BrowserContext, Page } from 'playwright-core';
import { close, eventually, heldScripts, newSession } from '../support/browser';
import { startOwnServer, stopOwnServer } from '../support/ownServer';
import type { StartedServer } from '../support/server';

const QUIET_MS = 5000; // host/src/startWhenNeeded.ts, QUIET_MS
const PHONE = { width: 360, height: 740 };

let server: StartedServer | undefined;
beforeAll(async () => {
  server = await startOwnServer({ APP_START_QUIET: '' }); // empty is unset: the production default
});
afterAll(async () => {
  await stopOwnServer(server);
  await close();
});

interface Watched {
  /** The page's time (`performance.now()`) at which the host began waiting for quiet. */
  __watchingSince?: number;
  /** How many times the host asked for idle time (the quiet period over, it asks before the start's first step). */
  __idleAsked?: number;
}

const started = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready === 'true');
const idleAsked = (page: Page) => page.evaluate(() => (window as Watched).__idleAsked ?? 0);

/**
 * A page of `context` on a held clock, loaded at `path`, once its host waits for quiet; returns the page's time
 * at which the wait began. The clock runs until then (the first script waits for `load`) and is held after.
 */
async function heldClock(context: BrowserContext, path: string): Promise<{ page: Page; since: number }> {
  await context.addInitScript(() => {
    const watched = window as Watched & Window;
    const add = window.addEventListener.bind(window);
    // The host's wait listens for the visitor's activity on the window, `pointermove` among it. Its idle requests
    // are counted from then on (wrapping the clock's own, installed by then).
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, AddEventListenerOptions?]) => {
      if (type === 'pointermove' && watched.__watchingSince === undefined) {
        watched.__watchingSince = performance.now();
        const askIdle = window.requestIdleCallback.bind(window);
        window.requestIdleCallback = (callback, options) => {
          watched.__idleAsked = (watched.__idleAsked ?? 0) + 1;
          return askIdle(callback, options);
        };
      }
      add(type, ...rest);
    }) as typeof window.addEventListener;
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(path);
  await eventually(() => page.evaluate(() => (window as Watched).__watchingSince !== undefined), true, 30000);
  const since = await page.evaluate(() => (window as Watched).__watchingSince!);
  // Held a moment ahead of the page's time (which runs on meanwhile: on a busy machine, again if it got there first).
  for (let tries = 0; ; tries += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      break;
    } catch (error) {
      if (tries === 5 || !String(error).includes('to the past')) throw error;
    }
  }
  return { page, since };
}

/** Moves the page's held clock until `since + ms` of its time, firing its timers on the way. */
async function runUntil(page: Page, since: number, ms: number): Promise<void> {
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(Math.max(0, Math.round(since + ms - now)));
}

test('a link on a public page navigates while its scripts are held back', async () => {
  const { context } = await newSession(PHONE);
  const { page, release } = await heldScripts(context);
  await page.goto('/notice', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'পাতা 2' }).click();
  await page.waitForURL('**/notice?page=2', { waitUntil: 'commit' });
  await page.locator('nav a[aria-current="page"]', { hasText: '2' }).waitFor();
  expect(await started(page)).toBe(false);
  release();
  await context.close();
});

test("no script is fetched or run before the page is complete, not while a link tapped early needs the line", async () => {
  const { context } = await newSession(PHONE);
  // The page's pictures held back: it is not complete until they come.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route((url) => url.pathname.startsWith('/media/'), async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const pictureAsked = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/media/'));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const held = await page.evaluate(() =>
    [...((document.getElementById('college-scripts') as HTMLTemplateElement | null)?.content.querySelectorAll('link') ?? [])].map((link) => link.getAttribute('href')!),
  );
  // The host's main script among them: the page's first script (inline) runs it only when the app is needed.
  expect(held.some((url) => /^\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  expect(held.length).toBeGreaterThan(5);
  await pictureAsked;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(requested.filter((url) => url.endsWith('.js'))).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { collegeHostBoot?: unknown }).collegeHostBoot)).toBe('undefined');
  release();
  // The 'load' event, which comes after readyState turns 'complete', moves them into the head.
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.getElementById('college-scripts'), undefined, { timeout: 10000 });
  // Announced in the head then, as drawn, and fetched.
  const announced = () => page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => new URL(link.href).pathname));
  expect(await announced()).toEqual(expect.arrayContaining(held));
  await eventually(() => held.every((url) => requested.includes(url)), true, 30000);
  await context.close();
});

test("with nobody touching the page, the app starts only after the quiet period, which the visitor's activity restarts", async () => {
  const { context } = await newSession(PHONE);
  const { page, since } = await heldClock(context, '/notice');
  await runUntil(page, since, QUIET_MS - 100);
  expect(await idleAsked(page)).toBe(0);
  expect(await started(page)).toBe(false);

  // The visitor moves the pointer just before the period is over: it starts again from there.
  await page.mouse.move(100, 300);
  await page.mouse.move(120, 320);
  const moved = await page.evaluate(() => performance.now());
  await runUntil(page, moved, QUIET_MS - 100);
  expect(await idleAsked(page)).toBe(0);
  expect(await started(page)).toBe(false);

  // Quiet since: the host asks for idle time, and the app starts (the clock let run again for its steps).
  await runUntil(page, moved, QUIET_MS + 100);
  await page.clock.resume();
  await eventually(() => started(page), true, 30000);
  expect(await idleAsked(page)).toBeGreaterThan(0);
  await context.close();
});

test('the first interaction that needs the app starts it at once, long before the quiet period', async () => {
  const { context } = await newSession(PHONE);
  const { page, since } = await heldClock(context, '/notice');
  await runUntil(page, since, 1000);
  // Focus on the notice search (it searches as one types) starts the app, its steps only yielding between them:
  // the held clock never reaches the quiet period, nor gives idle time.
  await page.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' }).focus();
  await eventually(() => started(page), true, 30000);
  expect(await idleAsked(page)).toBe(0);
  expect(await page.evaluate(() => performance.now())).toBeLessThan(since + QUIET_MS);
  await context.close();
});
