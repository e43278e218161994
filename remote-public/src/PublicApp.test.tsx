import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../remote-shared/src/store/store';
import { drfList, installFakeApi, resetBrowserState, uninstallFakeApi, type FakeApi } from '../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../remote-shared/src/testing/render';
import { prefetchPage } from './api/prefetch';
import PublicApp from './PublicApp';
import { notice } from './testing/fixtures';

let api: FakeApi;
beforeEach(() => {
  resetBrowserState();
  api = installFakeApi({
    'GET institutions/': drfList([{ id: 1, name: 'সরকারি মডেল কলেজ', address: 'ঢাকা' }]),
    'GET teachers/': drfList([]),
    'GET committee-members/': drfList([]),
    'GET principal-vice-principal/': drfList([]),
    'GET notices/': drfList([notice(7, { title: 'পরীক্ষার নোটিশ' })]),
    'GET notices/7/': { data: notice(7, { title: 'পরীক্ষার নোটিশ' }) },
    'GET gallery/': drfList([]),
    'GET staff/': drfList([]),
    'GET results/': drfList([]),
    'GET routines/': drfList([]),
    'GET acknowledgment/': drfList([]),
    'GET calendar/': drfList([]),
    'GET stats/': { data: { students: [], teachers: 0, staff: 0 } },
    'GET classes/': drfList([{ id: 1, name: 'একাদশ' }]),
    'GET sections/': drfList([{ id: 2, name: 'খ' }]),
    'GET class-routine/': drfList([]),
  });
});
afterEach(() => {
  uninstallFakeApi();
  jest.restoreAllMocks();
});

const ROUTES: [string, RegExp | string][] = [
  ['/', 'সরকারি মডেল কলেজ'],
  ['/academic', '🎓 একাডেমিক তথ্য'],
  ['/facnstaff', 'শিক্ষক ও কর্মচারী তালিকা ২০২৫'],
  ['/admission', 'ভর্তি'],
  ['/gallery', 'সরকারি মডেল কলেজ - গ্যালারি'],
  ['/notice', 'নোটিশ'],
  ['/notice?search=%E0%A6%AA%E0%A6%B0%E0%A7%80%E0%A6%95%E0%A7%8D%E0%A6%B7%E0%A6%BE', 'নোটিশ'],
  ['/notice/7', 'পরীক্ষার নোটিশ'],
  ['/contact', 'যোগাযোগ করুন'],
  ['/about', 'প্রতিষ্ঠান পরিচিতি'],
  ['/result', 'পরীক্ষার ফলাফল'],
  ['/routine', 'ক্লাস ও পরীক্ষার রুটিন'],
  ['/acknowledgment', 'পাঠদানের অনুমতি ও স্বীকৃতি'],
];

