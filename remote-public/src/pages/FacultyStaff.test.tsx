import { fireEvent, screen, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, installFakeApi, resetBrowserState, uninstallFakeApi, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { teacher } from '../testing/fixtures';
import FacultyStaffPage from './FacultyStaff';

let errorLog: jest.SpyInstance;
beforeEach(() => {
  resetBrowserState();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  uninstallFakeApi();
  errorLog.mockRestore();
});

const render = () => renderApp(<FacultyStaffPage />, { route: '/facnstaff', store: makeStore() });
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('Faculty and Staff page', () => {
  it("shows the title and 'লোড হচ্ছে...' while loading, then a card per teacher", async () => {
    const reply = deferred<Reply>();
    installFakeApi({ 'GET teachers/': () => reply.promise });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষক ও কর্মচারী তালিকা ২০২৫' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে...');

    reply.resolve({ data: [teacher(1, { full_name: 'নাসরিন আক্তার', designation: 'সহকারী অধ্যাপক', subject: 'রসায়ন' }), teacher(2)] });
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
      'GET teachers/': {
        data: [
          teacher(1, { full_name: 'রহিম উদ্দিন', designation: null, subject: '  ', contact_phone: null, contact_email: null, photo: null }),
          teacher(2, { full_name: 'Karim Ali', photo: '/media/broken.jpg' }),
        ],
      },
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
    installFakeApi({ 'GET teachers/': { data: [] } });
    render();
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'আবার চেষ্টা করুন' })).not.toBeInTheDocument();
  });

  it('logs a failed fetch, shows the empty message with a retry, and the retry loads the list', async () => {
    const api = installFakeApi({ 'GET teachers/': { networkError: true } });
    const { user } = render();
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('teachers'), expect.anything());
    api.on('GET teachers/', { data: [teacher(7)] });
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'শিক্ষক 7' })).toBeInTheDocument();
  });
});
