import { screen, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { installFakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import type { Stats } from '../api/publicApi';
import { INSTITUTION, member, recognition, RECORD } from '../testing/fixtures';
import AboutPage from './About';
import { studentTable } from './studentTable';
import { pageTestHooks } from '../testing/pageTests';

pageTestHooks();

const STATS: Stats = {
  students: [
    { class_name: 1, class: 'একাদশ', section: 'ক', gender: 'male', count: 30 },
    { class_name: 1, class: 'একাদশ', section: 'ক', gender: 'female', count: 25 },
    { class_name: 1, class: 'একাদশ', section: 'খ', gender: 'female', count: 40 },
    { class_name: 2, class: 'দ্বাদশ', section: 'ক', gender: 'male', count: 12 },
    { class_name: 2, class: 'দ্বাদশ', section: 'ক', gender: 'other', count: 1 },
  ],
  teachers: 42,
  staff: 17,
};

const RECORD_FIELDS =
  'government_approval_date,government_approval_number,history,eiin,college_code,education_board,mission,objective,citizen_charter,citizen_charter_file,' +
  'grs_officer_name,grs_officer_phone,grs_officer_email,rti_officer_name,rti_officer_phone,rti_officer_email';

const SITE_FIELDS = 'id,name,logo,institution_image,address,location_code,contact_phone,contact_email,preview_image';

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET institutions/': { data: [{ ...INSTITUTION, ...RECORD }] },
    'GET stats/': { data: STATS },
    'GET committee-members/': { data: [member(1, { full_name: 'সভাপতি জামান', role: 'সভাপতি' }), member(2, { full_name: 'সদস্য রহিম', role: 'অভিভাবক সদস্য' })] },
    'GET acknowledgment/': { data: [recognition(1, { title: 'পাঠদানের অনুমতি' })] },
    ...overrides,
  };
}

const render = () => renderApp(<AboutPage />, { route: '/about', store: makeStore() });
const part = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

