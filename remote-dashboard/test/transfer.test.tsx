// Import and export on the dashboard (issue 14): the import screens of students, teachers and staff (template, a
// file sent for a dry run with its upload's progress, the check with its errors first in Bengali, the import only
// after a clean check, every failure in Bengali), the students' photo ZIP, and the export of every list under its
// search and filters.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillMessage, IMPORT_MESSAGES } from 'remote_shared/transfer';
import { MESSAGES } from 'remote_shared/schemas';
import { localMessage } from '../src/crud/form';
import { itemMatches, NAVIGATION } from '../src/navigation';
import { deferred, formEntries, type FakeApi, type SentRequest } from '../../remote-shared/src/testing/fakeApi';
import { currentUrl, fakeServer, findToast, many, renderScreen, stamp, uninstallFakeApi } from './screen';

// Whole user journeys on a shared 2-core machine: more than the default 5 s.
jest.setTimeout(30000);

let api: FakeApi;
afterEach(() => uninstallFakeApi());

const csv = (text: string, name = 'students.csv') => new File([text], name, { type: 'text/csv' });
const GOOD = 'full_name,roll_number,class_name\nরহিম,1,একাদশ\nকরিম,2,একাদশ\n';

/** The file input of the screen (its label is the choose button). */
const fileInput = () => screen.getByLabelText('ফাইল বেছে নিন');
const importButton = () => screen.getByRole('button', { name: /ইমপোর্ট করুন$/ });
/** The rows of the table with this caption, each as its cells' texts. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}
const ERRORS = 'ত্রুটিগুলো (আগে এগুলো ঠিক করুন)';

const DRY_RUN_WITH_ERRORS = {
  dry_run: true,
  rows: 4,
  create: 2,
  errors: [
    { row: 3, field: 'roll_number', message: MESSAGES.required },
    { row: 4, field: 'class_name', message: fillMessage(IMPORT_MESSAGES.unknownClass, { value: 'দ্বাদশ খ' }) },
    { row: 4, field: 'full_name', message: IMPORT_MESSAGES.legacyText },
    { row: 5, field: 'contact_phone', message: MESSAGES.phone },
  ],
};

describe('The import screen', () => {
  it('offers the templates and, until a file is checked, no import', async () => {
    api = fakeServer();
    renderScreen('students/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'শিক্ষার্থী ইমপোর্ট' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV টেমপ্লেট নামান' })).toHaveAttribute('href', '/api/students/import/template/?format=csv');
    expect(screen.getByRole('link', { name: 'XLSX টেমপ্লেট নামান' })).toHaveAttribute('href', '/api/students/import/template/?format=xlsx');
    // The accepted formats and the Bijoy warning, in Bengali.
    expect(screen.getByText(/CSV UTF-8/)).toBeInTheDocument();
    expect(screen.getByText(/Unicode Text/, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText(/বিজয় বা SutonnyMJ ফন্টে লেখা বাংলা আগে ইউনিকোডে রূপান্তর করুন/)).toBeInTheDocument();
    // What each column takes, the required ones marked.
    const columns = tableRows('ইমপোর্ট ফাইলের কলাম');
    expect(columns.map(([name]) => name)).toEqual(expect.arrayContaining(['full_nameআবশ্যক', 'roll_numberআবশ্যক', 'class_nameআবশ্যক', 'section']));
    expect(importButton()).toBeDisabled();
    expect(importButton()).toHaveAccessibleDescription('আগে ফাইল বেছে নিন; যাচাইয়ে ত্রুটি না থাকলে ইমপোর্ট করা যাবে।');
    const backLink = screen.getByRole('link', { name: 'শিক্ষার্থীর তথ্য: তালিকায় ফিরে যান' });
    expect(backLink).toHaveAttribute('href', '/dashboard/student-info-form');
  });

  it.each([
    ['student-info-form', '/dashboard/students/import'],
    ['teacher-info-form', '/dashboard/teachers/import'],
    ['staff-info-form', '/dashboard/staff/import'],
  ])('is reached from the %s list', async (list, importPath) => {
    api = fakeServer();
    renderScreen(list);
    expect(await screen.findByRole('link', { name: 'ইমপোর্ট' })).toHaveAttribute('href', importPath);
  });

  it('sends the file for a dry run with its progress, shows the errors first in Bengali and keeps the import off', async () => {
    const halfway = deferred<void>();
    const uploaded = deferred<void>();
    const checked = deferred<void>();
    api = fakeServer({
      'POST students/import/': async (request: SentRequest) => {
        request.uploadProgress(512, 1024);
        await halfway.promise;
        request.uploadProgress(1024, 1024);
        await uploaded.promise;
        await checked.promise;
        return { data: DRY_RUN_WITH_ERRORS };
      },
    });
    const { user } = renderScreen('students/import');
    await user.upload(await screen.findByLabelText('ফাইল বেছে নিন'), csv('full_name\nx\n'));

    const bar = await screen.findByRole('progressbar', { name: 'আপলোডের অগ্রগতি' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    expect(screen.getByText('৫০%')).toBeInTheDocument();
    expect(screen.getByText('ফাইল আপলোড হচ্ছে…')).toHaveAttribute('role', 'status');
    // Nothing else can be sent meanwhile.
    expect(fileInput()).toBeDisabled();
    halfway.resolve();
    await screen.findByText('১০০%');
    expect(screen.getByText('আপলোড শেষ, যাচাই করা হচ্ছে…')).toHaveAttribute('role', 'status');
    uploaded.resolve();
    checked.resolve();

    const heading = await screen.findByRole('heading', { name: '৩. যাচাইয়ের ফলাফল' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const { file, dry_run: dryRun } = formEntries(api.sent('POST students/import/')[0].data);
    expect(dryRun).toBe('true');
    expect((file as File).name).toBe('students.csv');

    const summary = Object.fromEntries(Array.from(document.querySelectorAll('.dash-summary__item')).map((item) => [item.querySelector('dt')!.textContent, item.querySelector('dd')!.textContent]));
    expect(summary).toEqual({ 'মোট সারি': '৪', 'যোগ হবে': '২', ত্রুটি: '৪' });
    expect(tableRows(ERRORS)).toEqual([
      ['৩', 'রোল (roll_number)', 'এই তথ্যটি দিতে হবে।'],
      ['৪', 'শ্রেণি (class_name)', '"দ্বাদশ খ" নামে কোনো শ্রেণি নেই।'],
      ['৪', 'পূর্ণ নাম (full_name)', 'লেখাটি পুরোনো বিজয় (SutonnyMJ) এনকোডিংয়ে, ইউনিকোডে নয়। ইউনিকোড বাংলায় রূপান্তর করে আবার ইমপোর্ট করুন।'],
      ['৫', 'মোবাইল (contact_phone)', '11 ডিজিটের মোবাইল নম্বর লিখুন (01XXXXXXXXX)'],
    ]);
    // The errors come before the import step, whose button stays off.
    const errorTable = screen.getByRole('table', { name: ERRORS });
    const importStep = screen.getByRole('heading', { name: '৪. ইমপোর্ট করুন' });
    expect(errorTable.compareDocumentPosition(importStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(importButton()).toBeDisabled();
    expect(importButton()).toHaveAccessibleDescription(/ত্রুটি থাকলে ইমপোর্ট করা যায় না/);
    expect(api.sent('POST students/import/')).toHaveLength(1);
  });

  it('imports a clean file for real, then says how many and reloads the list', async () => {
    let students: object[] = [];
    api = fakeServer({
      'GET students/': () => ({ data: students }),
      'GET classes/': { data: [{ id: 1, name: 'একাদশ', ...stamp }] },
      'POST students/import/': (request) => {
        const { dry_run: dryRun } = formEntries(request.data);
        if (dryRun === 'true') return { data: { dry_run: true, rows: 2, create: 2, errors: [] } };
        students = [
          { id: 1, full_name: 'রহিম', roll_number: '1', class_name: 1, section: null, photo: null },
          { id: 2, full_name: 'করিম', roll_number: '2', class_name: 1, section: null, photo: null },
        ];
        return { status: 201, data: { dry_run: false, rows: 2, created: 2, errors: [] } };
      },
    });
    const { user } = renderScreen('student-info-form');
    await screen.findByText('কোনো শিক্ষার্থী পাওয়া যায়নি');
    await user.click(screen.getByRole('link', { name: 'ইমপোর্ট' }));
    await screen.findByRole('heading', { level: 1, name: 'শিক্ষার্থী ইমপোর্ট' });
    expect(currentUrl().url).toBe('/dashboard/students/import');
    // The sidebar still shows the students' screen as the current one.
    const studentsItem = NAVIGATION.flatMap((entry) => (entry.kind === 'group' ? entry.group.items : [entry.item])).find((item) => item.path === 'student-info-form')!;
    expect(itemMatches(studentsItem, '/dashboard/students/import')).toBe(true);
    expect(itemMatches(studentsItem, '/dashboard/students/photos')).toBe(true);

    await user.upload(fileInput(), csv(GOOD));
    expect(await screen.findByText('কোনো ত্রুটি নেই: ২ জন শিক্ষার্থী ইমপোর্টের জন্য প্রস্তুত।')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: ERRORS })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: '২ জন শিক্ষার্থী ইমপোর্ট করুন' });
    expect(button).toBeEnabled();
    await user.click(button);

    expect(await findToast('✅ ২ জন শিক্ষার্থী যোগ করা হয়েছে।')).toBeInTheDocument();
    const done = await screen.findByRole('heading', { name: '✅ ২ জন শিক্ষার্থী যোগ করা হয়েছে।' });
    await waitFor(() => expect(done).toHaveFocus());
    const sent = api.sent('POST students/import/').map((r) => formEntries(r.data));
    expect(sent.map((body) => body.dry_run)).toEqual(['true', 'false']);
    expect(sent[1].file).toBe(sent[0].file);

    await user.click(screen.getByRole('link', { name: 'তালিকায় দেখুন' }));
    expect(await screen.findByText('রহিম', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('করিম', { selector: 'td' })).toBeInTheDocument();
  });

  it('shows the errors of a real import the server refused the same way, and imports nothing', async () => {
    api = fakeServer({
      'POST students/import/': (request) =>
        formEntries(request.data).dry_run === 'true'
          ? { data: { dry_run: true, rows: 2, create: 2, errors: [] } }
          : {
              status: 400,
              data: {
                detail: fillMessage(IMPORT_MESSAGES.nothingImported, { count: 1 }),
                rows: 2,
                created: 0,
                errors: [{ row: 2, field: 'roll_number', message: IMPORT_MESSAGES.duplicateInDatabase }],
              },
            },
    });
    const { user } = renderScreen('students/import');
    await user.upload(await screen.findByLabelText('ফাইল বেছে নিন'), csv(GOOD));
    await user.click(await screen.findByRole('button', { name: '২ জন শিক্ষার্থী ইমপোর্ট করুন' }));
    expect(await findToast('ইমপোর্ট করা যায়নি ❌')).toBeInTheDocument();
    expect(await screen.findByText('কিছুই ইমপোর্ট হয়নি: ১টি সারিতে ত্রুটি আছে।')).toHaveAttribute('role', 'alert');
    expect(tableRows(ERRORS)).toEqual([['২', 'রোল (roll_number)', 'এই মান আগে থেকেই অন্য একটি রেকর্ডে আছে।']]);
    expect(importButton()).toBeDisabled();
  });

  it.each([
    ['a file the server cannot use (400)', { status: 400, data: { file: [fillMessage(IMPORT_MESSAGES.missingColumns, { columns: 'roll_number, class_name' })] } }, 'আবশ্যক কলাম নেই: roll_number, class_name।'],
    ['a file over the limit (413)', { status: 413, data: { detail: 'Request body is too large.' } }, 'Request body is too large.'],
    ['a 413 without words', { status: 413, data: null }, 'ফাইলটি অনেক বড়: সর্বোচ্চ ১০MB। ছোট ছোট ফাইলে ভাগ করে দিন।'],
    ['a user who may not import (403)', { status: 403, data: { detail: 'You do not have permission to perform this action.' } }, 'এই কাজের অনুমতি আপনার নেই; শুধু অ্যাডমিন এটি করতে পারেন।'],
    ['an ended session (401)', { status: 401, data: { detail: 'Authentication credentials were not provided.' } }, 'সেশনের মেয়াদ শেষ হয়েছে। আবার লগইন করুন।'],
    ['a server error (500)', { status: 500, data: 'boom' }, 'সার্ভারে সমস্যা হয়েছে, কিছুই বদলায়নি। একটু পরে আবার চেষ্টা করুন।'],
    ['no network', { networkError: true as const }, 'সার্ভারের সাথে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।'],
  ])('says why in Bengali for %s', async (_case, reply, message) => {
    api = fakeServer({ 'POST teachers/import/': reply });
    const { user } = renderScreen('teachers/import');
    await screen.findByRole('heading', { level: 1, name: 'শিক্ষক ইমপোর্ট' });
    await user.upload(fileInput(), csv('full_name\nx\n', 'teachers.csv'));
    const alert = await screen.findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(importButton()).toBeDisabled();
  });

  it('takes a file dropped on the zone like a chosen one', async () => {
    api = fakeServer({ 'POST staff/import/': { data: { dry_run: true, rows: 1, create: 1, errors: [] } } });
    renderScreen('staff/import');
    await screen.findByRole('heading', { level: 1, name: 'কর্মচারী ইমপোর্ট' });
    const zone = document.querySelector<HTMLElement>('.dash-drop')!;
    const dropped = csv('full_name,designation\nকরিম,অফিস সহায়ক\n', 'staff.csv');
    fireEvent.dragOver(zone, { dataTransfer: { files: [dropped] } });
    expect(zone).toHaveClass('is-over');
    fireEvent.drop(zone, { dataTransfer: { files: [dropped] } });
    expect(zone).not.toHaveClass('is-over');
    expect(await screen.findByText('কোনো ত্রুটি নেই: ১ জন কর্মচারী ইমপোর্টের জন্য প্রস্তুত।')).toBeInTheDocument();
    expect(formEntries(api.sent('POST staff/import/')[0].data).file).toBe(dropped);
    expect(screen.getByText('বেছে নেওয়া ফাইল: staff.csv')).toBeInTheDocument();
  });

  it('refuses a file of another kind or over 10 MB before sending it', async () => {
    api = fakeServer();
    const { user } = renderScreen('staff/import', { userEventOptions: { applyAccept: false } });
    await screen.findByRole('heading', { level: 1, name: 'কর্মচারী ইমপোর্ট' });
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'staff.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('শুধু CSV, TXT (Unicode Text) বা XLSX ফাইল দেওয়া যাবে।')).toHaveAttribute('role', 'alert');
    await user.upload(fileInput(), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'staff.xlsx'));
    expect(await screen.findByText('ফাইলটি অনেক বড়: সর্বোচ্চ ১০MB। ছোট ছোট ফাইলে ভাগ করে দিন।')).toBeInTheDocument();
    expect(api.sent('POST staff/import/')).toHaveLength(0);
  });
});

describe('The students’ photo ZIP', () => {
  const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'photos.zip', { type: 'application/zip' });
  const CLASSES = [
    { id: 1, name: 'একাদশ', ...stamp },
    { id: 2, name: 'দ্বাদশ', ...stamp },
  ];

  it('matches by roll within a class and section, lists the unusable files first, then puts the photos in place', async () => {
    let dryRunErrors = [{ file: 'abc.jpg', message: IMPORT_MESSAGES.photoName }];
    api = fakeServer({
      'GET classes/': { data: CLASSES },
      'GET sections/': { data: [{ id: 1, name: 'ক', ...stamp }] },
      'POST students/photos/': (request) => {
        const matched = [{ file: '1.jpg', id: 7, full_name: 'রহিম' }];
        if (formEntries(request.data).dry_run === 'true') return { data: { dry_run: true, files: matched.length + dryRunErrors.length, matched, errors: dryRunErrors } };
        return { status: 201, data: { dry_run: false, files: 1, updated: 1, matched, errors: [] } };
      },
    });
    const { user } = renderScreen('students/photos');
    await screen.findByRole('heading', { level: 1, name: 'শিক্ষার্থীর ছবি ইমপোর্ট' });
    expect(screen.getByRole('radio', { name: 'রোল নম্বর (একটি শ্রেণি ও সেকশনের)' })).toBeChecked();

    // By roll, the class and the section are needed first (the students' rules, as the server checks them).
    await user.upload(fileInput(), zip());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'শ্রেণি' })).toHaveAccessibleDescription('এই তথ্যটি দিতে হবে।'));
    expect(screen.getByRole('combobox', { name: 'সেকশন' })).toHaveAccessibleDescription(/এই তথ্যটি দিতে হবে।/);
    expect(api.sent('POST students/photos/')).toHaveLength(0);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'শ্রেণি' }), 'দ্বাদশ');
    await user.type(screen.getByRole('combobox', { name: 'সেকশন' }), 'ক');
    await user.upload(fileInput(), zip());
    await screen.findByRole('heading', { name: '৩. যাচাইয়ের ফলাফল' });
    expect(formEntries(api.sent('POST students/photos/')[0].data)).toMatchObject({ match: 'roll', class_name: '2', section: 'ক', dry_run: 'true' });
    expect(tableRows('যে ফাইলগুলো নেওয়া যাবে না (আগে এগুলো ঠিক করুন)')).toEqual([['abc.jpg', 'ফাইলের নাম হতে হবে রোল নম্বর বা ডিজিটাল আইডি, তারপর .jpg, .jpeg, .png বা .webp।']]);
    expect(tableRows('যাদের ছবি বসবে')).toEqual([['১', '1.jpg', 'রহিম']]);
    expect(screen.getByRole('button', { name: 'ছবি বসান' })).toBeDisabled();

    // The ZIP fixed: by digital ID this time (the check made for the roll is dropped), then applied.
    dryRunErrors = [];
    await user.click(screen.getByRole('radio', { name: 'ডিজিটাল আইডি' }));
    expect(screen.queryByRole('heading', { name: '৩. যাচাইয়ের ফলাফল' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'শ্রেণি' })).not.toBeInTheDocument();
    await user.upload(fileInput(), zip());
    await user.click(await screen.findByRole('button', { name: '১টি ছবি বসান' }));
    expect(await findToast('✅ ১ জন শিক্ষার্থীর ছবি বসানো হয়েছে।')).toBeInTheDocument();
    const bodies = api.sent('POST students/photos/').map((r) => formEntries(r.data));
    expect(bodies.slice(1).map(({ match, dry_run: dryRun, class_name: className }) => [match, dryRun, className])).toEqual([
      ['digital_id_code', 'true', undefined],
      ['digital_id_code', 'false', undefined],
    ]);
  });
});

describe('Export of the lists', () => {
  const click = jest.fn<void, [string, string]>();
  beforeEach(() => {
    click.mockClear();
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    // The saving anchor's click (jsdom does not download): what it would save, under which name.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      click(this.href, this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('links to the list as filtered (search and filters, not the page) as CSV and XLSX, and saves what the server answers', async () => {
    const students = many(25, (i) => ({ id: i, full_name: `রহিম ${i}`, roll_number: String(i), class_name: 2, section: null, photo: null }));
    api = fakeServer({ 'GET classes/': { data: [{ id: 2, name: 'দ্বাদশ', ...stamp }] }, 'GET students/': { data: students }, 'GET students/export/': { data: 'full_name\r\nরহিম\r\n' } });
    const { user } = renderScreen('student-info-form?page=3&search=রহিম&class_name=2');
    await screen.findByText('রহিম 21', { selector: 'td' });
    const exports = screen.getByRole('group', { name: 'এক্সপোর্ট' });
    const csvLink = within(exports).getByRole('link', { name: 'CSV ফাইলে এক্সপোর্ট' });
    const href = new URL(csvLink.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/api/students/export/');
    expect(Object.fromEntries(href.searchParams)).toEqual({ search: 'রহিম', class_name: '2', format: 'csv' });
    expect(new URL(within(exports).getByRole('link', { name: 'XLSX ফাইলে এক্সপোর্ট' }).getAttribute('href')!, 'http://x').searchParams.get('format')).toBe('xlsx');

    await user.click(csvLink);
    await waitFor(() => expect(click).toHaveBeenCalledWith('blob:export', expect.stringMatching(/^students-\d{4}-\d{2}-\d{2}\.csv$/)));
    expect(api.sent('GET students/export/')[0].query).toEqual({ search: 'রহিম', class_name: '2', format: 'csv' });
    // The page's own URL did not move.
    expect(currentUrl().url).toBe('/dashboard/student-info-form?page=3&search=রহিম&class_name=2');
  });

  it('follows the search as it changes, on the other lists too', async () => {
    api = fakeServer();
    const { user, unmount } = renderScreen('add-class');
    const link = await screen.findByRole('link', { name: 'CSV ফাইলে এক্সপোর্ট' });
    expect(link).toHaveAttribute('href', '/api/classes/export/?format=csv');
    await user.type(screen.getByRole('searchbox', { name: 'শ্রেণি খুঁজুন' }), 'একাদশ');
    await waitFor(() => expect(link).toHaveAttribute('href', `/api/classes/export/?search=${encodeURIComponent('একাদশ')}&format=csv`));
    unmount();
    renderScreen('notices?search=ভর্তি');
    expect(await screen.findByRole('link', { name: 'XLSX ফাইলে এক্সপোর্ট' })).toHaveAttribute('href', `/api/notices/export/?search=${encodeURIComponent('ভর্তি')}&format=xlsx`);
  });

  it('toasts in Bengali when the server refuses the export', async () => {
    api = fakeServer({ 'GET contacts/export/': { status: 403, data: { detail: 'You do not have permission to perform this action.' } } });
    const { user } = renderScreen('contacts');
    await user.click(await screen.findByRole('link', { name: 'XLSX ফাইলে এক্সপোর্ট' }));
    expect(await findToast('এক্সপোর্ট করা যায়নি ❌ এই কাজের অনুমতি আপনার নেই; শুধু অ্যাডমিন এটি করতে পারেন।')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});

describe('The messages of an import, in Bengali', () => {
  it('reads every import message, its values kept (counts in Bengali digits)', () => {
    expect(localMessage(fillMessage(IMPORT_MESSAGES.duplicateInFile, { row: 12 }))).toBe('এই ফাইলের ১২ নম্বর সারিতেও একই মান আছে।');
    expect(localMessage(fillMessage(IMPORT_MESSAGES.noStudentWithRoll, { value: '045' }))).toBe('এই শ্রেণি ও সেকশনে 045 রোলের কোনো শিক্ষার্থী নেই।');
    expect(localMessage(fillMessage(IMPORT_MESSAGES.tooManyRows, { max: 10000 }))).toBe('ফাইলে ১০০০০টির বেশি সারি আছে। ছোট ছোট ফাইলে ভাগ করে দিন।');
    expect(localMessage(MESSAGES.maxLength(100))).toBe('সর্বোচ্চ ১০০ অক্ষর লেখা যাবে।');
    expect(localMessage(MESSAGES.choice('boy'))).toBe('"boy" গ্রহণযোগ্য মান নয়।');
    // The server's own words, unknown here, pass unchanged.
    expect(localMessage('Something else.')).toBe('Something else.');
  });
});
