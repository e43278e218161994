// The public record's screens (issue 13): results, routines as files, and the recognition and permission letters —
// their tables (names of classes, Bengali digits, the pass rate, the file's link), filters sent to the server, the
// add and edit forms (a PDF or an image, 10 MB, required when the record has none; the exam names suggested by
// category; the count rules before sending) and deletes.
import { screen, waitFor, within } from '@testing-library/react';
import { formEntries, type FakeApi } from '../../remote-shared/src/testing/fakeApi';
import { passRate } from '../src/features/results/ResultsScreen';
import { NAVIGATION } from '../src/navigation';
import { bodyRows, currentUrl, fakeServer, findToast, renderScreen, stamp, uninstallFakeApi } from './screen';

jest.setTimeout(30000);

const MB = 1024 * 1024;
const pdfFile = (name = 'result.pdf', size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const pngFile = (name = 'letter.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const CLASSES = [
  { id: 11, name: 'একাদশ', ...stamp },
  { id: 12, name: 'দ্বাদশ', ...stamp },
];

const result = (id: number, extra = {}) => ({
  id,
  year: 2024,
  category: 'Public',
  class_name: 12,
  exam_name: 'HSC',
  examinees: 120,
  passed: 98,
  gpa5: 14,
  file: `/media/results/r${id}.pdf`,
  ...stamp,
  ...extra,
});

let api: FakeApi;
afterEach(() => uninstallFakeApi());

describe('Results', () => {
  it('lists year, category, class, exam, the counts and pass rate in Bengali digits, and a link to the sheet', async () => {
    api = fakeServer({
      'GET classes/': { data: CLASSES },
      'GET results/': { data: [result(2), result(1, { year: 2023, category: 'Internal', class_name: 11, exam_name: 'Half Yearly', examinees: null, passed: null, gpa5: null, file: '/media/results/r1.png' })] },
    });
    const { main } = renderScreen('results');
    await waitFor(() => expect(bodyRows()[0][3]).toBe('দ্বাদশ'));
    expect(within(main.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#', 'বছর', 'পরীক্ষার ধরন', 'শ্রেণি', 'পরীক্ষার নাম', 'পরীক্ষার্থী', 'উত্তীর্ণ', 'জিপিএ-৫', 'পাসের হার', 'ফলাফলের ফাইল', 'অ্যাকশন',
    ]);
    const [first, second] = bodyRows();
    expect(first.slice(0, 10)).toEqual(['১', '২০২৪', 'পাবলিক পরীক্ষা', 'দ্বাদশ', 'HSC', '১২০', '৯৮', '১৪', '৮১.৭%', 'PDF দেখুন']);
    expect(second.slice(0, 10)).toEqual(['২', '২০২৩', 'অভ্যন্তরীণ পরীক্ষা', 'একাদশ', 'Half Yearly', '', '', '', '', 'ছবি দেখুন']);
    const link = main.getByRole('link', { name: 'HSC ২০২৪ (দ্বাদশ): PDF দেখুন' });
    expect(link).toHaveAttribute('href', '/media/results/r2.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(main.getByRole('button', { name: 'HSC ২০২৪ (দ্বাদশ) মুছুন' })).toBeInTheDocument();
  });

  it('computes the pass rate only where both counts are given', () => {
    expect(passRate({ examinees: 200, passed: 150 })).toBe('৭৫%');
    expect(passRate({ examinees: 3, passed: 2 })).toBe('৬৬.৭%');
    expect(passRate({ examinees: null, passed: 5 })).toBe('');
    expect(passRate({ examinees: 0, passed: 0 })).toBe('');
  });

  it('filters by category, year (the years there are results of, newest first) and class, each a server parameter in the URL', async () => {
    api = fakeServer({
      'GET classes/': { data: CLASSES },
      'GET results/': { data: [result(3), result(2, { year: 2023 }), result(1, { year: 2022, category: 'Internal', class_name: 11, exam_name: 'Year Final' })] },
    });
    const { main, user } = renderScreen('results');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const years = main.getByLabelText('বছর অনুযায়ী');
    await waitFor(() => expect(within(years).getAllByRole('option').map((o) => o.textContent)).toEqual(['সব বছর', '২০২৪', '২০২৩', '২০২২']));

    await user.selectOptions(main.getByLabelText('ধরন অনুযায়ী'), 'পাবলিক পরীক্ষা');
    await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['২০২৪', '২০২৩']));
    expect(currentUrl().url).toBe('/dashboard/results?category=Public');
    await user.selectOptions(years, '২০২৩');
    await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['২০২৩']));
    expect(api.sent('GET results/').some((r) => r.query.category === 'Public' && r.query.year === '2023')).toBe(true);

    await user.click(main.getByRole('button', { name: 'ধরন অনুযায়ী মুছে দিন' }));
    await user.click(main.getByRole('button', { name: 'বছর অনুযায়ী মুছে দিন' }));
    await user.selectOptions(main.getByLabelText('শ্রেণি অনুযায়ী'), 'একাদশ');
    await waitFor(() => expect(bodyRows().map((r) => r[4])).toEqual(['Year Final']));
    expect(currentUrl().url).toBe('/dashboard/results?class_name=11');
  });

  it('adds a result: the sheet is required, the exam names follow the category, the counts are checked before sending, then the multipart body', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'POST results/': { status: 201, data: result(9) } });
    const { main, user } = renderScreen('results');
    await main.findByRole('cell', { name: 'কোনো ফলাফল পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'ফলাফল যোগ করুন' }));
    const modal = within(screen.getByRole('dialog', { name: 'নতুন ফলাফল' }));

    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('বছর, পরীক্ষার ধরন, শ্রেণি ও পরীক্ষার নাম দিন')).toBeInTheDocument();
    for (const label of ['বছর', 'পরীক্ষার ধরন', 'শ্রেণি', 'পরীক্ষার নাম', 'ফলাফলের ফাইল']) {
      expect(modal.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('এই তথ্যটি দিতে হবে।'));
    }
    const file = modal.getByLabelText('ফলাফলের ফাইল');
    expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
    expect(file).toHaveAccessibleDescription(expect.stringContaining('সর্বোচ্চ ১০MB (PDF, JPG, PNG, WEBP)'));

    await user.type(modal.getByLabelText('বছর'), '২০২৪');
    await user.selectOptions(modal.getByLabelText('শ্রেণি'), 'দ্বাদশ');
    const exam = modal.getByLabelText('পরীক্ষার নাম');
    const suggested = () => Array.from(document.getElementById(exam.getAttribute('list')!)!.querySelectorAll('option')).map((o) => o.getAttribute('value'));
    expect(suggested()).toEqual(['JSC', 'SSC', 'HSC', 'Half Yearly', 'Year Final']);
    await user.selectOptions(modal.getByLabelText('পরীক্ষার ধরন'), 'অভ্যন্তরীণ পরীক্ষা');
    expect(suggested()).toEqual(['Half Yearly', 'Year Final']);
    await user.selectOptions(modal.getByLabelText('পরীক্ষার ধরন'), 'পাবলিক পরীক্ষা');
    expect(suggested()).toEqual(['JSC', 'SSC', 'HSC']);
    await user.type(exam, 'HSC');
    await user.type(modal.getByLabelText('পরীক্ষার্থী'), '100');
    await user.type(modal.getByLabelText('উত্তীর্ণ'), '101');
    await user.type(modal.getByLabelText('জিপিএ-৫'), '102');
    await user.upload(file, pdfFile());
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(modal.getByLabelText('উত্তীর্ণ')).toHaveAccessibleDescription(expect.stringContaining('উত্তীর্ণের সংখ্যা পরীক্ষার্থীর সংখ্যার বেশি হতে পারে না।'));
    expect(modal.getByLabelText('জিপিএ-৫')).toHaveAccessibleDescription(expect.stringContaining('জিপিএ-৫ প্রাপ্তের সংখ্যা উত্তীর্ণের সংখ্যার বেশি হতে পারে না।'));
    expect(api.sent('POST results/')).toHaveLength(0);

    await user.clear(modal.getByLabelText('উত্তীর্ণ'));
    await user.type(modal.getByLabelText('উত্তীর্ণ'), '৯৮');
    await user.clear(modal.getByLabelText('জিপিএ-৫'));
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('ফলাফল যোগ করা হয়েছে ✅')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = formEntries(api.sent('POST results/')[0].data);
    expect(sent).toEqual({ year: '2024', category: 'Public', class_name: '12', exam_name: 'HSC', examinees: '100', passed: '98', gpa5: '', file: expect.any(File) });
  });

  it('refuses a file of another type or over 10 MB beside the field, before sending', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES } });
    const { main, user } = renderScreen('results', { userEventOptions: { applyAccept: false } });
    await main.findByRole('cell', { name: 'কোনো ফলাফল পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'ফলাফল যোগ করুন' }));
    const input = screen.getByLabelText('ফলাফলের ফাইল');
    await user.upload(input, new File(['x'], 'result.docx', { type: 'application/msword' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('শুধু PDF বা JPEG, PNG, WEBP ছবি দেওয়া যাবে।'));
    await user.upload(input, pdfFile('big.pdf', 10 * MB + 1));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('ফাইলটি ১০MB-এর কম হতে হবে।'));
    // Exactly 10 MB, an image: taken.
    await user.upload(input, pngFile('sheet.png', 10 * MB));
    expect(input).not.toHaveAccessibleDescription(expect.stringContaining('ফাইলটি'));
    expect(input).not.toHaveAccessibleDescription(expect.stringContaining('শুধু'));
  });

  it('edits a result: filled from the row, the sheet kept when none is chosen; the server\'s field errors beside the fields', async () => {
    api = fakeServer({
      'GET classes/': { data: CLASSES },
      'GET results/': { data: [result(4)] },
      'PUT results/4/': { status: 400, data: { passed: ['The number passed cannot be more than the number of examinees.'] } },
    });
    const { main, user } = renderScreen('results');
    await user.click(await main.findByRole('button', { name: 'HSC ২০২৪ (দ্বাদশ) সম্পাদনা' }));
    const modal = within(screen.getByRole('dialog', { name: 'ফলাফল সম্পাদনা' }));
    expect(modal.getByLabelText('বছর')).toHaveValue('2024');
    expect(modal.getByLabelText('পরীক্ষার ধরন')).toHaveValue('Public');
    expect(modal.getByLabelText('শ্রেণি')).toHaveValue('12');
    expect(modal.getByLabelText('পরীক্ষার্থী')).toHaveValue('120');
    expect(modal.getByRole('link', { name: 'বর্তমান ফাইল দেখুন' })).toHaveAttribute('href', '/media/results/r4.pdf');
    // A required file is replaced, never removed.
    expect(modal.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('ফলাফল আপডেট করতে ব্যর্থ ❌')).toBeInTheDocument();
    expect(modal.getByLabelText('উত্তীর্ণ')).toHaveAccessibleDescription(expect.stringContaining('The number passed cannot be more than the number of examinees.'));
    const sent = formEntries(api.sent('PUT results/4/')[0].data);
    expect(sent).toEqual({ year: '2024', category: 'Public', class_name: '12', exam_name: 'HSC', examinees: '120', passed: '98', gpa5: '14' });
  });

  it('deletes a result after confirmation', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET results/': { data: [result(5)] }, 'DELETE results/5/': { status: 204 } });
    const { main, user } = renderScreen('results');
    await user.click(await main.findByRole('button', { name: 'HSC ২০২৪ (দ্বাদশ) মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('ফলাফল মুছে ফেলা হয়েছে ✅')).toBeInTheDocument();
    expect(api.sent('DELETE results/5/')).toHaveLength(1);
  });
});

describe('Routines (files)', () => {
  const routine = (id: number, extra = {}) => ({ id, category: 'Academic', class_name: 11, file: `/media/routines/r${id}.pdf`, ...stamp, ...extra });

  it('lists kind, class, the date added and the file; filters by kind and class; links to the weekly routine', async () => {
    api = fakeServer({
      'GET classes/': { data: CLASSES },
      'GET routines/': { data: [routine(2, { category: 'Exam', class_name: 12, file: '/media/routines/r2.webp' }), routine(1)] },
    });
    const { main, user } = renderScreen('routine-files');
    await waitFor(() => expect(bodyRows()[0][2]).toBe('দ্বাদশ'));
    expect(bodyRows().map((r) => r.slice(0, 5))).toEqual([
      ['১', 'পরীক্ষার রুটিন', 'দ্বাদশ', '২০২৬-০১-০১', 'ছবি দেখুন'],
      ['২', 'ক্লাস রুটিন', 'একাদশ', '২০২৬-০১-০১', 'PDF দেখুন'],
    ]);
    expect(main.getByRole('link', { name: 'ক্লাস রুটিন — একাদশ: PDF দেখুন' })).toHaveAttribute('href', '/media/routines/r1.pdf');
    expect(main.getByRole('link', { name: 'ক্লাস রুটিন' })).toHaveAttribute('href', '/dashboard/class-routine');

    await user.selectOptions(main.getByLabelText('ধরন অনুযায়ী'), 'পরীক্ষার রুটিন');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.selectOptions(main.getByLabelText('শ্রেণি অনুযায়ী'), 'একাদশ');
    await main.findByRole('cell', { name: 'কোনো রুটিন পাওয়া যায়নি' });
    expect(currentUrl().url).toBe('/dashboard/routine-files?category=Exam&class_name=11');
  });

  it('adds a routine as an image: kind, class and the file are required', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'POST routines/': { status: 201, data: routine(3) } });
    const { main, user } = renderScreen('routine-files');
    await main.findByRole('cell', { name: 'কোনো রুটিন পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'রুটিন যোগ করুন' }));
    const modal = within(screen.getByRole('dialog', { name: 'নতুন রুটিন (ফাইল)' }));
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    for (const label of ['রুটিনের ধরন', 'শ্রেণি', 'রুটিনের ফাইল']) expect(modal.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('এই তথ্যটি দিতে হবে।'));
    await user.selectOptions(modal.getByLabelText('রুটিনের ধরন'), 'ক্লাস রুটিন');
    await user.selectOptions(modal.getByLabelText('শ্রেণি'), 'একাদশ');
    await user.upload(modal.getByLabelText('রুটিনের ফাইল'), pngFile('routine.png'));
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('রুটিন যোগ করা হয়েছে ✅')).toBeInTheDocument();
    expect(formEntries(api.sent('POST routines/')[0].data)).toEqual({ category: 'Academic', class_name: '11', file: expect.any(File) });
  });

  it('edits a routine without a new file (the file kept), and deletes one', async () => {
    api = fakeServer({
      'GET classes/': { data: CLASSES },
      'GET routines/': { data: [routine(6)] },
      'PUT routines/6/': { data: routine(6, { class_name: 12 }) },
      'DELETE routines/6/': { status: 204 },
    });
    const { main, user } = renderScreen('routine-files');
    await user.click(await main.findByRole('button', { name: 'ক্লাস রুটিন — একাদশ সম্পাদনা' }));
    const modal = within(screen.getByRole('dialog', { name: 'রুটিন (ফাইল) সম্পাদনা' }));
    await user.selectOptions(modal.getByLabelText('শ্রেণি'), 'দ্বাদশ');
    await user.click(modal.getByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('রুটিন আপডেট হয়েছে ✅')).toBeInTheDocument();
    expect(formEntries(api.sent('PUT routines/6/')[0].data)).toEqual({ category: 'Academic', class_name: '12' });

    await user.click(main.getByRole('button', { name: 'ক্লাস রুটিন — একাদশ মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('রুটিন মুছে ফেলা হয়েছে ✅')).toBeInTheDocument();
  });
});

describe('Recognition and permission letters', () => {
  const letter = (id: number, extra = {}) => ({ id, title: 'পাঠদানের অনুমতিপত্র', date: '1972-07-01', image: `/media/acknowledgments/l${id}.jpg`, ...stamp, ...extra });

  it('lists title, date and the letter, at the API\'s acknowledgment/', async () => {
    api = fakeServer({ 'GET acknowledgment/': { data: [letter(2, { title: 'স্বীকৃতিপত্র', date: '1980-03-01', image: '/media/acknowledgments/l2.pdf' }), letter(1)] } });
    const { main } = renderScreen('acknowledgments');
    await main.findByRole('cell', { name: 'স্বীকৃতিপত্র' });
    expect(bodyRows().map((r) => r.slice(0, 4))).toEqual([
      ['১', 'স্বীকৃতিপত্র', '1980-03-01', 'PDF দেখুন'],
      ['২', 'পাঠদানের অনুমতিপত্র', '1972-07-01', 'ছবি দেখুন'],
    ]);
    expect(main.getByRole('link', { name: 'পাঠদানের অনুমতিপত্র: ছবি দেখুন' })).toHaveAttribute('href', '/media/acknowledgments/l1.jpg');
  });

  it('adds a letter (a PDF), and edits one: its current scan shown, kept unless replaced', async () => {
    api = fakeServer({
      'GET acknowledgment/': { data: [letter(1)] },
      'POST acknowledgment/': { status: 201, data: letter(2) },
      'PUT acknowledgment/1/': { data: letter(1) },
    });
    const { main, user } = renderScreen('acknowledgments');
    await main.findByRole('cell', { name: 'পাঠদানের অনুমতিপত্র' });
    await user.click(main.getByRole('button', { name: 'পত্র যোগ করুন' }));
    let modal = within(screen.getByRole('dialog', { name: 'নতুন স্বীকৃতি/অনুমোদনপত্র' }));
    await user.type(modal.getByLabelText('শিরোনাম'), 'স্বীকৃতিপত্র');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(modal.getByLabelText('তারিখ')).toHaveAccessibleDescription(expect.stringContaining('এই তথ্যটি দিতে হবে।'));
    expect(modal.getByLabelText('পত্র (ছবি বা PDF)')).toHaveAccessibleDescription(expect.stringContaining('এই তথ্যটি দিতে হবে।'));
    await user.type(modal.getByLabelText('তারিখ'), '1980-03-01');
    await user.upload(modal.getByLabelText('পত্র (ছবি বা PDF)'), pdfFile('recognition.pdf'));
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('পত্র যোগ করা হয়েছে ✅')).toBeInTheDocument();
    expect(formEntries(api.sent('POST acknowledgment/')[0].data)).toEqual({ title: 'স্বীকৃতিপত্র', date: '1980-03-01', image: expect.any(File) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(main.getByRole('button', { name: 'পাঠদানের অনুমতিপত্র সম্পাদনা' }));
    modal = within(screen.getByRole('dialog', { name: 'স্বীকৃতি/অনুমোদনপত্র সম্পাদনা' }));
    expect(modal.getByRole('img', { name: 'পত্র (ছবি বা PDF) (প্রিভিউ)' })).toHaveAttribute('src', '/media/acknowledgments/l1.jpg');
    expect(modal.getByLabelText('তারিখ')).toHaveValue('1972-07-01');
    await user.click(modal.getByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('পত্র আপডেট হয়েছে ✅')).toBeInTheDocument();
    expect(formEntries(api.sent('PUT acknowledgment/1/')[0].data)).toEqual({ title: 'পাঠদানের অনুমতিপত্র', date: '1972-07-01' });
  });
});

describe('the sidebar', () => {
  it('offers the three screens: the letters under site configuration, routines and results under academic', async () => {
    const groups = Object.fromEntries(NAVIGATION.flatMap((entry) => (entry.kind === 'group' ? [[entry.group.id, entry.group.items.map((i) => i.path)]] : [])));
    expect(groups.site).toContain('acknowledgments');
    expect(groups.academic).toEqual(['class-routine', 'routine-list', 'routine-files', 'results', 'calendar']);
    api = fakeServer();
    const { main } = renderScreen('');
    expect(await main.findByRole('link', { name: 'অনুমতি ও স্বীকৃতি' })).toHaveAttribute('href', '/dashboard/acknowledgments');
    expect(main.getByRole('link', { name: 'রুটিন (ফাইল)' })).toHaveAttribute('href', '/dashboard/routine-files');
    expect(main.getByRole('link', { name: 'ফলাফল' })).toHaveAttribute('href', '/dashboard/results');
  });
});
