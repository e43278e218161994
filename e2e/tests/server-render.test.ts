// Public pages arrive drawn by the server (api/src/render/ with remote-public's renderer): readable before any
// script runs, then hydrated by the host without being drawn again and without reading their data again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFederatedRenderer } from '../../api/src/render/federated';
import { baseUrl, close, launch, newSession } from '../support/browser';
import { ROOT } from '../support/server';
import { apiGet, institutionName } from '../support/site';

beforeAll(launch);
afterAll(close);

interface Notice {
  title: string;
}

test("the page's HTML already holds its content and its data", async () => {
  const notices = await apiGet<Notice[]>('notices/');
  const response = await fetch(`${baseUrl()}/notice`, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain('<div id="root" data-server-rendered>');
  expect(html).toContain('id="college-state"');
  const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  for (const notice of notices.slice(0, 6)) expect(html).toContain(text(notice.title));
  expect(html).toContain(await institutionName());
});

test("the public remote's build carries its table of pages, from which each page is drawn, announced and listed", async () => {
  const dist = join(ROOT, 'remote-public/dist');
  const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8'));
  const { pages } = read('pages.json') as { pages: { path: string; chunk: string; title: string; sitemap: boolean }[] };
  // The file is this build's: the server build made with it holds the same table (remote-public/src/pages/publicPages.ts).
  const renderer = await loadFederatedRenderer({ entryFile: join(dist, 'server/remoteEntry.js'), assetBase: '/remotes/public/' });
  expect(pages).toEqual((renderer as unknown as { pagesManifest(): { pages: unknown } }).pagesManifest().pages);
  const chunks = (read('chunk-map.json') as { chunks: Record<string, string[]> }).chunks;
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).filter((loc) => !/\/notice\/\d+$/.test(loc));
  expect(listed).toEqual(pages.filter((page) => page.sitemap).map((page) => `${baseUrl()}${page.path}`));
  for (const page of pages) {
    // Every page's chunk is built, and is the one the renderer names for its path.
    const script = chunks[page.chunk]?.find((file) => file.endsWith('.js'));
    expect({ page: page.path, script }).toEqual({ page: page.path, script: expect.any(String) });
    const path = page.path === '*' ? '/no-such-page' : page.path.replace(':id', String((await apiGet<{ id: number }[]>('notices/'))[0].id));
    expect(renderer.pageChunk?.(path)).toBe(page.chunk);
    // Drawn by the server, announcing its own chunk.
    const response = await fetch(`${baseUrl()}${path}`, { headers: { Accept: 'text/html' } });
    expect({ path, status: response.status }).toEqual({ path, status: page.path === '*' ? 404 : 200 });
    expect(await response.text()).toContain(`<link rel="preload" as="script" href="/remotes/public/${script}"`);
  }
});

test('without JavaScript a visitor still reads the home page: name, banner and navigation', async () => {
  const { page, context } = await newSession({ width: 360, height: 740 }, { javaScript: false });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: await institutionName(), exact: true }).waitFor();
  const banner = page.locator('img.pub-hero__image');
  await page.waitForLoadState('load');
  expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.locator('a[href="/notice"]').count()).toBeGreaterThan(0);
  await context.close();
});

test('the browser hydrates the drawn page: no list read again, nothing drawn twice, and it works', async () => {
  const { page, context, errors, requests } = await newSession();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/notice');
  await page.waitForLoadState('networkidle');
  // Hydrated from the data in the page: nothing read again.
  expect(requests.filter((url) => url.startsWith('/api/'))).toEqual([]);
  // Typing searches on the server, one page of the answer.
  const search = page.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' });
  const [, , third] = await apiGet<Notice[]>('notices/');
  await search.fill(third.title);
  await page.waitForFunction(() => document.querySelectorAll('.pub-notice').length >= 1 && document.querySelectorAll('.pub-notice').length < 6);
  expect(new URL(page.url()).searchParams.get('search')).toBe(third.title);
  const asked = requests.filter((url) => url.startsWith('/api/notices/')).map((url) => Object.fromEntries(new URL(url, 'http://site').searchParams));
  expect(asked).toEqual([{ page_size: '6', search: third.title, fields: 'id,title,description,date,category,pdf_file' }]);
  expect(warnings.filter((text) => /hydrat|server-drawn/i.test(text))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

/** When the page's main script was put into the page, beside what the browser reports as on screen before it. */
async function scriptStartAfterPaint(path: string) {
  const { page, context, errors } = await newSession({ width: 360, height: 740 });
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
            (window as unknown as { mainScriptAddedAt: number }).mainScriptAddedAt = performance.now();
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  // Element timing is read through an observer only (its entries are not kept in the timeline).
  const picture = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = (list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]).find((e) => e.identifier === 'main-picture');
          resolve(entry ? entry.renderTime : null);
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve(null), 500);
      }),
  );
  const largestPaint = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 500);
      }),
  );
  const times = await page.evaluate(() => ({
    scriptAddedAt: (window as unknown as { mainScriptAddedAt?: number }).mainScriptAddedAt ?? null,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  expect(errors).toEqual([]);
  await context.close();
  return { ...times, picture, largestPaint };
}

test("a drawn page's scripts start once its main picture, or else its text, is on screen", async () => {
  const home = await scriptStartAfterPaint('/');
  expect(home.picture).not.toBeNull();
  expect(home.scriptAddedAt).not.toBeNull();
  expect(home.scriptAddedAt!).toBeGreaterThanOrEqual(home.picture!);
  expect(home.scriptAddedAt!).toBeGreaterThanOrEqual(home.largestPaint!);

  for (const path of ['/notice', '/contact']) {
    const drawn = await scriptStartAfterPaint(path);
    expect(drawn.picture).toBeNull();
    expect(drawn.firstPaint).not.toBeNull();
    expect(drawn.largestPaint).not.toBeNull();
    expect(drawn.scriptAddedAt!).toBeGreaterThanOrEqual(drawn.firstPaint);
    // The page's largest text was on screen before its scripts came in (it was not drawn again by them).
    expect(drawn.scriptAddedAt!).toBeGreaterThanOrEqual(drawn.largestPaint!);
  }
});
