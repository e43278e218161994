import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, drfList, installFakeApi, type Handler, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { INSTITUTION, member, principal, teacher } from '../testing/fixtures';
import HomePage from './Home';
import { pageTestHooks } from '../testing/pageTests';

const { errorLog } = pageTestHooks();

// Lists as the API answers them: `?fields=` gives only those fields, `?page_size=` one page with the count.
const TEACHERS = Array.from({ length: 23 }, (_, i) => teacher(i + 1));
const SITE_FIELDS = 'id,name,logo,institution_image,address,location_code,contact_phone,contact_email,preview_image';
const STORY_FIELDS = 'government_approval_date,government_approval_number,history';

const ROUTES: Record<string, Handler> = {
  'GET institutions/': drfList([INSTITUTION]),
  'GET teachers/': drfList(TEACHERS),
  'GET committee-members/': { data: [member(1, { full_name: 'মো. শফিকুল ইসলাম', role: 'সভাপতি' }), member(2, { full_name: 'রোকসানা পারভীন', role: 'শিক্ষক প্রতিনিধি', photo: null })] },
  'GET principal-vice-principal/': { data: [principal({ id: 2, designation: 'vice_principal', full_name: 'উপাধ্যক্ষ নাসরিন' }), principal()] },
};

function render(overrides: Record<string, Handler> = {}) {
  const api = installFakeApi({ ...ROUTES, ...overrides });
  return { api, ...renderApp(<HomePage />, { route: '/', store: makeStore() }) };
}

