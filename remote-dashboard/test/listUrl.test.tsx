// A list screen's state is its URL and its rows are the server's: the students screen asks for the page, search
// and class of its URL (`?page=3&search=রহিম&class_name=2`), keeps them over a reload and through back and forward,
// types into the URL (replacing, after a pause, back to page 1), corrects a page past the last, and after an add
// shows the page where the server's order puts the new student, its row marked.
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ToastHost } from '../../remote-shared/src/notify/notify';
import { makeStore } from '../../remote-shared/src/store/store';
import type { FakeApi, SentRequest } from '../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe } from '../../remote-shared/src/testing/render';
import DashboardApp from '../src/DashboardApp';
import { bodyRows, currentUrl, fakeServer, findToast, stamp, uninstallFakeApi } from './screen';

jest.setTimeout(30000);

let api: FakeApi;
afterEach(() => uninstallFakeApi());

const CLASSES = [
  { id: 1, name: 'একাদশ', ...stamp },
  { id: 2, name: 'দ্বাদশ', ...stamp },
];

interface StudentRow {
  id: number;
  full_name: string;
  roll_number: number;
  class_name: number;
  section: number | null;
}
const student = (id: number, full_name: string, class_name: number, roll_number: number): StudentRow & Record<string, unknown> => ({
  id,
  full_name,
  roll_number,
  class_name,
  section: null,
  digital_id_code: `DID-${class_name}-${roll_number}`,
  photo: null,
  guardian_name: null,
  contact_phone: null,
  ...stamp,
});
/** The server's order: class, section, roll. */
const byClassAndRoll = (a: StudentRow, b: StudentRow) => a.class_name - b.class_name || a.roll_number - b.roll_number;

/** 15 students of class 1, then 45 named রহিম and 5 named করিম in class 2. */
function school(): ReturnType<typeof student>[] {
  return [
    ...Array.from({ length: 15 }, (_, i) => student(i + 1, `তানভীর ${i + 1}`, 1, i + 1)),
    ...Array.from({ length: 45 }, (_, i) => student(100 + i, `রহিম ${i + 1}`, 2, i + 1)),
    ...Array.from({ length: 5 }, (_, i) => student(200 + i, `করিম ${i + 1}`, 2, 46 + i)),
  ];
}

function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        history forward
      </button>
    </>
  );
}

function renderStudents(query: string) {
  const result = renderApp(
    <>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardApp />} />
      </Routes>
      <UrlProbe />
      <HistoryButtons />
      <ToastHost />
    </>,
    { route: `/dashboard/student-info-form${query}`, store: makeStore() },
  );
  return { ...result, main: within(result.getByRole('main')) };
}

const pageRequests = () => api.sent('GET students/?page_size=10');
const lastQuery = () => pageRequests().at(-1)!.query;
const names = () => bodyRows().map((r) => r[2]);
const searchBox = () => screen.getByRole('searchbox', { name: 'নাম দিয়ে খুঁজুন' });
const classFilter = () => screen.getByLabelText('শ্রেণি অনুযায়ী');
const currentPage = () => within(screen.getByRole('navigation', { name: 'পৃষ্ঠা' })).getByRole('button', { current: 'page' }).textContent;
/** The row marked as just added or edited. */
const markedRow = () => document.querySelector<HTMLElement>('tr.is-new');