describe('About page', () => {
  it('shows the introduction, codes, mission and objective from one read of only those fields', async () => {
    const api = installFakeApi(routes());
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'প্রতিষ্ঠান পরিচিতি' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'পরিচিতি' });
    const intro = part('পরিচিতি');
    expect(intro).toHaveTextContent('ইআইআইএন (EIIN)১০৮২১৩');
    expect(intro).toHaveTextContent('কলেজ কোড১২৩৪');
    expect(intro).toHaveTextContent('শিক্ষা বোর্ডঢাকা');
    expect(intro).toHaveTextContent('প্রতিষ্ঠার অনুমোদনের তারিখ১ মার্চ, ১৯৮৬');
    expect(intro).toHaveTextContent('দ্বিতীয় অনুচ্ছেদ।');
    const aims = part('লক্ষ্য ও উদ্দেশ্য');
    expect(within(aims).getByRole('heading', { level: 3, name: 'লক্ষ্য (মিশন)' }).parentElement).toHaveTextContent('সবার জন্য মানসম্মত শিক্ষা।');
    expect(within(aims).getByRole('heading', { level: 3, name: 'উদ্দেশ্য' }).parentElement).toHaveTextContent('দক্ষ ও নৈতিক নাগরিক গড়া।');
    // Its own fields, beside those every page shows of the institution (its name, in the header too).
    expect(api.sent('GET institutions/').map((r) => r.query.fields).sort()).toEqual([RECORD_FIELDS, SITE_FIELDS]);
    // The contents link to each part.
    const contents = screen.getByRole('navigation', { name: 'এই পাতায়' });
    expect(within(contents).getByRole('link', { name: 'শিক্ষার্থীর সংখ্যা' })).toHaveAttribute('href', '#students');
    expect(document.getElementById('students')).toBe(part('শিক্ষার্থীর সংখ্যা'));
  });

  it('shows the students by class, section and gender with totals in Bengali digits, and the numbers of teachers and staff', async () => {
    installFakeApi(routes());
    render();
    const table = await within(part('শিক্ষার্থীর সংখ্যা')).findByRole('table');
    expect(rowsOf(table)).toEqual([
      ['শ্রেণি', 'শাখা', 'ছাত্র', 'ছাত্রী', 'অন্যান্য', 'মোট'],
      ['একাদশ', 'ক', '৩০', '২৫', '০', '৫৫'],
      ['খ', '০', '৪০', '০', '৪০'],
      ['একাদশ: মোট', '৩০', '৬৫', '০', '৯৫'],
      ['দ্বাদশ', 'ক', '১২', '০', '১', '১৩'],
      ['সর্বমোট', '৪২', '৬৫', '১', '১০৮'],
    ]);
    const people = part('শিক্ষক ও কর্মচারী');
    expect(within(people).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['৪২শিক্ষক', '১৭কর্মচারী', '১০৮শিক্ষার্থী']);
  });

  it('shows the recognition letters, the governing body, the two officers with links, and the citizen charter', async () => {
    installFakeApi(routes());
    render();
    await screen.findByRole('heading', { level: 3, name: 'পাঠদানের অনুমতি' });
    expect(within(part('পাঠদানের অনুমতি ও স্বীকৃতি')).getByRole('link', { name: 'সব পত্র দেখুন' })).toHaveAttribute('href', '/acknowledgment');
    const body = part('পরিচালনা পর্ষদ');
    await within(body).findByText('সভাপতি জামান');
    expect(within(body).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['সভাপতি জামানসভাপতি', 'সদস্য রহিমঅভিভাবক সদস্য']);

    const officers = part('অভিযোগ প্রতিকার ও তথ্য অধিকার');
    const grs = within(officers).getByRole('heading', { level: 3, name: 'অভিযোগ প্রতিকার কর্মকর্তা (জিআরএস)' }).parentElement!;
    expect(grs).toHaveTextContent('নামমো. করিম');
    expect(within(grs).getByRole('link', { name: '01711000011' })).toHaveAttribute('href', 'tel:01711000011');
    expect(within(grs).getByRole('link', { name: 'grs@college.example' })).toHaveAttribute('href', 'mailto:grs@college.example');
    const rti = within(officers).getByRole('heading', { level: 3, name: 'দায়িত্বপ্রাপ্ত তথ্য কর্মকর্তা (আরটিআই)' }).parentElement!;
    expect(within(rti).getByRole('link', { name: 'rti@college.example' })).toHaveAttribute('href', 'mailto:rti@college.example');

    const charter = part('সিটিজেন চার্টার');
    expect(charter).toHaveTextContent('সেবার নাম ও সময়সীমা।');
    expect(within(charter).getByRole('link', { name: 'সিটিজেন চার্টার (PDF)' })).toHaveAttribute('href', 'https://college.example/media/institutions/charter.pdf');
    expect(within(charter).getByRole('link', { name: 'ডাউনলোড' })).toHaveAttribute('href', 'https://college.example/media/institutions/charter.pdf?download=1');
    // Counts only: no student is named anywhere.
    expect(document.body).not.toHaveTextContent(/roll|guardian/i);
  });

  it('shows a dash for each value the institution leaves out, and the empty text where a list has nothing', async () => {
    installFakeApi(
      routes({
        'GET institutions/': { data: [{ id: 1, name: 'কলেজ' }] },
        'GET stats/': { data: { students: [], teachers: 0, staff: 0 } },
        'GET committee-members/': { data: [] },
        'GET acknowledgment/': { networkError: true },
      }),
    );
    render();
    await screen.findByRole('heading', { level: 2, name: 'পরিচিতি' });
    expect(within(part('পরিচিতি')).getAllByText('-')).toHaveLength(5);
    expect(within(part('লক্ষ্য ও উদ্দেশ্য')).getAllByText('-')).toHaveLength(2);
    expect(within(part('অভিযোগ প্রতিকার ও তথ্য অধিকার')).getAllByText('-')).toHaveLength(6);
    expect(within(part('অভিযোগ প্রতিকার ও তথ্য অধিকার')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(part('সিটিজেন চার্টার')).getByText('-')).toBeInTheDocument();
    expect(await within(part('শিক্ষার্থীর সংখ্যা')).findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(within(part('পরিচালনা পর্ষদ')).getByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(await within(part('পাঠদানের অনুমতি ও স্বীকৃতি')).findByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(within(part('শিক্ষক ও কর্মচারী')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['০শিক্ষক', '০কর্মচারী', '০শিক্ষার্থী']);
  });
});

describe('studentTable', () => {
  it("keeps the server's order, counts a gender left unrecorded in its own column, and leaves out empty counts", () => {
    const table = studentTable([
      { class_name: 3, class: 'নবম', section: '', gender: 'female', count: 2 },
      { class_name: 3, class: 'নবম', section: '', gender: null, count: 4 },
      { class_name: 1, class: 'দশম', section: 'ক', gender: 'male', count: 0 },
    ]);
    expect(table.columns).toEqual(['male', 'female', 'other', 'unknown']);
    const counts = { male: 0, female: 2, other: 0, unknown: 4, total: 6 };
    expect(table.classes).toEqual([{ id: 3, name: 'নবম', sections: [{ section: '', counts }], counts }]);
    expect(table.counts.total).toBe(6);
    expect(studentTable([{ class_name: 1, class: 'দশম', section: 'ক', gender: 'male', count: 1 }]).columns).toEqual(['male', 'female', 'other']);
  });
});