describe('Home page', () => {
  it("shows the institution's name over the banner image, which loads first and eagerly", async () => {
    const { container } = render();
    const title = await screen.findByRole('heading', { level: 1, name: INSTITUTION.name });
    expect(title.closest('section')).toHaveTextContent('শিক্ষার আলো ছড়ানোর দৃঢ় প্রত্যয়ে আমরা নিরলসভাবে কাজ করে যাচ্ছি।');
    const banner = container.querySelector('.pub-hero__image')!;
    expect(banner).toHaveAttribute('src', INSTITUTION.institution_image);
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('width');
    expect(document.title).toBe(INSTITUTION.name);
  });

  it('uses the fallback name, and a drawn banner, when no institution exists yet', async () => {
    const { container } = render({ 'GET institutions/': { data: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'কলেজের নাম' })).toBeInTheDocument();
    expect(container.querySelector('.pub-hero__image')).toBeNull();
  });

  it('shows About: name, approval date, history paragraphs, logo and the three counters', async () => {
    const { api } = render();
    const about = await screen.findByRole('region', { name: 'আমাদের সম্পর্কে' });
    expect(within(about).getByRole('heading', { level: 2, name: INSTITUTION.name })).toBeInTheDocument();
    expect(about).toHaveTextContent('প্রতিষ্ঠিত: ১ মার্চ, ১৯৮৬');
    expect(within(about).getByRole('heading', { name: 'প্রতিষ্ঠানের ইতিহাস' })).toBeInTheDocument();
    expect(within(about).getByText('প্রথম অনুচ্ছেদ।').tagName).toBe('P');
    expect(within(about).getByText('দ্বিতীয় অনুচ্ছেদ।').tagName).toBe('P');
    expect(within(about).getByRole('img', { name: `${INSTITUTION.name} লোগো` })).toHaveAttribute('src', INSTITUTION.logo);

    const counters = within(about).getAllByRole('listitem').map((li) => li.textContent);
    const years = new Date().getFullYear() - 1960;
    expect(counters[0]).toBe(`${years}+বছরের গর্ব`);
    // The number of teachers is the list's count: the page reads one teacher's id, not the whole list.
    expect(await within(about).findByText('23+')).toBeInTheDocument();
    expect(within(about).getAllByRole('listitem')[1]).toHaveTextContent('23+শিক্ষকগণ');
    expect(api.sent('GET teachers/').map((request) => request.query)).toEqual([{ page_size: '1', fields: 'id' }]);
    expect(counters[2]).toBe('100%মূল্যবোধে অঙ্গীকার');
  });

  it('falls back to the default logo when the logo cannot be loaded', async () => {
    render();
    const logo = await screen.findByRole('img', { name: `${INSTITUTION.name} লোগো` });
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', 'test-file-stub');
  });

  it('shows the committee with photo, name and role, and initials for a missing photo', async () => {
    render();
    const committee = await screen.findByRole('region', { name: 'কলেজ প্রশাসন' });
    expect(await within(committee).findByText('মো. শফিকুল ইসলাম')).toBeInTheDocument();
    expect(committee).toHaveTextContent('সভাপতি');
    expect(within(committee).getByRole('img', { name: 'মো. শফিকুল ইসলাম' })).toHaveAttribute('src', '/media/committee/1.jpg');
    const noPhoto = within(committee).getByRole('img', { name: 'রোকসানা পারভীন' });
    expect(noPhoto.tagName).not.toBe('IMG');
    expect(noPhoto).toHaveTextContent('রোপা');
  });

  it("shows 'অধ্যক্ষের বার্তা লোড হচ্ছে...' and then the principal's photo, message and name", async () => {
    const reply = deferred<Reply>();
    render({ 'GET principal-vice-principal/': () => reply.promise });
    const block = await screen.findByRole('region', { name: 'অধ্যক্ষের বার্তা' });
    expect(within(block).getByRole('status')).toHaveTextContent('অধ্যক্ষের বার্তা লোড হচ্ছে...');
    reply.resolve(ROUTES['GET principal-vice-principal/'] as Reply);
    expect(await within(block).findByText('অধ্যাপক রহিম উদ্দিন')).toBeInTheDocument();
    expect(block).toHaveTextContent('সবাইকে শুভেচ্ছা।');
    expect(block).toHaveTextContent('নিয়মিত নোটিশ দেখুন।');
    expect(block).not.toHaveTextContent('উপাধ্যক্ষ নাসরিন');
    expect(within(block).getByRole('img', { name: 'অধ্যাপক রহিম উদ্দিন' })).toHaveAttribute('src', '/media/principal/1.jpg');
  });

  it('keeps the page whole when committee, principal and teachers fail: each failure is logged and shows its empty state', async () => {
    const down = { status: 500, data: { detail: 'Internal server error.' } };
    render({ 'GET committee-members/': down, 'GET principal-vice-principal/': down, 'GET teachers/': { networkError: true } });
    expect(await screen.findByRole('heading', { level: 1, name: INSTITUTION.name })).toBeInTheDocument();
    const committee = screen.getByRole('region', { name: 'কলেজ প্রশাসন' });
    const block = screen.getByRole('region', { name: 'অধ্যক্ষের বার্তা' });
    expect(await within(committee).findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(await within(block).findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(within(committee).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'আমাদের সম্পর্কে' });
    expect(within(about).getAllByRole('listitem')[1]).toHaveTextContent('–শিক্ষকগণ');
    expect(errorLog().mock.calls.map((call) => call[0])).toEqual(
      expect.arrayContaining([expect.stringContaining('committee'), expect.stringContaining('principal'), expect.stringContaining('teachers')]),
    );
  });

  it('shows one loading text below the banner until the institution is known, while the lists load beside it', async () => {
    const reply = deferred<Reply>();
    const { api } = render({ 'GET institutions/': () => reply.promise });
    expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে...');
    expect(screen.queryByRole('region', { name: 'কলেজ প্রশাসন' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET committee-members/')).toHaveLength(1));
    expect(api.sent('GET principal-vice-principal/')).toHaveLength(1);
    expect(api.sent('GET teachers/')).toHaveLength(1);
    reply.resolve({ data: [INSTITUTION] });
    expect(await screen.findByRole('region', { name: 'কলেজ প্রশাসন' })).toBeInTheDocument();
  });

  it('reads of the institution only the fields it shows: once what every page shows, once the story of About', async () => {
    const { api } = render();
    await screen.findByRole('heading', { level: 1, name: INSTITUTION.name });
    await screen.findByText('23+');
    expect(await screen.findByText('প্রথম অনুচ্ছেদ।')).toBeInTheDocument();
    expect(api.sent('GET institutions/').map((request) => request.query).sort((a, b) => a.fields.localeCompare(b.fields))).toEqual([
      { fields: STORY_FIELDS },
      { fields: SITE_FIELDS },
    ]);
    expect(api.sent(`GET institutions/?fields=${SITE_FIELDS}`)).toHaveLength(1);
    expect(api.sent(`GET institutions/?fields=${STORY_FIELDS}`)).toHaveLength(1);
  });
});
