// The data-light visit: a phone that sends Save-Data, or a visitor who chose "হালকা সংস্করণ" in the footer, gets
// public pages exactly as drawn, without a single script, and every link and form still works.
import { baseUrl, close, launch, newSession } from '../support/browser';
import { loginThroughForm, registerUser } from '../support/auth';
import { ADMIN } from '../support/server';

beforeAll(launch);
afterAll(close);

const PHONE = { width: 360, height: 740 };
const COPY_LINK = 'লিংক কপি করুন';
const SAVE_DATA = { 'Save-Data': 'on' };
const scriptsAsked = (requests: string[]) => requests.filter((url) => /\.js(\?|$)/.test(url.split('?')[0]) || url.startsWith('/remotes.json'));

test('with Save-Data a page carries no script and fetches none, and its search form and links work', async () => {
  const { page, requests, errors } = await newSession(PHONE, { headers: SAVE_DATA });
  await page.goto('/notice');
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  expect(await page.locator('html[data-light]').count()).toBe(1);
  const titles = await page.locator('main ul.pub-notices h2').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  // The search is a GET form: the server draws the answer, light again.
  await page.getByRole('searchbox').fill('ভর্তি');
  await page.getByRole('searchbox').press('Enter');
  await page.waitForURL(/search=/);
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  // A link to a notice is a link.
  await page.locator('main ul.pub-notices a').first().click();
  await page.waitForURL(/\/notice\/\d+$/);
  // The copy button needs a script: it is not shown, and the address is there to copy by hand.
  expect(await page.getByRole('button', { name: COPY_LINK }).count()).toBe(0);
  expect(await page.locator('.pub-share__link input').inputValue()).toMatch(/\/notice\/\d+$/);
  expect(scriptsAsked(requests)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the footer offers the light page as a choice, kept in a cookie, and takes it back', async () => {
  const { page, requests, context } = await newSession(PHONE);
  await page.goto('/about');
  const footer = page.locator('footer');
  expect(await footer.getByRole('button', { name: 'হালকা সংস্করণ বন্ধ করুন' }).isVisible()).toBe(false);
  await footer.getByRole('button', { name: 'হালকা সংস্করণ চালু করুন' }).click();
  await page.waitForLoadState('load');
  await page.locator('html[data-light]').waitFor();
  expect(page.url()).toMatch(/\/about$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'college_light')?.value).toBe('1');
  requests.length = 0;
  await page.goto('/gallery');
  expect(scriptsAsked(requests)).toEqual([]);
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  await footer.getByRole('button', { name: 'হালকা সংস্করণ বন্ধ করুন' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  expect(page.url()).toMatch(/\/gallery$/);
  expect(await page.locator('html[data-light]').count()).toBe(0);
});

test('on the light page a visitor signs in and out with plain forms', async () => {
  // The footer's choice, as a cookie: Chromium drops extra request headers on a redirect followed after a post.
  const { page, context } = await newSession(PHONE);
  await context.addCookies([{ name: 'college_light', value: '1', url: baseUrl() }]);
  await registerUser('light-reader', 'green-mango-tree-42');
  await loginThroughForm(page, 'light-reader', 'green-mango-tree-42');
  await page.locator('html[data-auth="user"][data-light]').waitFor();
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  await page.getByRole('button', { name: 'সাইন আউট' }).click();
  await page.locator('html:not([data-auth])').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
});

test('an Admin signed in on the light page opens the dashboard with its scripts, already signed in', async () => {
  const { page, context } = await newSession(PHONE);
  await context.addCookies([{ name: 'college_light', value: '1', url: baseUrl() }]);
  await loginThroughForm(page, ADMIN.username, ADMIN.password);
  await page.locator('html[data-auth="admin"][data-light]').waitFor();
  await page.goto('/dashboard');
  await page.getByRole('complementary', { name: 'ড্যাশবোর্ড সাইডবার' }).waitFor();
  expect(await page.evaluate(() => document.scripts.length)).toBeGreaterThan(0);
  expect(await page.locator('form[aria-labelledby="login-title"]').count()).toBe(0);
});
