// The overview and the audit trail, in the browser on the demo college: /dashboard shows the numbers of the real
// data (students, teachers, staff, this month's notices, unread messages); a visitor's message is unread there and
// on the messages screen, opening it marks it read, and the change is found in পরিবর্তনের ইতিহাস with its author.
import { baseUrl, close, eventually, launch } from '../support/browser';
import { adminSession, api, openScreen, row } from '../support/dashboard';
import { ADMIN } from '../support/server';

beforeAll(launch);
afterAll(close);

const bengali = (n: number) => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

interface Stats {
  students: { count: number }[];
  teachers: number;
  staff: number;
}

test('the overview counts the real data; a message opened is marked read, and the audit trail shows who did it', async () => {
  // A visitor writes (no session: the public form's API call).
  const sender = `দর্শনার্থী ${Date.now().toString(36)}`;
  const sent = await fetch(`${baseUrl()}/api/contacts/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: sender, phone: '01711223344', message: 'একাদশ শ্রেণির ভর্তির শেষ তারিখ জানতে চাই।', is_read: true }),
  });
  expect(sent.status).toBe(201);
  const message = (await sent.json()) as { id: number; is_read: boolean };
  expect(message.is_read).toBe(false);

  const { page, context, errors } = await adminSession({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ডে স্বাগতম' }).waitFor();

  // The numbers are the server's, in Bengali digits.
  const stats = await api<Stats>(page, 'GET', 'stats/');
  const students = stats.students.reduce((sum, line) => sum + line.count, 0);
  const unread = (await api<{ count: number }>(page, 'GET', 'contacts/?is_read=false&page_size=1')).count;
  const glance = page.getByRole('region', { name: 'এক নজরে' });
  const count = (name: string) => glance.getByRole('link', { name, exact: true });
  await eventually(() => count(`${bengali(students)} শিক্ষার্থী`).count(), 1);
  await eventually(() => count(`${bengali(stats.teachers)} শিক্ষক`).count(), 1);
  await eventually(() => count(`${bengali(stats.staff)} কর্মচারী`).count(), 1);
  await eventually(() => count(`${bengali(unread)} অপঠিত বার্তা`).count(), 1);
  expect(unread).toBeGreaterThanOrEqual(1);
  const chart = page.getByRole('img', { name: /^শ্রেণিভিত্তিক শিক্ষার্থী: / });
  await chart.waitFor();
  expect(await chart.locator('rect').count()).toBeGreaterThan(0);
  const latest = page.getByRole('region', { name: 'সাম্প্রতিক বার্তা' }).getByRole('listitem').first();
  await expect(latest.textContent()).resolves.toContain(sender);
  await expect(latest.getAttribute('class')).resolves.toContain('is-unread');
  // No backup has been made of the test server's college: the Admin is told so, as the server answers.
  expect(await api<{ last: unknown; running: boolean }>(page, 'GET', 'backups/')).toEqual({ last: null, running: false });
  await page.getByRole('region', { name: 'ব্যাকআপ' }).getByText('এখনো কোনো ব্যাকআপ নেওয়া হয়নি।', { exact: false }).waitFor();

  // On the messages screen the new message is unread; opening it marks it read.
  await openScreen(page, 'contacts', 'যোগাযোগ বার্তা');
  const line = row(page, sender);
  await eventually(async () => (await line.getAttribute('class')) ?? '', 'is-unread');
  await page.getByRole('button', { name: `${sender}-এর বার্তা পড়ুন` }).click();
  await page.getByRole('dialog', { name: `${sender}-এর বার্তা` }).waitFor();
  await eventually(async () => (await api<{ is_read: boolean }>(page, 'GET', `contacts/${message.id}/`)).is_read, true);
  await page.keyboard.press('Escape');
  await eventually(async () => (await line.getAttribute('class')) ?? '', '');

  // The audit trail names the Admin, the message and the change.
  await openScreen(page, 'audit', 'পরিবর্তনের ইতিহাস');
  await page.getByLabel('অংশ অনুযায়ী').selectOption('contacts');
  await page.waitForURL(/\/dashboard\/audit\?resource=contacts$/);
  const entry = page.getByRole('row').filter({ hasText: ADMIN.username }).filter({ has: page.locator('td').filter({ hasText: new RegExp(`^#${bengali(message.id)}$`) }) });
  await entry.first().waitFor();
  await expect(entry.first().textContent()).resolves.toContain('পরিবর্তন');
  await entry.first().locator('summary', { hasText: 'পঠিত' }).click();
  const values = entry.first().locator('details[open] dd');
  await expect(values.textContent()).resolves.toBe('আগে: না → পরে: হ্যাঁ');
  // The visitor's message itself: created by nobody signed in.
  await row(page, `#${bengali(message.id)} ${sender}`).filter({ hasText: 'দর্শনার্থী' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
