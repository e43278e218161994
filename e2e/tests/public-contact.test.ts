// The contact form against the real API: a refusal sends nothing; a message with a phone number is sent.
import { close, launch, newSession } from '../support/browser';

beforeAll(launch);
afterAll(close);

test('without email or phone the form refuses and sends nothing; with a phone number the message is sent and the form cleared', async () => {
  const { page, context, errors } = await newSession();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/contacts/')) posts.push(request.postData() ?? '');
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'যোগাযোগ ফর্ম' });
  await form.getByLabel('নাম').fill('রহিম উদ্দিন');
  await form.getByLabel('বার্তা').fill('একাদশ শ্রেণির ভর্তির শেষ তারিখ কবে?');
  await form.getByRole('button', { name: 'পাঠান' }).click();
  await page.getByRole('alert').filter({ hasText: '❌ অনুগ্রহ করে ইমেইল অথবা ফোন নম্বর প্রদান করুন।' }).waitFor();
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);

  await form.getByLabel('ফোন নম্বর').fill('০১৭১১২২৩৩৪৪');
  const answer = page.waitForResponse((response) => response.url().includes('/api/contacts/') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'পাঠান' }).click();
  expect((await answer).status()).toBe(201);
  await page.getByRole('status').filter({ hasText: '✅ মেসেজ সফলভাবে পাঠানো হয়েছে!' }).waitFor();
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0])).toEqual({ name: 'রহিম উদ্দিন', email: '', phone: '০১৭১১২২৩৩৪৪', message: 'একাদশ শ্রেণির ভর্তির শেষ তারিখ কবে?' });
  expect(await form.getByLabel('নাম').inputValue()).toBe('');
  expect(await form.getByLabel('বার্তা').inputValue()).toBe('');
  expect(errors).toEqual([]);
  await context.close();
});
