import { screen, within } from '@testing-library/react';
import { makeStore } from '../../remote-shared/src/store/store';
import { installFakeApi, resetBrowserState, uninstallFakeApi } from '../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../remote-shared/src/testing/render';
import PublicApp from './PublicApp';

beforeEach(() => {
  resetBrowserState();
  installFakeApi({ 'GET institutions/': { data: [{ id: 1, name: 'সরকারি মডেল কলেজ', address: 'ঢাকা' }] } });
});
afterEach(() => uninstallFakeApi());

const ROUTES: [string, RegExp | string][] = [
  ['/', 'সরকারি মডেল কলেজ'],
  ['/academic', '🎓 একাডেমিক তথ্য'],
  ['/facnstaff', 'শিক্ষক ও কর্মচারী তালিকা ২০২৫'],
  ['/admission', 'ভর্তি'],
  ['/gallery', 'সরকারি মডেল কলেজ - গ্যালারি'],
  ['/notice', 'নোটিশ'],
  ['/contact', 'যোগাযোগ করুন'],
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
    expect(within(main).getByRole('button', { name: "Don't have an account? Register" })).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/academic/extra', '/dashboard-old'])("%s shows '404 - Page not found'", async (route) => {
    renderApp(<PublicApp />, { route, store: makeStore() });
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeInTheDocument();
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

describe('once the page is drawn', () => {
  it('marks the document ready and brings in the Bengali web font', async () => {
    document.documentElement.classList.remove('pub-webfont');
    delete document.documentElement.dataset.ready;
    renderApp(<PublicApp />, { route: '/academic', store: makeStore() });
    await screen.findByRole('heading', { level: 1, name: '🎓 একাডেমিক তথ্য' });
    expect(document.documentElement).toHaveClass('pub-webfont');
    expect(document.documentElement.dataset.ready).toBe('true');
  });
});
