// The overview at /dashboard (the college's numbers, students by class, the latest messages, quick actions), the
// audit trail's screen (entries, their changes, filters in the URL) and the contact messages' read state.
import { screen, waitFor, within } from '@testing-library/react';
import { drfAnswer, jsonBody, type FakeApi, type SentRequest } from '../../remote-shared/src/testing/fakeApi';
import { monthOf } from '../src/features/overview/data';
import { bodyRows, currentUrl, fakeServer, findToast, renderScreen, stamp, uninstallFakeApi } from './screen';

jest.setTimeout(30000);

let api: FakeApi;
afterEach(() => uninstallFakeApi());

const STATS = {
  students: [
    { class_name: 1, class: 'একাদশ', section: 'ক', gender: 'female', count: 31 },
    { class_name: 1, class: 'একাদশ', section: 'খ', gender: 'male', count: 29 },
    { class_name: 2, class: 'দ্বাদশ', section: '', gender: null, count: 45 },
  ],
  teachers: 23,
  staff: 9,
};

const MESSAGES = [
  { id: 7, name: 'রাশেদ খান', email: 'rashed@example.com', phone: null, message: 'ভর্তির শেষ তারিখ কবে?', is_read: false, ...stamp },
  { id: 6, name: 'নুসরাত জাহান', email: null, phone: '01711223344', message: 'বৃত্তির ফলাফল কোথায় পাব?', is_read: true, ...stamp },
];

