import { act, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, drfList, installFakeApi, type Handler, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe } from '../../../remote-shared/src/testing/render';
import type { AnswerOf } from '../../../remote-shared/src/registry';
import { notice } from '../testing/fixtures';
import NoticePage from './Notice';
import { pageTestHooks } from '../testing/pageTests';

/** What a row of the list shows, all the list asks the server for (the notice's own page reads the rest). */
const ROW = { fields: 'id,title,description,date,category,pdf_file' };

// Fifteen notices, newest first as the server sends them: ids 15 .. 1.
const NOTICES = Array.from({ length: 15 }, (_, i) => notice(15 - i, { date: `2026-03-${String(15 - i).padStart(2, '0')}` }));

/** The notices list of the API: paged, searched on title and category. */
const noticesOf = (notices: readonly AnswerOf<'notices'>[]) => drfList(notices, { searchFields: ['title', 'category'] });

const { errorLog } = pageTestHooks();
afterEach(() => {
  // jsdom has no scrollIntoView; a test that watches it puts its own.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const shownTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const url = () => screen.getByRole('status', { name: 'current url' });
const pager = () => screen.getByRole('navigation', { name: 'নোটিশের পাতা' });
const searchBox = () => screen.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' });

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderNotices(notices: Handler = noticesOf(NOTICES), route = '/notice') {
  const api = installFakeApi({ 'GET notices/': notices });
  const result = renderApp(
    <>
      <NoticePage />
      <UrlProbe />
      <BackButton />
    </>,
    { route, store: makeStore() },
  );
  /** The query of every list read sent, in order. */
  const queries = () => api.sent('GET notices/').map((request) => request.query);
  return { api, queries, ...result };
}

describe('Notice page', () => {
  it('shows the loading text, then the first six notices in the order the server sent them, asking for one page of six', async () => {
    const reply = deferred<Reply>();
    const { queries } = renderNotices(() => reply.promise);
    expect(screen.getByRole('heading', { level: 1, name: 'নোটিশ' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('লোড হচ্ছে...');

    reply.resolve({ data: { count: 15, next: null, previous: null, results: NOTICES.slice(0, 6) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['নোটিশ 15', 'নোটিশ 14', 'নোটিশ 13', 'নোটিশ 12', 'নোটিশ 11', 'নোটিশ 10']);
    expect(screen.queryByText('লোড হচ্ছে...')).not.toBeInTheDocument();
    expect(screen.getByText('15টির মধ্যে 1–6')).toBeInTheDocument();
    expect(queries()).toEqual([{ ...ROW, page_size: '6' }]);
  });

  it('shows each row with its en-GB date, description, category, its title linking to the notice, and a Download link that opens the PDF in a new tab', async () => {
    renderNotices();
    const title = await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' });
    const row = title.closest('li')!;
    expect(row).toHaveTextContent('15 Mar 2026');
    expect(row).toHaveTextContent('বিবরণ 15');
    expect(row).toHaveTextContent('সাধারণ');
    expect(within(title).getByRole('link', { name: 'নোটিশ 15' })).toHaveAttribute('href', '/notice/15');
    const download = within(row).getByRole('link', { name: 'Download' });
    expect(download).toHaveAccessibleDescription('নোটিশ 15');
    expect(download).toHaveAttribute('href', '/media/notices/15.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("shows the start of a long description, cut at a word with '…' (the notice's own page has all of it)", async () => {
    const long = `${'দীর্ঘ বিবরণের শব্দ '.repeat(40)}শেষ অংশ`;
    renderNotices(noticesOf([notice(1, { description: long }), notice(2, { description: 'ছোট বিবরণ' })]));
    const row = (await screen.findByRole('heading', { level: 2, name: 'নোটিশ 1' })).closest('li')!;
    const text = row.querySelector('.pub-notice__text')!.textContent;
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(281);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(row).not.toHaveTextContent('শেষ অংশ');
    expect(screen.getByRole('heading', { level: 2, name: 'নোটিশ 2' }).closest('li')).toHaveTextContent('ছোট বিবরণ');
  });

  it('has no Download link for a notice without a PDF', async () => {
    renderNotices(noticesOf([notice(1, { pdf_file: null })]));
    const row = (await screen.findByRole('heading', { level: 2, name: 'নোটিশ 1' })).closest('li')!;
    expect(within(row).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(row).getAllByRole('link')).toEqual([within(row).getByRole('link', { name: 'নোটিশ 1' })]);
  });

  it('pages through the notices six at a time with page links, each page its own URL and its own read', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user, queries } = renderNotices();
    await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' });
    expect(scrolled).not.toHaveBeenCalled();
    const page1 = within(pager()).getByRole('link', { name: 'পাতা 1' });
    expect(page1).toHaveAttribute('aria-current', 'page');
    expect(page1).toHaveAttribute('href', '/notice');
    expect(within(pager()).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('href', '/notice?page=2');
    expect(within(pager()).getByRole('link', { name: 'পাতা 2' })).not.toHaveAttribute('aria-current');
    expect(within(pager()).getByRole('link', { name: 'পাতা 3' })).toHaveAttribute('href', '/notice?page=3');
    expect(within(pager()).queryByRole('link', { name: 'পাতা 4' })).not.toBeInTheDocument();
    // The first page has no previous page: no link to follow.
    expect(within(pager()).queryByRole('link', { name: 'আগের পাতা' })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'পরের পাতা' })).toHaveAttribute('href', '/notice?page=2');

    await user.click(within(pager()).getByRole('link', { name: 'পরের পাতা' }));
    expect(url()).toHaveTextContent(/^\/notice\?page=2$/);
    await waitFor(() => expect(shownTitles()).toEqual(['নোটিশ 9', 'নোটিশ 8', 'নোটিশ 7', 'নোটিশ 6', 'নোটিশ 5', 'নোটিশ 4']));
    expect(screen.getByText('15টির মধ্যে 7–12')).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'আগের পাতা' })).toHaveAttribute('href', '/notice');
    // The new page starts at the top of the list.
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('notice-list-top'));

    await user.click(within(pager()).getByRole('link', { name: 'পাতা 3' }));
    expect(url()).toHaveTextContent(/^\/notice\?page=3$/);
    await waitFor(() => expect(shownTitles()).toEqual(['নোটিশ 3', 'নোটিশ 2', 'নোটিশ 1']));
    expect(within(pager()).queryByRole('link', { name: 'পরের পাতা' })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'পাতা 3' })).toHaveAttribute('aria-current', 'page');
    expect(queries()).toEqual([{ ...ROW, page_size: '6' }, { ...ROW, page_size: '6', page: '2' }, { ...ROW, page_size: '6', page: '3' }]);

    // Back to a page already read: from the cache, no new read.
    await user.click(within(pager()).getByRole('link', { name: 'পাতা 1' }));
    expect(url()).toHaveTextContent(/^\/notice$/);
    await waitFor(() => expect(shownTitles()[0]).toBe('নোটিশ 15'));
    expect(queries()).toHaveLength(3);
  });

  it('opens at the page and search its URL names', async () => {
    const { queries } = renderNotices(noticesOf(NOTICES), '/notice?search=%E0%A6%A8%E0%A7%8B%E0%A6%9F%E0%A6%BF%E0%A6%B6&page=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'নোটিশ 9' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['নোটিশ 9', 'নোটিশ 8', 'নোটিশ 7', 'নোটিশ 6', 'নোটিশ 5', 'নোটিশ 4']);
    expect(searchBox()).toHaveValue('নোটিশ');
    expect(queries()).toEqual([{ ...ROW, page_size: '6', page: '2', search: 'নোটিশ' }]);
    // Page links keep the search.
    expect(within(pager()).getByRole('link', { name: 'পাতা 3' })).toHaveAttribute('href', `/notice?search=${encodeURIComponent('নোটিশ')}&page=3`);
    expect(within(pager()).getByRole('link', { name: 'পাতা 1' })).toHaveAttribute('href', `/notice?search=${encodeURIComponent('নোটিশ')}`);
    expect(within(pager()).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the 404 page for a page past the last, which the server answers 404 'Invalid page.'", async () => {
    const { api, queries } = renderNotices(noticesOf(NOTICES), '/notice?page=999');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'নোটিশ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(document.title).toBe('404 - Page not found');
    expect(queries()).toEqual([{ ...ROW, page_size: '6', page: '999' }]);
    expect(api.sent('GET notices/?page=999')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'হোম পেজে ফিরে যান' })).toHaveAttribute('href', '/');
  });

  it.each(['abc', '0', '-1', '2.5'])('shows the 404 page for ?page=%s, which is no page number, without asking the server', async (page) => {
    const { queries } = renderNotices(noticesOf(NOTICES), `/notice?page=${page}`);
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(queries()).toEqual([]);
  });

  it('is a search form that works as plain HTML: GET /notice with the text as ?search=, and a submit button', async () => {
    renderNotices();
    await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' });
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/notice');
    expect(searchBox()).toHaveAttribute('name', 'search');
    expect(within(form).getByRole('button', { name: 'খুঁজুন' })).toHaveAttribute('type', 'submit');
  });

  it('searches as the visitor types (the server searches title and category), once typing pauses, and goes back to page 1', async () => {
    const data = [notice(20, { title: 'Admission Notice 2026', category: 'ভর্তি' }), ...NOTICES, notice(21, { title: 'ছুটি', category: 'Holiday ২০২৬' })];
    const { user, queries } = renderNotices(noticesOf(data));
    await screen.findByRole('heading', { level: 2, name: 'Admission Notice 2026' });
    await user.click(within(pager()).getByRole('link', { name: 'পাতা 2' }));
    await waitFor(() => expect(within(pager()).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('aria-current', 'page'));
    expect(url()).toHaveTextContent(/^\/notice\?page=2$/);

    await user.type(searchBox(), 'admission');
    await waitFor(() => expect(url()).toHaveTextContent(/^\/notice\?search=admission$/));
    // Typing replaces the history entry, so Back leaves the search instead of stepping through each letter.
    expect(url()).toHaveAttribute('data-navigation', 'REPLACE');
    await waitFor(() => expect(shownTitles()).toEqual(['Admission Notice 2026']));
    expect(screen.queryByRole('navigation', { name: 'নোটিশের পাতা' })).not.toBeInTheDocument();
    // One read for the whole word, not one a letter; from page 1.
    expect(queries().filter((query) => query.search)).toEqual([{ ...ROW, page_size: '6', search: 'admission' }]);

    await user.clear(searchBox());
    await user.type(searchBox(), '২০২৬');
    await waitFor(() => expect(shownTitles()).toEqual(['Admission Notice 2026', 'ছুটি']));
    expect(queries().at(-1)).toEqual({ ...ROW, page_size: '6', search: '২০২৬' });

    // A search that spans pages starts on page 1, and its page links keep it.
    await user.clear(searchBox());
    await user.type(searchBox(), 'নোটিশ');
    await waitFor(() => expect(url()).toHaveTextContent(`/notice?search=${encodeURIComponent('নোটিশ')}`));
    await waitFor(() => expect(shownTitles()).toEqual(['নোটিশ 15', 'নোটিশ 14', 'নোটিশ 13', 'নোটিশ 12', 'নোটিশ 11', 'নোটিশ 10']));
    expect(screen.getByText('15টির মধ্যে 1–6')).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'পাতা 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('href', `/notice?search=${encodeURIComponent('নোটিশ')}&page=2`);

    // Emptied, the box shows the whole list again, from page 1.
    await user.clear(searchBox());
    await waitFor(() => expect(url()).toHaveTextContent(/^\/notice$/));
    await waitFor(() => expect(shownTitles()[0]).toBe('Admission Notice 2026'));
    expect(screen.getByText('17টির মধ্যে 1–6')).toBeInTheDocument();
  });

  it("searches at once with the 'খুঁজুন' button (a new history entry) or Enter, from page 1", async () => {
    const { user, queries } = renderNotices(noticesOf(NOTICES), '/notice?page=3');
    await screen.findByRole('heading', { level: 2, name: 'নোটিশ 3' });
    await user.type(searchBox(), 'নোটিশ 1');
    await user.click(screen.getByRole('button', { name: 'খুঁজুন' }));
    expect(url()).toHaveTextContent(`/notice?search=${encodeURIComponent('নোটিশ 1').replace(/%20/g, '+')}`);
    expect(url()).toHaveAttribute('data-navigation', 'PUSH');
    await waitFor(() => expect(shownTitles()).toEqual(['নোটিশ 15', 'নোটিশ 14', 'নোটিশ 13', 'নোটিশ 12', 'নোটিশ 11', 'নোটিশ 10']));
    await act(() => new Promise((r) => setTimeout(r, 400)));
    // The pending search of the typing was dropped: one read for the search.
    expect(queries().filter((query) => query.search)).toEqual([{ ...ROW, page_size: '6', search: 'নোটিশ 1' }]);

    await user.clear(searchBox());
    await user.type(searchBox(), 'নোটিশ 9{Enter}');
    await waitFor(() => expect(shownTitles()).toEqual(['নোটিশ 9']));
    expect(url()).toHaveAttribute('data-navigation', 'PUSH');
  });

  it('follows Back and Forward: the list and the search box show the search of the URL', async () => {
    const { user } = renderNotices();
    await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' });
    await user.type(searchBox(), 'নোটিশ 3');
    await user.click(screen.getByRole('button', { name: 'খুঁজুন' }));
    await waitFor(() => expect(shownTitles()).toEqual(['নোটিশ 3']));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toHaveTextContent(/^\/notice$/);
    await waitFor(() => expect(shownTitles()[0]).toBe('নোটিশ 15'));
    expect(searchBox()).toHaveValue('');
  });

  it("shows 'No results found.' when nothing matches", async () => {
    const { user } = renderNotices();
    await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' });
    await user.type(searchBox(), 'কিছুই মিলবে না');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(shownTitles()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'নোটিশের পাতা' })).not.toBeInTheDocument();
  });

  it("logs a failed fetch and shows 'No results found.' with a retry that loads the list", async () => {
    const { api, user } = renderNotices({ status: 500, data: { detail: 'Internal server error.' } });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(errorLog()).toHaveBeenCalledWith(expect.stringContaining('notices'), expect.anything());

    api.on('GET notices/', noticesOf(NOTICES));
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET notices/')).toHaveLength(2));
  });
});
