// The public site as a slow phone sees it: every link and form works as plain HTML, with JavaScript off and
// while the page's scripts have not arrived yet; once they arrive nothing typed or clicked is lost.
import type { Page } from 'playwright-core';
import { ADMIN } from '../support/server';
import { baseUrl, close, eventually, launch, newSession, slowScripts } from '../support/browser';
import { apiGet, type ApiNotice } from '../support/site';

beforeAll(launch);
afterAll(close);

const PHONE = { width: 360, height: 740 };
const loginForm = (page: Page) => page.locator('form[aria-labelledby="login-title"]');
const registerForm = (page: Page) => page.locator('form[aria-labelledby="register-title"]');
const noticeTitles = (page: Page) => page.locator('main ul.pub-notices h2').allTextContents();

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 30000 });

describe('with JavaScript off', () => {
  test('a visitor switches to Register, registers, logs in and sees the signed-in header, and signs out', async () => {
    const { page, context } = await newSession(PHONE, { javaScript: false });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/login?mode=register');
    const form = registerForm(page);
    await form.getByLabel('Username').fill('nojs-user');
    await form.getByLabel('Full name').fill('জাভাস্ক্রিপ্ট ছাড়া');
    await form.getByLabel('Phone').fill('০১৭১১৯৯৮৮৭৭');
    await form.getByLabel(/^Password/).fill('a-strong-pass-9');
    await form.getByLabel('Confirm password').fill('a-strong-pass-8');
    await form.getByRole('button', { name: 'Register' }).click();
    // The server refuses it as the script would have, in the page, keeping what was typed but the passwords.
    expect(await registerForm(page).getByRole('alert').first().textContent()).toBe('Passwords do not match!');
    expect(await registerForm(page).getByLabel('Username').inputValue()).toBe('nojs-user');
    expect(await registerForm(page).getByLabel(/^Password/).inputValue()).toBe('');

    await registerForm(page).getByLabel(/^Password/).fill('a-strong-pass-9');
    await registerForm(page).getByLabel('Confirm password').fill('a-strong-pass-9');
    await registerForm(page).getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/login$/);
    expect(await loginForm(page).getByRole('status').textContent()).toBe('Registration successful!');

    await loginForm(page).getByLabel('Username').fill('nojs-user');
    await loginForm(page).getByLabel(/^Password/).fill('a-strong-pass-9');
    await loginForm(page).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('status').filter({ hasText: 'Login successful!' }).count()).toBe(1);
    const signOut = page.getByRole('button', { name: 'সাইন আউট' });
    expect(await signOut.count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);

    await page.goto('/notice');
    await page.getByRole('button', { name: 'সাইন আউট' }).click();
    await page.waitForURL('**/notice');
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });

  test('a wrong password is refused with the spec message in the page', async () => {
    const { page, context } = await newSession(PHONE, { javaScript: false });
    await page.goto('/login');
    await loginForm(page).getByLabel('Username').fill(ADMIN.username);
    await loginForm(page).getByRole('button', { name: 'Login' }).click();
    expect(await loginForm(page).getByRole('alert').textContent()).toBe('Username and password are required!');
    await loginForm(page).getByLabel(/^Password/).fill('not-the-password');
    await loginForm(page).getByRole('button', { name: 'Login' }).click();
    expect(await loginForm(page).getByRole('alert').textContent()).toBe('Invalid username or password!');
    expect(await loginForm(page).getByLabel('Username').inputValue()).toBe(ADMIN.username);
    await context.close();
  });

  test('the contact form shows its failure and success texts', async () => {
    const { page, context } = await newSession(PHONE, { javaScript: false });
    await page.goto('/contact');
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await form.getByLabel(/^নাম/).fill('করিম');
    await form.getByLabel(/^বার্তা/).fill('ভর্তির শেষ তারিখ কবে?');
    await form.getByRole('button', { name: 'পাঠান' }).click();
    expect(await page.locator('form[aria-labelledby="contact-form-title"]').getByRole('alert').textContent()).toBe('❌ অনুগ্রহ করে ইমেইল অথবা ফোন নম্বর প্রদান করুন।');
    expect(await page.getByLabel(/^বার্তা/).inputValue()).toBe('ভর্তির শেষ তারিখ কবে?');

    await page.getByLabel('ফোন নম্বর').fill('01711223344');
    await page.getByRole('button', { name: 'পাঠান' }).click();
    await page.waitForURL('**/contact');
    expect(await page.locator('form[aria-labelledby="contact-form-title"]').getByRole('status').textContent()).toBe('✅ মেসেজ সফলভাবে পাঠানো হয়েছে!');
    expect(await page.getByLabel(/^বার্তা/).inputValue()).toBe('');
    await context.close();
  });

  test('notices are searched with the GET form and paged with links', async () => {
    const notices = await apiGet<ApiNotice[]>('notices/');
    const { page, context } = await newSession(PHONE, { javaScript: false });
    await page.goto('/notice');
    expect(await noticeTitles(page)).toEqual(notices.slice(0, 6).map((n) => n.title));
    await page.getByRole('navigation', { name: 'নোটিশের পাতা' }).getByRole('link', { name: 'পাতা 2' }).click();
    await page.waitForURL('**/notice?page=2');
    expect(await noticeTitles(page)).toEqual(notices.slice(6, 12).map((n) => n.title));

    const wanted = notices[3].title;
    await page.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' }).fill(wanted);
    await page.getByRole('button', { name: 'খুঁজুন' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === wanted && !url.searchParams.has('page'));
    expect(await noticeTitles(page)).toContain(wanted);
    expect(await page.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' }).inputValue()).toBe(wanted);
    await context.close();
  });

  test('the mobile menu opens and closes, and a gallery photo opens large', async () => {
    const { page, context } = await newSession(PHONE, { javaScript: false });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await nav.getByRole('link', { name: 'নোটিশ' }).waitFor({ state: 'visible' });
    await nav.getByRole('link', { name: 'মেনু বন্ধ করুন' }).click();
    await nav.waitFor({ state: 'hidden' });

    await page.goto('/gallery');
    const photo = page.locator('main .pub-gallery a').first();
    const href = await photo.getAttribute('href');
    // A display copy made for screens (a WebP no wider than the widest display width), not a camera's original.
    expect(href).toMatch(/\/media\/_w\/\d+\/gallery\//);
    await photo.click();
    await page.waitForURL(`**${href}`);
    const image = await context.request.get(href!);
    expect(image.headers()['content-type']).toBe('image/webp');
    await context.close();
  });
});

describe('before the scripts arrive (3 s late)', () => {
  test('login values typed before the scripts arrive survive hydration and are sent', async () => {
    const { context, dialogs } = await newSession();
    const page = await slowScripts(context, 3000);
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await loginForm(page).getByLabel('Username').fill(ADMIN.username);
    await loginForm(page).getByLabel(/^Password/).fill(ADMIN.password);
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined(); // still plain HTML
    await hydrated(page);
    expect(await loginForm(page).getByLabel('Username').inputValue()).toBe(ADMIN.username);
    await loginForm(page).getByRole('button', { name: 'Login' }).click();
    await eventually(() => dialogs.at(-1), 'Login successful!');
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(dialogs).not.toContain('Username and password are required!');
    await context.close();
  });

  test('a click on Register or on a page number made before the scripts arrive takes effect', async () => {
    const { context } = await newSession();
    const page = await slowScripts(context, 3000);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await registerForm(page).waitFor();
    expect(new URL(page.url()).search).toBe('?mode=register');

    const notices = await apiGet<ApiNotice[]>('notices/');
    await page.goto('/notice', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'পাতা 2' }).click();
    await page.waitForURL('**/notice?page=2');
    expect(await noticeTitles(page)).toEqual(notices.slice(6, 12).map((n) => n.title));
    // Once the page is React's, the same links move without a page load, and back returns to page 1.
    await hydrated(page);
    await page.getByRole('link', { name: 'পাতা 3' }).click();
    await eventually(async () => (await noticeTitles(page)).join('|'), notices.slice(12, 18).map((n) => n.title).join('|'));
    await page.goBack();
    await eventually(async () => (await noticeTitles(page)).join('|'), notices.slice(6, 12).map((n) => n.title).join('|'));
    await context.close();
  });

  test('a search typed before the scripts arrive is searched once they have', async () => {
    const notices = await apiGet<ApiNotice[]>('notices/');
    const { context } = await newSession();
    const page = await slowScripts(context, 3000);
    await page.goto('/notice', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' }).fill(notices[8].title);
    await hydrated(page);
    await eventually(async () => (await noticeTitles(page)).includes(notices[8].title) && (await noticeTitles(page)).length < 6, true);
    expect(new URL(page.url()).searchParams.get('search')).toBe(notices[8].title);
    await context.close();
  });

  test('a sign-in made before the scripts arrived is taken over by the app once they run', async () => {
    const { context } = await newSession();
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/login');
    await loginForm(page).getByLabel('Username').fill(ADMIN.username);
    await loginForm(page).getByLabel(/^Password/).fill(ADMIN.password);
    await loginForm(page).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);

    await context.unroute(/\.js(\?|$)/);
    await page.reload();
    await hydrated(page);
    await eventually(() => page.evaluate(() => Boolean(localStorage.getItem('access_token'))), true);
    // The token is kept first; the user once it has been fetched with it.
    await eventually(() => page.evaluate(() => Boolean(localStorage.getItem('user'))), true);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null')).toMatchObject({ username: ADMIN.username, role: 'Admin' });
    expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await page.getByText('Loading...').count()).toBe(0);
    await context.close();
  });
});

