// Teachers, staff and students through the dashboard as an Admin, against the real API: the phone rule, the
// server's field errors beside the field, and a teacher on the public /facnstaff page.
import { close, eventually, launch } from '../support/browser';
import { adminSession, deleteRow, dialog, openScreen, pngFile, row, search, toast, unique } from '../support/dashboard';
import { apiGet, siteMedia } from '../support/site';

beforeAll(launch);
afterAll(close);

const PHONE_RULE = 'enter 11 digit mobile number, 01XXXXXXXXX';

test('a teacher is added with a photo, shown on /facnstaff, edited and deleted', async () => {
  const { page, context, errors } = await adminSession();
  const name = `শিক্ষক ${unique()}`;
  await openScreen(page, 'teacher-info-form', 'শিক্ষকের তথ্য');
  await page.getByRole('button', { name: 'শিক্ষক যোগ করুন' }).click();
  const modal = dialog(page);
  await modal.getByLabel('পূর্ণ নাম').fill(name);
  await modal.getByLabel('পদবি').fill('প্রভাষক');
  await modal.getByLabel('বিষয়').fill('পদার্থবিজ্ঞান');
  await modal.getByLabel('মোবাইল').fill('01711');
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await modal.getByText(PHONE_RULE).waitFor();
  // Bengali digits count as digits.
  await modal.getByLabel('মোবাইল').fill('০১৭১১২২৩৩৪৪');
  await modal.getByLabel('ছবি', { exact: true }).setInputFiles(pngFile('teacher.png'));
  await modal.getByRole('img', { name: 'ছবি (প্রিভিউ)' }).waitFor();
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'শিক্ষক যোগ করা হয়েছে ✅');
  await search(page, 'নাম দিয়ে খুঁজুন', name);
  const added = row(page, name);
  await added.getByText('01711223344').waitFor();
  expect(await added.getByRole('img').getAttribute('src')).toMatch(siteMedia('teachers'));

  // The public list shows 12 teachers a page: the new one is on the page its place in the list gives.
  const teachers = await apiGet<{ full_name: string }[]>('teachers/');
  const place = teachers.findIndex((teacher) => teacher.full_name === name);
  await page.goto(`/facnstaff${place >= 12 ? `?page=${Math.floor(place / 12) + 1}` : ''}`);
  await page.getByText(name).first().waitFor();

  await openScreen(page, 'teacher-info-form', 'শিক্ষকের তথ্য');
  await search(page, 'নাম দিয়ে খুঁজুন', name);
  await page.getByRole('button', { name: `${name} সম্পাদনা` }).click();
  expect(await dialog(page).getByLabel('বিষয়').inputValue()).toBe('পদার্থবিজ্ঞান');
  await dialog(page).getByLabel('পদবি').fill('সহকারী অধ্যাপক');
  await dialog(page).getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'শিক্ষকের তথ্য আপডেট হয়েছে ✅');
  await row(page, name).getByText('সহকারী অধ্যাপক').waitFor();
  // The photo was kept by the edit.
  expect(await row(page, name).getByRole('img').getAttribute('src')).toMatch(siteMedia('teachers'));

  await deleteRow(page, name);
  await toast(page, 'শিক্ষক মুছে ফেলা হয়েছে ✅');
  await page.getByText('কোনো শিক্ষক পাওয়া যায়নি').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('staff: designation is required, the phone must have 11 digits, the designation filter lists what exists', async () => {
  const { page, context, errors } = await adminSession();
  const name = `কর্মচারী ${unique()}`;
  const designation = `হিসাবরক্ষক ${unique()}`;
  await openScreen(page, 'staff-info-form', 'কর্মচারীর তথ্য');
  await page.getByRole('button', { name: 'কর্মচারী যোগ করুন' }).click();
  const modal = dialog(page);
  await modal.getByLabel('পূর্ণ নাম').fill(name);
  await modal.getByLabel('মোবাইল').fill('0171122334455');
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await modal.getByText('এই তথ্যটি দিতে হবে।').waitFor();
  await modal.getByText(PHONE_RULE).waitFor();
  await modal.getByLabel('পদবি').fill(designation);
  await modal.getByLabel('মোবাইল').fill('01811-223344');
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'কর্মচারী যোগ করা হয়েছে ✅');
  await modal.waitFor({ state: 'detached' });

  await page.getByLabel('পদবি অনুযায়ী').selectOption(designation);
  await eventually(() => page.getByRole('row').count(), 2);
  await row(page, name).getByText('01811223344').waitFor();
  await page.getByRole('button', { name: 'পদবি অনুযায়ী মুছে দিন' }).click();

  await search(page, 'নাম দিয়ে খুঁজুন', name);
  await page.getByRole('button', { name: `${name} সম্পাদনা` }).click();
  expect(await dialog(page).getByLabel('পদবি').inputValue()).toBe(designation);
  await dialog(page).getByLabel('ইমেইল').fill('staff@college.example');
  await dialog(page).getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'কর্মচারীর তথ্য আপডেট হয়েছে ✅');
  await row(page, name).getByText('staff@college.example').waitFor();
  await deleteRow(page, name);
  await toast(page, 'কর্মচারী মুছে ফেলা হয়েছে ✅');
  expect(errors).toEqual([]);
  await context.close();
});

