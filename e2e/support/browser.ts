// One Chromium per test file; a fresh context (cookies, storage) per test.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e globalSetup starts the server');
  return url;
};

let browser: Browser | null = null;

export async function launch(): Promise<Browser> {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return browser;
}

export async function close(): Promise<void> {
  await browser?.close();
  browser = null;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Page errors and what the Content-Security-Policy refused, seen so far. */
  errors: string[];
  /** Every URL the page requested (path and query only). */
  requests: string[];
  dialogs: string[];
}

// The site's service worker is blocked unless a test asks for it (offline.test.ts): with it in control, the
// browser's requests are the worker's, which page.route() does not see.
export async function newSession(
  viewport = { width: 1280, height: 900 },
  {
    javaScript = true,
    serviceWorkers = 'block',
    headers,
  }: { javaScript?: boolean; serviceWorkers?: 'allow' | 'block'; /** Sent with every request (`Save-Data: on`). */ headers?: Record<string, string> } = {},
): Promise<Session> {
  if (!browser) throw new Error('call launch() in beforeAll');
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, javaScriptEnabled: javaScript, serviceWorkers, extraHTTPHeaders: headers });
  const page = await context.newPage();
  const session: Session = { context, page, errors: [], requests: [], dialogs: [] };
  // A public page arrives drawn by the server and is the app's only once the app has started (in idle time after
  // `load`, or at the first interaction that needs it: host/src/startWhenNeeded.ts). The tests that open pages
  // through this `goto` exercise what the app does (its alerts, moves without a page load, the signed-in user), so it
  // waits for that (the public layout marks the document data-ready then); tests of the drawn page before or
  // without its app open their own page (`heldScripts`, `slowScripts`, `context.newPage()`).
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    // (or until the host says the app could not start: a remote that cannot be had leaves the drawn page as it is)
    const failed = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('[host] the site could not start'), timeout: 0 });
    failed.catch(() => undefined); // the page may close first
    const response = await goto(url, options);
    // (A light page has no scripts to wait for.)
    if (javaScript && (await page.locator('html:not([data-light]) #root[data-server-rendered]').count()) > 0) {
      await Promise.race([page.waitForFunction(() => document.documentElement.dataset.ready === 'true' || document.querySelector('.host-failure') !== null), failed]);
    }
    return response;
  };
  page.on('pageerror', (error) => session.errors.push(error.message));
  // Whatever the Content-Security-Policy blocks is an error of the page: every browser test guards the policy.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) session.errors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    session.requests.push(url.pathname + url.search);
  });
  // The spec's alerts: remember their text and accept them.
  page.on('dialog', async (dialog) => {
    session.dialogs.push(dialog.message());
    await dialog.accept();
  });
  return session;
}

/** Waits until `read()` returns `expected` (checked every 100 ms, up to `timeout`), else fails with the last value. */
export async function eventually<T>(read: () => T | Promise<T>, expected: T, timeout = 10000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: T = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  expect(last).toBe(expected);
}

/**
 * Loads `url` until `read` gives `expected`. After an API write, the page kept from before it may be served once
 * more while it is drawn again (the keeper serves its old copy when the new drawing takes more than a moment, as on
 * a busy machine): a visitor's next load has the change, and so does one of the test's.
 */
export async function loadUntil<T>(page: Page, url: string, read: () => T | Promise<T>, expected: T): Promise<void> {
  await eventually(async () => {
    await page.goto(url);
    return read();
  }, expected);
}

/** A page whose scripts arrive `ms` late, as on a slow line (the HTML and pictures come at once). */
export async function slowScripts(context: BrowserContext, ms: number): Promise<Page> {
  await context.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  return context.newPage();
}

/**
 * A page whose scripts are held back until `release()`, as on a slow line where the HTML and pictures have come
 * and the scripts have not: whatever a test does meanwhile is done to the plain HTML, however long it takes.
 */
export async function heldScripts(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { page: await context.newPage(), release };
}
