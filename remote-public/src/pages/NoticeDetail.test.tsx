import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, installFakeApi, type Handler, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe } from '../../../remote-shared/src/testing/render';
import { SiteOriginContext } from '../page/pageHead';
import { notice } from '../testing/fixtures';
import NoticeDetailPage from './NoticeDetail';
import { pageTestHooks } from '../testing/pageTests';

const NOTICE = notice(7, {
  title: 'ভর্তি পরীক্ষার সময়সূচি',
  date: '2026-03-05',
  category: 'ভর্তি',
  description: 'প্রথম অনুচ্ছেদ।\n\nদ্বিতীয় অনুচ্ছেদ।',
  pdf_file: '/media/notices/7.pdf',
});

const { errorLog } = pageTestHooks();

function renderNotice(route = '/notice/7', routes: Record<string, Handler> = { 'GET notices/7/': { data: NOTICE } }, origin = '') {
  const api = installFakeApi(routes);
  const result = renderApp(
    <SiteOriginContext.Provider value={origin}>
      <Routes>
        <Route path="/notice" element={<h1>All notices</h1>} />
        <Route path="/notice/:id" element={<NoticeDetailPage />} />
      </Routes>
      <UrlProbe />
    </SiteOriginContext.Provider>,
    { route, store: makeStore() },
  );
  return { api, ...result };
}

describe('Notice detail page', () => {
  it('shows the loading text, then the title, date, category and description of the notice its URL names', async () => {
    const reply = deferred<Reply>();
    const { api } = renderNotice('/notice/7', { 'GET notices/7/': () => reply.promise });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('লোড হচ্ছে...');
    reply.resolve({ data: NOTICE });

    expect(await screen.findByRole('heading', { level: 1, name: 'ভর্তি পরীক্ষার সময়সূচি' })).toBeInTheDocument();
    expect(document.title).toBe('ভর্তি পরীক্ষার সময়সূচি');
    const article = screen.getByRole('article');
    const date = within(article).getByText('5 Mar 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-03-05');
    expect(within(article).getByText('তারিখ')).toBeInTheDocument();
    expect(within(article).getByText('বিভাগ')).toBeInTheDocument();
    expect(within(article).getByText('ভর্তি')).toBeInTheDocument();
    expect(within(article).getByText('প্রথম অনুচ্ছেদ।').tagName).toBe('P');
    expect(within(article).getByText('দ্বিতীয় অনুচ্ছেদ।').tagName).toBe('P');
    expect(within(article).getByRole('link', { name: 'সব নোটিশ' })).toHaveAttribute('href', '/notice');
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET notices/7/']);
  });

  it("opens the PDF in a new tab, or downloads it (the server's ?download=1)", async () => {
    renderNotice();
    const open = await screen.findByRole('link', { name: 'PDF খুলুন' });
    expect(open).toHaveAttribute('href', '/media/notices/7.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const download = screen.getByRole('link', { name: 'PDF ডাউনলোড' });
    expect(download.getAttribute('href')).toMatch(/\?download=1$/);
    expect(download).toHaveAttribute('href', '/media/notices/7.pdf?download=1');
    expect(download).toHaveAttribute('download');
  });

  it('adds the download parameter to a PDF address that already has a query', async () => {
    renderNotice('/notice/7', { 'GET notices/7/': { data: { ...NOTICE, pdf_file: 'https://cdn.example/7.pdf?v=2' } } });
    expect(await screen.findByRole('link', { name: 'PDF ডাউনলোড' })).toHaveAttribute('href', 'https://cdn.example/7.pdf?v=2&download=1');
  });

  it('has no PDF links, nor an empty category, for a notice without them', async () => {
    renderNotice('/notice/7', { 'GET notices/7/': { data: { ...NOTICE, pdf_file: null, category: '' } } });
    await screen.findByRole('heading', { level: 1, name: 'ভর্তি পরীক্ষার সময়সূচি' });
    expect(screen.queryByRole('link', { name: 'PDF খুলুন' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PDF ডাউনলোড' })).not.toBeInTheDocument();
    expect(screen.queryByText('বিভাগ')).not.toBeInTheDocument();
  });

  it("offers sharing on Facebook and WhatsApp with the page's own address, and the address to copy", async () => {
    renderNotice('/notice/7', undefined, 'https://college.example');
    const share = await screen.findByRole('region', { name: 'শেয়ার করুন' });
    const pageUrl = 'https://college.example/notice/7';
    const facebook = within(share).getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const whatsapp = within(share).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(pageUrl));
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`ভর্তি পরীক্ষার সময়সূচি ${pageUrl}`)}`);
    expect(within(share).getByRole('textbox', { name: 'এই নোটিশের লিংক' })).toHaveValue(pageUrl);
  });

  it("uses the browser's own address for sharing when no server gave one", async () => {
    renderNotice();
    const facebook = await screen.findByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toContain(encodeURIComponent(`${window.location.origin}/notice/7`));
  });

  it("'লিংক কপি করুন' copies the address and says so", async () => {
    const { user } = renderNotice('/notice/7', undefined, 'https://college.example');
    await user.click(await screen.findByRole('button', { name: 'লিংক কপি করুন' }));
    expect(await screen.findByText('লিংক কপি হয়েছে')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('https://college.example/notice/7');
  });

  it('selects the address for the visitor to copy when the browser refuses the clipboard', async () => {
    const { user } = renderNotice('/notice/7', undefined, 'https://college.example');
    const copy = await screen.findByRole('button', { name: 'লিংক কপি করুন' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    await user.click(copy);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'এই নোটিশের লিংক' });
    await waitFor(() => expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length));
    expect(screen.queryByText('লিংক কপি হয়েছে')).not.toBeInTheDocument();
  });

  it('shows the 404 page when the API answers 404 for the notice', async () => {
    const { api } = renderNotice('/notice/404', {});
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('404 - Page not found');
    expect(api.sent('GET notices/404/')).toHaveLength(1);
  });

  it.each(['/notice/abc', '/notice/0', '/notice/1.5'])('shows the 404 page for %s, which is no notice id, without asking the server', async (route) => {
    const { api } = renderNotice(route);
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requests).toHaveLength(0);
  });

  it('logs a failed fetch and offers a retry that loads the notice', async () => {
    const { api, user } = renderNotice('/notice/7', { 'GET notices/7/': { status: 500, data: { detail: 'Internal server error.' } } });
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(errorLog()).toHaveBeenCalledWith(expect.stringContaining('notice'), expect.anything());
    api.on('GET notices/7/', { data: NOTICE });
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ভর্তি পরীক্ষার সময়সূচি' })).toBeInTheDocument();
  });

  it("goes back to the list with 'সব নোটিশ'", async () => {
    const { user } = renderNotice();
    await user.click(await screen.findByRole('link', { name: 'সব নোটিশ' }));
    expect(screen.getByRole('heading', { name: 'All notices' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(/^\/notice$/);
  });
});
