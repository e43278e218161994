// The notices screen, and through it the list machinery every list screen shares: columns, search, pagination,
// the add/edit modal and its modes, the server's field errors, confirmation before delete, toasts, refetch.
import { screen, waitFor, within } from '@testing-library/react';
import { formEntries, type FakeApi } from '../../remote-shared/src/testing/fakeApi';
import { bodyRows, fakeServer, findToast, many, renderScreen, stamp, uninstallFakeApi } from './screen';

const LONG = 'এই নোটিশের বিবরণ অনেক লম্বা, চল্লিশ অক্ষরের চেয়ে বেশি, তাই টেবিলে কেটে দেখানো হয়।';
const notice = (i: number, extra = {}) => ({ id: i, title: `নোটিশ ${i}`, date: `2026-01-${String(i).padStart(2, '0')}`, description: 'ছোট বিবরণ', category: null, pdf_file: null, ...stamp, ...extra });

// Whole user journeys on a shared 2-core machine: more than the default 5 s.
jest.setTimeout(30000);

let api: FakeApi;
afterEach(() => uninstallFakeApi());

describe('Notices: the table', () => {
  it('shows #, Title, Date, Description, PDF and Actions, cuts long texts at 40 characters and shows N/A for no date, in the server order', async () => {
    const pdf = '/media/notices/ভর্তি-বিজ্ঞপ্তি-২০২৬-একাদশ-শ্রেণি-সংশোধিত-চূড়ান্ত.pdf';
    api = fakeServer({ 'GET notices/': { data: [notice(2, { description: LONG, pdf_file: pdf }), notice(1, { date: null })] } });
    const { main } = renderScreen('notices');
    await main.findByRole('cell', { name: 'নোটিশ 2' });
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Title', 'Date', 'Description', 'PDF', 'অ্যাকশন']);
    const [first, second] = bodyRows();
    expect(first.slice(0, 3)).toEqual(['১', 'নোটিশ 2', '2026-01-02']);
    expect(first[3]).toBe(`${LONG.slice(0, 40)}...`);
    expect(first[4]).toBe(`${pdf.slice(0, 40)}...`);
    expect(main.getByRole('link', { name: `${pdf.slice(0, 40)}...` })).toHaveAttribute('href', pdf);
    expect(main.getByRole('link', { name: `${pdf.slice(0, 40)}...` })).toHaveAttribute('target', '_blank');
    expect(second.slice(0, 5)).toEqual(['২', 'নোটিশ 1', 'N/A', 'ছোট বিবরণ', 'N/A']);
  });

  it("shows the 'data loading' spinner, then the empty row", async () => {
    api = fakeServer();
    const { main } = renderScreen('notices');
    expect(await main.findByRole('status')).toHaveTextContent('data loading');
    expect(await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' })).toBeInTheDocument();
  });

  it('shows 10 rows a page; pagination appears only beyond one page; the search goes back to page 1', async () => {
    api = fakeServer({ 'GET notices/': { data: many(23, (i) => notice(i, { category: i === 23 ? 'ভর্তি' : null })) } });
    const { main, user } = renderScreen('notices');
    await main.findByRole('cell', { name: 'নোটিশ 1' });
    expect(bodyRows()).toHaveLength(10);
    const pages = main.getByRole('navigation', { name: 'পৃষ্ঠা' });
    expect(within(pages).getAllByRole('button', { name: /^পৃষ্ঠা / }).map((b) => b.textContent)).toEqual(['১', '২', '৩']);
    expect(within(pages).getByRole('button', { name: 'আগের পৃষ্ঠা' })).toBeDisabled();
    // Notices have no first/last buttons (only the subject list has them).
    expect(within(pages).queryByRole('button', { name: 'প্রথম পৃষ্ঠা' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'পৃষ্ঠা ৩' }));
    await waitFor(() => expect(bodyRows().map((r) => r[0])).toEqual(['২১', '২২', '২৩']));
    expect(within(pages).getByRole('button', { name: 'পৃষ্ঠা ৩' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'পরের পৃষ্ঠা' })).toBeDisabled();

    // The search matches title and category, case-insensitively, and goes back to page 1.
    await user.type(main.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' }), 'ভর্তি');
    await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['নোটিশ 23']));
    expect(main.queryByRole('navigation', { name: 'পৃষ্ঠা' })).not.toBeInTheDocument();
    await user.clear(main.getByRole('searchbox', { name: 'নোটিশ খুঁজুন' }));
    await waitFor(() => expect(bodyRows()[0][1]).toBe('নোটিশ 1'));
  });
});

