// Sign-in and the dashboard guard, through the real forms and the real API.
import { ADMIN } from '../support/server';
import { registerUser, loginThroughForm } from '../support/auth';
import { close, eventually, launch, newSession } from '../support/browser';

beforeAll(launch);
afterAll(close);

test('a visitor registers, logs in and sees the sign-out control; signing out brings the login link back', async () => {
  const { page, dialogs, context } = await newSession();
  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).click();
  await page.waitForURL('**/login');

  await page.getByRole('link', { name: 'Register', exact: true }).first().click();
  const form = page.locator('form[aria-labelledby="register-title"]');
  await form.getByLabel('Username').fill('rahim');
  await form.getByLabel('Full name').fill('রহিম উদ্দিন');
  await form.getByLabel('Phone').fill('০১৭১১২২৩৩৪৪');
  await form.getByLabel(/^Password/).fill('a-strong-pass-1');
  await form.getByLabel('Confirm password').fill('a-different-pass');
  await form.getByRole('button', { name: 'Register' }).click();
  await eventually(() => dialogs.at(-1), 'Passwords do not match!');

  await form.getByLabel('Confirm password').fill('a-strong-pass-1');
  await form.getByRole('button', { name: 'Register' }).click();
  await eventually(() => dialogs.at(-1), 'Registration successful!');
  // Back on the Login view, with a cleared form.
  await page.locator('form[aria-labelledby="login-title"]').waitFor();

  await loginThroughForm(page, 'rahim', 'a-strong-pass-1');
  expect(dialogs).toContain('Login successful!');
  const signOut = page.getByRole('button', { name: 'সাইন আউট' });
  await signOut.waitFor();
  expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null')).toMatchObject({ username: 'rahim', role: 'General', phone: '01711223344' });

  // Signing out reloads the page: the storage is read in the page that follows, not in the one going away.
  await Promise.all([page.waitForEvent('load'), signOut.click()]);
  await page.getByRole('link', { name: 'Login' }).waitFor();
  expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')])).toEqual([null, null]);
  await context.close();
});

test('a wrong password is refused with the spec alert', async () => {
  const { page, dialogs, context } = await newSession();
  await page.goto('/login');
  const form = page.locator('form[aria-labelledby="login-title"]');
  await form.getByLabel('Username').fill(ADMIN.username);
  await form.getByLabel(/^Password/).fill('not-the-password');
  await form.getByRole('button', { name: 'Login' }).click();
  await eventually(() => dialogs.at(-1), 'Invalid username or password!');
  expect(page.url()).toMatch(/\/login$/);
  await context.close();
});

test('an Admin sees the dashboard link and reaches /dashboard', async () => {
  const { page, context, errors } = await newSession();
  await loginThroughForm(page, ADMIN.username, ADMIN.password);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ডে স্বাগতম' }).waitFor();
  await page.getByRole('navigation', { name: 'ড্যাশবোর্ড মেনু' }).getByRole('link', { name: 'নোটিশ' }).click();
  await page.getByRole('heading', { level: 1, name: 'নোটিশ' }).waitFor();
  expect(page.url()).toMatch(/\/dashboard\/notices$/);

  // The user is cached: a reload keeps the Admin on the dashboard.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'নোটিশ' }).waitFor();

  await page.getByRole('button', { name: 'লগআউট' }).click();
  await page.waitForURL('**/login');
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor and a General user on /dashboard/notices land on /login, without loading the dashboard', async () => {
  const visitor = await newSession();
  await visitor.page.goto('/dashboard/notices');
  await visitor.page.waitForURL('**/login');
  await visitor.page.locator('form[aria-labelledby="login-title"]').waitFor();
  expect(visitor.requests.filter((url) => url.startsWith('/remotes/dashboard/'))).toEqual([]);
  await visitor.context.close();

  await registerUser('karim', 'karim-pass-2026');
  const general = await newSession();
  await loginThroughForm(general.page, 'karim', 'karim-pass-2026');
  await general.page.goto('/dashboard/notices');
  await general.page.waitForURL('**/login');
  expect(general.requests.filter((url) => url.startsWith('/remotes/dashboard/'))).toEqual([]);
  expect(general.errors).toEqual([]);
  await general.context.close();
});
