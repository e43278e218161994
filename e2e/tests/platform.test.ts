// The composed site: host + remotes loaded at run time, one React, the dashboard's code only for the dashboard.
import { close, launch, newSession } from '../support/browser';
import { changeRelease } from '../support/release';
import { institutionName } from '../support/site';

beforeAll(launch);
afterAll(close);

/** Counts react-dom renderers: every copy of react-dom registers itself with the DevTools hook. */
const COUNT_RENDERERS = `
  window.__renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject(renderer) { window.__renderers += 1; this.renderers.set(window.__renderers, renderer); return window.__renderers; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {},
  };
`;

test('the home page is composed from the shared and public remotes, never the dashboard', async () => {
  const { page, requests, errors, context } = await newSession();
  await page.addInitScript(COUNT_RENDERERS);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'প্রধান মেনু' }).waitFor();
  await page.getByRole('heading', { level: 1, name: await institutionName(), exact: true }).waitFor();
  await page.waitForLoadState('networkidle');

  expect(requests).toContain('/release.json');
  expect(requests.some((url) => url.startsWith('/remotes/shared/remoteEntry.js'))).toBe(true);
  expect(requests.some((url) => url.startsWith('/remotes/public/remoteEntry.js'))).toBe(true);
  expect(requests.filter((url) => url.startsWith('/remotes/dashboard/'))).toEqual([]);

  // One copy of React: one react-dom renderer, and the shared scope has loaded react from a single provider.
  expect(await page.evaluate('window.__renderers')).toBe(1);
  const reactProviders = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; loading?: unknown }>>>> } }).__FEDERATION__;
    const loaded = new Set<string>();
    for (const instance of Object.values(federation.__SHARE__)) {
      for (const version of Object.values(instance.default?.react ?? {})) if (version.loaded || version.loading) loaded.add(`${version.from}`);
    }
    return [...loaded];
  });
  expect(reactProviders).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('a remote is found through the release at run time, not through URLs built into the host', async () => {
  const { page, requests, context } = await newSession();
  // Move the public remote: the host must follow the release to the new address.
  await changeRelease(page, { remote_public: { entry: '/moved/public/remoteEntry.js' } });
  // Each copy of the entry says when it runs (the server-drawn page may still announce the usual address, but
  // only the moved one may run).
  const marked = (name: string) => async (route: import('playwright-core').Route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${url.origin}${url.pathname.replace('/moved/public/', '/remotes/public/')}` });
    const body = await response.text();
    await route.fulfill({ response, body: url.pathname.endsWith('remoteEntry.js') ? `${body}\n;(window.__entriesRun ||= []).push(${JSON.stringify(name)});` : body });
  };
  await page.route('**/moved/public/**', marked('moved'));
  await page.route('**/remotes/public/remoteEntry.js', marked('usual'));
  await page.goto('/academic');
  await page.getByRole('heading', { level: 1, name: '🎓 একাডেমিক তথ্য' }).waitFor();
  expect(requests).toContain('/moved/public/remoteEntry.js');
  expect(await page.evaluate(() => (window as unknown as { __entriesRun?: string[] }).__entriesRun)).toEqual(['moved']);
  await context.close();
});

test("a pinned remote entry whose bytes are not the release's never runs", async () => {
  const { page, context } = await newSession();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /integrity/i.test(message.text())) refused.push(message.text());
  });
  // The release pins the public remote's entry to other bytes than those served.
  await changeRelease(page, { remote_public: { entry: '/remotes/public/remoteEntry.js', integrity: `sha384-${'A'.repeat(64)}` } });
  await page.route('**/remotes/public/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n;(window.__entriesRun ||= []).push('public');` });
  });
  await page.goto('/academic');
  await page.waitForLoadState('networkidle');
  expect(refused.some((text) => text.includes('/remotes/public/remoteEntry.js'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __entriesRun?: string[] }).__entriesRun)).toBeUndefined();
  await context.close();
});

test('a drawn page is taken over by the scripts of the release it names, even when /release.json has moved on', async () => {
  const { page, requests, context } = await newSession();
  // A release change between the drawing and the start: release.json names another build; the page its own.
  await changeRelease(page, { remote_public: { entry: '/moved/public/remoteEntry.js' } }, 'release.json');
  await page.route('**/remotes/public/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n;(window.__entriesRun ||= []).push('named');` });
  });
  await page.goto('/academic');
  await page.getByRole('heading', { level: 1, name: '🎓 একাডেমিক তথ্য' }).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  expect(requests).not.toContain('/moved/public/remoteEntry.js');
  expect(await page.evaluate(() => (window as unknown as { __entriesRun?: string[] }).__entriesRun)).toEqual(['named']);
  await context.close();
});

test('an unmatched path shows the 404 page inside the site layout', async () => {
  const { page, context } = await newSession();
  await page.goto('/nope');
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 - Page not found');
  await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' }).isVisible()).resolves.toBe(true);
  await context.close();
});

test('every public route of the spec answers inside the layout', async () => {
  const { page, context, errors } = await newSession();
  const name = await institutionName();
  const routes: Array<[string, string]> = [
    ['/', name],
    ['/academic', '🎓 একাডেমিক তথ্য'],
    ['/facnstaff', 'শিক্ষক ও কর্মচারী তালিকা ২০২৫'],
    ['/admission', 'ভর্তি'],
    ['/gallery', `${name} - গ্যালারি`],
    ['/notice', 'নোটিশ'],
    ['/contact', 'যোগাযোগ করুন'],
  ];
  for (const [path, title] of routes) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  }
  expect(errors).toEqual([]);
  await context.close();
});
