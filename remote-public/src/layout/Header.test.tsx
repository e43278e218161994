import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { adoptSession } from '../../../remote-shared/src/auth/authSlice';
import { makeStore, type AppStore } from '../../../remote-shared/src/store/store';
import { deferred, installFakeApi, resetBrowserState, uninstallFakeApi, type FakeApi, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { LocationProbe, renderApp } from '../../../remote-shared/src/testing/render';
import { ADMIN, GENERAL, rememberSession } from '../../../remote-shared/src/testing/users';
import { publicApi } from '../api/publicApi';
import { Header } from './Header';
import { page } from './page';

const INSTITUTION = {
  id: 1,
  name: 'সরকারি মডেল কলেজ',
  address: 'স্টেশন রোড, ঢাকা',
  logo: '/media/institutions/logo.png',
};

const institutionQuery = (store: AppStore) => publicApi.endpoints.getSiteInstitution.select()(store.getState());

let api: FakeApi;
beforeEach(() => {
  resetBrowserState();
  api = installFakeApi({ 'GET institutions/': { data: [INSTITUTION] }, 'POST logout/': { status: 204 } });
});
afterEach(() => {
  uninstallFakeApi();
  jest.restoreAllMocks();
  delete document.documentElement.dataset.auth;
  window.history.replaceState(null, '', '/');
});

function renderHeader(route = '/') {
  return renderApp(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route, store: makeStore() },
  );
}

