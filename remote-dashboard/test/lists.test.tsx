// The rules of the other list screens: subjects (first/last pagination, class filter, the spec's toast), staff
// and teachers (phone rule, designation filter), students (the spec's message, a taken roll), committee.
import { screen, waitFor, within } from '@testing-library/react';
import { formEntries, jsonBody, type FakeApi } from '../../remote-shared/src/testing/fakeApi';
import { bodyRows, fakeServer, findToast, many, renderScreen, stamp, uninstallFakeApi } from './screen';

// Whole user journeys on a shared 2-core machine: more than the default 5 s.
jest.setTimeout(30000);

let api: FakeApi;
afterEach(() => uninstallFakeApi());

const CLASSES = [
  { id: 1, name: 'একাদশ', ...stamp },
  { id: 2, name: 'দ্বাদশ', ...stamp },
];

describe('Subjects', () => {
  const subjects = many(61, (i) => ({ id: i, name: `বিষয় ${i}`, class_name: i === 61 ? 2 : 1, ...stamp }));

  it('pages with first, previous, at most five numbers, next and last (pages from the server); a filter goes back to page 1', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET subjects/': { data: subjects } });
    const { main, user } = renderScreen('add-subject');
    await main.findAllByRole('cell', { name: 'বিষয় 1' });
    expect(bodyRows()[0]).toEqual(['১', 'বিষয় 1', 'একাদশ', '']);
    const pages = () => within(main.getByRole('navigation', { name: 'পৃষ্ঠা' }));
    const numbers = () => pages().getAllByRole('button', { name: /^পৃষ্ঠা [০-৯]+$/ }).map((b) => b.textContent);
    expect(numbers()).toEqual(['১', '২', '৩', '৪', '৫']);
    expect(pages().getByRole('button', { name: 'প্রথম পৃষ্ঠা' })).toBeDisabled();

    await user.click(pages().getByRole('button', { name: 'শেষ পৃষ্ঠা' }));
    expect(numbers()).toEqual(['৩', '৪', '৫', '৬', '৭']);
    await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['বিষয় 61']));
    expect(api.sent('GET subjects/?page=7&page_size=10')).toHaveLength(1);
    expect(pages().getByRole('button', { name: 'পরের পৃষ্ঠা' })).toBeDisabled();
    expect(pages().getByRole('button', { name: 'শেষ পৃষ্ঠা' })).toBeDisabled();
    await user.click(pages().getByRole('button', { name: 'আগের পৃষ্ঠা' }));
    expect(pages().getByRole('button', { name: 'পৃষ্ঠা ৬' })).toHaveAttribute('aria-current', 'page');
    await user.click(pages().getByRole('button', { name: 'প্রথম পৃষ্ঠা' }));
    await waitFor(() => expect(bodyRows()[0][1]).toBe('বিষয় 1'));

    await user.click(pages().getByRole('button', { name: 'পৃষ্ঠা ৪' }));
    await waitFor(() => expect(bodyRows()[0][1]).toBe('বিষয় 31'));
    await user.selectOptions(main.getByLabelText('শ্রেণি অনুযায়ী'), 'একাদশ');
    await waitFor(() => expect(api.sent('GET subjects/?class_name=1')).toHaveLength(1));
    expect(api.sent('GET subjects/?class_name=1')[0].query).toEqual({ class_name: '1', page: '1', page_size: '10' });
    await waitFor(() => expect(bodyRows()[0][1]).toBe('বিষয় 1'));
    expect(pages().getByRole('button', { name: 'পৃষ্ঠা ১' })).toHaveAttribute('aria-current', 'page');
    expect(numbers()).toEqual(['১', '২', '৩', '৪', '৫']);
    await user.selectOptions(main.getByLabelText('শ্রেণি অনুযায়ী'), 'দ্বাদশ');
    await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['বিষয় 61']));
    expect(main.queryByRole('navigation', { name: 'পৃষ্ঠা' })).not.toBeInTheDocument();
    // The filter clears, and the placeholder reads "all classes".
    await user.click(main.getByRole('button', { name: 'শ্রেণি অনুযায়ী মুছে দিন' }));
    expect(main.getByLabelText('শ্রেণি অনুযায়ী')).toHaveDisplayValue('সব শ্রেণি');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));

    await user.type(main.getByRole('searchbox', { name: 'বিষয়ের নাম দিয়ে খুঁজুন' }), 'নেই এমন');
    await waitFor(() => expect(bodyRows()).toEqual([['no subject found']]));
    expect(api.sent('GET subjects/?search=নেই এমন')).toHaveLength(1);
  });

  it("needs a name and a class ('please enter subject name and select class'), then sends both", async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'POST subjects/': { status: 201, data: { id: 5, name: 'রসায়ন', class_name: 2 } } });
    const { main, user } = renderScreen('add-subject');
    await main.findAllByRole('cell', { name: 'no subject found' });
    await user.click(main.getByRole('button', { name: 'বিষয় যোগ করুন' }));
    await user.type(screen.getByLabelText('বিষয়ের নাম'), 'রসায়ন');
    await user.click(screen.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('please enter subject name and select class')).toBeInTheDocument();
    expect(api.sent('POST subjects/')).toHaveLength(0);
    await user.selectOptions(within(screen.getByRole('dialog')).getByLabelText('শ্রেণি'), 'দ্বাদশ');
    await user.click(screen.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('বিষয় যোগ করা হয়েছে ✅')).toBeInTheDocument();
    expect(jsonBody(api.sent('POST subjects/')[0].data)).toEqual({ name: 'রসায়ন', class_name: 2 });
  });

  it("toasts 'problem loading data' when the list cannot be loaded", async () => {
    api = fakeServer({ 'GET subjects/': { status: 500, data: { detail: 'Internal server error.' } } });
    renderScreen('add-subject');
    expect(await findToast('problem loading data')).toBeInTheDocument();
  });
});

