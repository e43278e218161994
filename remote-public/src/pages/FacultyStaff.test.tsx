import { fireEvent, screen, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, drfList, installFakeApi, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe } from '../../../remote-shared/src/testing/render';
import { staffMember, teacher } from '../testing/fixtures';
import FacultyStaffPage from './FacultyStaff';
import { pageTestHooks } from '../testing/pageTests';

const { errorLog } = pageTestHooks();

const render = (route = '/facnstaff') =>
  renderApp(
    <>
      <FacultyStaffPage />
      <UrlProbe />
    </>,
    { route, store: makeStore() },
  );
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('Faculty and Staff page', () => {
  it("shows the title and 'লোড হচ্ছে...' while loading, then a card per teacher", async () => {
    const reply = deferred<Reply>();
    installFakeApi({ 'GET teachers/': () => reply.promise });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষক ও কর্মচারী তালিকা ২০২৫' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('লোড হচ্ছে...');

    reply.resolve({ data: { count: 2, next: null, previous: null, results: [teacher(1, { full_name: 'নাসরিন আক্তার', designation: 'সহকারী অধ্যাপক', subject: 'রসায়ন' }), teacher(2)] } });
    await screen.findByRole('heading', { level: 2, name: 'নাসরিন আক্তার' });
    const first = card('নাসরিন আক্তার');
    expect(first).toHaveTextContent('সহকারী অধ্যাপক');
    expect(first).toHaveTextContent('রসায়ন');
    expect(within(first).getByRole('link', { name: '01711000001' })).toHaveAttribute('href', 'tel:01711000001');
    expect(within(first).getByRole('link', { name: 't1@college.example' })).toHaveAttribute('href', 'mailto:t1@college.example');
    expect(within(first).getByRole('img', { name: 'নাসরিন আক্তার' })).toHaveAttribute('src', '/media/teachers/1.jpg');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('shows a dash for every missing value, and initials for a missing or broken photo', async () => {
    installFakeApi({
      'GET teachers/': drfList([
        teacher(1, { full_name: 'রহিম উদ্দিন', designation: null, subject: '  ', contact_phone: null, contact_email: null, photo: null }),
        teacher(2, { full_name: 'Karim Ali', photo: '/media/broken.jpg' }),
      ]),
    });
    render();
    await screen.findByRole('heading', { level: 2, name: 'রহিম উদ্দিন' });
    const bare = card('রহিম উদ্দিন');
    expect(within(bare).getAllByText('-')).toHaveLength(4);
    expect(within(bare).queryByRole('link')).not.toBeInTheDocument();
    expect(within(bare).getByRole('img', { name: 'রহিম উদ্দিন' })).toHaveTextContent('রউ');

    fireEvent.error(within(card('Karim Ali')).getByRole('img', { name: 'Karim Ali' }));
    expect(within(card('Karim Ali')).getByRole('img', { name: 'Karim Ali' })).toHaveTextContent('KA');
    // No third-party avatar service anywhere.
    expect(document.querySelectorAll('img[src^="http"]')).toHaveLength(0);
  });

  it("shows 'কোনো তথ্য পাওয়া যায়নি' for an empty list", async () => {
    installFakeApi({ 'GET teachers/': drfList([]) });
    render();
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'আবার চেষ্টা করুন' })).not.toBeInTheDocument();
  });

  it('logs a failed fetch, shows the empty message with a retry, and the retry loads the list', async () => {
    const api = installFakeApi({ 'GET teachers/': { networkError: true } });
    const { user } = render();
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(errorLog()).toHaveBeenCalledWith(expect.stringContaining('teachers'), expect.anything());
    api.on('GET teachers/', drfList([teacher(7)]));
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'শিক্ষক 7' })).toBeInTheDocument();
  });

  it('shows twelve teachers a page, asked of the server one page at a time, with page links', async () => {
    const api = installFakeApi({ 'GET teachers/': drfList(Array.from({ length: 30 }, (_, i) => teacher(i + 1))) });
    const { user } = render();
    await screen.findByRole('heading', { level: 2, name: 'শিক্ষক 1' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    const pager = () => screen.getByRole('navigation', { name: 'শিক্ষকদের তালিকার পাতা' });
    expect(within(pager()).getAllByRole('link', { name: /^পাতা / }).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1', '/facnstaff'],
      ['2', '/facnstaff?page=2'],
      ['3', '/facnstaff?page=3'],
    ]);
    expect(within(pager()).getByRole('link', { name: 'পাতা 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).queryByRole('link', { name: 'আগের পাতা' })).not.toBeInTheDocument();

    await user.click(within(pager()).getByRole('link', { name: 'পাতা 3' }));
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(/^\/facnstaff\?page=3$/);
    expect(await screen.findByRole('heading', { level: 2, name: 'শিক্ষক 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['শিক্ষক 25', 'শিক্ষক 26', 'শিক্ষক 27', 'শিক্ষক 28', 'শিক্ষক 29', 'শিক্ষক 30']);
    expect(within(pager()).getByRole('link', { name: 'পাতা 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).queryByRole('link', { name: 'পরের পাতা' })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'আগের পাতা' })).toHaveAttribute('href', '/facnstaff?page=2');
    expect(api.sent('GET teachers/').map((request) => request.query)).toEqual([{ page_size: '12' }, { page_size: '12', page: '3' }]);
  });

  it('shows no page links when every teacher fits on one page', async () => {
    installFakeApi({ 'GET teachers/': drfList(Array.from({ length: 12 }, (_, i) => teacher(i + 1))) });
    render();
    await screen.findByRole('heading', { level: 2, name: 'শিক্ষক 12' });
    expect(screen.queryByRole('navigation', { name: 'শিক্ষকদের তালিকার পাতা' })).not.toBeInTheDocument();
  });

  it("shows the 404 page for a page past the last (the server answers 404 'Invalid page.')", async () => {
    const api = installFakeApi({ 'GET teachers/': drfList([teacher(1)]) });
    render('/facnstaff?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'শিক্ষক ও কর্মচারী তালিকা ২০২৫' })).not.toBeInTheDocument();
    expect(api.sent('GET teachers/').map((request) => request.query)).toEqual([{ page_size: '12', page: '2' }]);
  });

  it('shows the teachers and the staff as two tabs, links whose view is the URL', async () => {
    const api = installFakeApi({
      'GET teachers/': drfList([teacher(1, { full_name: 'নাসরিন আক্তার' })]),
      'GET staff/': drfList(Array.from({ length: 14 }, (_, i) => staffMember(i + 1))),
    });
    const { user } = render();
    const tabs = screen.getByRole('navigation', { name: 'তালিকা বেছে নিন' });
    expect(within(tabs).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['শিক্ষকবৃন্দ', '/facnstaff', 'page'],
      ['কর্মচারীবৃন্দ', '/facnstaff?tab=staff', null],
    ]);
    await screen.findByRole('heading', { level: 2, name: 'নাসরিন আক্তার' });
    expect(api.sent('GET staff/')).toHaveLength(0);

    await user.click(within(tabs).getByRole('link', { name: 'কর্মচারীবৃন্দ' }));
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(/^\/facnstaff\?tab=staff$/);
    await screen.findByRole('heading', { level: 2, name: 'কর্মচারী 1' });
    expect(within(tabs).getByRole('link', { name: 'কর্মচারীবৃন্দ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { level: 2, name: 'নাসরিন আক্তার' })).not.toBeInTheDocument();
    // A staff card: photo, name, designation, phone and email (no subject), as the spec gives a teacher's.
    const first = card('কর্মচারী 1');
    expect(first).toHaveTextContent('পদবিঅফিস সহকারী');
    expect(first).not.toHaveTextContent('বিষয়');
    expect(within(first).getByRole('link', { name: '01811000001' })).toHaveAttribute('href', 'tel:01811000001');
    expect(within(first).getByRole('link', { name: 's1@college.example' })).toHaveAttribute('href', 'mailto:s1@college.example');
    expect(within(first).getByRole('img', { name: 'কর্মচারী 1' })).toHaveAttribute('src', '/media/staff/1.jpg');
    expect(api.sent('GET staff/')[0].query).toEqual({ page_size: '12', fields: 'id,full_name,designation,contact_phone,contact_email,photo' });

    // Its own pages, whose links keep the tab.
    const pager = screen.getByRole('navigation', { name: 'কর্মচারীদের তালিকার পাতা' });
    expect(within(pager).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('href', '/facnstaff?tab=staff&page=2');
    await user.click(within(pager).getByRole('link', { name: 'পাতা 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'কর্মচারী 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it.each([['/facnstaff?tab=students'], ['/facnstaff?tab=staff&page=5']])('shows the 404 page for %s', async (route) => {
    installFakeApi({ 'GET teachers/': drfList([teacher(1)]), 'GET staff/': drfList([staffMember(1)]) });
    render(route);
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
  });

  it("shows 'কোনো তথ্য পাওয়া যায়নি' when there are no staff", async () => {
    installFakeApi({ 'GET staff/': drfList([]) });
    render('/facnstaff?tab=staff');
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
  });
});