describe('Notices: the modal', () => {
  it('adds in add mode: the title is required, the PDF only when chosen, a toast, the modal closes and the list is fetched again', async () => {
    api = fakeServer({ 'POST notices/': { status: 201, data: notice(9) } });
    const { main, user } = renderScreen('notices');
    await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' });
    const listCalls = api.sent('GET notices/?page_size=10').length;

    await user.click(main.getByRole('button', { name: 'নোটিশ যোগ করুন' }));
    const modal = screen.getByRole('dialog', { name: 'নতুন নোটিশ' });
    expect(within(modal).getByLabelText('শিরোনাম')).toHaveFocus();
    await user.click(within(modal).getByRole('button', { name: 'সাবমিট করুন' }));
    expect(within(modal).getByLabelText('শিরোনাম')).toHaveAccessibleDescription('এই তথ্যটি দিতে হবে।');
    expect(api.sent('POST notices/')).toHaveLength(0);

    await user.type(within(modal).getByLabelText('শিরোনাম'), '  ভর্তি বিজ্ঞপ্তি ');
    await user.type(within(modal).getByLabelText('ক্যাটাগরি'), 'ভর্তি');
    await user.click(within(modal).getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('নোটিশ যুক্ত হয়েছে ✅')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = formEntries(api.sent('POST notices/')[0].data);
    expect(sent).toEqual({ title: 'ভর্তি বিজ্ঞপ্তি', category: 'ভর্তি', date: '', description: '' });
    await waitFor(() => expect(api.sent('GET notices/?page_size=10').length).toBe(listCalls + 1));
  });

  it('refuses a file that is not a PDF beside the field', async () => {
    api = fakeServer();
    const { main, user } = renderScreen('notices', { userEventOptions: { applyAccept: false } });
    await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'নোটিশ যোগ করুন' }));
    const input = screen.getByLabelText('PDF ফাইল');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    await user.upload(input, new File(['x'], 'notice.docx', { type: 'application/msword' }));
    expect(input).toHaveAccessibleDescription('শুধু PDF ফাইল দেওয়া যাবে।');
  });

  it('edits in edit mode: filled from the row, PUT to its id, the PDF kept when none is chosen', async () => {
    api = fakeServer({ 'GET notices/': { data: [notice(4, { pdf_file: '/media/notices/a.pdf', category: 'পরীক্ষা' })] }, 'PUT notices/4/': { data: notice(4) } });
    const { main, user } = renderScreen('notices');
    await user.click(await main.findByRole('button', { name: 'নোটিশ 4 সম্পাদনা' }));
    const modal = screen.getByRole('dialog', { name: 'নোটিশ সম্পাদনা' });
    expect(within(modal).getByLabelText('শিরোনাম')).toHaveValue('নোটিশ 4');
    expect(within(modal).getByLabelText('ক্যাটাগরি')).toHaveValue('পরীক্ষা');
    expect(within(modal).getByRole('link', { name: 'বর্তমান ফাইল দেখুন' })).toHaveAttribute('href', '/media/notices/a.pdf');
    await user.clear(within(modal).getByLabelText('শিরোনাম'));
    await user.type(within(modal).getByLabelText('শিরোনাম'), 'নতুন শিরোনাম');
    await user.click(within(modal).getByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('নোটিশ আপডেট হয়েছে ✅')).toBeInTheDocument();
    const sent = formEntries(api.sent('PUT notices/4/')[0].data);
    expect(sent.title).toBe('নতুন শিরোনাম');
    expect(sent).not.toHaveProperty('pdf_file');
  });

  it("shows the server's field errors beside the field and the spec's failure toast, and keeps the modal open", async () => {
    api = fakeServer({ 'POST notices/': { status: 415, data: { pdf_file: ['The file is not a PDF.'] } } });
    const { main, user } = renderScreen('notices');
    await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'নোটিশ যোগ করুন' }));
    await user.type(screen.getByLabelText('শিরোনাম'), 'শিরোনাম');
    await user.upload(screen.getByLabelText('PDF ফাইল'), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('নোটিশ যুক্ত করতে ব্যর্থ ❌')).toBeInTheDocument();
    expect(screen.getByLabelText('PDF ফাইল')).toHaveAccessibleDescription('The file is not a PDF.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('disables the submit button while the save is under way', async () => {
    let release!: () => void;
    api = fakeServer({ 'POST notices/': () => new Promise((done) => (release = () => done({ status: 201, data: notice(1) }))) });
    const { main, user } = renderScreen('notices');
    await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'নোটিশ যোগ করুন' }));
    await user.type(screen.getByLabelText('শিরোনাম'), 'শিরোনাম');
    await user.click(screen.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await screen.findByRole('button', { name: 'প্রক্রিয়াকরণ হচ্ছে...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancel, Escape and the close button reset and close it; reopening shows an empty form in add mode', async () => {
    api = fakeServer({ 'GET notices/': { data: [notice(4)] } });
    const { main, user } = renderScreen('notices');
    const edit = await main.findByRole('button', { name: 'নোটিশ 4 সম্পাদনা' });
    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'বাতিল' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.click(main.getByRole('button', { name: 'নোটিশ যোগ করুন' }));
    expect(screen.getByRole('dialog', { name: 'নতুন নোটিশ' })).toBeInTheDocument();
    expect(screen.getByLabelText('শিরোনাম')).toHaveValue('');
    await user.type(screen.getByLabelText('শিরোনাম'), 'অর্ধেক লেখা');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'নোটিশ যোগ করুন' }));
    expect(screen.getByLabelText('শিরোনাম')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click beside the form keeps it open with what was typed', async () => {
    api = fakeServer();
    const { main, user } = renderScreen('notices');
    await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'নোটিশ যোগ করুন' }));
    await user.type(screen.getByLabelText('শিরোনাম'), 'অর্ধেক লেখা');
    await user.click(document.querySelector('.dash-modal__backdrop')!);
    expect(screen.getByRole('dialog', { name: 'নতুন নোটিশ' })).toBeInTheDocument();
    expect(screen.getByLabelText('শিরোনাম')).toHaveValue('অর্ধেক লেখা');
  });

  it('keeps Tab inside the modal', async () => {
    api = fakeServer();
    const { main, user } = renderScreen('notices');
    await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' });
    await user.click(main.getByRole('button', { name: 'নোটিশ যোগ করুন' }));
    const modal = screen.getByRole('dialog');
    expect(modal).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(modal).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(modal).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps the keys after a click on the backdrop or on plain text: Escape closes, Tab stays inside, the page behind is inert', async () => {
    api = fakeServer();
    const { main, user } = renderScreen('notices');
    await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' });
    const add = main.getByRole('button', { name: 'নোটিশ যোগ করুন' });
    await user.click(add);
    const modal = screen.getByRole('dialog', { name: 'নতুন নোটিশ' });
    const sidebar = screen.getByRole('complementary', { name: 'ড্যাশবোর্ড সাইডবার' });
    expect(sidebar.closest('[inert]')).not.toBeNull();
    expect(add.closest('[inert]')).not.toBeNull();
    expect(modal.closest('[inert]')).toBeNull();

    await user.click(document.querySelector('.dash-modal__backdrop')!);
    expect(modal).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(modal).getByRole('heading', { name: 'নতুন নোটিশ' }));
    expect(modal).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 3; i++) {
      await user.tab();
      expect(modal).toContainElement(document.activeElement as HTMLElement);
      expect(document.activeElement).not.toBe(modal);
    }
    await user.click(within(modal).getByRole('heading', { name: 'নতুন নোটিশ' }));
    await user.tab({ shift: true });
    expect(modal).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(modal);

    await user.click(document.querySelector('.dash-modal__backdrop')!);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });
});

