// The college's public record (issue 13) in a browser: /about's numbers are the students, teachers and staff the
// API holds; /routine draws a class's week and offers it as a calendar; a result made through the API reaches
// /result; the header's "more" menu works at 360 px by keyboard, without JavaScript and before the scripts arrive.
import type { Page } from 'playwright-core';
import { injectAxe } from '../support/axe';
import { close, eventually, launch, loadUntil, newSession, slowScripts } from '../support/browser';
import { unique } from '../support/dashboard';
import { adminToken, apiAsAdmin, apiGet } from '../support/site';

beforeAll(launch);
afterAll(close);

const PHONE = { width: 360, height: 740 };
const BENGALI = (n: number | string) => String(n).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

const post = <T = { id: number }>(path: string, body: object) => apiAsAdmin<T>('POST', path, body);

/** The rows of a table as the visitor reads them, each cell's text. */
const tableRows = (page: Page, selector: string) =>
  page.$$eval(`${selector} tr`, (rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())));

describe('/about', () => {
  test('shows the students created through the API by class, section and gender, and the numbers of teachers and staff', async () => {
    const name = `শ্রেণি-${unique()}`;
    const { id: classId } = await post('classes/', { name });
    const students: [string, 'male' | 'female' | 'other', number][] = [
      ['ক', 'male', 3],
      ['ক', 'female', 2],
      ['খ', 'female', 4],
      ['খ', 'other', 1],
    ];
    let roll = 1;
    for (const [section, gender, count] of students) {
      for (let i = 0; i < count; i += 1) {
        await post('students/', { full_name: `শিক্ষার্থী ${roll}`, roll_number: String(roll), class_name: classId, section, gender });
        roll += 1;
      }
    }
    const { count: teachers } = await apiGet<{ count: number }>('teachers/?page_size=1&fields=id');
    const { count: staff } = await apiGet<{ count: number }>('staff/?page_size=1&fields=id');

    const { page, context, errors } = await newSession(PHONE, { javaScript: false });
    let rows: string[][] = [];
    await loadUntil(page, '/about', async () => (rows = await tableRows(page, '#students table')).some((row) => row[0] === name), true);
    const at = rows.findIndex((row) => row[0] === name);
    // Students of other tests' classes without a gender add a "not stated" column, where this class has none.
    const unstated = rows[0].includes('উল্লেখ নেই') ? ['০'] : [];
    expect(rows[0]).toEqual(['শ্রেণি', 'শাখা', 'ছাত্র', 'ছাত্রী', 'অন্যান্য', ...(unstated.length ? ['উল্লেখ নেই'] : []), 'মোট']);
    expect(rows.slice(at, at + 3)).toEqual([
      [name, 'ক', '৩', '২', '০', ...unstated, '৫'],
      ['খ', '০', '৪', '১', ...unstated, '৫'],
      [`${name}: মোট`, '৩', '৬', '১', ...unstated, '১০'],
    ]);
    // The overall total is every student the API counts.
    const stats = await apiGet<{ students: { count: number }[] }>('stats/');
    const total = stats.students.reduce((sum, s) => sum + s.count, 0);
    expect(rows.at(-1)?.[0]).toBe('সর্বমোট');
    expect(rows.at(-1)?.at(-1)).toBe(BENGALI(total));
    expect(await page.locator('#people li').allTextContents()).toEqual([`${BENGALI(teachers)}শিক্ষক`, `${BENGALI(staff)}কর্মচারী`, `${BENGALI(total)}শিক্ষার্থী`]);
    // Counts only: no student's name is on the page.
    expect(await page.locator('main').textContent()).not.toContain('শিক্ষার্থী 1');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/routine', () => {
  let ids: { classId: number; sectionId: number; className: string; sectionName: string };

  beforeAll(async () => {
    const className = `রুটিন-${unique()}`;
    const sectionName = `শাখা-${unique()}`;
    const { id: classId } = await post('classes/', { name: className });
    const { id: sectionId } = await post('sections/', { name: sectionName });
    const { id: bangla } = await post('subjects/', { name: 'বাংলা প্রথম পত্র', class_name: classId });
    const { id: physics } = await post('subjects/', { name: 'পদার্থবিজ্ঞান', class_name: classId });
    const { id: teacher } = await post('teachers/', { full_name: `রুটিনের শিক্ষক ${unique()}` });
    const { id: other } = await post('teachers/', { full_name: `দ্বিতীয় শিক্ষক ${unique()}` });
    await post('class-routine/', { classId, sectionId, subjectId: bangla, teacherId: teacher, startTime: '08:00', endTime: '08:40' });
    await post('class-routine/', { classId, sectionId, subjectId: physics, teacherId: other, startTime: '08:45', endTime: '09:25', day: 'tue' });
    ids = { classId, sectionId, className, sectionName };
  });

  test("draws a class's week, chosen with the form, without JavaScript: days across, times down", async () => {
    const { page, context } = await newSession(PHONE, { javaScript: false });
    await loadUntil(page, '/routine', () => page.locator(`select[name="class"] option[value="${ids.classId}"]`).count(), 1);
    await page.getByRole('combobox', { name: 'শ্রেণি' }).selectOption(String(ids.classId));
    await page.getByRole('combobox', { name: 'শাখা' }).selectOption(String(ids.sectionId));
    await page.getByRole('button', { name: 'রুটিন দেখুন' }).click();
    await page.waitForURL((url) => url.pathname === '/routine' && url.searchParams.get('class') === String(ids.classId) && url.searchParams.get('section') === String(ids.sectionId));
    await page.getByRole('heading', { level: 3, name: `শ্রেণি ${ids.className}, শাখা ${ids.sectionName}: সাপ্তাহিক রুটিন` }).waitFor();
    const rows = await tableRows(page, 'table.pub-week');
    expect(rows).toEqual([
      ['সময়', 'রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার'],
      ['০৮:০০–০৮:৪০', ...Array(5).fill(expect.stringMatching(/^বাংলা প্রথম পত্ররুটিনের শিক্ষক /))],
      ['০৮:৪৫–০৯:২৫', '–ক্লাস নেই', '–ক্লাস নেই', expect.stringMatching(/^পদার্থবিজ্ঞানদ্বিতীয় শিক্ষক /), '–ক্লাস নেই', '–ক্লাস নেই'],
    ]);
    // A section named by its name in the URL is the same week.
    await page.goto(`/routine?class=${ids.classId}&section=${encodeURIComponent(ids.sectionName)}`);
    expect(await tableRows(page, 'table.pub-week')).toEqual(rows);
    await context.close();
  });

  test('offers the week as an .ics download, weekly events in Asia/Dhaka', async () => {
    const { page, context, errors } = await newSession();
    await page.goto(`/routine?class=${ids.classId}&section=${ids.sectionId}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'ক্যালেন্ডারে নিন (.ics)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const body = readFileSync(path, 'utf8');
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const lines = body.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('TZID:Asia/Dhaka');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(lines).toContain('SUMMARY:বাংলা প্রথম পত্র');
    expect(lines.some((line) => /^DTSTART;TZID=Asia\/Dhaka:\d{8}T080000$/.test(line))).toBe(true);
    const response = await context.request.get(`/routine.ics?class=${ids.classId}&section=${ids.sectionId}`);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="routine-\d+-\d+\.ics"/);
    // Printing prints the grid alone, on one A4 page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.pub-header').isVisible()).toBe(false);
    expect(await page.locator('form.pub-choose').isVisible()).toBe(false);
    expect(await page.locator('table.pub-week').isVisible()).toBe(true);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/result', () => {
  test('a result created through the API is on /result, with its pass rate and its sheet', async () => {
    const exam = `HSC ${unique()}`;
    const { id: classId } = await post('classes/', { name: `ফলাফল-${unique()}` });
    const form = new FormData();
    for (const [name, value] of Object.entries({ year: '2099', category: 'Public', class_name: String(classId), exam_name: exam, examinees: '80', passed: '78', gpa5: '12' })) {
      form.append(name, value);
    }
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')], { type: 'application/pdf' }), 'result.pdf');
    const created = await fetch(`${process.env.E2E_BASE_URL}/api/results/`, { method: 'POST', headers: { Authorization: `Bearer ${await adminToken()}` }, body: form });
    expect(created.status).toBe(201);
    const result = (await created.json()) as { file: string };

    const { page, context, errors } = await newSession(PHONE);
    await loadUntil(page, '/result?category=Public', () => page.getByRole('heading', { level: 3, name: new RegExp(`^${exam}`) }).count(), 1);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('২০৯৯ সাল');
    const card = page.locator('li.pub-result').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${exam}`) }) });
    expect(await card.textContent()).toContain('পাসের হার৯৭.৫%');
    expect(await card.textContent()).toContain('জিপিএ-৫১২');
    const open = card.getByRole('link', { name: 'ফলাফল দেখুন' });
    expect(await open.getAttribute('href')).toBe(result.file);
    expect(result.file).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/results\/.+\.pdf$/);
    const sheet = await context.request.get((await card.getByRole('link', { name: 'ডাউনলোড' }).getAttribute('href'))!);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-disposition']).toBe('attachment');
    // The other category's link leaves it out; the links are the view.
    await page.getByRole('navigation', { name: 'পরীক্ষার ধরন' }).getByRole('link', { name: 'অভ্যন্তরীণ পরীক্ষা' }).click();
    await eventually(() => page.getByRole('heading', { level: 3, name: new RegExp(`^${exam}`) }).count(), 0);
    expect(new URL(page.url()).search).toBe('?category=Internal');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the "more" menu at 360 px', () => {
  test('works by keyboard inside the mobile menu: Enter opens it, Escape closes it first and gives focus back', async () => {
    const { page, context, errors } = await newSession(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const more = page.getByRole('button', { name: 'আরও' });
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('প্রতিষ্ঠান পরিচিতি');
    // Open, both menus pass axe (WCAG 2.1 A/AA, nothing serious or critical).
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('আরও');
    expect(await page.getByRole('link', { name: 'রুটিন', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'নোটিশ', exact: true }).isVisible()).toBe(true); // the mobile menu is still open
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    await nav.getByRole('link', { name: 'ফলাফল', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'পরীক্ষার ফলাফল' }).waitFor();
    // Followed, the link closed both menus.
    expect(await nav.isVisible()).toBe(false);
    expect(await page.locator('button.pub-more__toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('opens without JavaScript, inside the mobile menu opened as a link', async () => {
    const { page, context } = await newSession(PHONE, { javaScript: false });
    await page.goto('/');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const summary = page.locator('summary', { hasText: 'আরও' });
    await summary.click();
    await page.getByRole('link', { name: 'অনুমতি ও স্বীকৃতি' }).click();
    await page.waitForURL('**/acknowledgment');
    await page.getByRole('heading', { level: 1, name: 'পাঠদানের অনুমতি ও স্বীকৃতি' }).waitFor();
    await context.close();
  });

  test('opened before the scripts arrive, it stays open and in place when the button takes over', async () => {
    const { context, errors } = await newSession(PHONE);
    const page = await slowScripts(context, 2500);
    await page.goto('/notice', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const summary = page.locator('summary', { hasText: 'আরও' });
    await summary.click();
    const routine = page.getByRole('link', { name: 'রুটিন', exact: true });
    await routine.waitFor({ state: 'visible' });
    const before = await summary.boundingBox();
    const linkBefore = await routine.boundingBox();
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 30000 });
    const button = page.getByRole('button', { name: 'আরও' });
    await eventually(() => button.getAttribute('aria-expanded'), 'true');
    expect(await button.boundingBox()).toEqual(before);
    expect(await routine.boundingBox()).toEqual(linkBefore);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
