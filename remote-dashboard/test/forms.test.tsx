// The screens that are not a plain list: classes (inline edit), gallery upload and list, the institution and
// principal forms, the class routine and its list, the contact inbox and the users.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formEntries, jsonBody, type FakeApi } from '../../remote-shared/src/testing/fakeApi';
import { bodyRows, currentUrl, fakeServer, findToast, renderScreen, stamp, toasts, uninstallFakeApi } from './screen';

// Whole user journeys on a shared 2-core machine: more than the default 5 s.
jest.setTimeout(30000);

let api: FakeApi;
afterEach(() => uninstallFakeApi());

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('Classes', () => {
  const classes = [
    { id: 1, name: 'Class Eleven', ...stamp },
    { id: 2, name: 'দ্বাদশ', ...stamp },
  ];

  it("adds with a trimmed name ('⚠️ শ্রেণির নাম দিন' when blank) and searches case-insensitively", async () => {
    api = fakeServer({ 'GET classes/': { data: classes }, 'POST classes/': { status: 201, data: { id: 3, name: 'নবম' } } });
    const { main, user } = renderScreen('add-class');
    await main.findByRole('cell', { name: 'দ্বাদশ' });
    await user.type(main.getByLabelText('শ্রেণির নাম'), '   ');
    await user.click(main.getByRole('button', { name: 'যোগ করুন' }));
    expect(await findToast('⚠️ শ্রেণির নাম দিন')).toBeInTheDocument();
    expect(main.getByLabelText('শ্রেণির নাম')).toHaveAccessibleDescription('⚠️ শ্রেণির নাম দিন');
    expect(api.sent('POST classes/')).toHaveLength(0);
    await user.type(main.getByLabelText('শ্রেণির নাম'), ' নবম ');
    await user.click(main.getByRole('button', { name: 'যোগ করুন' }));
    expect(await findToast('✅ শ্রেণি সফলভাবে যোগ করা হয়েছে!')).toBeInTheDocument();
    expect(jsonBody(api.sent('POST classes/')[0].data)).toEqual({ name: 'নবম' });
    expect(main.getByLabelText('শ্রেণির নাম')).toHaveValue('');

    await user.type(main.getByRole('searchbox', { name: 'শ্রেণি খুঁজুন' }), 'eleven');
    await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['Class Eleven']));
    expect(api.sent('GET classes/?search=eleven&page_size=10')).toHaveLength(1);
  });

  it("edits a row in place: blank is refused ('⚠️ শ্রেণির নাম খালি রাখা যাবে না'), cancel leaves it, save sends PATCH", async () => {
    api = fakeServer({ 'GET classes/': { data: classes }, 'PATCH classes/2/': { data: { id: 2, name: 'দ্বাদশ ক' } } });
    const { main, user } = renderScreen('add-class');
    await user.click(await main.findByRole('button', { name: 'দ্বাদশ সম্পাদনা' }));
    const row = within(main.getAllByRole('row')[2]);
    const input = row.getByRole('textbox', { name: 'শ্রেণির নাম' });
    expect(input).toHaveFocus();
    await user.click(row.getByRole('button', { name: 'বাতিল' }));
    expect(main.getAllByRole('row')[2]).toHaveTextContent('দ্বাদশ');
    expect(row.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'দ্বাদশ সম্পাদনা' }));
    const editing = within(main.getAllByRole('row')[2]);
    await user.clear(editing.getByRole('textbox'));
    await user.click(editing.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await findToast('⚠️ শ্রেণির নাম খালি রাখা যাবে না')).toBeInTheDocument();
    expect(api.sent('PATCH classes/2/')).toHaveLength(0);
    await user.type(editing.getByRole('textbox'), 'দ্বাদশ ক{Enter}');
    expect(await findToast('✅ শ্রেণি সফলভাবে আপডেট হয়েছে!')).toBeInTheDocument();
    expect(jsonBody(api.sent('PATCH classes/2/')[0].data)).toEqual({ name: 'দ্বাদশ ক' });
  });

  it("gives the focus back to the row's edit button after cancel, Escape and save, and to the heading after a delete", async () => {
    let gone = false;
    api = fakeServer({
      'GET classes/': () => ({ data: gone ? classes.slice(0, 1) : classes }),
      'PATCH classes/2/': { data: classes[1] },
      'DELETE classes/2/': () => ((gone = true), { status: 204 }),
    });
    const { main, user } = renderScreen('add-class');
    const edit = () => main.getByRole('button', { name: 'দ্বাদশ সম্পাদনা' });
    await user.click(await main.findByRole('button', { name: 'দ্বাদশ সম্পাদনা' }));
    await user.click(main.getByRole('button', { name: 'বাতিল' }));
    expect(edit()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(main.getAllByRole('row')[2]).getByRole('textbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(edit()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(await findToast('✅ শ্রেণি সফলভাবে আপডেট হয়েছে!')).toBeInTheDocument();
    await waitFor(() => expect(edit()).toHaveFocus());

    await user.click(main.getByRole('button', { name: 'দ্বাদশ মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('✅ শ্রেণি মুছে ফেলা হয়েছে!')).toBeInTheDocument();
    await waitFor(() => expect(main.queryByRole('cell', { name: 'দ্বাদশ' })).not.toBeInTheDocument());
    expect(main.getByRole('heading', { level: 1, name: 'শ্রেণি যোগ করুন' })).toHaveFocus();
  });

  it('follows a renamed class to the page its new name puts it on, its row marked সম্পাদিত', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, name: `Class ${String(i + 1).padStart(2, '0')}`, ...stamp }));
    api = fakeServer({
      'GET classes/': () => ({ data: [...many].sort((a, b) => a.name.localeCompare(b.name)) }),
      'PATCH classes/1/': (request) => {
        many[0] = { ...many[0], name: String((jsonBody(request.data) as { name: string }).name) };
        return { data: many[0] };
      },
    });
    const { main, user } = renderScreen('add-class');
    await user.click(await main.findByRole('button', { name: 'Class 01 সম্পাদনা' }));
    const editing = within(main.getAllByRole('row')[1]);
    await user.clear(editing.getByRole('textbox'));
    await user.type(editing.getByRole('textbox'), 'Class 99{Enter}');
    expect(await findToast('✅ শ্রেণি সফলভাবে আপডেট হয়েছে!')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toEqual({ url: '/dashboard/add-class?page=2', navigation: 'PUSH' }));
    const marked = await waitFor(() => {
      const row = document.querySelector<HTMLElement>('tr.is-new');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(marked).toHaveTextContent('Class 99');
    expect(marked.querySelector('.dash-badge')).toHaveTextContent(/^সম্পাদিত$/);
    // The focus went with the form: it comes back to the class's edit button on its new page.
    await waitFor(() => expect(main.getByRole('button', { name: 'Class 99 সম্পাদনা' })).toHaveFocus());
  });

  it("toasts '❌ তালিকা লোড করতে ব্যর্থ' when the list fails", async () => {
    api = fakeServer({ 'GET classes/': { status: 500, data: {} } });
    const { main } = renderScreen('add-class');
    expect(await findToast('❌ তালিকা লোড করতে ব্যর্থ')).toBeInTheDocument();
    expect(await main.findByRole('cell', { name: 'তথ্য লোড করা যায়নি। পৃষ্ঠাটি আবার লোড করুন।' })).toBeInTheDocument();
  });

  it("toasts '❌ শ্রেণি যোগ করতে ব্যর্থ হয়েছে' when an add is refused and '❌ আপডেট করতে ব্যর্থ' when an edit is", async () => {
    api = fakeServer({ 'GET classes/': { data: classes }, 'POST classes/': { status: 500, data: {} }, 'PATCH classes/2/': { status: 500, data: {} } });
    const { main, user } = renderScreen('add-class');
    await main.findByRole('cell', { name: 'দ্বাদশ' });
    await user.type(main.getByLabelText('শ্রেণির নাম'), 'নবম');
    await user.click(main.getByRole('button', { name: 'যোগ করুন' }));
    expect(await findToast('❌ শ্রেণি যোগ করতে ব্যর্থ হয়েছে')).toBeInTheDocument();
    // What was typed stays, to try again.
    expect(main.getByLabelText('শ্রেণির নাম')).toHaveValue('নবম');

    await user.click(main.getByRole('button', { name: 'দ্বাদশ সম্পাদনা' }));
    await user.type(within(main.getAllByRole('row')[2]).getByRole('textbox'), ' ক{Enter}');
    expect(await findToast('❌ আপডেট করতে ব্যর্থ')).toBeInTheDocument();
    expect(api.sent('PATCH classes/2/')).toHaveLength(1);
    // Still in edit mode with the new name.
    expect(within(main.getAllByRole('row')[2]).getByRole('textbox')).toHaveValue('দ্বাদশ ক');
  });

  it('a class in use: the delete is refused with the server reason', async () => {
    const reason = 'This record is still in use by 2 subjects. Delete or change those first.';
    api = fakeServer({ 'GET classes/': { data: classes }, 'DELETE classes/1/': { status: 409, data: { detail: reason } } });
    const { main, user } = renderScreen('add-class');
    await user.click(await main.findByRole('button', { name: 'Class Eleven মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('❌ মুছতে ব্যর্থ')).toBeInTheDocument();
    expect(await findToast(reason)).toBeInTheDocument();
  });
});

describe('Sections', () => {
  const sections = [
    { id: 1, name: 'ক', ...stamp },
    { id: 2, name: 'খ', ...stamp },
    { id: 3, name: 'Science', ...stamp },
  ];

  it("adds with a trimmed name ('⚠️ সেকশনের নাম দিন' when blank), searches, and its failure toast", async () => {
    api = fakeServer({ 'GET sections/': { data: sections }, 'POST sections/': { status: 201, data: { id: 4, name: 'গ' } } });
    const { main, user } = renderScreen('sections');
    expect(await main.findByRole('heading', { level: 1, name: 'সেকশন' })).toBeInTheDocument();
    await main.findByRole('cell', { name: 'খ' });
    expect(bodyRows()).toEqual([['১', 'ক', ''], ['২', 'খ', ''], ['৩', 'Science', '']]);
    await user.click(main.getByRole('button', { name: 'যোগ করুন' }));
    expect(await findToast('⚠️ সেকশনের নাম দিন')).toBeInTheDocument();
    expect(main.getByLabelText('সেকশনের নাম')).toHaveAccessibleDescription('⚠️ সেকশনের নাম দিন');
    expect(api.sent('POST sections/')).toHaveLength(0);
    await user.type(main.getByLabelText('সেকশনের নাম'), '  গ ');
    await user.click(main.getByRole('button', { name: 'যোগ করুন' }));
    expect(await findToast('✅ সেকশন সফলভাবে যোগ করা হয়েছে!')).toBeInTheDocument();
    expect(jsonBody(api.sent('POST sections/')[0].data)).toEqual({ name: 'গ' });
    expect(main.getByLabelText('সেকশনের নাম')).toHaveValue('');

    await user.type(main.getByRole('searchbox', { name: 'সেকশন খুঁজুন' }), 'science');
    await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['Science']));
    await user.clear(main.getByRole('searchbox', { name: 'সেকশন খুঁজুন' }));
    await user.type(main.getByRole('searchbox', { name: 'সেকশন খুঁজুন' }), 'নেই');
    await waitFor(() => expect(bodyRows()).toEqual([['কোনো সেকশন পাওয়া যায়নি']]));

    api.on('POST sections/', { status: 500, data: {} });
    await user.type(main.getByLabelText('সেকশনের নাম'), 'ঘ');
    await user.click(main.getByRole('button', { name: 'যোগ করুন' }));
    expect(await findToast('❌ সেকশন যোগ করতে ব্যর্থ হয়েছে')).toBeInTheDocument();
  });

  it("edits in place (blank refused with '⚠️ সেকশনের নাম খালি রাখা যাবে না', PATCH on save) and deletes after confirmation", async () => {
    let gone = false;
    api = fakeServer({
      'GET sections/': () => ({ data: gone ? sections.filter((x) => x.id !== 1) : sections }),
      'PATCH sections/2/': { data: { id: 2, name: 'খ-১' } },
      'DELETE sections/1/': () => ((gone = true), { status: 204 }),
    });
    const { main, user } = renderScreen('sections');
    await user.click(await main.findByRole('button', { name: 'খ সম্পাদনা' }));
    const editing = within(main.getAllByRole('row')[2]);
    const input = editing.getByRole('textbox', { name: 'সেকশনের নাম' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.click(editing.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await findToast('⚠️ সেকশনের নাম খালি রাখা যাবে না')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('⚠️ সেকশনের নাম খালি রাখা যাবে না');
    expect(api.sent('PATCH sections/2/')).toHaveLength(0);
    await user.type(input, 'খ-১{Enter}');
    expect(await findToast('✅ সেকশন সফলভাবে আপডেট হয়েছে!')).toBeInTheDocument();
    expect(jsonBody(api.sent('PATCH sections/2/')[0].data)).toEqual({ name: 'খ-১' });
    await waitFor(() => expect(main.getByRole('button', { name: 'খ সম্পাদনা' })).toHaveFocus());

    await user.click(main.getByRole('button', { name: 'ক মুছুন' }));
    const question = screen.getByRole('alertdialog', { name: 'নিশ্চিত করুন' });
    expect(question).toHaveAccessibleDescription('"ক" মুছে ফেলতে চান?');
    await user.click(within(question).getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('✅ সেকশন মুছে ফেলা হয়েছে!')).toBeInTheDocument();
    expect(api.sent('DELETE sections/1/')).toHaveLength(1);
    await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['খ', 'Science']));
  });
});

describe('Gallery upload', () => {
  it('keeps between 1 and 4 rows with the spec messages; the first image is required', async () => {
    api = fakeServer();
    const { main, user } = renderScreen('gallery-upload');
    await main.findByRole('heading', { level: 1, name: 'গ্যালারি ছবি' });
    expect(main.getByRole('link', { name: 'গ্যালারি তালিকা দেখুন' })).toHaveAttribute('href', '/dashboard/gallery-list');
    await user.click(main.getByRole('button', { name: 'আপলোড করুন' }));
    expect(await findToast('অন্তত ১টি ছবি আপলোড করুন!')).toBeInTheDocument();
    await user.click(main.getByRole('button', { name: 'সারি ১ সরান' }));
    expect(await findToast('অন্তত ১টি ছবি আপলোড করতে হবে!')).toBeInTheDocument();
    expect(main.getAllByRole('group')).toHaveLength(1);

    const add = main.getByRole('button', { name: 'আরও ছবি যোগ করুন' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(main.getAllByRole('group')).toHaveLength(4);
    // The button stays (fewer than 6 rows), but a 5th row is refused.
    await user.click(main.getByRole('button', { name: 'আরও ছবি যোগ করুন' }));
    expect(await findToast('সর্বোচ্চ ৪টি ছবি আপলোড করা যাবে!')).toBeInTheDocument();
    expect(main.getAllByRole('group')).toHaveLength(4);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file of another type; sends one POST per chosen image and one success toast', async () => {
    api = fakeServer({ 'POST gallery/': { status: 201, data: { id: 1, image: '/media/gallery/a.png', caption: null } } });
    const { main, user } = renderScreen('gallery-upload', { userEventOptions: { applyAccept: false } });
    const first = within(await main.findByRole('group', { name: 'ছবি ১' }));
    await user.upload(first.getByLabelText('ছবি'), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(first.getByLabelText('ছবি')).toHaveAccessibleDescription('শুধু JPEG, PNG, JPG বা WEBP ছবি দেওয়া যাবে।');
    await user.upload(first.getByLabelText('ছবি'), png('one.png'));
    await user.type(first.getByLabelText('ক্যাপশন'), 'মাঠ');
    await user.click(main.getByRole('button', { name: 'আরও ছবি যোগ করুন' }));
    await user.click(main.getByRole('button', { name: 'আরও ছবি যোগ করুন' }));
    await user.upload(within(main.getByRole('group', { name: 'ছবি ৩' })).getByLabelText('ছবি'), png('three.webp'));
    await user.click(main.getByRole('button', { name: 'আপলোড করুন' }));
    expect(await findToast('গ্যালারি সফলভাবে আপলোড হয়েছে!')).toBeInTheDocument();
    const posts = api.sent('POST gallery/').map((r) => formEntries(r.data));
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({ caption: 'মাঠ' });
    expect((posts[0].image as File).name).toBe('one.png');
    expect(posts[1]).toMatchObject({ caption: '' });
    await waitFor(() => expect(main.getAllByRole('group')).toHaveLength(1));
    expect(toasts()).toHaveLength(1);
  });

  it("a refused upload toasts 'আপলোড ব্যর্থ হয়েছে!' and keeps the row with the reason", async () => {
    api = fakeServer({ 'POST gallery/': { status: 413, data: { image: ['The file is too large: at most 5 MB.'] } } });
    const { main, user } = renderScreen('gallery-upload');
    const first = within(await main.findByRole('group', { name: 'ছবি ১' }));
    await user.upload(first.getByLabelText('ছবি'), png());
    await user.click(main.getByRole('button', { name: 'আপলোড করুন' }));
    expect(await findToast('আপলোড ব্যর্থ হয়েছে!')).toBeInTheDocument();
    expect(within(main.getByRole('group', { name: 'ছবি ১' })).getByLabelText('ছবি')).toHaveAccessibleDescription('The file is too large: at most 5 MB.');
  });
});

describe('Gallery list', () => {
  const item = { id: 5, image: '/media/gallery/5.png', caption: 'পুরস্কার বিতরণী', ...stamp };

  it('edits a caption in place (PATCH, no image unless chosen) and deletes after confirmation', async () => {
    api = fakeServer({ 'GET gallery/': { data: [item] }, 'PATCH gallery/5/': { data: item }, 'DELETE gallery/5/': { status: 204 } });
    const { main, user } = renderScreen('gallery-list');
    expect(await main.findByRole('img', { name: 'পুরস্কার বিতরণী' })).toHaveAttribute('src', item.image);
    await user.click(main.getByRole('button', { name: 'পুরস্কার বিতরণী সম্পাদনা' }));
    await user.clear(main.getByLabelText('ক্যাপশন'));
    await user.type(main.getByLabelText('ক্যাপশন'), 'নতুন ক্যাপশন');
    await user.click(main.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await findToast('ছবি সফলভাবে আপডেট হয়েছে!')).toBeInTheDocument();
    expect(formEntries(api.sent('PATCH gallery/5/')[0].data)).toEqual({ caption: 'নতুন ক্যাপশন' });

    await user.click(await main.findByRole('button', { name: 'পুরস্কার বিতরণী মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('ছবি মুছে ফেলা হয়েছে!')).toBeInTheDocument();
  });

  it("gives the focus to the caption when editing, back to the photo's edit button after cancel, Escape and save, and to the heading after a delete", async () => {
    let gone = false;
    api = fakeServer({
      'GET gallery/': () => ({ data: gone ? [] : [item] }),
      'PATCH gallery/5/': { data: item },
      'DELETE gallery/5/': () => ((gone = true), { status: 204 }),
    });
    const { main, user } = renderScreen('gallery-list');
    const edit = () => main.getByRole('button', { name: 'পুরস্কার বিতরণী সম্পাদনা' });
    await user.click(await main.findByRole('button', { name: 'পুরস্কার বিতরণী সম্পাদনা' }));
    expect(main.getByLabelText('ক্যাপশন')).toHaveFocus();
    await user.click(main.getByRole('button', { name: 'বাতিল' }));
    expect(edit()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(main.getByLabelText('ক্যাপশন')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(edit()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(await findToast('ছবি সফলভাবে আপডেট হয়েছে!')).toBeInTheDocument();
    await waitFor(() => expect(edit()).toHaveFocus());

    await user.click(main.getByRole('button', { name: 'পুরস্কার বিতরণী মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('ছবি মুছে ফেলা হয়েছে!')).toBeInTheDocument();
    expect(await main.findByText('গ্যালারিতে কোনো ছবি নেই')).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 1, name: 'গ্যালারি তালিকা' })).toHaveFocus();
  });

  it("toasts 'ছবি আপডেট ব্যর্থ হয়েছে!' when an edit is refused", async () => {
    api = fakeServer({ 'GET gallery/': { data: [item] }, 'PATCH gallery/5/': { status: 500, data: {} } });
    const { main, user } = renderScreen('gallery-list');
    await user.click(await main.findByRole('button', { name: 'পুরস্কার বিতরণী সম্পাদনা' }));
    await user.click(main.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await findToast('ছবি আপডেট ব্যর্থ হয়েছে!')).toBeInTheDocument();
    // Still in edit mode, so nothing typed is lost.
    expect(main.getByLabelText('ক্যাপশন')).toHaveValue('পুরস্কার বিতরণী');
  });

  it('shows 10 photos a page, with pagination only beyond one page', async () => {
    const photos = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, image: `/media/gallery/${i + 1}.png`, caption: `ছবি নং ${i + 1}`, ...stamp }));
    api = fakeServer({ 'GET gallery/': { data: photos } });
    const { main, user } = renderScreen('gallery-list');
    const captions = () => main.getAllByRole('img').map((img) => img.getAttribute('alt'));
    await main.findByRole('img', { name: 'ছবি নং 1' });
    expect(captions()).toEqual(photos.slice(0, 10).map((p) => p.caption));
    const pages = within(main.getByRole('navigation', { name: 'পৃষ্ঠা' }));
    expect(pages.getAllByRole('button', { name: /^পৃষ্ঠা [০-৯]+$/ }).map((b) => b.textContent)).toEqual(['১', '২', '৩']);
    await user.click(pages.getByRole('button', { name: 'পৃষ্ঠা ২' }));
    await waitFor(() => expect(captions()).toEqual(photos.slice(10, 20).map((p) => p.caption)));
    await user.click(pages.getByRole('button', { name: 'পরের পৃষ্ঠা' }));
    await waitFor(() => expect(captions()).toEqual(['ছবি নং 21', 'ছবি নং 22', 'ছবি নং 23']));
    expect(api.sent('GET gallery/?page=3&page_size=10')).toHaveLength(1);
    expect(pages.getByRole('button', { name: 'পৃষ্ঠা ৩' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no pagination for 10 photos or fewer', async () => {
    api = fakeServer({ 'GET gallery/': { data: Array.from({ length: 10 }, (_, i) => ({ ...item, id: i + 1 })) } });
    const { main } = renderScreen('gallery-list');
    await waitFor(() => expect(main.getAllByRole('img')).toHaveLength(10));
    expect(main.queryByRole('navigation', { name: 'পৃষ্ঠা' })).not.toBeInTheDocument();
  });

  it("toasts 'ছবি মুছে ফেলা যায়নি!' when a delete is refused, and keeps the photo", async () => {
    api = fakeServer({ 'GET gallery/': { data: [item] }, 'DELETE gallery/5/': { status: 500, data: {} } });
    const { main, user } = renderScreen('gallery-list');
    const button = await main.findByRole('button', { name: 'পুরস্কার বিতরণী মুছুন' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('ছবি মুছে ফেলা যায়নি!')).toBeInTheDocument();
    expect(main.getByRole('img', { name: 'পুরস্কার বিতরণী' })).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("toasts 'গ্যালারি লোড ব্যর্থ হয়েছে!' when the list cannot be loaded", async () => {
    api = fakeServer({ 'GET gallery/': { status: 500, data: {} } });
    renderScreen('gallery-list');
    expect(await findToast('গ্যালারি লোড ব্যর্থ হয়েছে!')).toBeInTheDocument();
  });
});

describe('Institution', () => {
  const institution = { id: 1, name: 'সরকারি কলেজ', government_approval_number: null, government_approval_date: '1960-01-01', history: null, address: 'ঢাকা', address_code: null, location_code: null, contact_email: 'a@b.cd', contact_phone: '0123', logo: '/media/institution/logo.png', institution_image: null, ...stamp };

  it("is in create mode when none exists ('সাবমিট করুন'): requires name, email (format), phone, address; POSTs", async () => {
    api = fakeServer({ 'POST institutions/': { status: 201, data: institution } });
    const { main, user } = renderScreen('college-info');
    await user.click(await main.findByRole('button', { name: 'সাবমিট করুন' }));
    for (const label of ['প্রতিষ্ঠানের নাম', 'যোগাযোগের ইমেইল', 'যোগাযোগের ফোন', 'ঠিকানা']) expect(main.getByLabelText(label)).toHaveAccessibleDescription('এই তথ্যটি দিতে হবে।');
    await user.type(main.getByLabelText('প্রতিষ্ঠানের নাম'), 'সরকারি কলেজ');
    await user.type(main.getByLabelText('যোগাযোগের ইমেইল'), 'not-mail');
    await user.type(main.getByLabelText('যোগাযোগের ফোন'), '02-9110000');
    await user.type(main.getByLabelText('ঠিকানা'), 'ঢাকা');
    await user.click(main.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(main.getByLabelText('যোগাযোগের ইমেইল')).toHaveAccessibleDescription('সঠিক ইমেইল ঠিকানা লিখুন।');
    expect(api.sent('POST institutions/')).toHaveLength(0);
    await user.clear(main.getByLabelText('যোগাযোগের ইমেইল'));
    await user.type(main.getByLabelText('যোগাযোগের ইমেইল'), 'info@college.example');
    await user.click(main.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('প্রতিষ্ঠানের তথ্য সফলভাবে জমা হয়েছে ✅')).toBeInTheDocument();
    expect(formEntries(api.sent('POST institutions/')[0].data)).toMatchObject({ name: 'সরকারি কলেজ', contact_email: 'info@college.example', address: 'ঢাকা' });
  });

  it("is in update mode when one exists ('আপডেট করুন'); keeps the logo unless a new one is chosen; checks the sizes", async () => {
    api = fakeServer({ 'GET institutions/': { data: [institution] }, 'PATCH institutions/1/': { data: institution } });
    const { main, user } = renderScreen('college-info');
    const submit = await main.findByRole('button', { name: 'আপডেট করুন' });
    expect(main.getByLabelText('প্রতিষ্ঠানের নাম')).toHaveValue('সরকারি কলেজ');
    expect(main.getByRole('img', { name: 'লোগো (প্রিভিউ)' })).toHaveAttribute('src', institution.logo);
    await user.upload(main.getByLabelText('লোগো'), png('big.png', 2 * 1024 * 1024 + 1));
    expect(main.getByLabelText('লোগো')).toHaveAccessibleDescription('সর্বোচ্চ ২MB (JPEG, PNG, JPG, WEBP) Logo must be less than 2MB');
    await user.upload(main.getByLabelText('প্রতিষ্ঠানের ছবি'), png('huge.png', 9 * 1024 * 1024 + 1));
    expect(main.getByLabelText('প্রতিষ্ঠানের ছবি')).toHaveAccessibleDescription('সর্বোচ্চ ৯MB (JPEG, PNG, JPG, WEBP) Institution image must be less than 9MB');
    await user.click(submit);
    expect(await findToast('প্রতিষ্ঠানের তথ্য সফলভাবে আপডেট হয়েছে ✅')).toBeInTheDocument();
    const sent = formEntries(api.sent('PATCH institutions/1/')[0].data);
    expect(sent).toMatchObject({ name: 'সরকারি কলেজ', government_approval_date: '1960-01-01', history: '' });
    expect(sent).not.toHaveProperty('logo');
    expect(sent).not.toHaveProperty('institution_image');
  });

  it("removes the logo when asked: the field is sent as ''", async () => {
    api = fakeServer({ 'GET institutions/': { data: [institution] }, 'PATCH institutions/1/': { data: { ...institution, logo: null } } });
    const { main, user } = renderScreen('college-info');
    const submit = await main.findByRole('button', { name: 'আপডেট করুন' });
    expect(main.queryByRole('checkbox', { name: 'বর্তমান প্রতিষ্ঠানের ছবি সরিয়ে দিন' })).not.toBeInTheDocument();
    await user.click(main.getByRole('checkbox', { name: 'বর্তমান লোগো সরিয়ে দিন' }));
    expect(main.queryByRole('img', { name: 'লোগো (প্রিভিউ)' })).not.toBeInTheDocument();
    await user.click(submit);
    expect(await findToast('প্রতিষ্ঠানের তথ্য সফলভাবে আপডেট হয়েছে ✅')).toBeInTheDocument();
    const sent = formEntries(api.sent('PATCH institutions/1/')[0].data);
    expect(sent.logo).toBe('');
    expect(sent).not.toHaveProperty('institution_image');
  });

  it('edits the public record in its groups: codes, mission and objective, citizen charter (text and PDF), the GRS and RTI officers', async () => {
    const record = {
      ...institution,
      eiin: '012387',
      college_code: null,
      education_board: 'রাজশাহী',
      mission: 'জ্ঞানই আলো।',
      objective: null,
      citizen_charter: null,
      citizen_charter_file: 'http://localhost/media/institution/charter.pdf',
      grs_officer_name: null,
      grs_officer_phone: null,
      grs_officer_email: null,
      rti_officer_name: 'মো. রফিকুল ইসলাম',
      rti_officer_phone: null,
      rti_officer_email: null,
    };
    api = fakeServer({ 'GET institutions/': { data: [record] }, 'PATCH institutions/1/': { data: record } });
    const { main, user } = renderScreen('college-info', { userEventOptions: { applyAccept: false } });
    const submit = await main.findByRole('button', { name: 'আপডেট করুন' });
    for (const legend of ['প্রতিষ্ঠানের কোড', 'অভিলক্ষ্য ও উদ্দেশ্য', 'সিটিজেন চার্টার', 'অভিযোগ প্রতিকার (GRS) কর্মকর্তা', 'তথ্য প্রদানকারী (RTI) কর্মকর্তা']) {
      expect(main.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const codes = within(main.getByRole('group', { name: 'প্রতিষ্ঠানের কোড' }));
    expect(codes.getByLabelText('EIIN নম্বর')).toHaveValue('012387');
    expect(codes.getByLabelText('শিক্ষা বোর্ড')).toHaveValue('রাজশাহী');
    expect(main.getByLabelText('অভিলক্ষ্য (মিশন)')).toHaveValue('জ্ঞানই আলো।');
    expect(main.getByLabelText('তথ্য প্রদানকারী কর্মকর্তার নাম')).toHaveValue('মো. রফিকুল ইসলাম');
    // The current PDF is a link; only a PDF may replace it, within the registry's 10 MB.
    expect(main.getByLabelText('সিটিজেন চার্টার (PDF)')).toHaveAccessibleDescription('শুধু PDF, সর্বোচ্চ ১০MB');
    await user.upload(main.getByLabelText('সিটিজেন চার্টার (PDF)'), png('charter.png'));
    expect(main.getByLabelText('সিটিজেন চার্টার (PDF)')).toHaveAccessibleDescription('শুধু PDF, সর্বোচ্চ ১০MB শুধু PDF ফাইল দেওয়া যাবে।');

    // The shared rules, before sending: an EIIN is digits, the officers' emails and phones are checked.
    await user.clear(codes.getByLabelText('EIIN নম্বর'));
    await user.type(codes.getByLabelText('EIIN নম্বর'), '12A');
    await user.type(main.getByLabelText('অভিযোগ প্রতিকার কর্মকর্তার ইমেইল'), 'grs@');
    await user.type(main.getByLabelText('তথ্য প্রদানকারী কর্মকর্তার ফোন'), 'নেই');
    await user.click(submit);
    expect(codes.getByLabelText('EIIN নম্বর')).toHaveAccessibleDescription('শুধু সংখ্যা লিখুন।');
    expect(main.getByLabelText('অভিযোগ প্রতিকার কর্মকর্তার ইমেইল')).toHaveAccessibleDescription('সঠিক ইমেইল ঠিকানা লিখুন।');
    expect(main.getByLabelText('তথ্য প্রদানকারী কর্মকর্তার ফোন')).toHaveAccessibleDescription('সঠিক ফোন নম্বর লিখুন।');
    expect(api.sent('PATCH institutions/1/')).toHaveLength(0);

    await user.clear(codes.getByLabelText('EIIN নম্বর'));
    await user.type(codes.getByLabelText('EIIN নম্বর'), '০১২৩৮৭');
    await user.type(codes.getByLabelText('কলেজ কোড'), '5402');
    await user.clear(main.getByLabelText('অভিযোগ প্রতিকার কর্মকর্তার ইমেইল'));
    await user.type(main.getByLabelText('অভিযোগ প্রতিকার কর্মকর্তার ইমেইল'), 'grs@college.example');
    await user.clear(main.getByLabelText('তথ্য প্রদানকারী কর্মকর্তার ফোন'));
    await user.type(main.getByLabelText('তথ্য প্রদানকারী কর্মকর্তার ফোন'), '০৭৪১-৬২৩৪৫');
    await user.type(main.getByLabelText('উদ্দেশ্য'), 'মানবিক নাগরিক গড়া।');
    await user.type(main.getByLabelText('সিটিজেন চার্টার (সেবা প্রদান প্রতিশ্রুতি)'), 'প্রত্যয়নপত্র: ৩ কার্যদিবস।');
    const charter = new File(['%PDF-1.4'], 'charter.pdf', { type: 'application/pdf' });
    await user.upload(main.getByLabelText('সিটিজেন চার্টার (PDF)'), charter);
    await user.click(submit);
    expect(await findToast('প্রতিষ্ঠানের তথ্য সফলভাবে আপডেট হয়েছে ✅')).toBeInTheDocument();
    const sent = formEntries(api.sent('PATCH institutions/1/')[0].data);
    expect(sent).toMatchObject({
      eiin: '012387',
      college_code: '5402',
      education_board: 'রাজশাহী',
      mission: 'জ্ঞানই আলো।',
      objective: 'মানবিক নাগরিক গড়া।',
      citizen_charter: 'প্রত্যয়নপত্র: ৩ কার্যদিবস।',
      grs_officer_name: '',
      grs_officer_email: 'grs@college.example',
      rti_officer_name: 'মো. রফিকুল ইসলাম',
      rti_officer_phone: '0741-62345',
    });
    expect(sent.citizen_charter_file).toBeInstanceOf(File);
    expect(sent).not.toHaveProperty('logo');
  });

  it("toasts 'তথ্য জমা দিতে ব্যর্থ হয়েছে' when the server refuses", async () => {
    api = fakeServer({ 'GET institutions/': { data: [institution] }, 'PATCH institutions/1/': { status: 400, data: { contact_phone: ['Enter a valid phone number.'] } } });
    const { main, user } = renderScreen('college-info');
    await user.click(await main.findByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('তথ্য জমা দিতে ব্যর্থ হয়েছে')).toBeInTheDocument();
    expect(main.getByLabelText('যোগাযোগের ফোন')).toHaveAccessibleDescription('সঠিক ফোন নম্বর লিখুন।');
  });
});

describe('Principal and vice-principal', () => {
  const principal = { id: 3, designation: 'principal', full_name: 'ড. করিম', contact_email: null, contact_phone: null, message: 'স্বাগতম', photo: '/media/principals/p.png', ...stamp };

  it('loads the chosen designation: update mode when found, create mode otherwise; fields clear after a save', async () => {
    api = fakeServer({
      'GET principal-vice-principal/': (request) => ({ data: (request.params as { designation?: string })?.designation === 'principal' ? [principal] : [] }),
      'PUT principal-vice-principal/3/': { data: principal },
      'POST principal-vice-principal/': { status: 201, data: { ...principal, id: 4, designation: 'vice_principal' } },
    });
    const { main, user } = renderScreen('principal-info');
    expect(await main.findByText('তথ্য দেখতে ও লিখতে প্রথমে পদবি নির্বাচন করুন।')).toBeInTheDocument();
    expect(main.queryByLabelText('পূর্ণ নাম')).not.toBeInTheDocument();

    await user.selectOptions(main.getByLabelText('পদবি নির্বাচন করুন'), 'উপাধ্যক্ষ');
    expect(await main.findByRole('button', { name: 'সাবমিট করুন' })).toBeInTheDocument();
    expect(main.getByLabelText('পূর্ণ নাম')).toHaveValue('');

    await user.selectOptions(main.getByLabelText('পদবি নির্বাচন করুন'), 'অধ্যক্ষ');
    expect(await main.findByRole('button', { name: 'আপডেট করুন' })).toBeInTheDocument();
    expect(main.getByLabelText('পূর্ণ নাম')).toHaveValue('ড. করিম');
    expect(main.getByLabelText('বার্তা')).toHaveValue('স্বাগতম');
    expect(main.getByRole('img', { name: 'ছবি (প্রিভিউ)' })).toHaveAttribute('src', principal.photo);
    expect(api.sent('GET principal-vice-principal/').map((r) => r.params)).toEqual([{ designation: 'vice_principal' }, { designation: 'principal' }]);

    await user.clear(main.getByLabelText('পূর্ণ নাম'));
    await user.click(main.getByRole('button', { name: 'আপডেট করুন' }));
    expect(main.getByLabelText('পূর্ণ নাম')).toHaveAccessibleDescription('এই তথ্যটি দিতে হবে।');
    await user.type(main.getByLabelText('পূর্ণ নাম'), 'অধ্যাপক করিম');
    await user.click(main.getByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('তথ্য সফলভাবে আপডেট হয়েছে ✅')).toBeInTheDocument();
    const sent = formEntries(api.sent('PUT principal-vice-principal/3/')[0].data);
    expect(sent).toMatchObject({ designation: 'principal', full_name: 'অধ্যাপক করিম', message: 'স্বাগতম' });
    expect(sent).not.toHaveProperty('photo');
    expect(main.getByLabelText('পদবি নির্বাচন করুন')).toHaveValue('');
    expect(main.queryByLabelText('পূর্ণ নাম')).not.toBeInTheDocument();
  });

  it("toasts 'তথ্য লোড করতে ব্যর্থ হয়েছে' and 'তথ্য সংরক্ষণে ব্যর্থ হয়েছে'", async () => {
    api = fakeServer({ 'GET principal-vice-principal/': { status: 500, data: {} } });
    const { main, user } = renderScreen('principal-info');
    await user.selectOptions(await main.findByLabelText('পদবি নির্বাচন করুন'), 'অধ্যক্ষ');
    expect(await findToast('তথ্য লোড করতে ব্যর্থ হয়েছে')).toBeInTheDocument();
    api.on('GET principal-vice-principal/', { data: [] });
    api.on('POST principal-vice-principal/', { status: 500, data: {} });
    await user.selectOptions(main.getByLabelText('পদবি নির্বাচন করুন'), 'উপাধ্যক্ষ');
    await user.type(await main.findByLabelText('পূর্ণ নাম'), 'নাম');
    await user.click(main.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('তথ্য সংরক্ষণে ব্যর্থ হয়েছে')).toBeInTheDocument();
  });
});

describe('Class routine', () => {
  const lookups = {
    'GET classes/': { data: [{ id: 1, name: 'XI', ...stamp }, { id: 2, name: 'XII', ...stamp }] },
    'GET sections/': { data: [{ id: 1, name: 'A', ...stamp }] },
    'GET subjects/': { data: [{ id: 1, name: 'Physics', class_name: 1, ...stamp }, { id: 2, name: 'Botany', class_name: 2, ...stamp }] },
    'GET teachers/': { data: [{ id: 7, full_name: 'Karim', name: 'Karim', ...stamp }] },
  };

  async function fillForm(main: ReturnType<typeof renderScreen>['main'], user: ReturnType<typeof renderScreen>['user']) {
    await main.findByRole('option', { name: 'XI' });
    await main.findByRole('option', { name: 'Karim' });
    await user.selectOptions(main.getByLabelText('Class'), 'XI');
    await user.selectOptions(main.getByLabelText('Section'), 'A');
    await user.selectOptions(main.getByLabelText('Subject'), 'Physics');
    await user.selectOptions(main.getByLabelText('Teacher'), 'Karim');
    fireEvent.change(main.getByLabelText('Start Time'), { target: { value: '09:00' } });
    fireEvent.change(main.getByLabelText('End Time'), { target: { value: '09:45' } });
  }

  it("requires the six fields, offers the class's subjects only, sends the camelCase JSON and toasts 'Routine added successfully!'", async () => {
    api = fakeServer({ ...lookups, 'POST class-routine/': { status: 201, data: {} } });
    const { main, user } = renderScreen('class-routine');
    await user.click(await main.findByRole('button', { name: 'Add Routine' }));
    for (const label of ['Class', 'Section', 'Subject', 'Teacher', 'Start Time', 'End Time']) expect(main.getByLabelText(label)).toHaveAccessibleDescription('This field is required.');
    expect(main.getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
    expect(within(main.getByLabelText('Subject')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a class first']);
    await fillForm(main, user);
    expect(within(main.getByLabelText('Subject')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select subject', 'Physics']);
    // Another class empties the chosen subject, which belongs to the first.
    await user.selectOptions(main.getByLabelText('Class'), 'XII');
    expect(main.getByLabelText('Subject')).toHaveValue('');
    await user.selectOptions(main.getByLabelText('Class'), 'XI');
    await user.selectOptions(main.getByLabelText('Subject'), 'Physics');
    await user.selectOptions(main.getByLabelText('Day'), 'Sunday');
    await user.click(main.getByRole('button', { name: 'Add Routine' }));
    expect(await findToast('Routine added successfully!')).toBeInTheDocument();
    expect(jsonBody(api.sent('POST class-routine/')[0].data)).toEqual({ classId: 1, sectionId: 1, subjectId: 1, teacherId: 7, startTime: '09:00', endTime: '09:45', day: 'sun' });
    expect(main.getByLabelText('Class')).toHaveValue('');
  });

  it('refuses an end before the start; an overlap refused by the server shows its reason', async () => {
    const overlap = 'Karim already has a class on Sunday from 09:00 to 09:45.';
    api = fakeServer({ ...lookups, 'POST class-routine/': { status: 409, data: { detail: overlap } } });
    const { main, user } = renderScreen('class-routine');
    await main.findByRole('button', { name: 'Add Routine' });
    await fillForm(main, user);
    fireEvent.change(main.getByLabelText('End Time'), { target: { value: '08:00' } });
    await user.click(main.getByRole('button', { name: 'Add Routine' }));
    expect(main.getByLabelText('End Time')).toHaveAccessibleDescription('End time must be after start time.');
    expect(api.sent('POST class-routine/')).toHaveLength(0);
    fireEvent.change(main.getByLabelText('End Time'), { target: { value: '10:00' } });
    await user.click(main.getByRole('button', { name: 'Add Routine' }));
    expect(await findToast('Something went wrong!')).toBeInTheDocument();
    expect(main.getByRole('alert')).toHaveTextContent(overlap);
    // Nothing is lost: the entry can be corrected.
    expect(main.getByLabelText('Teacher')).toHaveValue('7');
  });

  it('lists entries per class and section with day and times, edits in the routine form and deletes', async () => {
    const entry = { id: 9, classId: 1, sectionId: 1, subjectId: 1, teacherId: 7, startTime: '09:00', endTime: '09:45', day: null, className: 'XI', sectionName: 'A', subjectName: 'Physics', teacherName: 'Karim', ...stamp };
    api = fakeServer({ ...lookups, 'GET class-routine/': { data: [entry] }, 'PUT class-routine/9/': { data: entry }, 'DELETE class-routine/9/': { status: 204 } });
    const { main, user } = renderScreen('routine-list');
    await main.findByRole('cell', { name: 'Physics' });
    expect(bodyRows()[0]).toEqual(['১', 'Every teaching day (Sun–Thu)', '09:00–09:45', 'XI', 'A', 'Physics', 'Karim', '']);
    await user.selectOptions(main.getByLabelText('Class'), 'XI');
    await user.selectOptions(main.getByLabelText('Section'), 'A');
    await waitFor(() => expect(api.sent('GET class-routine/').at(-1)!.query).toEqual({ classId: '1', sectionId: '1', page: '1', page_size: '10' }));

    const name = 'Physics, XI A, 09:00–09:45';
    await user.click(await main.findByRole('button', { name: `${name} সম্পাদনা` }));
    const modal = within(screen.getByRole('dialog', { name: 'Edit routine entry' }));
    expect(await modal.findByLabelText('Teacher')).toHaveValue('7');
    fireEvent.change(modal.getByLabelText('End Time'), { target: { value: '10:00' } });
    await user.click(modal.getByRole('button', { name: 'Update Routine' }));
    expect(await findToast('Routine updated successfully!')).toBeInTheDocument();
    expect(jsonBody(api.sent('PUT class-routine/9/')[0].data)).toMatchObject({ endTime: '10:00', day: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Followed in the list as any edited record: looked for among the ids of this class and section, marked.
    await waitFor(() => expect(document.querySelector('tr.is-new .dash-badge')).toHaveTextContent(/^সম্পাদিত$/));
    expect(api.sent('GET class-routine/?fields=id').map((r) => r.query)).toEqual([{ classId: '1', sectionId: '1', fields: 'id', page: '1', page_size: '1000' }]);

    await user.click(main.getByRole('button', { name: `${name} মুছুন` }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('Routine deleted successfully!')).toBeInTheDocument();
  });
});

describe('Contacts and users', () => {
  it('reads a message in a dialog and deletes it', async () => {
    const message = { id: 2, name: 'রহিম', email: 'r@example.com', phone: null, message: 'ভর্তির তারিখ জানতে চাই।', ...stamp };
    api = fakeServer({ 'GET contacts/': { data: [message] }, 'DELETE contacts/2/': { status: 204 } });
    const { main, user } = renderScreen('contacts');
    await user.click(await main.findByRole('button', { name: 'রহিম-এর বার্তা পড়ুন' }));
    const dialog = screen.getByRole('dialog', { name: 'রহিম-এর বার্তা' });
    expect(dialog).toHaveTextContent('ভর্তির তারিখ জানতে চাই।');
    await user.keyboard('{Escape}');
    await user.click(main.getByRole('button', { name: 'রহিম-এর বার্তা মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('বার্তা মুছে ফেলা হয়েছে ✅')).toBeInTheDocument();
  });

  it('makes another user Admin after confirmation (PATCH role); offers nothing on the signed-in Admin', async () => {
    const users = [
      { id: 1, username: 'admin', full_name: 'Admin User', email: null, phone: null, role: 'Admin', profile_picture: null },
      { id: 2, username: 'rahim', full_name: 'Rahim Uddin', email: null, phone: null, role: 'General', profile_picture: null },
    ];
    api = fakeServer({ 'GET users/': { data: users }, 'PATCH users/2/': { data: { ...users[1], role: 'Admin' } } });
    const { main, user } = renderScreen('users');
    await main.findByRole('cell', { name: 'rahim' });
    expect(within(main.getAllByRole('row')[1]).queryByRole('button')).not.toBeInTheDocument();
    await user.click(main.getByRole('button', { name: 'Rahim Uddin-কে অ্যাডমিন করুন' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'হ্যাঁ' }));
    expect(await findToast('ব্যবহারকারীর ভূমিকা পরিবর্তন হয়েছে ✅')).toBeInTheDocument();
    expect(jsonBody(api.sent('PATCH users/2/')[0].data)).toEqual({ role: 'Admin' });
  });

  it("shows the server's reason when it refuses to demote the last Admin", async () => {
    const last = 'The last Admin cannot be demoted. Make another user an Admin first.';
    const other = { id: 5, username: 'karim', full_name: 'Karim', email: null, phone: null, role: 'Admin', profile_picture: null };
    api = fakeServer({ 'GET users/': { data: [other] }, 'PATCH users/5/': { status: 409, data: { detail: last, role: [last] } } });
    const { main, user } = renderScreen('users');
    await user.click(await main.findByRole('button', { name: 'Karim-কে সাধারণ ব্যবহারকারী করুন' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'হ্যাঁ' }));
    expect(await findToast('ভূমিকা পরিবর্তন করতে ব্যর্থ ❌')).toBeInTheDocument();
    expect(await findToast(last)).toBeInTheDocument();
  });
});
