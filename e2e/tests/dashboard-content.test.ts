// The dashboard's content screens as an Admin, against the real API, and their effect on the public site:
// notices on /notice, photos on /gallery (with the upload rows' limits), the institution form, the principal's
// message on /, committee members.
import { close, eventually, launch } from '../support/browser';
import { siteMedia } from '../support/site';
import { adminSession, api, deleteRow, dialog, openScreen, pdfFile, pngFile, row, search, toast, unique } from '../support/dashboard';

beforeAll(launch);
afterAll(close);

test('a notice is added with its PDF, shown on /notice, edited, then deleted after confirmation', async () => {
  const { page, context, errors } = await adminSession();
  const title = `পরীক্ষার নোটিশ ${unique()}`;
  await openScreen(page, 'notices', 'নোটিশ');

  await page.getByRole('button', { name: 'নোটিশ যোগ করুন' }).click();
  let modal = dialog(page);
  await modal.getByRole('heading', { name: 'নতুন নোটিশ' }).waitFor();
  // Title is required: nothing is sent without it.
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await modal.getByText('এই তথ্যটি দিতে হবে।').waitFor();
  await modal.getByLabel('শিরোনাম').fill(title);
  await modal.getByLabel('বিবরণ').fill('এটি একটি দীর্ঘ বিবরণ যা চল্লিশ অক্ষরের বেশি লম্বা, তাই টেবিলে কাটা হবে।');
  await modal.getByLabel('PDF ফাইল').setInputFiles(pdfFile());
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'নোটিশ যুক্ত হয়েছে ✅');
  await modal.waitFor({ state: 'detached' });

  await search(page, 'নোটিশ খুঁজুন', title);
  const added = row(page, title);
  await added.waitFor();
  expect(await added.getByRole('cell').nth(3).textContent()).toMatch(/^.{40}\.\.\.$/u);
  expect(await added.getByRole('link').getAttribute('href')).toMatch(siteMedia('notices', '\\.pdf'));

  // The public notice page lists it.
  await page.goto('/notice');
  await page.getByText(title).first().waitFor();

  await openScreen(page, 'notices', 'নোটিশ');
  await search(page, 'নোটিশ খুঁজুন', title);
  await page.getByRole('button', { name: `${title} সম্পাদনা` }).click();
  modal = dialog(page);
  await modal.getByRole('heading', { name: 'নোটিশ সম্পাদনা' }).waitFor();
  expect(await modal.getByLabel('শিরোনাম').inputValue()).toBe(title);
  await modal.getByLabel('শিরোনাম').fill(`${title} (সংশোধিত)`);
  await modal.getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'নোটিশ আপডেট হয়েছে ✅');
  await row(page, `${title} (সংশোধিত)`).waitFor();
  // The PDF was kept: the edit sent no file.
  expect(await row(page, title).getByRole('link').count()).toBe(1);

  await deleteRow(page, `${title} (সংশোধিত)`);
  await toast(page, 'নোটিশ মুছে ফেলা হয়েছে ✅');
  await page.getByText('কোনো নোটিশ পাওয়া যায়নি').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('gallery upload keeps 1 to 4 rows with the spec messages, uploads each photo, and the list edits and deletes them', async () => {
  const { page, context, errors } = await adminSession();
  const caption = `ক্যাম্পাস ${unique()}`;
  await openScreen(page, 'gallery-upload', 'গ্যালারি ছবি');

  await page.getByRole('button', { name: 'আপলোড করুন' }).click();
  await toast(page, 'অন্তত ১টি ছবি আপলোড করুন!');
  await page.getByRole('button', { name: 'সারি ১ সরান' }).click();
  await toast(page, 'অন্তত ১টি ছবি আপলোড করতে হবে!');

  const addRow = page.getByRole('button', { name: 'আরও ছবি যোগ করুন' });
  for (let i = 0; i < 3; i++) await addRow.click();
  expect(await page.getByRole('group').count()).toBe(4);
  await addRow.click();
  await toast(page, 'সর্বোচ্চ ৪টি ছবি আপলোড করা যাবে!');
  expect(await page.getByRole('group').count()).toBe(4);
  await page.getByRole('button', { name: 'সারি ৪ সরান' }).click();
  await page.getByRole('button', { name: 'সারি ৩ সরান' }).click();

  const first = page.getByRole('group', { name: 'ছবি ১' });
  await first.getByLabel('ছবি', { exact: true }).setInputFiles(pngFile('one.png'));
  await first.getByLabel('ক্যাপশন').fill(`${caption} ১`);
  const second = page.getByRole('group', { name: 'ছবি ২' });
  await second.getByLabel('ছবি', { exact: true }).setInputFiles(pngFile('two.png'));
  await second.getByLabel('ক্যাপশন').fill(`${caption} ২`);
  await page.getByRole('button', { name: 'আপলোড করুন' }).click();
  await toast(page, 'গ্যালারি সফলভাবে আপলোড হয়েছে!');
  await eventually(() => page.getByRole('group').count(), 1);

  // Both photos are on the public gallery.
  await page.goto('/gallery');
  await page.getByText(`${caption} ১`).first().waitFor();
  await page.getByText(`${caption} ২`).first().waitFor();

  await page.goto('/dashboard/gallery-upload');
  await page.getByRole('link', { name: 'গ্যালারি তালিকা দেখুন' }).click();
  await page.getByRole('heading', { level: 1, name: 'গ্যালারি তালিকা' }).waitFor();
  await page.getByRole('button', { name: `${caption} ১ সম্পাদনা` }).click();
  await page.getByLabel('ক্যাপশন').fill(`${caption} নতুন`);
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await toast(page, 'ছবি সফলভাবে আপডেট হয়েছে!');
  await page.getByText(`${caption} নতুন`).waitFor();

  await deleteRow(page, `${caption} নতুন`);
  await toast(page, 'ছবি মুছে ফেলা হয়েছে!');
  await deleteRow(page, `${caption} ২`);
  await eventually(() => page.getByText(caption).count(), 0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the institution form creates or updates the record and keeps its logo when none is chosen', async () => {
  const { page, context, errors } = await adminSession();
  const name = `সরকারি মডেল কলেজ ${unique()}`;
  await openScreen(page, 'college-info', 'প্রতিষ্ঠানের তথ্য');
  const submit = page.getByRole('button', { name: /^(সাবমিট করুন|আপডেট করুন)$/ });
  const wasNew = (await submit.textContent()) === 'সাবমিট করুন';

  await page.getByLabel('প্রতিষ্ঠানের নাম').fill('');
  await page.getByLabel('যোগাযোগের ইমেইল').fill('not-an-email');
  await submit.click();
  await page.getByText('সঠিক ইমেইল ঠিকানা লিখুন।').waitFor();

  await page.getByLabel('প্রতিষ্ঠানের নাম').fill(name);
  await page.getByLabel('যোগাযোগের ইমেইল').fill('info@college.example');
  await page.getByLabel('যোগাযোগের ফোন').fill('০১৭১১০০০০০০');
  await page.getByLabel('ঠিকানা', { exact: true }).fill('ঢাকা, বাংলাদেশ');
  await page.getByLabel('লোগো', { exact: true }).setInputFiles(pngFile('logo.png'));
  await submit.click();
  await toast(page, wasNew ? 'প্রতিষ্ঠানের তথ্য সফলভাবে জমা হয়েছে ✅' : 'প্রতিষ্ঠানের তথ্য সফলভাবে আপডেট হয়েছে ✅');
  await page.getByRole('button', { name: 'আপডেট করুন' }).waitFor();
  // Once the saved record is read back, the preview shows the stored logo instead of the chosen file (its URL is
  // absolute, as DRF answers it, on the site's own origin).
  const preview = page.getByRole('img', { name: 'লোগো (প্রিভিউ)' });
  await eventually(async () => /^https?:\/\/[^/]+\/media\//.test((await preview.getAttribute('src')) ?? ''), true);
  const logo = await preview.getAttribute('src');

  // A second save without a new file keeps the logo.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'প্রতিষ্ঠানের তথ্য' }).waitFor();
  expect(await page.getByLabel('প্রতিষ্ঠানের নাম').inputValue()).toBe(name);
  await page.getByLabel('প্রতিষ্ঠানের ইতিহাস').fill('১৯৬০ সালে প্রতিষ্ঠিত।');
  await page.getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'প্রতিষ্ঠানের তথ্য সফলভাবে আপডেট হয়েছে ✅');
  const institution = await page.evaluate(async () => (await (await fetch('/api/institutions/')).json())[0]);
  expect(institution).toMatchObject({ name, history: '১৯৬০ সালে প্রতিষ্ঠিত।', contact_phone: '01711000000' });
  expect(institution.logo).toMatch(siteMedia('institution'));
  expect(logo).toBe(institution.logo);
  // The sidebar shows the new logo.
  expect(await page.getByRole('link', { name }).locator('img').getAttribute('src')).toBe(institution.logo);
  expect(errors).toEqual([]);
  await context.close();
});

test("the principal form loads the chosen designation's record; the message shows on /", async () => {
  const { page, context, errors } = await adminSession();
  const message = `শিক্ষাই জাতির মেরুদণ্ড। ${unique()}`;
  await openScreen(page, 'principal-info', 'অধ্যক্ষ/উপাধ্যক্ষ');
  await page.getByText('তথ্য দেখতে ও লিখতে প্রথমে পদবি নির্বাচন করুন।').waitFor();
  await page.getByLabel('পদবি নির্বাচন করুন').selectOption('principal');
  const submit = page.getByRole('button', { name: /^(সাবমিট করুন|আপডেট করুন)$/ });
  await submit.waitFor();
  await page.getByLabel('পূর্ণ নাম').fill('অধ্যাপক করিম উদ্দিন');
  await page.getByLabel('ইমেইল').fill('principal@college.example');
  await page.getByLabel('বার্তা').fill(message);
  await page.getByLabel('ছবি', { exact: true }).setInputFiles(pngFile('principal.png'));
  const existed = (await submit.textContent()) === 'আপডেট করুন';
  await submit.click();
  await toast(page, existed ? 'তথ্য সফলভাবে আপডেট হয়েছে ✅' : 'তথ্য সফলভাবে সংরক্ষণ হয়েছে ✅');
  // Fields clear after a save.
  await page.getByText('তথ্য দেখতে ও লিখতে প্রথমে পদবি নির্বাচন করুন।').waitFor();

  // Choosing the designation again loads the record, in update mode.
  await page.getByLabel('পদবি নির্বাচন করুন').selectOption('principal');
  await page.getByRole('button', { name: 'আপডেট করুন' }).waitFor();
  expect(await page.getByLabel('বার্তা').inputValue()).toBe(message);
  // The vice-principal is another record (demo content may hold one, or none).
  const [vice] = await api<{ message: string | null }[]>(page, 'GET', 'principal-vice-principal/?designation=vice_principal');
  await page.getByLabel('পদবি নির্বাচন করুন').selectOption('vice_principal');
  await eventually(() => page.getByLabel('বার্তা').inputValue(), vice?.message ?? '');

  await page.goto('/');
  await page.getByText(message).first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a committee member is added with the required fields, edited and deleted', async () => {
  const { page, context, errors } = await adminSession();
  const name = `সদস্য ${unique()}`;
  await openScreen(page, 'committee-member', 'কমিটি সদস্য');
  await page.getByRole('button', { name: 'সদস্য যোগ করুন' }).click();
  const modal = dialog(page);
  await modal.getByLabel('পূর্ণ নাম').fill(name);
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await modal.getByText('এই তথ্যটি দিতে হবে।').waitFor();
  await modal.getByLabel('ভূমিকা').fill('সভাপতি');
  await modal.getByLabel('ফোন').fill('02-9110000');
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'সদস্য যোগ করা হয়েছে ✅');

  await search(page, 'নাম দিয়ে খুঁজুন', name);
  await row(page, name).getByText('সভাপতি').waitFor();
  await search(page, 'ভূমিকা দিয়ে খুঁজুন', 'কোষাধ্যক্ষ');
  await page.getByText('no member found').waitFor();
  await search(page, 'ভূমিকা দিয়ে খুঁজুন', '');

  await page.getByRole('button', { name: `${name} সম্পাদনা` }).click();
  await dialog(page).getByLabel('ভূমিকা').fill('সদস্য সচিব');
  await dialog(page).getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'সদস্যের তথ্য আপডেট হয়েছে ✅');
  await row(page, name).getByText('সদস্য সচিব').waitFor();

  await page.goto('/');
  await page.getByText(name).first().waitFor();
  await openScreen(page, 'committee-member', 'কমিটি সদস্য');
  await search(page, 'নাম দিয়ে খুঁজুন', name);
  await deleteRow(page, name);
  await toast(page, 'সদস্য মুছে ফেলা হয়েছে ✅');
  await page.getByText('no member found').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