test('classes, sections and subjects: inline edit, the spec messages, a class in use cannot be deleted', async () => {
  const { page, context, errors } = await adminSession();
  const className = `শ্রেণি ${unique()}`;
  const sectionName = `সেকশন ${unique()}`;
  const subjectName = `গণিত ${unique()}`;

  await openScreen(page, 'add-class', 'শ্রেণি যোগ করুন');
  await page.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  await toast(page, '⚠️ শ্রেণির নাম দিন');
  await page.getByLabel('শ্রেণির নাম').fill(`${className}-x`);
  await page.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  await toast(page, '✅ শ্রেণি সফলভাবে যোগ করা হয়েছে!');
  // A duplicate name is refused by the server, its reason beside the field.
  await page.getByLabel('শ্রেণির নাম').fill(`${className}-X`);
  await page.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  await toast(page, '❌ শ্রেণি যোগ করতে ব্যর্থ হয়েছে');
  await page.getByText(`A class named "${className}-X" already exists.`).waitFor();

  await search(page, 'শ্রেণি খুঁজুন', className);
  await page.getByRole('button', { name: `${className}-x সম্পাদনা` }).click();
  const inline = page.getByRole('textbox', { name: 'শ্রেণির নাম' }).last();
  await inline.fill('  ');
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await toast(page, '⚠️ শ্রেণির নাম খালি রাখা যাবে না');
  await inline.fill(className);
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await toast(page, '✅ শ্রেণি সফলভাবে আপডেট হয়েছে!');
  await row(page, className).waitFor();

  await openScreen(page, 'sections', 'সেকশন');
  await page.getByLabel('সেকশনের নাম').fill(`${sectionName}-x`);
  await page.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  await toast(page, '✅ সেকশন সফলভাবে যোগ করা হয়েছে!');
  await search(page, 'সেকশন খুঁজুন', sectionName);
  await page.getByRole('button', { name: `${sectionName}-x সম্পাদনা` }).click();
  await page.getByRole('textbox', { name: 'সেকশনের নাম' }).last().fill(sectionName);
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await toast(page, '✅ সেকশন সফলভাবে আপডেট হয়েছে!');
  await row(page, sectionName).waitFor();

  await openScreen(page, 'add-subject', 'বিষয় যোগ করুন');
  await page.getByRole('button', { name: 'বিষয় যোগ করুন' }).click();
  const modal = dialog(page);
  await modal.getByLabel('বিষয়ের নাম').fill(subjectName);
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'please enter subject name and select class');
  await modal.getByLabel('শ্রেণি').selectOption({ label: className });
  await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
  await toast(page, 'বিষয় যোগ করা হয়েছে ✅');
  await page.getByLabel('শ্রেণি অনুযায়ী').selectOption({ label: className });
  await row(page, subjectName).getByText(className).waitFor();
  await eventually(() => page.getByRole('row').count(), 2);
  await page.getByRole('button', { name: `${subjectName} সম্পাদনা` }).click();
  expect(await dialog(page).getByLabel('শ্রেণি').inputValue()).not.toBe('');
  await dialog(page).getByLabel('বিষয়ের নাম').fill(`${subjectName} ২য় পত্র`);
  await dialog(page).getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'বিষয় আপডেট হয়েছে ✅');
  await row(page, `${subjectName} ২য় পত্র`).waitFor();

  // The class is in use by the subject: the server refuses, the dashboard says why.
  await openScreen(page, 'add-class', 'শ্রেণি যোগ করুন');
  await search(page, 'শ্রেণি খুঁজুন', className);
  await deleteRow(page, className);
  await toast(page, '❌ মুছতে ব্যর্থ');
  await toast(page, 'This record is still in use by 1 subject. Delete or change those first.');

  await openScreen(page, 'add-subject', 'বিষয় যোগ করুন');
  await search(page, 'বিষয়ের নাম দিয়ে খুঁজুন', subjectName);
  await deleteRow(page, `${subjectName} ২য় পত্র`);
  await toast(page, 'বিষয় মুছে ফেলা হয়েছে ✅');
  await page.getByText('no subject found').waitFor();

  for (const [path, title, label, name] of [
    ['add-class', 'শ্রেণি যোগ করুন', 'শ্রেণি খুঁজুন', className],
    ['sections', 'সেকশন', 'সেকশন খুঁজুন', sectionName],
  ]) {
    await openScreen(page, path, title);
    await search(page, label, name);
    await deleteRow(page, name);
    await toast(page, path === 'sections' ? '✅ সেকশন মুছে ফেলা হয়েছে!' : '✅ শ্রেণি মুছে ফেলা হয়েছে!');
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('a student needs a name, roll and class; a taken roll is refused beside the field; edit and delete', async () => {
  const { page, context, errors } = await adminSession();
  const className = `শ্রেণি ${unique()}`;
  const name = `শিক্ষার্থী ${unique()}`;
  await openScreen(page, 'add-class', 'শ্রেণি যোগ করুন');
  await page.getByLabel('শ্রেণির নাম').fill(className);
  await page.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  await toast(page, '✅ শ্রেণি সফলভাবে যোগ করা হয়েছে!');

  await openScreen(page, 'student-info-form', 'শিক্ষার্থীর তথ্য');
  const add = async (fullName: string, roll: string) => {
    await page.getByRole('button', { name: 'শিক্ষার্থী যোগ করুন' }).click();
    const modal = dialog(page);
    await modal.getByLabel('পূর্ণ নাম').fill(fullName);
    await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
    await toast(page, 'please fill name, roll number and class');
    await modal.getByLabel('রোল').fill(roll);
    await modal.getByLabel('শ্রেণি').selectOption({ label: className });
    await modal.getByLabel('অভিভাবক', { exact: true }).fill('আব্দুল করিম');
    await modal.getByRole('button', { name: 'সাবমিট করুন' }).click();
    return modal;
  };
  await add(name, '7');
  await toast(page, 'শিক্ষার্থী যোগ করা হয়েছে ✅');
  const modal = await add(`${name} দ্বিতীয়`, '7');
  await modal.getByText('Roll number 7 is already taken in this class and section.').first().waitFor();
  expect(await modal.getByLabel('রোল').getAttribute('aria-invalid')).toBe('true');
  await modal.getByRole('button', { name: 'বাতিল' }).click();

  await page.getByLabel('শ্রেণি অনুযায়ী').selectOption({ label: className });
  const added = row(page, name);
  await added.getByText('আব্দুল করিম').waitFor();
  await eventually(() => page.getByRole('row').count(), 2);

  await page.getByRole('button', { name: `${name} সম্পাদনা` }).click();
  expect(await dialog(page).getByLabel('ডিজিটাল আইডি').inputValue()).toMatch(/^DID-/);
  await dialog(page).getByLabel('রোল').fill('8');
  await dialog(page).getByRole('button', { name: 'আপডেট করুন' }).click();
  await toast(page, 'শিক্ষার্থীর তথ্য আপডেট হয়েছে ✅');
  await added.getByRole('cell', { name: '8', exact: true }).waitFor();

  await deleteRow(page, name);
  await toast(page, 'শিক্ষার্থী মুছে ফেলা হয়েছে ✅');
  await openScreen(page, 'add-class', 'শ্রেণি যোগ করুন');
  await search(page, 'শ্রেণি খুঁজুন', className);
  await deleteRow(page, className);
  await toast(page, '✅ শ্রেণি মুছে ফেলা হয়েছে!');
  expect(errors).toEqual([]);
  await context.close();
});