describe('The students list and its URL', () => {
  it("asks the server for the URL's page, search and class, 10 rows, and shows them as the URL says", async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET students/': { data: school() } });
    const { main } = renderStudents('?page=3&search=রহিম&class_name=2');
    await main.findAllByRole('cell', { name: 'রহিম 21' });
    expect(lastQuery()).toEqual({ page: '3', page_size: '10', search: 'রহিম', class_name: '2' });
    expect(pageRequests()).toHaveLength(1);
    expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `রহিম ${21 + i}`));
    expect(bodyRows()[0][0]).toBe('২১');
    expect(searchBox()).toHaveValue('রহিম');
    expect(classFilter()).toHaveDisplayValue('দ্বাদশ');
    expect(currentPage()).toBe('৩');
    // The class select asks for the classes' ids and names only.
    expect(api.sent('GET classes/').map((r) => r.query)).toEqual([{ fields: 'id,name' }]);
  });

  it("also filters by the URL's section and gender, and a choice of gender is a new URL", async () => {
    const inSection = (id: number, full_name: string, section: string, gender: string) => ({ ...student(id, full_name, 2, id), section, gender });
    const students = [...school(), inSection(300, 'নুসরাত', 'ক', 'female'), inSection(301, 'রাশেদ', 'ক', 'male'), inSection(302, 'সুমাইয়া', 'খ', 'female')];
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET sections/': { data: [{ id: 1, name: 'ক', ...stamp }, { id: 2, name: 'খ', ...stamp }] }, 'GET students/': { data: students } });
    const { user } = renderStudents('?class_name=2&section=ক&gender=female');
    await waitFor(() => expect(names()).toEqual(['নুসরাত']));
    expect(pageRequests().map((r) => r.query)).toEqual([{ page: '1', page_size: '10', class_name: '2', section: 'ক', gender: 'female' }]);
    const sectionFilter = screen.getByLabelText('সেকশন অনুযায়ী');
    const genderFilter = screen.getByLabelText('লিঙ্গ অনুযায়ী');
    await waitFor(() => expect(sectionFilter).toHaveDisplayValue('ক'));
    expect(genderFilter).toHaveDisplayValue('ছাত্রী');
    await user.selectOptions(genderFilter, 'ছাত্র');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', page_size: '10', class_name: '2', section: 'ক', gender: 'male' }));
    expect(currentUrl()).toEqual({ url: '/dashboard/student-info-form?class_name=2&section=ক&gender=male', navigation: 'PUSH' });
    await waitFor(() => expect(names()).toEqual(['রাশেদ']));
  });

  it('a page change is a new history entry; a reload shows the same page and search; back and forward move through them', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET students/': { data: school() } });
    const first = renderStudents('?search=রহিম');
    await first.main.findAllByRole('cell', { name: 'রহিম 1' });
    await first.user.click(screen.getByRole('button', { name: 'পৃষ্ঠা ৩' }));
    await waitFor(() => expect(names()[0]).toBe('রহিম 21'));
    expect(currentUrl()).toEqual({ url: '/dashboard/student-info-form?page=3&search=রহিম', navigation: 'PUSH' });
    expect(lastQuery()).toEqual({ page: '3', page_size: '10', search: 'রহিম' });

    // A reload: a new page (a fresh store and router) at the same address.
    const { url } = currentUrl();
    first.unmount();
    const requestsBefore = pageRequests().length;
    const again = renderApp(
      <>
        <Routes>
          <Route path="/dashboard/*" element={<DashboardApp />} />
        </Routes>
        <UrlProbe />
        <HistoryButtons />
      </>,
      { route: url, store: makeStore() },
    );
    await within(again.getByRole('main')).findAllByRole('cell', { name: 'রহিম 21' });
    expect(pageRequests()).toHaveLength(requestsBefore + 1);
    expect(lastQuery()).toEqual({ page: '3', page_size: '10', search: 'রহিম' });
    expect(searchBox()).toHaveValue('রহিম');
    expect(currentPage()).toBe('৩');

    await again.user.click(screen.getByRole('button', { name: 'পরের পৃষ্ঠা' }));
    await waitFor(() => expect(names()[0]).toBe('রহিম 31'));
    await again.user.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(names()[0]).toBe('রহিম 21'));
    expect(currentUrl()).toEqual({ url: '/dashboard/student-info-form?page=3&search=রহিম', navigation: 'POP' });
    expect(currentPage()).toBe('৩');
    await again.user.click(screen.getByRole('button', { name: 'history forward' }));
    await waitFor(() => expect(names()[0]).toBe('রহিম 31'));
    expect(currentPage()).toBe('৪');
  });

  it('typing searches after a pause: one request for the word, the URL replaced, back to page 1; back shows the earlier search', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET students/': { data: school() } });
    const { main, user } = renderStudents('?search=রহিম');
    await main.findAllByRole('cell', { name: 'রহিম 1' });
    await user.click(screen.getByRole('button', { name: 'পৃষ্ঠা ২' }));
    await waitFor(() => expect(currentUrl().url).toBe('/dashboard/student-info-form?page=2&search=রহিম'));

    await user.clear(searchBox());
    await user.type(searchBox(), 'করিম');
    await waitFor(() => expect(names()).toEqual(['করিম 1', 'করিম 2', 'করিম 3', 'করিম 4', 'করিম 5']));
    expect(currentUrl()).toEqual({ url: '/dashboard/student-info-form?search=করিম', navigation: 'REPLACE' });
    const searched = pageRequests().map((r) => r.query.search);
    // No request for the letters on the way, nor for the emptied box.
    expect(searched.filter((s) => s !== 'রহিম')).toEqual(['করিম']);
    expect(lastQuery()).toEqual({ page: '1', page_size: '10', search: 'করিম' });

    // The typing replaced page 2's entry: back returns to the first view, and the box shows its search.
    await user.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(currentUrl().url).toBe('/dashboard/student-info-form?search=রহিম'));
    await waitFor(() => expect(searchBox()).toHaveValue('রহিম'));
    await waitFor(() => expect(names()[0]).toBe('রহিম 1'));
  });

  it('a class chosen goes back to page 1 in a new entry; the class cleared shows every student', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET students/': { data: school() } });
    const { main, user } = renderStudents('?page=2');
    await main.findAllByRole('cell', { name: 'তানভীর 11' });
    await waitFor(() => expect(within(classFilter()).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(classFilter(), 'একাদশ');
    await waitFor(() => expect(currentUrl()).toEqual({ url: '/dashboard/student-info-form?class_name=1', navigation: 'PUSH' }));
    await waitFor(() => expect(names()[0]).toBe('তানভীর 1'));
    expect(lastQuery()).toEqual({ page: '1', page_size: '10', class_name: '1' });
    await user.click(screen.getByRole('button', { name: 'শ্রেণি অনুযায়ী মুছে দিন' }));
    await waitFor(() => expect(currentUrl().url).toBe('/dashboard/student-info-form'));
    expect(lastQuery()).toEqual({ page: '1', page_size: '10' });
  });

  it('a page past the last (rows deleted meanwhile, an old link) shows the last page, and the URL says so', async () => {
    api = fakeServer({ 'GET classes/': { data: CLASSES }, 'GET students/': { data: school().slice(0, 15) } });
    const { main } = renderStudents('?page=9');
    await main.findAllByRole('cell', { name: 'তানভীর 11' });
    await waitFor(() => expect(currentUrl()).toEqual({ url: '/dashboard/student-info-form?page=2', navigation: 'REPLACE' }));
    expect(names()).toEqual(['তানভীর 11', 'তানভীর 12', 'তানভীর 13', 'তানভীর 14', 'তানভীর 15']);
    expect(currentPage()).toBe('২');
  });
});

