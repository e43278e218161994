// The Content-Security-Policy in a real browser: the public pages (their inline boot script, the remotes, the
// service worker, the footer's map frame) and every dashboard screen run without a single refusal, while a script
// slipped into a page (as an XSS would) is refused.
import type { Page } from 'playwright-core';
import { adminSession } from '../support/dashboard';
import { loginThroughForm, registerUser } from '../support/auth';
import { baseUrl, close, launch, newSession } from '../support/browser';
import { apiGet, type ApiNotice } from '../support/site';

beforeAll(launch);
afterAll(close);

/** Collects what the policy refuses in this page, from before its first script. */
async function watchRefusals(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __refused: string[] }).__refused = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __refused: string[] }).__refused);
}

test('the public pages, their service worker and the map frame run under the policy without a refusal', async () => {
  const { context, page, errors } = await newSession({ width: 360, height: 740 }, { serviceWorkers: 'allow' });
  const refused = await watchRefusals(page);
  const [notice] = await apiGet<ApiNotice[]>('notices/');
  for (const url of ['/', '/notice', `/notice/${notice.id}`, '/gallery', '/facnstaff', '/contact', '/login']) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await refused()).toEqual([]);
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('link', { name: 'মানচিত্র দেখুন' }).click();
  await page.locator('iframe.pub-map__frame').waitFor({ state: 'attached' });
  expect(await refused()).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('every dashboard screen runs under the policy without a refusal', async () => {
  const { context, page, errors } = await adminSession();
  const refused = await watchRefusals(page);
  for (const screen of ['', 'college-info', 'notices', 'gallery-upload', 'student-info-form', 'class-routine', 'contacts', 'users']) {
    await page.goto(`/dashboard/${screen}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await refused()).toEqual([]);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('a script slipped into a page does not run: the policy refuses it', async () => {
  const { context, page } = await newSession();
  const refused = await watchRefusals(page);
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect((await refused()).some((entry) => entry.startsWith('script-src'))).toBe(true);
  await context.close();
});

test('the API docs page (Swagger UI from this server) shows every resource under the policy without a refusal', async () => {
  const { context, page, errors } = await newSession();
  const refused = await watchRefusals(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/api/docs/');
  await page.getByRole('heading', { name: /College API/ }).waitFor();
  await page.getByRole('heading', { name: 'Sign-in' }).waitFor();
  // Past 100 operations Swagger UI draws only the ones on screen: read the resources' headings while scrolling.
  const tags = new Set<string>();
  for (let step = 0; step < 400 && !tags.has('Users'); step += 1) {
    for (const text of await page.locator('h3.opblock-tag').allTextContents()) tags.add(text.trim());
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(20);
  }
  expect([...tags]).toEqual(expect.arrayContaining(['Notices', 'Students', 'Teachers', 'Audit trail', 'Contacts', 'Users']));
  await page.screenshot({ path: '/tmp/api-docs.png' });
  expect(await refused()).toEqual([]);
  expect(errors).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  await context.close();
});

test('signing out on the 404 page of a link like https://site//evil.example/x stays on the site', async () => {
  // The drawn 404 page holds the sign-out form; Referrer-Policy same-origin sends that whole URL with its post, and
  // the server goes back to the page a form came from only when that page is on the site.
  const { page } = await newSession({ width: 360, height: 740 }, { javaScript: false });
  await registerUser('away-reader', 'blue-river-stone-77');
  await loginThroughForm(page, 'away-reader', 'blue-river-stone-77');
  for (const trap of ['//evil.example/x', '/%2F%2Fevil.example/x']) {
    const answer = await page.goto(baseUrl() + trap);
    expect(answer?.status()).toBe(404);
    if (!(await page.locator('html[data-auth="user"]').count())) await loginThroughForm(page, 'away-reader', 'blue-river-stone-77');
    await page.goto(baseUrl() + trap);
    await page.getByRole('button', { name: 'সাইন আউট' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    expect(new URL(page.url()).pathname).toBe('/');
    await loginThroughForm(page, 'away-reader', 'blue-river-stone-77');
  }
});