describe('Notices: delete', () => {
  it('the question describes the dialog; Escape answers no: nothing deleted, the dialog closed, focus back on the delete button', async () => {
    api = fakeServer({ 'GET notices/': { data: [notice(4)] }, 'DELETE notices/4/': { status: 204 } });
    const { main, user } = renderScreen('notices');
    const button = await main.findByRole('button', { name: 'নোটিশ 4 মুছুন' });
    await user.click(button);
    const question = screen.getByRole('alertdialog', { name: 'নিশ্চিত করুন' });
    expect(question).toHaveAccessibleDescription('"নোটিশ 4" মুছে ফেলতে চান?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(api.sent('DELETE notices/4/')).toHaveLength(0);
    expect(bodyRows().map((r) => r[1])).toEqual(['নোটিশ 4']);
  });

  it('asks first; "no" sends nothing, "yes" deletes, toasts and fetches the list again', async () => {
    api = fakeServer({ 'GET notices/': { data: [notice(4)] }, 'DELETE notices/4/': { status: 204 } });
    const { main, user } = renderScreen('notices');
    await user.click(await main.findByRole('button', { name: 'নোটিশ 4 মুছুন' }));
    const question = screen.getByRole('alertdialog', { name: 'নিশ্চিত করুন' });
    expect(question).toHaveTextContent('"নোটিশ 4" মুছে ফেলতে চান?');
    // The harmless answer has the focus; Escape answers no as well.
    expect(within(question).getByRole('button', { name: 'বাতিল' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'বাতিল' }));
    expect(api.sent('DELETE notices/4/')).toHaveLength(0);

    const listCalls = api.sent('GET notices/?page_size=10').length;
    await user.click(main.getByRole('button', { name: 'নোটিশ 4 মুছুন' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('নোটিশ মুছে ফেলা হয়েছে ✅')).toBeInTheDocument();
    expect(api.sent('DELETE notices/4/')).toHaveLength(1);
    await waitFor(() => expect(api.sent('GET notices/?page_size=10').length).toBe(listCalls + 1));
  });

  it("sends one DELETE at a time: during a slow delete the row's button is busy and asks nothing; then the focus is on the heading", async () => {
    let release!: () => void;
    let gone = false;
    api = fakeServer({
      'GET notices/': () => ({ data: gone ? [] : [notice(4)] }),
      'DELETE notices/4/': () => new Promise((done) => (release = () => ((gone = true), done({ status: 204 })))),
    });
    const { main, user } = renderScreen('notices');
    const button = await main.findByRole('button', { name: 'নোটিশ 4 মুছুন' });
    await user.click(button);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    await waitFor(() => expect(api.sent('DELETE notices/4/')).toHaveLength(1));
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    release();
    expect(await findToast('নোটিশ মুছে ফেলা হয়েছে ✅')).toBeInTheDocument();
    await main.findByRole('cell', { name: 'কোনো নোটিশ পাওয়া যায়নি' });
    expect(main.getByRole('heading', { level: 1, name: 'নোটিশ' })).toHaveFocus();
    expect(api.sent('DELETE notices/4/')).toHaveLength(1);
  });

  it("a refused delete shows the spec's toast and the server's reason", async () => {
    api = fakeServer({ 'GET notices/': { data: [notice(4)] }, 'DELETE notices/4/': { status: 500, data: { detail: 'Internal server error.' } } });
    const { main, user } = renderScreen('notices');
    await user.click(await main.findByRole('button', { name: 'নোটিশ 4 মুছুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছুন' }));
    expect(await findToast('নোটিশ মুছে ফেলতে ব্যর্থ ❌')).toBeInTheDocument();
    expect(await findToast('Internal server error.')).toBeInTheDocument();
  });
});