describe('A student just added', () => {
  function serverWithAdds() {
    const students = school();
    let nextId = 500;
    return fakeServer({
      'GET classes/': { data: CLASSES },
      'GET students/': () => ({ data: [...students].sort(byClassAndRoll) }),
      'POST students/': (request: SentRequest) => {
        const body = request.data as FormData;
        const made = student(nextId++, body.get('full_name') as string, Number(body.get('class_name')), Number(body.get('roll_number')));
        students.push(made);
        return { status: 201, data: made };
      },
    });
  }

  async function add(user: ReturnType<typeof renderStudents>['user'], name: string, roll: string, className: string) {
    await user.click(screen.getByRole('button', { name: 'শিক্ষার্থী যোগ করুন' }));
    const modal = within(screen.getByRole('dialog'));
    await user.type(modal.getByLabelText('পূর্ণ নাম'), name);
    await user.type(modal.getByLabelText('রোল'), roll);
    await user.selectOptions(modal.getByLabelText('শ্রেণি'), className);
    await user.click(modal.getByRole('button', { name: 'সাবমিট করুন' }));
    expect(await findToast('শিক্ষার্থী যোগ করা হয়েছে ✅')).toBeInTheDocument();
  }

  it('is shown on the page where the server puts it (found by its id), its row marked', async () => {
    api = serverWithAdds();
    const { main, user } = renderStudents('');
    await main.findAllByRole('cell', { name: 'তানভীর 1' });
    // Class 1, roll 12: the 12th student of the list, on page 2.
    await add(user, 'নতুন ছাত্র', '১২', 'একাদশ');
    await waitFor(() => expect(currentUrl()).toEqual({ url: '/dashboard/student-info-form?page=2', navigation: 'PUSH' }));
    await waitFor(() => expect(markedRow()).not.toBeNull());
    expect(within(markedRow()!).getAllByRole('cell', { name: 'নতুন ছাত্র' })).toHaveLength(2);
    expect(markedRow()).toHaveTextContent('নতুন');
    expect(names()).toContain('নতুন ছাত্র');
    // The ids were read a thousand at a time, under the screen's (no) filters.
    expect(api.sent('GET students/?fields=id&page_size=1000&page=last')).toHaveLength(1);

    // Another page: the mark goes with the view it was made for.
    await user.click(screen.getByRole('button', { name: 'পৃষ্ঠা ১' }));
    await waitFor(() => expect(markedRow()).toBeNull());
  });

  it('a student the filter leaves out is shown in the whole list; back returns to the filtered view', async () => {
    api = serverWithAdds();
    const { main, user } = renderStudents('?class_name=2&search=রহিম');
    await main.findAllByRole('cell', { name: 'রহিম 1' });
    await add(user, 'নতুন ছাত্রী', '3', 'একাদশ');
    await waitFor(() => expect(currentUrl().url).toBe('/dashboard/student-info-form'));
    await waitFor(() => expect(markedRow()).not.toBeNull());
    expect(within(markedRow()!).getAllByRole('cell', { name: 'নতুন ছাত্রী' })).toHaveLength(2);
    expect(searchBox()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(currentUrl().url).toBe('/dashboard/student-info-form?class_name=2&search=রহিম'));
    await waitFor(() => expect(searchBox()).toHaveValue('রহিম'));
  });

  it('stays where the user went meanwhile', async () => {
    api = serverWithAdds();
    let release!: () => void;
    const { main, user } = renderStudents('');
    await main.findAllByRole('cell', { name: 'তানভীর 1' });
    // The search for the new id is slow; the user pages on before it answers.
    const slow = new Promise<void>((done) => (release = done));
    api.on('GET students/?fields=id', async () => {
      await slow;
      return { data: [...school()].sort(byClassAndRoll) };
    });
    await add(user, 'ধীর ছাত্র', '2', 'দ্বাদশ');
    await user.click(screen.getByRole('button', { name: 'পৃষ্ঠা ৩' }));
    await waitFor(() => expect(currentUrl().url).toBe('/dashboard/student-info-form?page=3'));
    expect(api.sent('GET students/?fields=id')).toHaveLength(1);
    await act(async () => release());
    await new Promise((r) => setTimeout(r, 100));
    expect(currentUrl().url).toBe('/dashboard/student-info-form?page=3');
    expect(markedRow()).toBeNull();
  });
});

