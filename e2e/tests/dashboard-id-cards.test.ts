// The students' ID cards from the dashboard, against the real API and the demo college: a row's button opens that
// student's card and the title bar's dialog a class's, each a PDF in a new tab; the QR code on a card opens the
// public verify page, which shows the student's name and class.
import type { Page } from 'playwright-core';
import { close, launch } from '../support/browser';
import { adminSession, dialog, openScreen, row } from '../support/dashboard';

beforeAll(launch);
afterAll(close);

interface Student {
  id: number;
  full_name: string;
  verify_url: string;
}

/**
 * The tab's document is the browser's PDF viewer, which hides the answer's headers: the same URL, read with the
 * Admin's session, must be a PDF. Answers its Content-Disposition.
 */
async function expectPdf(page: Page, url: string): Promise<string> {
  const answer = await page.request.get(url);
  expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  return answer.headers()['content-disposition'];
}

test("a student's print button and the class's dialog open their cards as PDFs in a new tab; a card's page verifies", async () => {
  const { page, context, errors } = await adminSession();
  await openScreen(page, 'student-info-form', 'শিক্ষার্থীর তথ্য');
  // The list's first student, as the Admin's session reads it (students are the Admin's alone).
  const { results } = (await (await page.request.get('/api/students/?page_size=1')).json()) as { results: Student[] };
  const [first] = results;

  const [card] = await Promise.all([context.waitForEvent('page'), row(page, first.full_name).getByRole('link', { name: `${first.full_name}-এর আইডি কার্ড প্রিন্ট করুন (নতুন ট্যাবে খুলবে)` }).click()]);
  const cardAnswer = await card.waitForEvent('response', (response) => response.url().includes('/api/students/id-cards/'));
  expect(cardAnswer.status()).toBe(200);
  expect(cardAnswer.url()).toMatch(new RegExp(`/api/students/id-cards/\\?ids=${first.id}$`));
  await expectPdf(page, cardAnswer.url());
  await card.close();

  await page.getByRole('button', { name: 'শ্রেণির আইডি কার্ড' }).click();
  await dialog(page).getByLabel('শ্রেণি').selectOption({ label: 'XI' });
  await dialog(page).getByLabel('সেকশন').selectOption({ label: 'বিজ্ঞান' });
  const [sheet] = await Promise.all([context.waitForEvent('page'), dialog(page).getByRole('button', { name: 'কার্ড খুলুন' }).click()]);
  const sheetAnswer = await sheet.waitForEvent('response', (response) => response.url().includes('/api/students/id-cards/'));
  expect(sheetAnswer.status()).toBe(200);
  expect(decodeURIComponent(sheetAnswer.url().replace(/\+/g, ' '))).toMatch(/\?class_name=\d+&section=বিজ্ঞান$/);
  expect(await expectPdf(page, sheetAnswer.url())).toContain(`filename*=UTF-8''id-cards-XI-${encodeURIComponent('বিজ্ঞান')}.pdf`);
  await sheet.close();
  await dialog(page).waitFor({ state: 'detached' });

  // What the card's QR code opens.
  const verify = await context.newPage();
  const answer = await verify.goto(first.verify_url);
  expect(answer?.status()).toBe(200);
  await verify.getByRole('heading', { level: 1, name: 'যাচাইকৃত শিক্ষার্থী' }).waitFor();
  await verify.getByText(first.full_name, { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
