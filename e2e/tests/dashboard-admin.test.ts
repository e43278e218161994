// The class routine (added, listed per class and section, an overlapping slot refused with the server's
// reason, edited, deleted), the contact inbox, the users screen, and the dashboard by keyboard at 768 px.
import { registerUser } from '../support/auth';
import { baseUrl, close, eventually, launch } from '../support/browser';
import { adminSession, api, deleteRow, dialog, openScreen, row, search, toast, unique } from '../support/dashboard';

beforeAll(launch);
afterAll(close);

test('a routine entry is added, listed for its class and section, an overlapping one is refused with the reason, then edited and deleted', async () => {
  const { page, context, errors } = await adminSession();
  const id = unique();
  const schoolClass = await api<{ id: number; name: string }>(page, 'POST', 'classes/', { name: `Class ${id}` });
  const section = await api<{ id: number; name: string }>(page, 'POST', 'sections/', { name: `Section ${id}` });
  const subject = await api<{ id: number; name: string }>(page, 'POST', 'subjects/', { name: `Physics ${id}`, class_name: schoolClass.id });
  const first = await api<{ id: number; full_name: string }>(page, 'POST', 'teachers/', { full_name: `Teacher A ${id}` });
  const second = await api<{ id: number; full_name: string }>(page, 'POST', 'teachers/', { full_name: `Teacher B ${id}` });

  await openScreen(page, 'class-routine', 'ক্লাস রুটিন');
  await page.getByRole('button', { name: 'Add Routine' }).click();
  await eventually(() => page.getByText('This field is required.').count(), 6);

  const fill = async (teacher: string, start: string, end: string) => {
    await page.getByLabel('Class').selectOption({ label: schoolClass.name });
    await page.getByLabel('Section').selectOption({ label: section.name });
    await page.getByLabel('Subject').selectOption({ label: subject.name });
    await page.getByLabel('Teacher').selectOption({ label: teacher });
    await page.getByLabel('Day').selectOption({ label: 'Sunday' });
    await page.getByLabel('Start Time').fill(start);
    await page.getByLabel('End Time').fill(end);
    await page.getByRole('button', { name: 'Add Routine' }).click();
  };
  await fill(first.full_name, '09:00', '09:45');
  await toast(page, 'Routine added successfully!');
  await eventually(() => page.getByLabel('Class').inputValue(), '');

  // The same class and section at an overlapping time: refused, with the server's reason.
  await fill(second.full_name, '09:30', '10:15');
  await toast(page, 'Something went wrong!');
  await page.getByText(`Class ${schoolClass.name}, section ${section.name} already has a class on Sunday from 09:00 to 09:45.`).waitFor();

  await page.getByRole('link', { name: 'See the routine list' }).click();
  await page.getByRole('heading', { level: 1, name: 'রুটিন তালিকা' }).waitFor();
  await page.getByLabel('Class', { exact: true }).selectOption({ label: schoolClass.name });
  await page.getByLabel('Section', { exact: true }).selectOption({ label: section.name });
  const entry = row(page, subject.name);
  await entry.getByText('Sunday').waitFor();
  await entry.getByText('09:00–09:45').waitFor();
  await entry.getByText(first.full_name).waitFor();
  await eventually(() => page.getByRole('row').count(), 2);

  const entryName = `${subject.name}, ${schoolClass.name} ${section.name}, 09:00–09:45`;
  await page.getByRole('button', { name: `${entryName} সম্পাদনা` }).click();
  const modal = dialog(page);
  await modal.getByRole('heading', { name: 'Edit routine entry' }).waitFor();
  await eventually(() => modal.getByLabel('Teacher').inputValue(), String(first.id));
  await modal.getByLabel('End Time').fill('10:00');
  await modal.getByRole('button', { name: 'Update Routine' }).click();
  await toast(page, 'Routine updated successfully!');
  await entry.getByText('09:00–10:00').waitFor();

  await deleteRow(page, `${subject.name}, ${schoolClass.name} ${section.name}, 09:00–10:00`);
  await toast(page, 'Routine deleted successfully!');
  await page.getByText('No routine entries found.').waitFor();

  await api(page, 'DELETE', `subjects/${subject.id}/`);
  for (const teacher of [first, second]) await api(page, 'DELETE', `teachers/${teacher.id}/`);
  await api(page, 'DELETE', `classes/${schoolClass.id}/`);
  await api(page, 'DELETE', `sections/${section.id}/`);
  expect(errors).toEqual([]);
  await context.close();
});

