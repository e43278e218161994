// Import and export in the browser (issue 14): an Admin opens the students' import from their list, uploads a real
// CSV with one bad row and sees the upload's progress bar and then the check, its error first and in Bengali, with
// the import off; the fixed file imports, and the new students are in the list; that list, searched, exports as CSV
// (with its BOM, only the searched rows) and as XLSX. The screen is also looked at on a phone (360 px) and a desktop.
// A ZIP of photos named by roll number is checked (an unknown roll first) and, fixed, puts the photo in place.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { close, eventually, launch } from '../support/browser';
import { adminSession, api, openScreen, pngFile, toast, unique } from '../support/dashboard';

beforeAll(launch);
afterAll(close);

const LIST = 'student-info-form';
const TITLE = 'শিক্ষার্থী ইমপোর্ট';
const ERRORS = 'ত্রুটিগুলো (আগে এগুলো ঠিক করুন)';

/** A long address (within the 500 characters allowed), so that the file takes a moment on a slow line. */
const ADDRESS = `"${'গ্রাম: উত্তরপাড়া, ডাকঘর: সদর, উপজেলা: সদর, জেলা: ময়মনসিংহ; '.repeat(6).trim()}"`;

/** Four students of the demo's class XI (মানবিক), the third in a class that does not exist; rolls unused so far. */
function studentsCsv(tag: string, roll: number, thirdClass: string): Buffer {
  const rows = [1, 2, 3, 4].map((i) => `আমদানি ${tag} ${i},${roll + i},${i === 3 ? thirdClass : 'XI'},মানবিক,01711${String(roll + i).padStart(6, '0')},${ADDRESS}`);
  // Written as Excel's "CSV UTF-8" writes it: a BOM, then CRLF lines.
  return Buffer.from(`\uFEFFfull_name,roll_number,class_name,section,contact_phone,address\r\n${rows.join('\r\n')}\r\n`, 'utf8');
}

/** The rows of the table with this caption, each as its cells' texts. */
function tableRows(page: Page, caption: string): Promise<string[][]> {
  return page
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
}

/** Records every state the upload's progress showed (its value and words), from now on. */
async function watchProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('.dash-progress progress');
      const state = document.querySelector('.dash-progress__state')?.textContent ?? '';
      const entry = bar ? `${bar.getAttribute('value') ?? 'indeterminate'} ${state}` : '';
      if (entry && seen[seen.length - 1] !== entry) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

