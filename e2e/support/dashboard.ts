// Helpers of the dashboard's browser tests: an Admin signed in through the form, a screen opened from its URL,
// files to upload, and the few ways the screens are read (rows, dialogs, toasts).
import type { Locator, Page } from 'playwright-core';
import { loginThroughForm } from './auth';
import { newSession, type Session } from './browser';
import { ADMIN } from './server';

/** A new browser context signed in as the e2e Admin. */
export async function adminSession(viewport?: { width: number; height: number }): Promise<Session> {
  const session = await newSession(viewport);
  await loginThroughForm(session.page, ADMIN.username, ADMIN.password);
  return session;
}

/** Opens /dashboard/{path} and waits for its title. */
export async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`/dashboard/${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Waits for a toast with exactly this text. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** The table row holding `text`. */
export function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Presses delete on the row and answers yes in the confirmation dialog. */
export async function deleteRow(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `${name} মুছুন` }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'হ্যাঁ, মুছুন' }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** Types into the search box of a list screen. */
export async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(text);
}

/** A unique suffix, so tests work beside demo content and each other. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

// A real 1x1 PNG and a minimal PDF: the server checks files by their content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const pngFile = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: PNG });
export const pdfFile = (name = 'notice.pdf') => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** Calls the API from the page with the signed-in Admin's token (setting up what a test is not about). */
export async function api<T = unknown>(page: Page, method: string, path: string, body?: Record<string, unknown>): Promise<T> {
  const { status, answer } = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, answer: response.status === 204 ? null : await response.json() };
    },
    { method, path, body },
  );
  if (status >= 400) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer as T;
}