const person = (i: number, extra = {}) => ({ id: i, full_name: `কর্মচারী ${i}`, designation: i % 2 ? 'পিয়ন' : 'হিসাবরক্ষক', contact_email: null, contact_phone: '01711000000', profile: null, photo: null, ...stamp, ...extra });

describe('Staff and teachers', () => {
  it('staff: name and designation required, the phone needs 11 digits (Bengali or Latin), the photo only when chosen', async () => {
    api = fakeServer({ 'POST staff/': { status: 201, data: person(1) } });
    const { main, user } = renderScreen('staff-info-form');
    await main.findAllByRole('cell', { name: 'কোনো কর্মচারী পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'কর্মচারী যোগ করুন' }));
    const modal = within(screen.getByRole('dialog', { name: 'নতুন কর্মচারী' }));
    expect(modal.getByLabelText('মোবাইল')).toHaveAccessibleDescription('11 ডিজিটের মোবাইল নম্বর লিখুন (01XXXXXXXXX)');
    await user.type(modal.getByLabelText('মোবাইল'), '0171122334');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(modal.getByLabelText('পূর্ণ নাম')).toHaveAccessibleDescription('এই তথ্যটি দিতে হবে।');
    expect(modal.getByLabelText('পদবি')).toHaveAccessibleDescription('এই তথ্যটি দিতে হবে।');
    expect(modal.getByLabelText('মোবাইল')).toHaveAccessibleDescription('11 ডিজিটের মোবাইল নম্বর লিখুন (01XXXXXXXXX) enter 11 digit mobile number, 01XXXXXXXXX');
    expect(api.sent('POST staff/')).toHaveLength(0);

    await user.type(modal.getByLabelText('পূর্ণ নাম'), 'রহিম');
    await user.type(modal.getByLabelText('পদবি'), 'পিয়ন');
    await user.clear(modal.getByLabelText('মোবাইল'));
    await user.type(modal.getByLabelText('মোবাইল'), '০১৭১১-২২৩৩৪৪');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('কর্মচারী যোগ করা হয়েছে ✅')).toBeInTheDocument();
    const sent = formEntries(api.sent('POST staff/')[0].data);
    expect(sent).toMatchObject({ full_name: 'রহিম', designation: 'পিয়ন', contact_phone: '01711223344' });
    expect(sent).not.toHaveProperty('photo');
  });

  it('staff: the designation filter offers the distinct designations; the name search offers the names', async () => {
    api = fakeServer({ 'GET staff/': { data: many(5, (i) => person(i)) } });
    const { main, user } = renderScreen('staff-info-form');
    await main.findAllByRole('cell', { name: 'কর্মচারী 1' });
    const filter = main.getByLabelText('পদবি অনুযায়ী');
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['সব পদবি', 'পিয়ন', 'হিসাবরক্ষক']);
    await user.selectOptions(filter, 'হিসাবরক্ষক');
    await waitFor(() => expect(bodyRows().map((r) => r[2])).toEqual(['কর্মচারী 2', 'কর্মচারী 4']));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'ছবি', 'নাম', 'পদবি', 'ইমেইল', 'মোবাইল', 'অ্যাকশন']);
    const search = main.getByRole('combobox', { name: 'নাম দিয়ে খুঁজুন' });
    expect(Array.from(document.getElementById(search.getAttribute('list')!)!.querySelectorAll('option')).map((o) => o.getAttribute('value'))).toHaveLength(5);
    await user.type(search, 'কর্মচারী 4');
    await waitFor(() => expect(bodyRows().map((r) => r[2])).toEqual(['কর্মচারী 4']));
    // Both lists come from the server, not from the rows of the page.
    expect(api.sent('GET staff/?distinct=designation')).toHaveLength(1);
    expect(api.sent('GET staff/?distinct=full_name')).toHaveLength(1);
  });

  it('teachers: designation optional, the subject sent, an edit sends PUT without a photo', async () => {
    const teacher = { ...person(3), full_name: 'করিম', designation: null, subject: 'গণিত', name: 'করিম' };
    api = fakeServer({ 'GET teachers/': { data: [teacher] }, 'PUT teachers/3/': { data: teacher } });
    const { main, user } = renderScreen('teacher-info-form');
    await user.click(await main.findByRole('button', { name: 'করিম সম্পাদনা' }));
    const modal = within(screen.getByRole('dialog', { name: 'শিক্ষকের তথ্য সম্পাদনা' }));
    expect(modal.getByLabelText('বিষয়')).toHaveValue('গণিত');
    await user.click(modal.getByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('শিক্ষকের তথ্য আপডেট হয়েছে ✅')).toBeInTheDocument();
    const sent = formEntries(api.sent('PUT teachers/3/')[0].data);
    expect(sent).toMatchObject({ full_name: 'করিম', designation: '', subject: 'গণিত', contact_phone: '01711000000' });
    expect(sent).not.toHaveProperty('photo');
  });
});