describe('the overview', () => {
  it('shows the counts from the real lists, students by class as a chart, the latest messages and quick actions', async () => {
    const month = monthOf(new Date());
    const notice = (id: number, date: string) => ({ id, title: `নোটিশ ${id}`, date, category: null, description: null, pdf_file: null, ...stamp });
    // This month's four, its first and last days included (the server's range takes both), and two outside it.
    const mid = `${month.date_after.slice(0, 8)}15`;
    api = fakeServer({
      'GET stats/': { data: STATS },
      'GET notices/': { data: [notice(1, month.date_before), notice(2, mid), notice(3, '2000-01-31'), notice(4, mid), notice(5, month.date_after), notice(6, '2999-12-01')] },
      'GET contacts/': { data: MESSAGES },
    });
    const { main } = renderScreen('');
    const glance = within(await main.findByRole('region', { name: 'এক নজরে' }));
    const count = (label: string) => glance.getByRole('link', { name: new RegExp(label) });
    await waitFor(() => expect(count('শিক্ষার্থী')).toHaveTextContent('১০৫ শিক্ষার্থী'));
    expect(count('শিক্ষক')).toHaveTextContent('২৩');
    expect(count('কর্মচারী')).toHaveTextContent('৯');
    await waitFor(() => expect(count('এই মাসের নোটিশ')).toHaveTextContent('৪'));
    await waitFor(() => expect(count('অপঠিত বার্তা')).toHaveTextContent('১'));
    expect(count('অপঠিত বার্তা')).toHaveAttribute('href', '/dashboard/contacts?is_read=false');
    expect(count('শিক্ষার্থী')).toHaveAttribute('href', '/dashboard/student-info-form');

    // One image, named by every number; the bars' texts in Bengali digits.
    const chart = main.getByRole('img', { name: 'শ্রেণিভিত্তিক শিক্ষার্থী: একাদশ ৬০ জন, দ্বাদশ ৪৫ জন' });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(chart).toHaveTextContent('একাদশ৬০দ্বাদশ৪৫');

    const latest = within(main.getByRole('region', { name: 'সাম্প্রতিক বার্তা' }));
    const items = latest.getAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual(['dash-inbox__item is-unread', 'dash-inbox__item']);
    expect(within(items[0]).getByText('অপঠিত')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('বৃত্তির ফলাফল কোথায় পাব?');
    expect(latest.getByRole('link', { name: 'সব বার্তা দেখুন' })).toHaveAttribute('href', '/dashboard/contacts');
    expect(api.sent('GET contacts/?page=1&page_size=5')).toHaveLength(1);

    const actions = within(main.getByRole('navigation', { name: 'দ্রুত কাজ' }));
    expect(actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['নোটিশ যোগ করুন', '/dashboard/notices?new=1'],
      ['শিক্ষার্থী যোগ করুন', '/dashboard/student-info-form?new=1'],
      ['শিক্ষার্থী ইমপোর্ট', '/dashboard/students/import'],
      ['আইডি কার্ড প্রিন্ট', '/dashboard/student-info-form'],
      ['ওয়েবসাইট দেখুন', '/'],
    ]);
  });

  it('says so when there are no students and no messages yet', async () => {
    fakeServer({ 'GET stats/': { data: { students: [], teachers: 0, staff: 0 } } });
    const { main } = renderScreen('');
    expect(await main.findByText('এখনো কোনো শিক্ষার্থী যোগ করা হয়নি।')).toBeInTheDocument();
    expect(await main.findByText('এখনো কোনো বার্তা আসেনি।')).toBeInTheDocument();
    expect(main.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the Admin the last backup's time and size, and that one is running", async () => {
    api = fakeServer({
      'GET stats/': { data: STATS },
      'GET backups/': { data: { last: { started_at: '2026-11-27T18:00:00.000Z', finished_at: '2026-11-27T18:02:30.000Z', size_bytes: 13_107_200, file_count: 214, kind: 'scheduled' }, running: true } },
    });
    const { main } = renderScreen('');
    const backup = within(await main.findByRole('region', { name: 'ব্যাকআপ' }));
    const time = await backup.findByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-27T18:02:30.000Z');
    expect(time.textContent).toMatch(/২০২৬/);
    expect(backup.getByText('সর্বশেষ ব্যাকআপ')).toBeInTheDocument();
    expect(backup.getByText('আকার').nextElementSibling).toHaveTextContent('১২.৫ MB (২১৪টি ফাইল)');
    expect(backup.getByText('এখন একটি ব্যাকআপ চলছে।')).toBeInTheDocument();
    expect(api.sent('GET backups/')).toHaveLength(1);
  });

  it('says so when no backup has been made yet', async () => {
    fakeServer({ 'GET stats/': { data: STATS }, 'GET backups/': { data: { last: null, running: false } } });
    const { main } = renderScreen('');
    const backup = within(await main.findByRole('region', { name: 'ব্যাকআপ' }));
    expect(await backup.findByText('এখনো কোনো ব্যাকআপ নেওয়া হয়নি। সার্ভার যিনি দেখেন, তাঁকে নিয়মিত ব্যাকআপ চালু করতে বলুন।')).toBeInTheDocument();
    expect(backup.queryByText('সর্বশেষ ব্যাকআপ')).not.toBeInTheDocument();
    expect(backup.queryByText('এখন একটি ব্যাকআপ চলছে।')).not.toBeInTheDocument();
  });

  it("a quick action's add link opens the list's add form, and the URL forgets it", async () => {
    fakeServer({ 'GET stats/': { data: STATS } });
    const { main, user } = renderScreen('');
    await user.click(within(main.getByRole('navigation', { name: 'দ্রুত কাজ' })).getByRole('link', { name: 'নোটিশ যোগ করুন' }));
    expect(await screen.findByRole('dialog', { name: 'নতুন নোটিশ' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl().url).toBe('/dashboard/notices'));
  });
});

const ENTRIES = [
  {
    id: 3,
    created_at: '2026-11-23T04:30:00.000Z',
    user_id: 1,
    username: 'admin',
    action: 'update',
    resource: 'contacts',
    record_id: 7,
    changes: { is_read: { before: false, after: true } },
  },
  {
    id: 2,
    created_at: '2026-11-22T10:00:00.000Z',
    user_id: 1,
    username: 'admin',
    action: 'update',
    resource: 'notices',
    record_id: 12,
    changes: { title: { before: 'ভর্তি বিজ্ঞপ্তি', after: 'ভর্তি বিজ্ঞপ্তি (সংশোধিত)' }, pdf_file: { before: null, after: 'notices/a1b2.pdf' } },
  },
  { id: 1, created_at: '2026-11-21T10:00:00.000Z', user_id: null, username: null, action: 'create', resource: 'contacts', record_id: 7, changes: { name: { after: 'রাশেদ খান' }, is_read: { after: false } } },
  { id: 0, created_at: '2026-11-20T10:00:00.000Z', user_id: 5, username: 'karim', action: 'update', resource: 'users', record_id: 5, changes: { password: { redacted: true } } },
];

function auditList(request: SentRequest) {
  const { resource, user, action } = request.query;
  const found = ENTRIES.filter((e) => (!resource || e.resource === resource) && (!user || String(e.user_id) === user) && (!action || e.action === action));
  return drfAnswer(found, request.query);
}

describe('the audit screen', () => {
  it('lists who changed what and when, in Bengali, each change opening to its values before and after', async () => {
    fakeServer({ 'GET audit/': auditList });
    const { main, user } = renderScreen('audit');
    expect(await main.findByRole('heading', { level: 1, name: 'পরিবর্তনের ইতিহাস' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const [first, second, third, fourth] = bodyRows();
    // Bengali digits and month in the time; the resource by its menu name; the record by number and name.
    expect(first[1]).toMatch(/^[০-৯]{1,2} নভে/);
    expect(first.slice(2, 6)).toEqual(['admin', 'পরিবর্তন', 'যোগাযোগ বার্তা', '#৭']);
    expect(second.slice(4, 6)).toEqual(['নোটিশ', '#১২ ভর্তি বিজ্ঞপ্তি (সংশোধিত)']);
    expect(third.slice(2, 6)).toEqual(['দর্শনার্থী', 'যোগ করা', 'যোগাযোগ বার্তা', '#৭ রাশেদ খান']);
    expect(fourth[6]).toContain('গোপন (দেখানো হয় না)');

    const rows = within(document.querySelector<HTMLElement>('.dash-table tbody')!).getAllByRole('row');
    const changes = within(rows[1]).getByText('শিরোনাম, PDF ফাইল');
    expect(changes.closest('details')).not.toHaveAttribute('open');
    await user.click(changes);
    expect(changes.closest('details')).toHaveAttribute('open');
    const values = within(changes.closest('details')!);
    expect(values.getByText('ভর্তি বিজ্ঞপ্তি')).toHaveClass('dash-change__before');
    expect(values.getByText('ভর্তি বিজ্ঞপ্তি (সংশোধিত)')).toHaveClass('dash-change__after');
    // Read aloud as "আগে: … পরে: …"; the arrow between them is only drawn.
    expect(values.getAllByText('আগে:', { exact: false }).map((label) => label.className)).toEqual(['dash-visually-hidden', 'dash-visually-hidden']);
    expect(values.getByText('notices/a1b2.pdf')).toHaveClass('dash-change__after');
    expect(within(rows[0]).getByText('না')).toHaveClass('dash-change__before');
    expect(within(rows[0]).getByText('হ্যাঁ')).toHaveClass('dash-change__after');
  });

  it('narrows by part, user and kind of change, each in the URL and asked of the server', async () => {
    api = fakeServer({
      'GET audit/': auditList,
      'GET users/': { data: [{ id: 1, username: 'admin', full_name: 'রহিমা খাতুন' }, { id: 5, username: 'karim', full_name: '' }] },
    });
    const { main, user } = renderScreen('audit');
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.selectOptions(main.getByLabelText('অংশ অনুযায়ী'), 'যোগাযোগ বার্তা');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(currentUrl().url).toBe('/dashboard/audit?resource=contacts');
    expect(api.sent('GET audit/?resource=contacts')[0].query).toEqual({ resource: 'contacts', page: '1', page_size: '10' });

    await user.selectOptions(await main.findByLabelText('ব্যবহারকারী অনুযায়ী'), 'রহিমা খাতুন (admin)');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(currentUrl().url).toBe('/dashboard/audit?resource=contacts&user=1');
    await user.selectOptions(main.getByLabelText('কাজ অনুযায়ী'), 'যোগ করা');
    await waitFor(() => expect(bodyRows()).toEqual([['কোনো পরিবর্তন পাওয়া যায়নি']]));
    expect(api.sent('GET audit/?resource=contacts&user=1&action=create')).toHaveLength(1);
  });

  it('toasts when the trail cannot be loaded', async () => {
    fakeServer({ 'GET audit/': { status: 500, data: { detail: 'Server error.' } } });
    const { main } = renderScreen('audit');
    expect(await main.findByRole('alert')).toHaveTextContent('তথ্য লোড করা যায়নি।');
    expect(await findToast('পরিবর্তনের ইতিহাস লোড করা যায়নি ❌')).toBeInTheDocument();
  });
});

describe('contact messages: read and unread', () => {
  it('shows unread messages bold with a mark; opening one marks it read, a button marks a read one unread', async () => {
    api = fakeServer({
      'GET contacts/': { data: MESSAGES },
      'PATCH contacts/7/': (request) => ({ data: { ...MESSAGES[0], ...(jsonBody(request.data) as object) } }),
      'PATCH contacts/6/': (request) => ({ data: { ...MESSAGES[1], ...(jsonBody(request.data) as object) } }),
    });
    const { main, user } = renderScreen('contacts');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const rows = within(document.querySelector<HTMLElement>('.dash-table tbody')!).getAllByRole('row');
    expect(rows.map((row) => row.classList.contains('is-unread'))).toEqual([true, false]);
    expect(within(rows[0]).getByText('অপঠিত')).toHaveClass('dash-badge');

    await user.click(main.getByRole('button', { name: 'রাশেদ খান-এর বার্তা পড়ুন' }));
    expect(await screen.findByRole('dialog', { name: 'রাশেদ খান-এর বার্তা' })).toHaveTextContent('ভর্তির শেষ তারিখ কবে?');
    await waitFor(() => expect(api.sent('PATCH contacts/7/')).toHaveLength(1));
    expect(jsonBody(api.sent('PATCH contacts/7/')[0].data)).toEqual({ is_read: true });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(main.getByRole('button', { name: 'নুসরাত জাহান-এর বার্তা অপঠিত চিহ্নিত করুন' }));
    await waitFor(() => expect(api.sent('PATCH contacts/6/')).toHaveLength(1));
    expect(jsonBody(api.sent('PATCH contacts/6/')[0].data)).toEqual({ is_read: false });
  });

  it('shows the unread ones alone with ?is_read=false', async () => {
    api = fakeServer({ 'GET contacts/': { data: MESSAGES } });
    const { main } = renderScreen('contacts?is_read=false');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(main.getByLabelText('পঠিত/অপঠিত')).toHaveDisplayValue('অপঠিত');
    expect(api.sent('GET contacts/?is_read=false')[0].query).toMatchObject({ is_read: 'false', page: '1' });
  });
});
