// The public notice page against the seeded notices: newest first, 6 a page, search, and the PDF download.
import { close, eventually, launch, loadUntil, newSession } from '../support/browser';
import { apiAsAdmin, apiGet, type ApiNotice } from '../support/site';

beforeAll(launch);
afterAll(close);

const rowTitles = (page: import('playwright-core').Page) => page.locator('main ul.pub-notices h2').allTextContents();

test('the notices come newest first, six a page, with en-GB dates and a Download link to the PDF in a new tab', async () => {
  const notices = await apiGet<ApiNotice[]>('notices/');
  expect(notices.length).toBeGreaterThan(6);
  const { page, context, errors } = await newSession();
  // Earlier test files wrote notices: their page may be served once more while it is drawn again.
  await loadUntil(page, '/notice', () => page.getByRole('heading', { level: 2, name: notices[0].title, exact: true }).count(), 1);
  expect(await rowTitles(page)).toEqual(notices.slice(0, 6).map((n) => n.title));

  const first = page.locator('main li.pub-notice').first();
  const [y, m, d] = notices[0].date.split('-').map(Number);
  const enGB = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  expect(await first.locator('time').textContent()).toBe(enGB);

  const download = first.getByRole('link', { name: 'Download' });
  expect(await download.getAttribute('href')).toBe(notices[0].pdf_file);
  expect(await download.getAttribute('target')).toBe('_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), download.click()]);
  await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
  // File URLs are absolute, as DRF answers them: the tab opens the same address.
  expect(tab.url()).toBe(notices[0].pdf_file);
  const pdf = await context.request.get(notices[0].pdf_file!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await tab.close();

  const pages = page.getByRole('navigation', { name: 'নোটিশের পাতা' });
  await pages.getByRole('link', { name: 'পরের পাতা' }).click();
  await eventually(async () => (await rowTitles(page)).join('|'), notices.slice(6, 12).map((n) => n.title).join('|'));
  expect(await pages.getByRole('link', { name: 'পাতা 2' }).getAttribute('aria-current')).toBe('page');
  expect(new URL(page.url()).search).toBe('?page=2');
  expect(errors).toEqual([]);
  await context.close();
});

test('search matches title and category, ignores case, treats Bengali and Latin digits alike, and goes back to page 1', async () => {
  const added = await apiAsAdmin<ApiNotice>('POST', 'notices/', { title: 'HSC Routine ২০২৬ (e2e)', category: 'Exam', description: 'e2e' });
  try {
    const notices = await apiGet<ApiNotice[]>('notices/');
    const { page, context } = await newSession();
    await loadUntil(page, '/notice', () => page.getByRole('heading', { level: 2, name: notices[0].title, exact: true }).count(), 1);
    await page.getByRole('link', { name: 'পাতা 2' }).click();

    const search = page.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' });
    await search.fill('hsc routine 2026');
    await eventually(async () => (await rowTitles(page)).join('|'), added.title);
    // The list already shows what EXAM finds: read it once the answer to EXAM has come.
    const examAnswer = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === 'EXAM');
    await search.fill('EXAM');
    await examAnswer;
    await eventually(async () => (await rowTitles(page)).join('|'), added.title);

    // A category of the seed: every notice of that category, from page 1.
    const category = notices.find((n) => n.category && n.category !== 'Exam')!.category!;
    const expected = notices.filter((n) => n.title.includes(category) || n.category?.includes(category)).map((n) => n.title);
    await search.fill(category);
    await eventually(async () => (await rowTitles(page)).join('|'), expected.slice(0, 6).join('|'));
    if (expected.length > 6) expect(await page.getByRole('link', { name: 'পাতা 1' }).getAttribute('aria-current')).toBe('page');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    await search.fill('এমন কোনো নোটিশ নেই xyz');
    await page.getByText('No results found.').waitFor();
    expect(await rowTitles(page)).toEqual([]);
    await context.close();
  } finally {
    await apiAsAdmin('DELETE', `notices/${added.id}/`);
  }
});
