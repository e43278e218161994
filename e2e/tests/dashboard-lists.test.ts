// The dashboard's lists are the server's, their state in the URL: on the students screen paging and search are
// requests for one page (never the whole table), the page and search survive a reload and move with back and
// forward; a student just added is shown on the page the server's order gives it, marked and in view; on a phone
// (360 px) each row is a card whose edit and delete buttons are within the screen, and on a desktop it stays a table.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { close, eventually, launch } from '../support/browser';
import { adminSession, api, dialog, openScreen, toast, unique } from '../support/dashboard';

beforeAll(launch);
afterAll(close);

const SCREEN = 'student-info-form';
const TITLE = 'শিক্ষার্থীর তথ্য';
const PAGE_SIZE = 10;

interface Paged<T> {
  count: number;
  results: T[];
}
interface ApiStudent {
  id: number;
  full_name: string;
}

/** A path and query as text, its parameters decoded (`?search=মো. করিম&page=1`). */
function readable(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://x');
  const params = [...url.searchParams].map(([name, value]) => `${name}=${value}`).join('&');
  return `${url.pathname}${params ? `?${params}` : ''}`;
}
/** The students requests the page made. */
const studentLists = (requests: string[]) => requests.map(readable).filter((r) => r.startsWith('/api/students/'));
const bengali = (n: number) => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
/** The '#' of the first row shown. */
const firstNumber = (page: Page) => page.locator('.dash-table tbody tr').first().locator('td').first().textContent();
const query = (page: Page) => readable(new URL(page.url()).search).slice(1);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'নাম দিয়ে খুঁজুন' });

test('paging and search go to the server, one page at a time, and survive reload, back and forward', async () => {
  const { page, context, errors, requests } = await adminSession();
  const all = await api<Paged<ApiStudent>>(page, 'GET', `students/?page=1&page_size=${PAGE_SIZE}`);
  expect(all.count).toBeGreaterThan(4 * PAGE_SIZE);
  // The screen's own requests, from here on (not the test's calls above).
  const screenRequests = requests.length;
  await openScreen(page, SCREEN, TITLE);
  await eventually(() => firstNumber(page), '১');
  expect(studentLists(requests.slice(screenRequests))).toContain(`/api/students/?page=1&page_size=${PAGE_SIZE}`);

  await page.getByRole('button', { name: 'পৃষ্ঠা ৩' }).click();
  await eventually(() => firstNumber(page), '২১');
  expect(query(page)).toBe('?page=3');
  expect(studentLists(requests)).toContain(`/api/students/?page=3&page_size=${PAGE_SIZE}`);

  await page.reload();
  await eventually(() => firstNumber(page), '২১');
  expect(await page.getByRole('button', { name: 'পৃষ্ঠা ৩' }).getAttribute('aria-current')).toBe('page');

  await page.getByRole('button', { name: 'পরের পৃষ্ঠা' }).click();
  await eventually(() => query(page), '?page=4');
  await eventually(() => firstNumber(page), '৩১');
  await page.goBack();
  await eventually(() => query(page), '?page=3');
  await eventually(() => firstNumber(page), '২১');

  // A name from the list: typing it asks the server, replaces this entry's URL and goes back to page 1.
  const [wanted] = (await api<Paged<ApiStudent>>(page, 'GET', `students/?page=5&page_size=1`)).results;
  const matching = await api<Paged<ApiStudent>>(page, 'GET', `students/?page=1&page_size=${PAGE_SIZE}&search=${encodeURIComponent(wanted.full_name)}`);
  await searchBox(page).fill(wanted.full_name);
  await eventually(() => query(page), `?search=${wanted.full_name}`);
  await eventually(() => page.locator('.dash-table tbody tr').count(), Math.min(matching.count, PAGE_SIZE));
  expect(studentLists(requests)).toContain(`/api/students/?search=${wanted.full_name}&page=1&page_size=${PAGE_SIZE}`);
  await page.getByRole('row').filter({ hasText: wanted.full_name }).first().waitFor();

  await page.reload();
  await page.getByRole('row').filter({ hasText: wanted.full_name }).first().waitFor();
  expect(await searchBox(page).inputValue()).toBe(wanted.full_name);

  // The search replaced page 3's entry: back returns to the list as first opened, forward to the search.
  await page.goBack();
  await eventually(() => query(page), '');
  await eventually(() => searchBox(page).inputValue(), '');
  await eventually(() => firstNumber(page), '১');
  await page.goForward();
  await eventually(() => searchBox(page).inputValue(), wanted.full_name);

  // Never the whole table: every students request asked for one page.
  const unpaged = studentLists(requests.slice(screenRequests)).filter((r) => !/[?&]page=/.test(r));
  expect(unpaged).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a student just added is shown on its page, marked and in view', async () => {
  const { page, context, errors } = await adminSession();
  const name = `নতুন শিক্ষার্থী ${unique()}`;
  const classes = await api<{ id: number; name: string }[]>(page, 'GET', 'classes/?fields=id,name');
  const last = classes[classes.length - 1];
  await openScreen(page, SCREEN, TITLE);
  await eventually(() => firstNumber(page), '১');

  await page.getByRole('button', { name: 'শিক্ষার্থী যোগ করুন' }).click();
  const modal = dialog(page);
  await modal.getByLabel('পূর্ণ নাম').fill(name);
  await modal.getByLabel('রোল').fill('999');
  await modal.getByLabel('শ্রেণি').selectOption({ label: last.name });
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'শিক্ষার্থী যোগ করা হয়েছে ✅');

  // Where the server's order (class, section, roll) puts it.
  const ids = await api<Paged<{ id: number; full_name: string }>>(page, 'GET', 'students/?fields=id,full_name&page_size=1000');
  const index = ids.results.findIndex((s) => s.full_name === name);
  const expectedPage = Math.floor(index / PAGE_SIZE) + 1;
  expect(expectedPage).toBeGreaterThan(1);
  await eventually(() => query(page), `?page=${expectedPage}`);
  const marked = page.locator('.dash-table tbody tr.is-new');
  await marked.waitFor();
  expect(await marked.textContent()).toContain(name);
  expect(await marked.locator('td').first().textContent()).toBe(`${bengali(index + 1)}নতুন`);
  expect(await page.getByRole('button', { name: `পৃষ্ঠা ${bengali(expectedPage)}` }).getAttribute('aria-current')).toBe('page');
  // Scrolled into view.
  await eventually(async () => {
    const box = await marked.boundingBox();
    const height = page.viewportSize()!.height;
    return Boolean(box && box.y >= 0 && box.y + box.height <= height);
  }, true);

  await api(page, 'DELETE', `students/${ids.results[index].id}/`);
  expect(errors).toEqual([]);
  await context.close();
});