test('a drawn page announces only scripts it runs: each announced chunk is one the page has loaded once hydrated', async () => {
  for (const path of ['/', '/notice', '/login']) {
    const { context, page } = await newSession(PHONE);
    await page.goto(path);
    const announced = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => new URL(link.href).pathname));
    // Each app's webpack keeps the chunks it has run in its own global (`webpackChunkhost`, …), by the ids a
    // chunk file names as it starts (`….push([[470],{…`).
    const loaded = await page.evaluate(() =>
      Object.fromEntries(
        ['host', 'remote_shared', 'remote_public'].map((app) => [
          app,
          ((window as unknown as Record<string, Array<[Array<string | number>]> | undefined>)[`webpackChunk${app}`] ?? []).flatMap(([ids]) => ids.map(String)),
        ]),
      ),
    );
    const appOf = (url: string) => (url.startsWith('/remotes/shared/') ? 'remote_shared' : url.startsWith('/remotes/public/') ? 'remote_public' : 'host');
    const chunks = announced.filter((url) => !/\/(main\.[0-9a-f]+|remoteEntry)\.js$/.test(url));
    expect(chunks.length).toBeGreaterThan(5);
    const unused: string[] = [];
    for (const url of chunks) {
      const ids = /\.push\(\[\[([^\]]+)\]/.exec(await (await fetch(`${baseUrl()}${url}`)).text())?.[1].split(',').map((id) => id.replace(/"/g, ''));
      if (!ids || ids.some((id) => !loaded[appOf(url)].includes(id))) unused.push(url);
    }
    expect({ path, unused }).toEqual({ path, unused: [] });
    await context.close();
  }
});