describe('PublicApp routes', () => {
  it.each(ROUTES)('%s shows its page inside the common layout', async (route, title) => {
    renderApp(<PublicApp />, { route, store: makeStore() });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(main).queryByText('404 - Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('সরকারি মডেল কলেজ');
  });

  it('/login shows the Login and Register page', async () => {
    renderApp(<PublicApp />, { route: '/login', store: makeStore() });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute('href', '/login?mode=register');
  });

  it('/login?mode=register shows the Register form', async () => {
    renderApp(<PublicApp />, { route: '/login?mode=register', store: makeStore() });
    expect(await within(screen.getByRole('main')).findByRole('form', { name: 'Register' })).toBeInTheDocument();
  });

  it('a notice in the list links to its own page', async () => {
    const { user } = renderApp(<PublicApp />, { route: '/notice', store: makeStore() });
    await user.click(await screen.findByRole('link', { name: 'পরীক্ষার নোটিশ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'পরীক্ষার নোটিশ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF খুলুন' })).toHaveAttribute('href', '/media/notices/7.pdf');
  });

  it.each(['/no-such-page', '/academic/extra', '/dashboard-old', '/notice/99', '/notice/abc', '/notice?page=2', '/notice?page=x', '/gallery?page=3', '/facnstaff?page=0'])(
    "%s shows '404 - Page not found'",
    async (route) => {
      // A read answered 404 is logged as the public pages log every failed read.
      jest.spyOn(console, 'error').mockImplementation(() => {});
      renderApp(<PublicApp />, { route, store: makeStore() });
      expect(await screen.findByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeInTheDocument();
    },
  );

  it("shows the server's answer to a form posted without JavaScript on the page it was drawn for", async () => {
    renderApp(<PublicApp formState={{ form: 'login', values: { username: 'admin' }, message: 'loginInvalid' }} />, { route: '/login', store: makeStore() });
    const form = await screen.findByRole('form', { name: 'Login' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid username or password!');
    expect(within(form).getByLabelText(/^Username/)).toHaveValue('admin');
  });

  it('shows a message for the whole page above it (the spec\'s "Login successful!" after a sign-in without JavaScript)', async () => {
    renderApp(<PublicApp formState={{ message: 'loginSuccess' }} />, { route: '/', store: makeStore() });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Login successful!')).toHaveAttribute('role', 'status');
  });

  it('offers a skip link to the main area as the first stop of the keyboard', async () => {
    const { user } = renderApp(<PublicApp />, { route: '/academic', store: makeStore() });
    await screen.findByRole('heading', { level: 1, name: '🎓 একাডেমিক তথ্য' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'মূল অংশে যান' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBe(screen.getByRole('main'));
  });

  it('moves between pages with the header navigation', async () => {
    const { user } = renderApp(<PublicApp />, { route: '/', store: makeStore() });
    await screen.findByRole('heading', { level: 1, name: 'সরকারি মডেল কলেজ' });
    const nav = screen.getByRole('navigation', { name: 'প্রধান মেনু' });
    await user.click(within(nav).getByRole('link', { name: 'ভর্তি' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ভর্তি' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('the reads started before React (api/prefetch.ts)', () => {
  it.each([
    ['/', 'সরকারি মডেল কলেজ'],
    ['/notice', 'নোটিশ'],
    [`/notice?search=${encodeURIComponent('পরীক্ষা')}`, 'নোটিশ'],
    ['/notice/7', 'পরীক্ষার নোটিশ'],
    ['/gallery', 'সরকারি মডেল কলেজ - গ্যালারি'],
    ['/facnstaff', 'শিক্ষক ও কর্মচারী তালিকা ২০২৫'],
    ['/facnstaff?tab=staff', 'শিক্ষক ও কর্মচারী তালিকা ২০২৫'],
    ['/about', 'প্রতিষ্ঠান পরিচিতি'],
    ['/result?category=Public', 'পরীক্ষার ফলাফল'],
    [`/routine?class=1&section=${encodeURIComponent('খ')}`, 'ক্লাস ও পরীক্ষার রুটিন'],
    ['/acknowledgment', 'পাঠদানের অনুমতি ও স্বীকৃতি'],
  ])('are the ones %s asks for: the page reads nothing again', async (route, title) => {
    const store = makeStore();
    await prefetchPage(store.dispatch, route);
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(1));
    await new Promise((r) => setTimeout(r, 20));
    const started = api.requests.length;
    renderApp(<PublicApp />, { route, store });
    expect(await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByRole('contentinfo');
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requests.map((r) => `${r.method} ${r.url} ${JSON.stringify(r.query)}`).slice(started)).toEqual([]);
  });
});

describe('once the page is drawn', () => {
  const drawOn = async (width: number, saveData = false) => {
    cleanup();
    document.documentElement.classList.remove('pub-webfont');
    delete document.documentElement.dataset.ready;
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(min-width: 48rem)' && width >= 768, media: query }) as MediaQueryList,
    );
    Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
    try {
      renderApp(<PublicApp />, { route: '/academic', store: makeStore() });
      await screen.findByRole('heading', { level: 1, name: '🎓 একাডেমিক তথ্য' });
    } finally {
      matchMedia.mockRestore();
      delete (navigator as { connection?: unknown }).connection;
    }
  };

  it('marks the document ready and brings in the Bengali web font on a wide screen', async () => {
    await drawOn(1280);
    expect(document.documentElement).toHaveClass('pub-webfont');
    expect(document.documentElement.dataset.ready).toBe('true');
  });

  it("keeps a phone's own Bengali font, and a visitor's who asks to save data", async () => {
    await drawOn(360);
    expect(document.documentElement.dataset.ready).toBe('true');
    expect(document.documentElement).not.toHaveClass('pub-webfont');
    await drawOn(1280, true);
    expect(document.documentElement.dataset.ready).toBe('true');
    expect(document.documentElement).not.toHaveClass('pub-webfont');
  });
});
