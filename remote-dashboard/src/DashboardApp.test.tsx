import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../remote-shared/src/store/store';
import { installFakeApi, resetBrowserState, uninstallFakeApi } from '../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../remote-shared/src/testing/render';
import { ADMIN, rememberSession } from '../../remote-shared/src/testing/users';
import DashboardApp from './DashboardApp';

beforeEach(() => {
  resetBrowserState();
  rememberSession(ADMIN);
  installFakeApi({ 'GET institutions/': { data: [{ id: 1, name: 'সরকারি মডেল কলেজ', logo: null }] } });
});
afterEach(() => uninstallFakeApi());

function renderAt(route: string) {
  return renderApp(
    <Routes>
      <Route path="/dashboard/*" element={<DashboardApp />} />
    </Routes>,
    { route, store: makeStore() },
  );
}

// The twelve protected routes of spec section 2 and the seven screens added beside them, with the screen titles (ui-text.md's sidebar labels).
const SCREENS: [string, string][] = [
  ['college-info', 'প্রতিষ্ঠানের তথ্য'],
  ['notices', 'নোটিশ'],
  ['gallery-upload', 'গ্যালারি ছবি'],
  ['gallery-list', 'গ্যালারি তালিকা'],
  ['principal-info', 'অধ্যক্ষ/উপাধ্যক্ষ'],
  ['student-info-form', 'শিক্ষার্থীর তথ্য'],
  ['teacher-info-form', 'শিক্ষকের তথ্য'],
  ['staff-info-form', 'কর্মচারীর তথ্য'],
  ['class-routine', 'ক্লাস রুটিন'],
  ['add-class', 'শ্রেণি যোগ করুন'],
  ['add-subject', 'বিষয় যোগ করুন'],
  ['committee-member', 'কমিটি সদস্য'],
  // Beyond the spec's twelve.
  ['sections', 'সেকশন'],
  ['routine-list', 'রুটিন তালিকা'],
  ['contacts', 'যোগাযোগ বার্তা'],
  ['users', 'ব্যবহারকারী'],
  // The college's public record (issue 13).
  ['results', 'ফলাফল'],
  ['routine-files', 'রুটিন (ফাইল)'],
  ['acknowledgments', 'অনুমতি ও স্বীকৃতি'],
  // The audit trail (issue 14).
  ['audit', 'পরিবর্তনের ইতিহাস'],
];

describe('DashboardApp routes', () => {
  it.each(SCREENS)('/dashboard/%s shows the screen titled %s beside the sidebar', async (path, title) => {
    renderAt(`/dashboard/${path}`);
    const main = screen.getByRole('main');
    // Each screen is a chunk of its own, loaded on first use: on a busy machine that takes more than findBy's 1 s.
    expect(await within(main).findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | ড্যাশবোর্ড`);
    expect(screen.getByRole('complementary', { name: 'ড্যাশবোর্ড সাইডবার' })).toBeInTheDocument();
    expect(within(main).queryByText('404 - Page not found')).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'সরকারি মডেল কলেজ' });
  });

  it('/dashboard shows the overview, with a card for every sidebar screen', async () => {
    renderAt('/dashboard');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'ড্যাশবোর্ডে স্বাগতম' })).toBeInTheDocument();
    const cards = within(within(main).getByRole('region', { name: 'সব অংশ' })).getAllByRole('link');
    expect(cards).toHaveLength(20);
    expect(within(main).getByRole('link', { name: 'ক্লাস রুটিন' })).toHaveAttribute('href', '/dashboard/class-routine');
    await screen.findByRole('link', { name: 'সরকারি মডেল কলেজ' });
  });

  it.each(['/dashboard/unknown', '/dashboard/notices/extra', '/dashboard/College-Info-x'])("%s shows '404 - Page not found'", async (route) => {
    renderAt(route);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'ড্যাশবোর্ড' })).toHaveAttribute('href', '/dashboard');
    await screen.findByRole('link', { name: 'সরকারি মডেল কলেজ' });
  });
});