describe('Students', () => {
  const student = { id: 7, full_name: 'সুমাইয়া', roll_number: 3, class_name: 2, section: 'ক', digital_id_code: 'DID-2-3-X', photo: null, date_of_birth: null, address: null, guardian_name: 'আব্দুল', guardian_contact: null, contact_email: null, contact_phone: '01700000000', ...stamp };

  it('shows the class names of a compact list (?fields=id,name) and the section; filters by class', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET sections/': { data: [{ id: 1, name: 'ক', ...stamp }] }, 'GET students/': { data: [student, { ...student, id: 8, full_name: 'তানভীর', class_name: 1, section: null }] } });
    const { main, user } = renderScreen('student-info-form');
    await main.findAllByRole('cell', { name: 'সুমাইয়া' });
    await waitFor(() => expect(bodyRows()[0]).toEqual(['১', 'সু', 'সুমাইয়া', '3', 'দ্বাদশ', 'ক', 'আব্দুল', '01700000000', '']));
    expect(api.sent('GET classes/?fields=id,name')).toHaveLength(1);
    await user.selectOptions(main.getByLabelText('শ্রেণি অনুযায়ী'), 'একাদশ');
    await waitFor(() => expect(bodyRows().map((r) => r[2])).toEqual(['তানভীর']));
  });

  it("needs name, roll and class ('please fill name, roll number and class'); a taken roll shows beside the roll field", async () => {
    const taken = 'Roll number 3 is already taken in this class and section.';
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'POST students/': { status: 409, data: { detail: taken, roll_number: [taken] } } });
    const { main, user } = renderScreen('student-info-form');
    await main.findAllByRole('cell', { name: 'কোনো শিক্ষার্থী পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'শিক্ষার্থী যোগ করুন' }));
    const modal = within(screen.getByRole('dialog'));
    await user.type(modal.getByLabelText('পূর্ণ নাম'), 'সুমাইয়া');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('please fill name, roll number and class')).toBeInTheDocument();
    expect(modal.getByLabelText('রোল')).toHaveAccessibleDescription('এই তথ্যটি দিতে হবে।');
    await user.type(modal.getByLabelText('রোল'), '৩');
    await user.selectOptions(modal.getByLabelText('শ্রেণি'), 'দ্বাদশ');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('শিক্ষার্থী যোগ করতে ব্যর্থ ❌')).toBeInTheDocument();
    expect(modal.getByLabelText('রোল')).toHaveAccessibleDescription(taken);
    const sent = formEntries(api.sent('POST students/')[0].data);
    expect(sent).toMatchObject({ full_name: 'সুমাইয়া', roll_number: '3', class_name: '2', section: '', digital_id_code: '' });
  });

  it('sends the roll as typed (0045; Bengali digits as Latin), the section as text with the sections offered, and the gender', async () => {
    const sections = [
      { id: 1, name: 'ক', ...stamp },
      { id: 2, name: 'খ', ...stamp },
    ];
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET sections/': { data: sections }, 'POST students/': { status: 201, data: { ...student, id: 9 } } });
    const { main, user } = renderScreen('student-info-form');
    await main.findAllByRole('cell', { name: 'কোনো শিক্ষার্থী পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'শিক্ষার্থী যোগ করুন' }));
    const modal = within(screen.getByRole('dialog'));
    await user.type(modal.getByLabelText('পূর্ণ নাম'), 'নুসরাত জাহান');
    await user.type(modal.getByLabelText('রোল'), '০০৪৫');
    await user.selectOptions(modal.getByLabelText('শ্রেণি'), 'একাদশ');
    // The section is a text box that offers the sections' names (a datalist): any text may be typed.
    const section = modal.getByRole('combobox', { name: 'সেকশন' });
    expect(section).toHaveAccessibleDescription('তালিকা থেকে বেছে নিন, অথবা লিখুন');
    await waitFor(() => expect(Array.from(document.getElementById(section.getAttribute('list')!)!.querySelectorAll('option')).map((o) => o.getAttribute('value'))).toEqual(['ক', 'খ']));
    await user.type(section, 'ক');
    const gender = modal.getByLabelText('লিঙ্গ');
    expect(within(gender).getAllByRole('option').map((o) => o.textContent)).toEqual(['বেছে নিন', 'ছাত্র', 'ছাত্রী', 'অন্যান্য']);
    await user.selectOptions(gender, 'ছাত্রী');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('শিক্ষার্থী যোগ করা হয়েছে ✅')).toBeInTheDocument();
    expect(formEntries(api.sent('POST students/')[0].data)).toMatchObject({ full_name: 'নুসরাত জাহান', roll_number: '0045', class_name: '1', section: 'ক', gender: 'female' });
  });

  it('an edit shows the roll, a section that is no listed one, and the gender as stored; PUT sends them back', async () => {
    const stored = { ...student, roll_number: '0045', section: 'বিজ্ঞান (ক)', gender: 'other' };
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET sections/': { data: [{ id: 1, name: 'ক', ...stamp }] }, 'GET students/': { data: [stored] }, 'PUT students/7/': { data: stored } });
    const { main, user } = renderScreen('student-info-form');
    await waitFor(() => expect(bodyRows()[0]).toEqual(['১', 'সু', 'সুমাইয়া', '0045', 'দ্বাদশ', 'বিজ্ঞান (ক)', 'আব্দুল', '01700000000', '']));
    await user.click(main.getByRole('button', { name: 'সুমাইয়া সম্পাদনা' }));
    const modal = within(screen.getByRole('dialog', { name: 'শিক্ষার্থীর তথ্য সম্পাদনা' }));
    expect(modal.getByLabelText('রোল')).toHaveValue('0045');
    expect(modal.getByRole('combobox', { name: 'সেকশন' })).toHaveValue('বিজ্ঞান (ক)');
    expect(modal.getByLabelText('লিঙ্গ')).toHaveValue('other');
    await user.click(modal.getByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('শিক্ষার্থীর তথ্য আপডেট হয়েছে ✅')).toBeInTheDocument();
    expect(formEntries(api.sent('PUT students/7/')[0].data)).toMatchObject({ roll_number: '0045', section: 'বিজ্ঞান (ক)', gender: 'other' });
  });
});

