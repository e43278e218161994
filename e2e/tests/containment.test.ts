// A remote that cannot be fetched costs only its own area.
import { ADMIN } from '../support/server';
import { loginThroughForm } from '../support/auth';
import { close, launch, newSession } from '../support/browser';
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

test('with the public entry blocked, the page shows the message instead of a blank screen', async () => {
  const { page, context } = await newSession();
  await page.route('**/remotes/public/remoteEntry.js*', (route) => route.abort('connectionrefused'));
  await page.goto('/notice');
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toContain('ওয়েবসাইট এই মুহূর্তে লোড করা যায়নি।');
  await context.close();
});