test('an Admin imports students from a CSV: progress, the bad row first and in Bengali, the fixed file, the new students listed and exported', async () => {
  const { page, context, errors } = await adminSession();
  const tag = unique();
  const roll = 70000 + Math.floor(Math.random() * 20000);
  await openScreen(page, LIST, 'শিক্ষার্থীর তথ্য');
  await page.getByRole('link', { name: 'ইমপোর্ট', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard/students/import');
  const importButton = page.getByRole('button', { name: /ইমপোর্ট করুন$/ });
  expect(await importButton.isDisabled()).toBe(true);

  // The template downloads, its header the import's columns.
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV টেমপ্লেট নামান' }).click()]);
  expect(template.suggestedFilename()).toBe('students-template.csv');
  expect((await readFile(await template.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^full_name,roll_number,class_name,section,/);

  // A slow line (1.5 KB/s up), so the upload's progress can be watched.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1500 });
  const progress = await watchProgress(page);
  await page.getByLabel('ফাইল বেছে নিন', { exact: true }).setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: studentsCsv(tag, roll, 'XIII') });
  const bar = page.getByRole('progressbar', { name: 'আপলোডের অগ্রগতি' });
  // What the bar said first is read from the record (watchProgress), not now: on a busy machine the small upload may
  // already be done by the time a read of the page gets through.
  await bar.waitFor();
  await page.getByRole('heading', { name: '৩. যাচাইয়ের ফলাফল' }).waitFor();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // The bar followed the upload up to 100 % (Chromium reports a body this small in one step), then said the
  // server was checking.
  const seen = await progress();
  const values = seen.map((entry) => Number(entry.split(' ')[0]));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(seen[0]).toMatch(/^\d+ ফাইল আপলোড হচ্ছে…$/);
  expect(seen[seen.length - 1]).toBe('100 আপলোড শেষ, যাচাই করা হচ্ছে…');

  // The check: its summary, the bad row's error first, in Bengali; the import stays off.
  const result = page.getByRole('heading', { name: '৩. যাচাইয়ের ফলাফল' });
  await eventually(() => result.evaluate((heading) => heading === document.activeElement), true);
  expect(await bar.count()).toBe(0);
  expect(await page.locator('.dash-summary').innerText()).toMatch(/মোট সারি\s*৪\s*যোগ হবে\s*৩\s*ত্রুটি\s*১/);
  expect(await tableRows(page, ERRORS)).toEqual([['৪', 'শ্রেণি (class_name)', '"XIII" নামে কোনো শ্রেণি নেই।']]);
  const errorTableFirst = await page.evaluate((caption) => {
    const table = Array.from(document.querySelectorAll('table')).find((t) => t.querySelector('caption')?.textContent === caption)!;
    const step = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === '৪. ইমপোর্ট করুন')!;
    return Boolean(table.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, ERRORS);
  expect(errorTableFirst).toBe(true);
  expect(await importButton.isDisabled()).toBe(true);

  await page.screenshot({ path: join(tmpdir(), 'dashboard-import-1280.png'), fullPage: true });

  // Nothing was stored by the check.
  await page.goto(`/dashboard/${LIST}?search=${encodeURIComponent(tag)}`);
  await page.getByText('কোনো শিক্ষার্থী পাওয়া যায়নি').waitFor();
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

  // The file fixed: a clean check, then the import.
  await page.getByLabel('ফাইল বেছে নিন', { exact: true }).setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: studentsCsv(tag, roll, 'XI') });
  await page.getByText('কোনো ত্রুটি নেই: ৪ জন শিক্ষার্থী ইমপোর্টের জন্য প্রস্তুত।').waitFor();
  expect(await page.getByRole('table', { name: ERRORS }).count()).toBe(0);
  await page.getByRole('button', { name: '৪ জন শিক্ষার্থী ইমপোর্ট করুন' }).click();
  await toast(page, '✅ ৪ জন শিক্ষার্থী যোগ করা হয়েছে।');
  await page.getByRole('heading', { name: '✅ ৪ জন শিক্ষার্থী যোগ করা হয়েছে।' }).waitFor();

  // The new students, in the list.
  await page.getByRole('link', { name: 'তালিকায় দেখুন' }).click();
  await page.getByRole('heading', { level: 1, name: 'শিক্ষার্থীর তথ্য' }).waitFor();
  await page.getByRole('searchbox', { name: 'নাম দিয়ে খুঁজুন' }).fill(tag);
  await eventually(() => page.locator('.dash-table tbody tr').filter({ hasText: `আমদানি ${tag}` }).count(), 4);

  await page.screenshot({ path: join(tmpdir(), 'dashboard-students-export-1280.png') });

  // The searched list exports: only its rows, Excel-ready (BOM, the phone as written).
  const csvLink = page.getByRole('link', { name: 'CSV ফাইলে এক্সপোর্ট' });
  expect(new URL((await csvLink.getAttribute('href'))!, 'http://x').searchParams.get('search')).toBe(tag);
  const [exported] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(exported.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await exported.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines).toHaveLength(5);
  expect(lines.slice(1).every((line) => line.includes(`আমদানি ${tag}`))).toBe(true);
  const [workbook] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'XLSX ফাইলে এক্সপোর্ট' }).click()]);
  expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await readFile(await workbook.path())).subarray(0, 2).toString('latin1')).toBe('PK');

  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone (360 px) the import screen and its error table fit the screen', async () => {
  const { page, context, errors } = await adminSession({ width: 360, height: 780 });
  await openScreen(page, 'students/import', TITLE);
  await page.getByLabel('ফাইল বেছে নিন', { exact: true }).setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: studentsCsv(unique(), 71000, 'XIII') });
  await page.getByRole('table', { name: ERRORS }).waitFor();
  await page.getByRole('button', { name: 'ইমপোর্ট করুন' }).waitFor();
  await page.screenshot({ path: join(tmpdir(), 'dashboard-import-360.png'), fullPage: true });
  // Nothing wider than the screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.goto('/dashboard/student-info-form');
  await page.locator('.dash-table tbody tr').first().waitFor();
  await page.screenshot({ path: join(tmpdir(), 'dashboard-students-export-360.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByLabel('ফাইল বেছে নিন', { exact: true }).setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: studentsCsv(unique(), 71000, 'XIII') });
  // Each error reads as a card, its cells named (once the check has answered).
  await page.getByRole('table', { name: ERRORS }).locator('td').first().waitFor();
  expect(await page.getByRole('table', { name: ERRORS }).locator('td').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-label')))).toEqual(['সারি', 'কলাম', 'সমস্যা']);
  expect(errors).toEqual([]);
  await context.close();
});

test("a ZIP of photos named by roll: the unknown roll first, then the fixed ZIP puts the student's photo in place", async () => {
  const { page, context, errors } = await adminSession();
  const classes = await api<{ id: number; name: string }[]>(page, 'GET', 'classes/?fields=id,name');
  const xi = classes.find((c) => c.name === 'XI')!;
  const section = 'বিজ্ঞান';
  const [student] = (
    await api<{ results: { id: number; full_name: string; roll_number: string; photo: string | null }[] }>(
      page,
      'GET',
      `students/?class_name=${xi.id}&section=${encodeURIComponent(section)}&page_size=1`,
    )
  ).results;
  const photo = new Uint8Array(pngFile().buffer);
  const zip = (files: Record<string, Uint8Array>) => ({ name: 'photos.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(files)) });

  await openScreen(page, 'student-info-form', 'শিক্ষার্থীর তথ্য');
  await page.getByRole('link', { name: 'ছবি ইমপোর্ট' }).click();
  await page.getByRole('heading', { level: 1, name: 'শিক্ষার্থীর ছবি ইমপোর্ট' }).waitFor();
  await page.getByLabel('শ্রেণি', { exact: true }).selectOption({ label: 'XI' });
  await page.getByLabel('সেকশন', { exact: true }).fill(section);
  await page.getByLabel('ফাইল বেছে নিন', { exact: true }).setInputFiles(zip({ [`${student.roll_number}.png`]: photo, '99999.png': photo }));

  await page.getByRole('heading', { name: '৩. যাচাইয়ের ফলাফল' }).waitFor();
  expect(await tableRows(page, 'যে ফাইলগুলো নেওয়া যাবে না (আগে এগুলো ঠিক করুন)')).toEqual([['99999.png', 'এই শ্রেণি ও সেকশনে 99999 রোলের কোনো শিক্ষার্থী নেই।']]);
  expect(await tableRows(page, 'যাদের ছবি বসবে')).toEqual([['১', `${student.roll_number}.png`, student.full_name]]);
  expect(await page.getByRole('button', { name: 'ছবি বসান' }).isDisabled()).toBe(true);
  await page.screenshot({ path: join(tmpdir(), 'dashboard-photos-1280.png'), fullPage: true });

  await page.getByLabel('ফাইল বেছে নিন', { exact: true }).setInputFiles(zip({ [`${student.roll_number}.png`]: photo }));
  await page.getByRole('button', { name: '১টি ছবি বসান' }).click();
  await toast(page, '✅ ১ জন শিক্ষার্থীর ছবি বসানো হয়েছে।');
  const updated = await api<{ photo: string | null }>(page, 'GET', `students/${student.id}/`);
  expect(updated.photo).toMatch(/\.png$/);
  expect(updated.photo).not.toBe(student.photo);
  expect(errors).toEqual([]);
  await context.close();
});
