import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** Registers a General user through the API (the browser test of the form is in auth.test.ts). */
export async function registerUser(username: string, password: string): Promise<void> {
  const body = new FormData();
  body.append('username', username);
  body.append('full_name', `Test ${username}`);
  body.append('phone', '01711223344');
  body.append('password', password);
  body.append('confirm_password', password);
  const response = await fetch(`${baseUrl()}/api/register/`, { method: 'POST', body });
  if (response.status !== 201) throw new Error(`register ${username}: ${response.status} ${await response.text()}`);
}

/** Logs in through the Login form, as a person would, and waits for the home page. */
export async function loginThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.locator('form[aria-labelledby="login-title"]');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
