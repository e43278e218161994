import { readFileSync } from 'fs';
import { join } from 'path';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { institutionApi } from '../../../remote-shared/src/api/institution';
import { makeStore } from '../../../remote-shared/src/store/store';
import { installFakeApi, resetBrowserState, uninstallFakeApi, type FakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { ADMIN, rememberSession } from '../../../remote-shared/src/testing/users';
import DashboardApp from '../DashboardApp';

// The real stylesheet, so "icon-only" is checked the way a user sees it (labels not displayed).
const style = document.createElement('style');
style.textContent = readFileSync(join(__dirname, '../dashboard.css'), 'utf8');
document.head.append(style);

const originalMatchMedia = window.matchMedia.bind(window);
function screenWidth(px: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { matches: min ? px >= Number(min[1]) : false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
  };
}

const INSTITUTION = { id: 1, name: 'সরকারি মডেল কলেজ', logo: '/media/logo.png' };
let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  rememberSession(ADMIN, 'tok-1');
  screenWidth(1280);
  api = installFakeApi({ 'GET institutions/': { data: [INSTITUTION] }, 'POST logout/': { status: 204 } });
});
afterEach(() => {
  uninstallFakeApi();
  window.matchMedia = originalMatchMedia;
});

function renderDashboard(route = '/dashboard') {
  const result = renderApp(
    <Routes>
      <Route path="/dashboard/*" element={<DashboardApp />} />
      <Route path="/login" element={<h1>Login page</h1>} />
      <Route path="/" element={<h1>Public home</h1>} />
    </Routes>,
    { route, store: makeStore() },
  );
  const sidebar = screen.getByRole('complementary', { name: 'ড্যাশবোর্ড সাইডবার' });
  return { ...result, sidebar, nav: within(sidebar).getByRole('navigation', { name: 'ড্যাশবোর্ড মেনু' }) };
}

const GROUPS = { site: 'সাইট কনফিগারেশন', default: 'ডিফল্ট', academic: 'একাডেমিক', admin: 'প্রশাসন' };
const groupButton = (name: string) => screen.getByRole('button', { name });

describe('Sidebar: collapsing', () => {
  it('starts expanded at desktop width and collapses to icons only', async () => {
    const { user, nav } = renderDashboard();
    const toggle = screen.getByRole('button', { name: 'মেনু ছোট করুন' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByText('নোটিশ')).toBeVisible();
    expect(within(nav).getByText(GROUPS.site)).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('মেনু বড় করুন');
    expect(within(nav).getByText('নোটিশ')).not.toBeVisible();
    expect(within(nav).getByText(GROUPS.site)).not.toBeVisible();
    expect(within(nav).getByText('হোম')).not.toBeVisible();
    // Icon-only entries keep their names for screen readers and a tooltip for the mouse.
    const notices = within(nav).getByRole('link', { name: 'নোটিশ' });
    expect(notices).toHaveAttribute('title', 'নোটিশ');
    expect(within(nav).getByRole('button', { name: GROUPS.site })).toHaveAttribute('title', GROUPS.site);
    expect(screen.getByRole('button', { name: 'লগআউট' })).toHaveAttribute('title', 'লগআউট');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByText('নোটিশ')).toBeVisible();
    await screen.findByRole('link', { name: INSTITUTION.name });
  });

  it('starts icon-only on a tablet-width screen', async () => {
    screenWidth(800);
    const { nav } = renderDashboard();
    expect(screen.getByRole('button', { name: 'মেনু বড় করুন' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByText('নোটিশ')).not.toBeVisible();
    await screen.findByRole('link', { name: INSTITUTION.name });
  });

  it('a group pressed while icon-only widens the sidebar and opens that group', async () => {
    screenWidth(800);
    const { user, nav } = renderDashboard();
    await user.click(groupButton(GROUPS.default));
    expect(screen.getByRole('button', { name: 'মেনু ছোট করুন' })).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton(GROUPS.default)).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'শিক্ষকের তথ্য' })).toBeVisible();
    await screen.findByRole('link', { name: INSTITUTION.name });
  });
});

describe('Sidebar: groups', () => {
  it('each group opens and closes on its own', async () => {
    const { user, nav } = renderDashboard('/dashboard');
    for (const name of Object.values(GROUPS)) expect(groupButton(name)).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByText('প্রতিষ্ঠানের তথ্য')).not.toBeVisible();

    await user.click(groupButton(GROUPS.site));
    expect(groupButton(GROUPS.site)).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'প্রতিষ্ঠানের তথ্য' })).toBeVisible();
    expect(within(nav).getByText('শিক্ষার্থীর তথ্য')).not.toBeVisible();

    await user.click(groupButton(GROUPS.default));
    expect(groupButton(GROUPS.site)).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton(GROUPS.default)).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton(GROUPS.academic)).toHaveAttribute('aria-expanded', 'false');

    await user.click(groupButton(GROUPS.site));
    expect(groupButton(GROUPS.site)).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByText('প্রতিষ্ঠানের তথ্য')).not.toBeVisible();
    expect(groupButton(GROUPS.default)).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'শিক্ষার্থীর তথ্য' })).toBeVisible();

    const controlled = document.getElementById(groupButton(GROUPS.default).getAttribute('aria-controls')!);
    expect(controlled).toContainElement(within(nav).getByRole('link', { name: 'কর্মচারীর তথ্য' }));
    await screen.findByRole('link', { name: INSTITUTION.name });
  });

  it.each([
    ['/dashboard/class-routine', GROUPS.academic],
    ['/dashboard/teacher-info-form', GROUPS.default],
    ['/dashboard/add-subject', GROUPS.site],
    ['/dashboard/contacts', GROUPS.admin],
  ])('on %s the group holding that screen starts open', async (route, open) => {
    const { nav } = renderDashboard(route);
    for (const name of Object.values(GROUPS)) expect(groupButton(name)).toHaveAttribute('aria-expanded', name === open ? 'true' : 'false');
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', route);
    expect(current).toBeVisible();
    await screen.findByRole('link', { name: INSTITUTION.name });
  });
});