describe('Header: auth states', () => {
  it("shows a visitor the 'Login' link", async () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'সাইন আউট' })).not.toBeInTheDocument();
    await screen.findByText(INSTITUTION.name);
  });

  it("shows an Admin the 'Dashboard' link to /dashboard", async () => {
    rememberSession(ADMIN);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'সাইন আউট' })).not.toBeInTheDocument();
    await screen.findByText(INSTITUTION.name);
  });

  it('shows another signed-in user a sign-out button that forgets the session and reloads the page', async () => {
    rememberSession(GENERAL, 'tok-1');
    const reload = jest.spyOn(page, 'reload').mockImplementation(() => {});
    const { user } = renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    // A form's submit button, so signing out works without the page's script too (POST /logout with the CSRF token).
    const signOut = screen.getByRole('button', { name: 'সাইন আউট' });
    expect(signOut).toHaveAttribute('type', 'submit');
    const form = signOut.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/logout');
    expect(form.querySelector('input[type="hidden"][name="csrfmiddlewaretoken"]')).toBeInTheDocument();

    await user.click(signOut);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(api.sent('POST logout/')).toHaveLength(1);
  });

  it("carries the visitor's CSRF token (the csrftoken cookie) in the sign-out form", () => {
    document.cookie = 'csrftoken=csrf-abc; path=/';
    rememberSession(GENERAL, 'tok-1');
    renderHeader();
    const form = screen.getByRole('button', { name: 'সাইন আউট' }).closest('form')!;
    expect(form.querySelector('input[name="csrfmiddlewaretoken"]')).toHaveValue('csrf-abc');
  });

  it('still signs out and reloads when the server cannot be reached', async () => {
    rememberSession(GENERAL, 'tok-1');
    api.on('POST logout/', { networkError: true });
    const reload = jest.spyOn(page, 'reload').mockImplementation(() => {});
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'সাইন আউট' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('Header: a session signed in without JavaScript (the server drew the page for it)', () => {
  it("keeps an Admin's Dashboard link, drawn by the server, while the session is taken over", async () => {
    document.documentElement.dataset.auth = 'admin';
    const refresh = deferred<Reply>();
    api.on('POST token/refresh/', () => refresh.promise);
    api.on('GET user/', { data: ADMIN });
    const { store } = renderHeader();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    const adopted = store.dispatch(adoptSession());
    refresh.resolve({ data: { access: 'acc-7' } });
    await act(() => adopted);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(store.getState().auth).toMatchObject({ user: ADMIN, access_token: 'acc-7', adopting: false });
    expect(localStorage.getItem('access_token')).toBe('acc-7');
    expect(api.sent('GET user/')[0].headers.get('Authorization')).toBe('Bearer acc-7');
  });

  it("keeps a user's sign-out button, drawn by the server, while the session is taken over, and it signs out after", async () => {
    document.documentElement.dataset.auth = 'user';
    api.on('POST token/refresh/', { data: { access: 'acc-8' } });
    api.on('GET user/', { data: GENERAL });
    const reload = jest.spyOn(page, 'reload').mockImplementation(() => {});
    const { store, user } = renderHeader();
    expect(screen.getByRole('button', { name: 'সাইন আউট' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await act(() => store.dispatch(adoptSession()));
    expect(store.getState().auth).toMatchObject({ user: GENERAL, adopting: false });
    await user.click(screen.getByRole('button', { name: 'সাইন আউট' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.sent('POST logout/')).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it("shows the visitor's Login link when the session cannot be taken over", async () => {
    document.documentElement.dataset.auth = 'user';
    api.on('POST token/refresh/', { status: 401, data: { detail: 'No session' } });
    const { store } = renderHeader();
    expect(screen.getByRole('button', { name: 'সাইন আউট' })).toBeInTheDocument();
    await act(() => store.dispatch(adoptSession()));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'সাইন আউট' })).not.toBeInTheDocument();
    expect(api.sent('GET user/')).toHaveLength(0);
  });
});

describe('Header: institution', () => {
  it('shows the institution name, address and logo', async () => {
    const { container } = renderHeader();
    expect(await screen.findByText(INSTITUTION.name)).toBeInTheDocument();
    expect(screen.getByText(INSTITUTION.address)).toBeInTheDocument();
    // The home link is named by what it shows: the name, then the address.
    expect(screen.getByRole('link', { name: `${INSTITUTION.name} ${INSTITUTION.address}` })).toHaveAttribute('href', '/');
    expect(container.querySelector('.pub-brand__logo')).toHaveAttribute('src', INSTITUTION.logo);
    expect(screen.queryByText('কলেজের নাম')).not.toBeInTheDocument();
    expect(api.sent('GET institutions/')).toHaveLength(1);
  });

  it('shows the fallbacks when no institution exists yet', async () => {
    api.on('GET institutions/', { data: [] });
    const { container, store } = renderHeader();
    await waitFor(() => expect(institutionQuery(store).isSuccess).toBe(true));
    expect(screen.getByText('কলেজের নাম')).toBeInTheDocument();
    expect(screen.getByText('ঠিকানা পাওয়া যায়নি')).toBeInTheDocument();
    expect(container.querySelector('.pub-brand__logo')).toHaveAttribute('src', 'test-file-stub');
  });

  it('shows the fallbacks when the institution cannot be loaded', async () => {
    api.on('GET institutions/', { status: 500, data: { detail: 'down' } });
    const { store } = renderHeader();
    await waitFor(() => expect(institutionQuery(store).isError).toBe(true));
    expect(screen.getByText('কলেজের নাম')).toBeInTheDocument();
    expect(screen.getByText('ঠিকানা পাওয়া যায়নি')).toBeInTheDocument();
  });

  it('falls back to the default logo when the logo cannot be loaded', async () => {
    const { container } = renderHeader();
    await screen.findByText(INSTITUTION.name);
    const logo = container.querySelector('.pub-brand__logo') as HTMLImageElement;
    logo.dispatchEvent(new Event('error'));
    expect(logo).toHaveAttribute('src', 'test-file-stub');
  });
});

describe('Header: navigation and mobile menu', () => {
  it('links to the seven public pages with their Bengali labels', async () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'প্রধান মেনু' });
    const list = within(nav).getByRole('list');
    const links = Array.from(list.querySelectorAll(':scope > li > a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['হোম', '/'],
      ['একাডেমিক', '/academic'],
      ['শিক্ষক ও কর্মচারী', '/facnstaff'],
      ['ভর্তি', '/admission'],
      ['গ্যালারি', '/gallery'],
      ['নোটিশ', '/notice'],
      ['যোগাযোগ', '/contact'],
    ]);
    // Then the college's public record, under one "more" menu (layout/MoreMenu.test.tsx).
    expect(list.lastElementChild).toContainElement(within(nav).getByRole('button', { name: 'আরও' }));
    expect(Array.from(document.getElementById('more-menu')!.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['প্রতিষ্ঠান পরিচিতি', '/about'],
      ['ফলাফল', '/result'],
      ['রুটিন', '/routine'],
      ['অনুমতি ও স্বীকৃতি', '/acknowledgment'],
    ]);
    // Beside them, the link that closes a menu opened without the page's script (shown only then, by CSS).
    expect(within(nav).getByRole('link', { name: 'মেনু বন্ধ করুন' })).toHaveAttribute('href', '#top');
    await screen.findByText(INSTITUTION.name);
  });

  it('marks the current page', async () => {
    renderHeader('/notice');
    const nav = screen.getByRole('navigation', { name: 'প্রধান মেনু' });
    expect(within(nav).getByRole('link', { name: 'নোটিশ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'হোম' })).not.toHaveAttribute('aria-current');
    await screen.findByText(INSTITUTION.name);
  });

  it('the menu button opens and closes the menu (aria-expanded)', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'মেনু খুলুন' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // A link to the menu, so it opens before (or without) the page's script too.
    expect(toggle.tagName).toBe('A');
    expect(toggle).toHaveAttribute('href', '#site-menu');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    const menu = document.getElementById('site-menu');
    expect(menu).toBe(screen.getByRole('navigation', { name: 'প্রধান মেনু' }));
    expect(menu).toContainElement(screen.getByRole('link', { name: 'একাডেমিক' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('মেনু বন্ধ করুন');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('মেনু খুলুন');
    // The click toggled the menu instead of following the link.
    expect(window.location.hash).toBe('');
    await screen.findByText(INSTITUTION.name);
  });

  it('answers Enter and Space like a button', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'মেনু খুলুন' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText(INSTITUTION.name);
  });

  it('stays open when it was opened before the page\'s script arrived (the address ends in #site-menu)', async () => {
    window.history.replaceState(null, '', '/#site-menu');
    renderHeader();
    expect(screen.getByRole('button', { name: 'মেনু বন্ধ করুন' })).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText(INSTITUTION.name);
  });

  it('Escape closes the open menu and gives focus back to the menu button', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'মেনু খুলুন' });
    await user.click(toggle);
    screen.getByRole('link', { name: 'গ্যালারি' }).focus();
    expect(toggle).not.toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await screen.findByText(INSTITUTION.name);
  });

  it('following a link in the menu closes it', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'মেনু খুলুন' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'যোগাযোগ' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/contact');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await screen.findByText(INSTITUTION.name);
  });
});