describe('A student just edited', () => {
  function serverWithEdits() {
    const students = school();
    return fakeServer({
      'GET classes/': { data: CLASSES },
      'GET students/': () => ({ data: [...students].sort(byClassAndRoll) }),
      'PUT students/100/': (request: SentRequest) => {
        const body = request.data as FormData;
        const at = students.findIndex((s) => s.id === 100);
        students[at] = { ...students[at], full_name: body.get('full_name') as string, roll_number: Number(body.get('roll_number')), class_name: Number(body.get('class_name')) };
        return { data: students[at] };
      },
    });
  }

  async function edit(user: ReturnType<typeof renderStudents>['user'], changes: { roll?: string; className?: string }) {
    await user.click(screen.getByRole('button', { name: 'রহিম 1 সম্পাদনা' }));
    const modal = within(screen.getByRole('dialog'));
    if (changes.roll) {
      await user.clear(modal.getByLabelText('রোল'));
      await user.type(modal.getByLabelText('রোল'), changes.roll);
    }
    if (changes.className) await user.selectOptions(modal.getByLabelText('শ্রেণি'), changes.className);
    await user.click(modal.getByRole('button', { name: 'আপডেট করুন' }));
    expect(await findToast('শিক্ষার্থীর তথ্য আপডেট হয়েছে ✅')).toBeInTheDocument();
  }

  it('is followed to the page its new roll puts it on, its row marked সম্পাদিত', async () => {
    api = serverWithEdits();
    const { main, user } = renderStudents('?page=2');
    await main.findAllByRole('cell', { name: 'রহিম 1' });
    // Class 2, roll 100: after every other student, the 65th of the list, on page 7.
    await edit(user, { roll: '100' });
    await waitFor(() => expect(currentUrl()).toEqual({ url: '/dashboard/student-info-form?page=7', navigation: 'PUSH' }));
    await waitFor(() => expect(markedRow()).not.toBeNull());
    expect(within(markedRow()!).getAllByRole('cell', { name: 'রহিম 1' })).toHaveLength(2);
    expect(markedRow()!.querySelector('.dash-badge')).toHaveTextContent(/^সম্পাদিত$/);
    expect(bodyRows().at(-1)![2]).toBe('রহিম 1');
    // Looked for first in the thousand ids around its old place (page 2 is in the first thousand): one read.
    expect(api.sent('GET students/?fields=id').map((r) => r.query)).toEqual([{ fields: 'id', page: '1', page_size: '1000' }]);
    // The focus left with the row's old place; it comes back to the student's edit button on the new page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'রহিম 1 সম্পাদনা' })).toHaveFocus());
  });

  it('in a list of thousands, is looked for around its old place first, then chunk by chunk', async () => {
    const students = Array.from({ length: 2500 }, (_, i) => student(i + 1, `ছাত্র ${i + 1}`, 1, i + 1));
    api = fakeServer({
      'GET classes/': { data: CLASSES },
      'GET students/': () => ({ data: [...students].sort(byClassAndRoll) }),
      'PUT students/1/': (request: SentRequest) => {
        students[0] = { ...students[0], roll_number: Number((request.data as FormData).get('roll_number')) };
        return { data: students[0] };
      },
    });
    const { main, user } = renderStudents('');
    await user.click(await main.findByRole('button', { name: 'ছাত্র 1 সম্পাদনা' }));
    const modal = within(screen.getByRole('dialog'));
    await user.clear(modal.getByLabelText('রোল'));
    await user.type(modal.getByLabelText('রোল'), '2600');
    await user.click(modal.getByRole('button', { name: 'আপডেট করুন' }));
    // Roll 2600: the last of 2,500, on page 250, in the third thousand.
    await waitFor(() => expect(currentUrl().url).toBe('/dashboard/student-info-form?page=250'));
    await waitFor(() => expect(markedRow()).not.toBeNull());
    expect(within(markedRow()!).getAllByRole('cell', { name: 'ছাত্র 1' })).toHaveLength(2);
    expect(api.sent('GET students/?fields=id').map((r) => r.query.page)).toEqual(['1', '2', '3']);
  });

  it('stays on its page when it did not move, marked there', async () => {
    api = serverWithEdits();
    const { main, user } = renderStudents('?page=2');
    await main.findAllByRole('cell', { name: 'রহিম 1' });
    await edit(user, {});
    await waitFor(() => expect(markedRow()).not.toBeNull());
    expect(markedRow()!.querySelector('.dash-badge')).toHaveTextContent(/^সম্পাদিত$/);
    expect(currentUrl().url).toBe('/dashboard/student-info-form?page=2');
  });

  it('is not followed out of the filtered view when it left it', async () => {
    api = serverWithEdits();
    const { main, user } = renderStudents('?class_name=2');
    await main.findAllByRole('cell', { name: 'রহিম 1' });
    await edit(user, { className: 'একাদশ' });
    await waitFor(() => expect(api.sent('GET students/?fields=id')).toHaveLength(1));
    await waitFor(() => expect(names()).not.toContain('রহিম 1'));
    expect(currentUrl().url).toBe('/dashboard/student-info-form?class_name=2');
    expect(markedRow()).toBeNull();
  });
});