describe('Sidebar: links', () => {
  it('on the gallery list (reached from the gallery upload) the upload entry is the current one', async () => {
    const { nav } = renderDashboard('/dashboard/gallery-list');
    expect(groupButton(GROUPS.site)).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/dashboard/gallery-upload');
    await screen.findByRole('link', { name: INSTITUTION.name });
  });

  it('lists the screens with their Bengali labels, in the order of the spec', async () => {
    const { user, nav } = renderDashboard('/dashboard');
    for (const name of Object.values(GROUPS)) await user.click(groupButton(name));
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['প্রতিষ্ঠানের তথ্য', '/dashboard/college-info'],
      ['অধ্যক্ষ/উপাধ্যক্ষ', '/dashboard/principal-info'],
      ['কমিটি সদস্য', '/dashboard/committee-member'],
      ['গ্যালারি ছবি', '/dashboard/gallery-upload'],
      ['শ্রেণি যোগ করুন', '/dashboard/add-class'],
      ['বিষয় যোগ করুন', '/dashboard/add-subject'],
      ['সেকশন', '/dashboard/sections'],
      ['অনুমতি ও স্বীকৃতি', '/dashboard/acknowledgments'],
      ['নোটিশ', '/dashboard/notices'],
      ['শিক্ষার্থীর তথ্য', '/dashboard/student-info-form'],
      ['শিক্ষকের তথ্য', '/dashboard/teacher-info-form'],
      ['কর্মচারীর তথ্য', '/dashboard/staff-info-form'],
      ['ক্লাস রুটিন', '/dashboard/class-routine'],
      ['রুটিন তালিকা', '/dashboard/routine-list'],
      ['রুটিন (ফাইল)', '/dashboard/routine-files'],
      ['ফলাফল', '/dashboard/results'],
      ['একাডেমিক ক্যালেন্ডার', '/dashboard/calendar'],
      ['যোগাযোগ বার্তা', '/dashboard/contacts'],
      ['ব্যবহারকারী', '/dashboard/users'],
      ['পরিবর্তনের ইতিহাস', '/dashboard/audit'],
      ['হোম', '/'],
    ]);
    const groupOf = (label: string) => within(nav).getByRole('link', { name: label }).closest('ul')!.id;
    expect(groupOf('অধ্যক্ষ/উপাধ্যক্ষ')).toBe(groupButton(GROUPS.site).getAttribute('aria-controls'));
    expect(groupOf('কর্মচারীর তথ্য')).toBe(groupButton(GROUPS.default).getAttribute('aria-controls'));
    expect(groupOf('ক্লাস রুটিন')).toBe(groupButton(GROUPS.academic).getAttribute('aria-controls'));
    expect(groupOf('রুটিন তালিকা')).toBe(groupButton(GROUPS.academic).getAttribute('aria-controls'));
    expect(groupOf('ফলাফল')).toBe(groupButton(GROUPS.academic).getAttribute('aria-controls'));
    expect(groupOf('অনুমতি ও স্বীকৃতি')).toBe(groupButton(GROUPS.site).getAttribute('aria-controls'));
    expect(groupOf('ব্যবহারকারী')).toBe(groupButton(GROUPS.admin).getAttribute('aria-controls'));
    await screen.findByRole('link', { name: INSTITUTION.name });
  });

  it('a link opens its screen and is marked as the current one', async () => {
    const { user, nav } = renderDashboard('/dashboard');
    await user.click(within(nav).getByRole('link', { name: 'নোটিশ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'নোটিশ' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'নোটিশ' })).toHaveAttribute('aria-current', 'page');
  });

  it("the institution's logo links to '/'", async () => {
    const { user, sidebar } = renderDashboard();
    const logo = await within(sidebar).findByRole('link', { name: INSTITUTION.name });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo.querySelector('img')).toHaveAttribute('src', INSTITUTION.logo);
    await user.click(logo);
    expect(screen.getByRole('heading', { name: 'Public home' })).toBeInTheDocument();
  });

  it('shows the default logo when the institution has none', async () => {
    api.on('GET institutions/', { data: [] });
    const { sidebar, store } = renderDashboard();
    await waitFor(() => expect(institutionApi.endpoints.getInstitution.select()(store.getState()).isSuccess).toBe(true));
    const logos = within(sidebar).getAllByRole('link', { name: 'হোম' });
    expect(logos[0].querySelector('img')).toHaveAttribute('src', 'test-file-stub');
    expect(logos.map((a) => a.getAttribute('href'))).toEqual(['/', '/']);
  });
});

describe('Sidebar: logout', () => {
  it('signs out (state and storage) and goes to /login', async () => {
    const { user, store } = renderDashboard('/dashboard/notices');
    await user.click(screen.getByRole('button', { name: 'লগআউট' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ access_token: null, user: null });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(api.sent('POST logout/')).toHaveLength(1);
  });

  it('signs out and goes to /login even when the server call fails', async () => {
    api.on('POST logout/', { status: 500, data: {} });
    const { user, store } = renderDashboard('/dashboard');
    await user.click(screen.getByRole('button', { name: 'লগআউট' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