test('a contact message is read in a dialog (Escape closes it) and deleted', async () => {
  const { page, context, errors } = await adminSession();
  const name = `প্রেরক ${unique()}`;
  const message = 'ভর্তির শেষ তারিখ কবে? অনুগ্রহ করে জানাবেন।';
  // Sent as a visitor would (no session).
  const sent = await fetch(`${baseUrl()}/api/contacts/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: 'parent@example.com', phone: '', message }),
  });
  expect(sent.status).toBe(201);
  await openScreen(page, 'contacts', 'যোগাযোগ বার্তা');
  await search(page, 'বার্তা খুঁজুন', name);
  const read = page.getByRole('button', { name: `${name}-এর বার্তা পড়ুন` });
  await read.click();
  const modal = dialog(page);
  await modal.getByText(message).waitFor();
  await modal.getByRole('link', { name: 'parent@example.com' }).waitFor();
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  await eventually(() => read.evaluate((el) => el === document.activeElement), true);

  await deleteRow(page, `${name}-এর বার্তা`);
  await toast(page, 'বার্তা মুছে ফেলা হয়েছে ✅');
  await page.getByText('কোনো বার্তা নেই').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('an Admin makes another user Admin and takes it back', async () => {
  const username = `user${unique()}`;
  await registerUser(username, 'a-strong-pass-1');
  const { page, context, errors } = await adminSession();
  await openScreen(page, 'users', 'ব্যবহারকারী');
  await search(page, 'নাম বা ইউজারনেম দিয়ে খুঁজুন', username);
  const user = row(page, username);
  await user.getByText('সাধারণ', { exact: true }).waitFor();
  await page.getByRole('button', { name: `Test ${username}-কে অ্যাডমিন করুন` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'হ্যাঁ' }).click();
  await toast(page, 'ব্যবহারকারীর ভূমিকা পরিবর্তন হয়েছে ✅');
  await user.getByText('অ্যাডমিন', { exact: true }).waitFor();
  const users = await api<{ username: string; role: string }[]>(page, 'GET', 'users/');
  expect(users.find((u) => u.username === username)?.role).toBe('Admin');

  await page.getByRole('button', { name: `Test ${username}-কে সাধারণ ব্যবহারকারী করুন` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'হ্যাঁ' }).click();
  await user.getByText('সাধারণ', { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('at 768 px the dashboard fits the width, and the add modal works by keyboard (focus kept inside, Escape closes)', async () => {
  const { page, context, errors } = await adminSession({ width: 768, height: 1000 });
  await openScreen(page, 'staff-info-form', 'কর্মচারীর তথ্য');
  // Icon-only sidebar at this width; nothing scrolls sideways.
  expect(await page.getByRole('button', { name: 'মেনু বড় করুন' }).getAttribute('aria-expanded')).toBe('false');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const add = page.getByRole('button', { name: 'কর্মচারী যোগ করুন' });
  await add.focus();
  await page.keyboard.press('Enter');
  const modal = dialog(page);
  await modal.waitFor();
  await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name')), 'full_name');
  // Twenty presses of Tab never leave the dialog.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  const box = await modal.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(768);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  await eventually(() => add.evaluate((el) => el === document.activeElement), true);
  expect(errors).toEqual([]);
  await context.close();
});
