import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, installFakeApi, resetBrowserState, uninstallFakeApi, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { notice } from '../testing/fixtures';
import NoticePage from './Notice';

// Fifteen notices, newest first as the server sends them: ids 15 .. 1.
const NOTICES = Array.from({ length: 15 }, (_, i) => notice(15 - i, { date: `2026-03-${String(15 - i).padStart(2, '0')}` }));

let errorLog: jest.SpyInstance;
beforeEach(() => {
  resetBrowserState();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  uninstallFakeApi();
  errorLog.mockRestore();
});

const shownTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

function renderNotices(replies: Record<string, Reply | (() => Promise<Reply>)> = { 'GET notices/': { data: NOTICES } }) {
  const api = installFakeApi(replies);
  return { api, ...renderApp(<NoticePage />, { route: '/notice', store: makeStore() }) };
}

describe('Notice page', () => {
  it('shows the loading text, then the first six notices in the order the server sent them', async () => {
    const reply = deferred<Reply>();
    renderNotices({ 'GET notices/': () => reply.promise });
    expect(screen.getByRole('heading', { level: 1, name: 'নোটিশ' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে...');

    reply.resolve({ data: NOTICES });
    expect(await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['নোটিশ 15', 'নোটিশ 14', 'নোটিশ 13', 'নোটিশ 12', 'নোটিশ 11', 'নোটিশ 10']);
    expect(screen.queryByText('লোড হচ্ছে...')).not.toBeInTheDocument();
  });

  it('shows each row with its en-GB date, description, category and a Download link that opens the PDF in a new tab', async () => {
    renderNotices();
    const title = await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' });
    const row = title.closest('li')!;
    expect(row).toHaveTextContent('15 Mar 2026');
    expect(row).toHaveTextContent('বিবরণ 15');
    expect(row).toHaveTextContent('সাধারণ');
    const download = within(row).getByRole('link', { name: 'Download' });
    expect(download).toHaveAccessibleDescription('নোটিশ 15');
    expect(download).toHaveAttribute('href', '/media/notices/15.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('has no Download link for a notice without a PDF', async () => {
    renderNotices({ 'GET notices/': { data: [notice(1, { pdf_file: null })] } });
    const row = (await screen.findByRole('heading', { level: 2, name: 'নোটিশ 1' })).closest('li')!;
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('pages through the notices six at a time', async () => {
    const { user } = renderNotices();
    await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' });
    const pages = screen.getByRole('navigation', { name: 'নোটিশের পাতা' });
    expect(within(pages).getByRole('button', { name: 'পাতা 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'আগের পাতা' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'পরের পাতা' }));
    expect(shownTitles()).toEqual(['নোটিশ 9', 'নোটিশ 8', 'নোটিশ 7', 'নোটিশ 6', 'নোটিশ 5', 'নোটিশ 4']);
    await user.click(within(pages).getByRole('button', { name: 'পাতা 3' }));
    expect(shownTitles()).toEqual(['নোটিশ 3', 'নোটিশ 2', 'নোটিশ 1']);
    expect(within(pages).getByRole('button', { name: 'পরের পাতা' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'পাতা 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches title and category case-insensitively, with Bengali and Latin digits alike, and goes back to page 1', async () => {
    const data = [
      notice(20, { title: 'Admission Notice 2026', category: 'ভর্তি' }),
      ...NOTICES,
      notice(21, { title: 'ছুটি', category: 'Holiday ২০২৬' }),
    ];
    const { user } = renderNotices({ 'GET notices/': { data } });
    await screen.findByRole('heading', { level: 2, name: 'Admission Notice 2026' });
    await user.click(screen.getByRole('button', { name: 'পাতা 2' }));
    expect(screen.getByRole('button', { name: 'পাতা 2' })).toHaveAttribute('aria-current', 'page');

    const search = screen.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' });
    await user.type(search, 'admission');
    expect(shownTitles()).toEqual(['Admission Notice 2026']);
    expect(screen.queryByRole('navigation', { name: 'নোটিশের পাতা' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '২০২৬');
    expect(shownTitles()).toEqual(['Admission Notice 2026', 'ছুটি']);

    await user.clear(search);
    await user.type(search, 'HOLIDAY 2026');
    expect(shownTitles()).toEqual(['ছুটি']);

    await user.clear(search);
    await user.type(search, 'ভর্তি');
    expect(shownTitles()).toEqual(['Admission Notice 2026']);

    // A search that spans pages starts on page 1.
    await user.clear(search);
    await user.type(search, 'নোটিশ');
    expect(screen.getByRole('button', { name: 'পাতা 1' })).toHaveAttribute('aria-current', 'page');
    expect(shownTitles()[0]).toBe('নোটিশ 15');
  });

  it("shows 'No results found.' when nothing matches", async () => {
    const { user } = renderNotices();
    await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' });
    await user.type(screen.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' }), 'কিছুই মিলবে না');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(shownTitles()).toEqual([]);
  });

  it("logs a failed fetch and shows 'No results found.' with a retry that loads the list", async () => {
    const { api, user } = renderNotices({ 'GET notices/': { status: 500, data: { detail: 'Internal server error.' } } });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('notices'), expect.anything());

    api.on('GET notices/', { data: NOTICES });
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'নোটিশ 15' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET notices/')).toHaveLength(2));
  });
});
