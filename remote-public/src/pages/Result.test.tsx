import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, drfList, installFakeApi, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe } from '../../../remote-shared/src/testing/render';
import { CLASSES, examResult, filteredList } from '../testing/fixtures';
import ResultPage, { byYear } from './Result';
import { pageTestHooks } from '../testing/pageTests';

const { errorLog } = pageTestHooks();

const RESULTS = [
  examResult(5, { year: 2025, exam_name: 'HSC', class_name: 2, examinees: 200, passed: 191, gpa5: 23 }),
  examResult(4, { year: 2025, exam_name: 'Year Final', category: 'Internal', class_name: 1, examinees: 150, passed: 150, gpa5: null }),
  examResult(3, { year: 2024, exam_name: 'HSC', class_name: 2, examinees: null, passed: null, gpa5: null, file: '/media/results/3.jpg' }),
  examResult(2, { year: 2023, exam_name: 'Half Yearly', category: 'Internal', class_name: 9 }),
];

const render = (route = '/result') =>
  renderApp(
    <>
      <ResultPage />
      <UrlProbe />
    </>,
    { route, store: makeStore() },
  );

const card = (name: string | RegExp) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('Result page', () => {
  it('shows the results by year, newest first, each with its exam, class, category, counts, pass rate and file', async () => {
    const api = installFakeApi({ 'GET results/': drfList(RESULTS), 'GET classes/': { data: CLASSES } });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'পরীক্ষার ফলাফল' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: '২০২৫ সাল' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['২০২৫ সাল', '২০২৪ সাল', '২০২৩ সাল']);

    const hsc = card(/^HSC \(দ্বাদশ, ২০২৫\)$/);
    expect(hsc).toHaveTextContent('পাবলিক পরীক্ষা');
    expect(hsc).toHaveTextContent('শ্রেণিদ্বাদশ');
    expect(hsc).toHaveTextContent('পরীক্ষার্থী২০০');
    expect(hsc).toHaveTextContent('উত্তীর্ণ১৯১');
    expect(hsc).toHaveTextContent('পাসের হার৯৫.৫%');
    expect(hsc).toHaveTextContent('জিপিএ-৫২৩');
    // The file's URL as the API gave it (absolute), to open or download.
    expect(within(hsc).getByRole('link', { name: 'ফলাফল দেখুন' })).toHaveAttribute('href', 'https://college.example/media/results/5.pdf');
    expect(within(hsc).getByRole('link', { name: 'ফলাফল দেখুন' })).toHaveAttribute('target', '_blank');
    expect(within(hsc).getByRole('link', { name: 'ডাউনলোড' })).toHaveAttribute('href', 'https://college.example/media/results/5.pdf?download=1');
    expect(within(hsc).getByRole('link', { name: 'ডাউনলোড' })).toHaveAccessibleDescription('HSC (দ্বাদশ, ২০২৫)');

    const final = card(/^Year Final/);
    expect(final).toHaveTextContent('অভ্যন্তরীণ পরীক্ষা');
    expect(final).toHaveTextContent('পাসের হার১০০%');
    expect(final).not.toHaveTextContent('জিপিএ-৫');

    // Without counts: no rate, no counts, only the sheet.
    const old = card(/^HSC \(দ্বাদশ, ২০২৪\)$/);
    expect(old).not.toHaveTextContent('পাসের হার');
    expect(old).not.toHaveTextContent('পরীক্ষার্থী');
    expect(within(old).getByRole('link', { name: 'ফলাফল দেখুন' })).toHaveAttribute('href', '/media/results/3.jpg');
    // A class the list does not know is named by its id.
    expect(card(/^Half Yearly/)).toHaveTextContent('শ্রেণিশ্রেণি ৯');

    // One page of the list, of only the fields shown.
    expect(api.sent('GET results/')[0].query).toEqual({ page_size: '20', fields: 'id,year,category,class_name,exam_name,examinees,passed,gpa5,file' });
    expect(api.sent('GET classes/')[0].query).toEqual({ fields: 'id,name' });
  });

  it('filters by category with links (the URL is the view), and marks the current one', async () => {
    const api = installFakeApi({ 'GET results/': filteredList(RESULTS, ['category']), 'GET classes/': { data: CLASSES } });
    const { user } = render();
    const filters = screen.getByRole('navigation', { name: 'পরীক্ষার ধরন' });
    expect(within(filters).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['সব ফলাফল', '/result'],
      ['পাবলিক পরীক্ষা', '/result?category=Public'],
      ['অভ্যন্তরীণ পরীক্ষা', '/result?category=Internal'],
    ]);
    expect(within(filters).getByRole('link', { name: 'সব ফলাফল' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('heading', { level: 3, name: /^Year Final/ });

    await user.click(within(filters).getByRole('link', { name: 'পাবলিক পরীক্ষা' }));
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(/^\/result\?category=Public$/);
    expect(within(filters).getByRole('link', { name: 'পাবলিক পরীক্ষা' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('heading', { level: 3, name: /^HSC \(দ্বাদশ, ২০২৪\)$/ });
    expect(screen.queryByRole('heading', { level: 3, name: /^Year Final/ })).not.toBeInTheDocument();
    expect(api.sent('GET results/?category=Public')).toHaveLength(1);
  });

  it('reads ?category= in any letter case, and shows the 404 page for a category that is none', async () => {
    const api = installFakeApi({ 'GET results/': filteredList(RESULTS, ['category']), 'GET classes/': { data: CLASSES } });
    render('/result?category=internal');
    await screen.findByRole('heading', { level: 3, name: /^Year Final/ });
    expect(api.sent('GET results/')[0].query.category).toBe('Internal');
    expect(screen.getByRole('link', { name: 'অভ্যন্তরীণ পরীক্ষা' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([['/result?category=Other'], ['/result?page=abc'], ['/result?page=3']])('shows the 404 page for %s', async (route) => {
    installFakeApi({ 'GET results/': drfList(RESULTS), 'GET classes/': { data: CLASSES } });
    render(route);
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
  });

  it('pages twenty results at a time with links that keep the category', async () => {
    const many = Array.from({ length: 25 }, (_, i) => examResult(i + 1, { year: 2000 + i, exam_name: `পরীক্ষা ${i + 1}` })).reverse();
    installFakeApi({ 'GET results/': filteredList(many, ['category']), 'GET classes/': { data: CLASSES } });
    const { user } = render('/result?category=Public');
    await screen.findByRole('heading', { level: 2, name: '২০২৪ সাল' });
    const pager = screen.getByRole('navigation', { name: 'ফলাফলের পাতা' });
    expect(within(pager).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('href', '/result?category=Public&page=2');
    await user.click(within(pager).getByRole('link', { name: 'পাতা 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: '২০০৪ সাল' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it("shows 'লোড হচ্ছে...' while loading, the empty text for no results, and a retry after a failure", async () => {
    const reply = deferred<Reply>();
    const api = installFakeApi({ 'GET results/': () => reply.promise, 'GET classes/': { data: CLASSES } });
    const { user } = render();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('লোড হচ্ছে...');
    reply.resolve({ networkError: true });
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(errorLog()).toHaveBeenCalledWith(expect.stringContaining('results'), expect.anything());
    api.on('GET results/', drfList([]));
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    // Answered this time, with nothing: the empty text without a retry.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'আবার চেষ্টা করুন' })).not.toBeInTheDocument());
    expect(screen.getByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(api.sent('GET results/')).toHaveLength(2);
  });
});

describe('byYear', () => {
  it('keeps the order given, in runs of one year', () => {
    const groups = byYear([examResult(1, { year: 2025 }), examResult(2, { year: 2025 }), examResult(3, { year: 2024 })]);
    expect(groups.map((g) => [g.year, g.results.map((r) => r.id)])).toEqual([
      [2025, [1, 2]],
      [2024, [3]],
    ]);
  });
});
