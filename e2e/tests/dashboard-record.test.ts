// The college's public record, from the Admin's screen to the visitor's page: a result uploaded on the dashboard's
// ফলাফল screen (its sheet a PDF, with its counts) is listed on /result with its pass rate and its sheet; an event
// added on the academic calendar screen is listed on /about and is in /calendar.ics.
import { close, eventually, launch, newSession } from '../support/browser';
import { adminSession, dialog, openScreen, pdfFile, toast, unique } from '../support/dashboard';

beforeAll(launch);
afterAll(close);

test('a result uploaded on the dashboard reaches /result, with its pass rate and its sheet', async () => {
  const { page, context, errors } = await adminSession();
  await openScreen(page, 'results', 'ফলাফল');
  await page.getByRole('button', { name: 'ফলাফল যোগ করুন' }).click();
  const modal = dialog(page);
  await modal.getByRole('heading', { name: 'নতুন ফলাফল' }).waitFor();
  await modal.getByLabel('বছর', { exact: true }).fill('২০২৫');
  await modal.getByLabel('পরীক্ষার ধরন').selectOption('Public');
  const classSelect = modal.getByLabel('শ্রেণি', { exact: true });
  const classLabel = (await classSelect.locator('option').nth(1).textContent())!.trim();
  await classSelect.selectOption({ index: 1 });
  await modal.getByLabel('পরীক্ষার নাম').fill('SSC');
  await modal.getByLabel('পরীক্ষার্থী').fill('200');
  await modal.getByLabel('উত্তীর্ণ').fill('180');
  await modal.getByLabel('জিপিএ-৫').fill('30');
  await modal.getByLabel('ফলাফলের ফাইল').setInputFiles(pdfFile('ssc-2025.pdf'));
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'ফলাফল যোগ করা হয়েছে ✅');
  await modal.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();

  // A visitor, without JavaScript, as a slow phone sees the page first.
  const visitor = await newSession({ width: 360, height: 740 }, { javaScript: false });
  const response = await visitor.page.goto('/result?category=Public');
  expect(response?.status()).toBe(200);
  const card = visitor.page.locator('.pub-result').filter({ has: visitor.page.getByRole('heading', { name: new RegExp(`SSC.*${classLabel}.*২০২৫`) }) });
  await card.waitFor();
  await expect(card.textContent()).resolves.toContain('পাসের হার৯০%');
  await expect(card.textContent()).resolves.toContain('৩০');
  const sheet = await card.getByRole('link').first().getAttribute('href');
  const file = await visitor.page.request.get(sheet!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await visitor.context.close();
});

test('an event added on the academic calendar screen reaches /about without JavaScript, and /calendar.ics', async () => {
  const title = `পরীক্ষা-${unique()}`;
  // Ten to twelve days from today in Bangladesh, so the event is a coming one whatever day the test runs.
  const day = (days: number) => new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const { page, context, errors } = await adminSession();
  await openScreen(page, 'calendar', 'একাডেমিক ক্যালেন্ডার');
  await page.getByRole('button', { name: 'ইভেন্ট যোগ করুন' }).click();
  const modal = dialog(page);
  await modal.getByRole('heading', { name: 'ক্যালেন্ডারে নতুন ইভেন্ট' }).waitFor();
  await modal.getByLabel('শিরোনাম').fill(title);
  await modal.getByLabel('ধরন').selectOption({ label: 'পরীক্ষা' });
  await modal.getByLabel('শুরুর তারিখ').fill(day(10));
  await modal.getByLabel('শেষের তারিখ').fill(day(12));
  await modal.getByLabel('টীকা').fill('প্রবেশপত্র সঙ্গে আনতে হবে।');
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'ইভেন্ট যোগ করা হয়েছে ✅');
  await modal.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();

  const visitor = await newSession({ width: 360, height: 740 }, { javaScript: false });
  // The page drawn before this event may be served once more while it is drawn again.
  const event = visitor.page.locator('#calendar li').filter({ hasText: title });
  await eventually(async () => {
    await visitor.page.goto('/about');
    return event.count();
  }, 1);
  const text = await event.textContent();
  expect(text).toContain('পরীক্ষা');
  expect(text).toContain('প্রবেশপত্র সঙ্গে আনতে হবে।');
  expect(await event.locator('time').getAttribute('datetime')).toBe(day(10));
  expect(await visitor.page.locator('#calendar a[href="/calendar.ics"]').textContent()).toContain('ক্যালেন্ডারে যোগ করুন');
  const file = await visitor.page.request.get('/calendar.ics');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const unfolded = (await file.text()).replace(/\r\n /g, '');
  expect(unfolded).toContain(`SUMMARY:${title}`);
  expect(unfolded).toContain(`DTSTART;VALUE=DATE:${day(10).replace(/-/g, '')}`);
  expect(unfolded).toContain(`DTEND;VALUE=DATE:${day(13).replace(/-/g, '')}`);
  await visitor.context.close();
});
