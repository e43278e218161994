// A remote that cannot be fetched costs only its own area, and never a page the server drew.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, ROOT } from '../support/server';
import { loginThroughForm } from '../support/auth';
import { close, eventually, launch, newSession } from '../support/browser';
import { institutionName } from '../support/site';

beforeAll(launch);
afterAll(close);

test('with the dashboard entry blocked, public pages work and /dashboard shows the message; retry recovers', async () => {
  const { page, context } = await newSession();
  let blocked = true;
  await page.route('**/remotes/dashboard/remoteEntry.js*', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await loginThroughForm(page, ADMIN.username, ADMIN.password);
  await page.getByRole('link', { name: 'নোটিশ' }).click();
  await page.getByRole('heading', { level: 1, name: 'নোটিশ' }).waitFor();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toContain('ড্যাশবোর্ড এই মুহূর্তে লোড করা যায়নি।');

  // The rest of the site keeps working from here.
  await page.getByRole('link', { name: 'হোম পেজে যান' }).click();
  await page.getByRole('heading', { level: 1, name: await institutionName(), exact: true }).waitFor();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).waitFor();
  blocked = false;
  await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ডে স্বাগতম' }).waitFor();
  await context.close();
});

test('with the public entry blocked, a page the server drew stays as drawn: its notices, its links, no message over it', async () => {
  const { page, context } = await newSession();
  let asked = 0;
  await page.route('**/remotes/public/remoteEntry.js*', (route) => {
    asked += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/notice');
  // The app's start (in idle time after the page is complete) tries the entry, and fails.
  await eventually(() => asked > 0, true, 20000);
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.locator('main ul.pub-notices h2').count()).toBeGreaterThan(0);
  // Its links still go where they say.
  await page.locator('main ul.pub-notices a').first().click();
  await page.waitForURL(/\/notice\/\d+/);
  await context.close();
});

test('with the public entry blocked, a page the server could not draw shows the message instead of a blank screen', async () => {
  const { page, context } = await newSession();
  await page.route('**/remotes/public/remoteEntry.js*', (route) => route.abort('connectionrefused'));
  // The bare host page, as the server sends it when it cannot draw the page: the browser draws it, or says why not.
  const bare = readFileSync(join(ROOT, 'host', 'dist', 'index.html'), 'utf8');
  await page.route('**/notice', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: bare }));
  await page.goto('/notice');
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toContain('ওয়েবসাইট এই মুহূর্তে লোড করা যায়নি।');
  await context.close();
});
