// The academic calendar's screen (issue 29): the generic list screen of a resource (crud/ResourceScreen) with nothing
// of its own, everything from its descriptor, the registry and the schema — the columns and their labels, a kind's
// Bengali label, the add and edit forms, the end date not before the start (checked before sending, and the
// server's refusal shown on the field in Bengali), and its place in the sidebar.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, type FakeApi } from '../../remote-shared/src/testing/fakeApi';
import { NAVIGATION } from '../src/navigation';
import { bodyRows, fakeServer, findToast, renderScreen, stamp, uninstallFakeApi } from './screen';

jest.setTimeout(30000);

const END_BEFORE_START = 'Ensure this date is not before start_date.';
const IN_BENGALI = 'তারিখটি শুরুর তারিখ-এর আগে হতে পারে না।';

const event = (id: number, extra = {}) => ({
  id,
  title: 'শীতকালীন ছুটি',
  kind: 'holiday',
  start_date: '2026-12-18',
  end_date: '2026-12-31',
  note: 'ছুটি শেষে নিয়মিত ক্লাস।',
  ...stamp,
  ...extra,
});

let api: FakeApi;
afterEach(() => uninstallFakeApi());

describe('the academic calendar screen', () => {
  it('lists every field with its label, the kind in Bengali, at /dashboard/calendar', async () => {
    api = fakeServer({ 'GET calendar/': { data: [event(1), event(2, { title: 'বিজয় দিবস', start_date: '2026-12-16', end_date: null, note: null })] } });
    const { main } = renderScreen('calendar');
    await main.findByRole('cell', { name: 'বিজয় দিবস' });
    expect(main.getByRole('heading', { level: 1, name: 'একাডেমিক ক্যালেন্ডার' })).toBeInTheDocument();
    expect(within(main.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'শিরোনাম',
      'ধরন',
      'শুরুর তারিখ',
      'শেষের তারিখ',
      'টীকা',
      'অ্যাকশন',
    ]);
    expect(bodyRows().map((row) => row.slice(0, 6))).toEqual([
      ['১', 'শীতকালীন ছুটি', 'ছুটি', '2026-12-18', '2026-12-31', 'ছুটি শেষে নিয়মিত ক্লাস।'],
      ['২', 'বিজয় দিবস', 'ছুটি', '2026-12-16', '', ''],
    ]);
    expect(main.getByRole('button', { name: 'বিজয় দিবস মুছুন' })).toBeInTheDocument();
  });

  it('adds an event: the kinds offered in Bengali, an end before the start refused before sending, the clean values sent', async () => {
    api = fakeServer({ 'POST calendar/': { status: 201, data: event(3, { title: 'একাদশ শ্রেণির ভর্তি', kind: 'admission' }) } });
    const { main, user } = renderScreen('calendar');
    await user.click(await main.findByRole('button', { name: 'ইভেন্ট যোগ করুন' }));
    const modal = within(screen.getByRole('dialog', { name: 'ক্যালেন্ডারে নতুন ইভেন্ট' }));
    const kind = modal.getByLabelText(/ধরন/);
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.any(String), 'ছুটি', 'পরীক্ষা', 'ভর্তি', 'অন্যান্য']);

    await user.type(modal.getByLabelText(/শিরোনাম/), 'একাদশ শ্রেণির ভর্তি');
    await user.selectOptions(kind, 'ভর্তি');
    await user.type(modal.getByLabelText(/শুরুর তারিখ/), '2027-07-15');
    await user.type(modal.getByLabelText(/শেষের তারিখ/), '2027-07-01');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(modal.getByLabelText(/শেষের তারিখ/)).toHaveAccessibleDescription(expect.stringContaining(IN_BENGALI));
    expect(api.sent('POST calendar/')).toHaveLength(0);

    await user.clear(modal.getByLabelText(/শুরুর তারিখ/));
    await user.type(modal.getByLabelText(/শুরুর তারিখ/), '2027-06-20');
    await user.type(modal.getByLabelText(/টীকা/), 'মূল নম্বরপত্র আনতে হবে।');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('ইভেন্ট যোগ করা হয়েছে ✅')).toBeInTheDocument();
    expect(jsonBody(api.sent('POST calendar/')[0].data)).toEqual({
      title: 'একাদশ শ্রেণির ভর্তি',
      kind: 'admission',
      start_date: '2027-06-20',
      end_date: '2027-07-01',
      note: 'মূল নম্বরপত্র আনতে হবে।',
    });
  });

  it("shows the server's refusal of an end before the start on the field, in Bengali", async () => {
    api = fakeServer({
      'GET calendar/': { data: [event(1)] },
      'PUT calendar/1/': { status: 400, data: { end_date: [END_BEFORE_START] } },
    });
    const { main, user } = renderScreen('calendar');
    await user.click(await main.findByRole('button', { name: 'শীতকালীন ছুটি সম্পাদনা' }));
    const modal = within(screen.getByRole('dialog', { name: 'ক্যালেন্ডারের ইভেন্ট সম্পাদনা' }));
    expect(modal.getByLabelText(/ধরন/)).toHaveValue('holiday');
    await user.click(modal.getByRole('button', { name: 'আপডেট করুন' }));
    await waitFor(() => expect(modal.getByLabelText(/শেষের তারিখ/)).toHaveAccessibleDescription(expect.stringContaining(IN_BENGALI)));
    expect(jsonBody(api.sent('PUT calendar/1/')[0].data)).toMatchObject({ start_date: '2026-12-18', end_date: '2026-12-31' });
  });

  it('stands in the sidebar under academic, from its descriptor', async () => {
    const groups = Object.fromEntries(NAVIGATION.flatMap((entry) => (entry.kind === 'group' ? [[entry.group.id, entry.group.items.map((i) => i.path)]] : [])));
    expect(groups.academic).toContain('calendar');
    api = fakeServer();
    const { main } = renderScreen('');
    expect(await main.findByRole('link', { name: 'একাডেমিক ক্যালেন্ডার' })).toHaveAttribute('href', '/dashboard/calendar');
  });
});