test('at 360 px each row is a card with its edit and delete buttons on screen; on a desktop it is a table', async () => {
  const phone = await adminSession({ width: 360, height: 780 });
  await openScreen(phone.page, SCREEN, TITLE);
  const rows = phone.page.locator('.dash-table tbody tr');
  await eventually(() => rows.count(), PAGE_SIZE);
  await phone.page.screenshot({ path: join(tmpdir(), 'dashboard-students-360.png') });
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (let i = 0; i < 3; i++) {
    const row = rows.nth(i);
    const name = (await row.locator('td').nth(2).textContent()) ?? '';
    await row.scrollIntoViewIfNeeded();
    for (const label of [`${name.trim()} সম্পাদনা`, `${name.trim()} মুছুন`]) {
      const button = phone.page.getByRole('button', { name: label }).first();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // A full-size target for a finger.
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  }
  // Each cell carries its column's name, shown before its value.
  const label = await rows.first().locator('td[data-label="রোল"]').evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toBe('"রোল"');
  expect(phone.errors).toEqual([]);
  await phone.context.close();

  const desktop = await adminSession({ width: 1280, height: 900 });
  await openScreen(desktop.page, SCREEN, TITLE);
  await eventually(() => desktop.page.locator('.dash-table tbody tr').count(), PAGE_SIZE);
  const headers = desktop.page.getByRole('columnheader');
  expect(await headers.allTextContents()).toEqual(['#', 'ছবি', 'নাম', 'রোল', 'শ্রেণি', 'সেকশন', 'অভিভাবক', 'মোবাইল', 'অ্যাকশন']);
  expect(await desktop.page.locator('.dash-table').evaluate((table) => getComputedStyle(table).display)).toBe('table');
  expect(await headers.first().isVisible()).toBe(true);
  await desktop.context.close();
});