describe('Committee', () => {
  it("searches by name and by role; 'no member found'; the save failure toast", async () => {
    const member = (i: number, role: string) => ({ id: i, full_name: `সদস্য ${i}`, role, contact_email: null, contact_phone: null, photo: null, ...stamp });
    api = fakeServer({ 'GET committee-members/': { data: [member(1, 'সভাপতি'), member(2, 'সদস্য সচিব')] }, 'POST committee-members/': { status: 500, data: {} } });
    const { main, user } = renderScreen('committee-member');
    await main.findAllByRole('cell', { name: 'সদস্য 1' });
    await user.type(main.getByRole('searchbox', { name: 'ভূমিকা দিয়ে খুঁজুন' }), 'সচিব');
    await waitFor(() => expect(bodyRows().map((r) => r[2])).toEqual(['সদস্য 2']));
    await user.type(main.getByRole('searchbox', { name: 'নাম দিয়ে খুঁজুন' }), 'সদস্য 1');
    await waitFor(() => expect(bodyRows()).toEqual([['no member found']]));
    // The two boxes are the server's ?role= and ?full_name=.
    expect(api.sent('GET committee-members/?role=সচিব&full_name=সদস্য 1')).toHaveLength(1);

    await user.click(main.getByRole('button', { name: 'সদস্য যোগ করুন' }));
    const modal = within(screen.getByRole('dialog'));
    await user.type(modal.getByLabelText('পূর্ণ নাম'), 'নতুন');
    await user.type(modal.getByLabelText('ভূমিকা'), 'সদস্য');
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('problem occurred, try again')).toBeInTheDocument();
  });

  it("toasts 'problem deleting' when a delete is refused, and keeps the row", async () => {
    const member = { id: 3, full_name: 'সদস্য 3', role: 'সভাপতি', contact_email: null, contact_phone: null, photo: null, ...stamp };
    api = fakeServer({ 'GET committee-members/': { data: [member] }, 'DELETE committee-members/3/': { status: 500, data: {} } });
    const { main, user } = renderScreen('committee-member');
    await user.click(await main.findByRole('button', { name: 'সদস্য 3 মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('problem deleting')).toBeInTheDocument();
    expect(api.sent('DELETE committee-members/3/')).toHaveLength(1);
    expect(bodyRows().map((r) => r[2])).toEqual(['সদস্য 3']);
  });
});
