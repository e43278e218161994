// The college's public record, from the Admin's screen to the visitor's page: a result uploaded on the dashboard's
// ফলাফল screen (its sheet a PDF, with its counts) is listed on /result with its pass rate and its sheet.
import { close, launch, newSession } from '../support/browser';
import { adminSession, dialog, openScreen, pdfFile, toast } from '../support/dashboard';

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
