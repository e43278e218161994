import { screen, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { installFakeApi, uninstallFakeApi, type SentRequest } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe } from '../../../remote-shared/src/testing/render';
import { CLASSES, routineFile, SECTIONS, slot } from '../testing/fixtures';
import RoutinePage from './Routine';
import { weekGrid } from './weekGrid';
import { pageTestHooks } from '../testing/pageTests';

pageTestHooks();

const SLOTS = [
  slot(1, { day: null, startTime: '09:00', endTime: '09:45', subjectName: 'বাংলা', teacherName: 'নাসরিন আক্তার' }),
  slot(2, { day: 'mon', startTime: '10:00', endTime: '10:45', subjectName: 'রসায়ন', teacherName: 'করিম উদ্দিন' }),
  slot(3, { day: 'sun', startTime: '10:00', endTime: '10:45', subjectName: 'ইংরেজি', teacherName: null }),
  // Another section's, which a server that ignores the filter might send: never shown.
  slot(4, { sectionId: 2, day: 'tue', startTime: '11:00', endTime: '11:45', subjectName: 'অন্য শাখার বিষয়' }),
];

function routes(slots = SLOTS) {
  return {
    'GET classes/': { data: CLASSES },
    'GET sections/': { data: SECTIONS },
    'GET routines/': {
      data: [
        routineFile(1, { category: 'Academic', class_name: 1 }),
        routineFile(2, { category: 'Exam', class_name: 2, file: '/media/routines/2.jpg' }),
        routineFile(3, { category: 'Exam', class_name: 1 }),
      ],
    },
    'GET class-routine/': (request: SentRequest) => ({ data: slots.filter((s) => request.query.classId === String(s.classId)) }),
  };
}

const render = (route = '/routine') =>
  renderApp(
    <>
      <RoutinePage />
      <UrlProbe />
    </>,
    { route, store: makeStore() },
  );

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Routine page', () => {
  it('asks for a class and section with a GET form, and lists the routine files by category and class', async () => {
    const api = installFakeApi(routes());
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'ক্লাস ও পরীক্ষার রুটিন' })).toBeInTheDocument();
    const form = (await screen.findByRole('button', { name: 'রুটিন দেখুন' })).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/routine');
    const classSelect = within(form).getByRole('combobox', { name: 'শ্রেণি' });
    expect(classSelect).toHaveAttribute('name', 'class');
    expect(classSelect).toBeRequired();
    expect(within(classSelect).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['শ্রেণি বেছে নিন', ''],
      ['একাদশ', '1'],
      ['দ্বাদশ', '2'],
    ]);
    expect(within(form).getByRole('combobox', { name: 'শাখা' })).toHaveAttribute('name', 'section');
    expect(screen.getByText('শ্রেণি ও শাখা বেছে নিয়ে “রুটিন দেখুন” চাপুন।')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.sent('GET class-routine/')).toHaveLength(0);

    await screen.findByRole('heading', { level: 3, name: 'একাডেমিক রুটিন' });
    const academic = screen.getByRole('heading', { level: 3, name: 'একাডেমিক রুটিন' }).nextElementSibling as HTMLElement;
    expect(within(academic).getAllByRole('listitem')).toHaveLength(1);
    expect(within(academic).getByRole('link', { name: 'খুলুন' })).toHaveAttribute('href', 'https://college.example/media/routines/1.pdf');
    expect(within(academic).getByRole('link', { name: 'খুলুন' })).toHaveAccessibleDescription('শ্রেণি: একাদশ (একাডেমিক রুটিন)');
    const exam = screen.getByRole('heading', { level: 3, name: 'পরীক্ষার রুটিন' }).nextElementSibling as HTMLElement;
    expect(within(exam).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)).toEqual(['শ্রেণি: দ্বাদশ (পরীক্ষার রুটিন)', 'শ্রেণি: একাদশ (পরীক্ষার রুটিন)']);
    expect(within(exam).getAllByRole('link', { name: 'ডাউনলোড' })[0]).toHaveAttribute('href', '/media/routines/2.jpg?download=1');
  });

  it('shows the week of the class and section the URL names: days across, times down, every-day slots in each teaching day', async () => {
    const api = installFakeApi(routes());
    render('/routine?class=1&section=1');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 3, name: 'শ্রেণি একাদশ, শাখা ক: সাপ্তাহিক রুটিন' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['সময়', 'রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['০৯:০০–০৯:৪৫', '১০:০০–১০:৪৫']);
    expect(cellsOf(rows[0])).toEqual(Array(5).fill('বাংলানাসরিন আক্তার'));
    expect(cellsOf(rows[1])).toEqual(['ইংরেজি', 'রসায়নকরিম উদ্দিন', '–ক্লাস নেই', '–ক্লাস নেই', '–ক্লাস নেই']);
    expect(table).not.toHaveTextContent('অন্য শাখার বিষয়');
    expect(api.sent('GET class-routine/')[0].query).toEqual({ classId: '1', sectionId: '1', fields: 'id,classId,sectionId,day,startTime,endTime,subjectName,teacherName' });
    // The form shows the choice.
    expect(screen.getByRole('combobox', { name: 'শ্রেণি' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'শাখা' })).toHaveValue('1');
    // The calendar is a plain link to the server's .ics; printing needs the page's script (here it has it).
    expect(screen.getByRole('link', { name: 'ক্যালেন্ডারে নিন (.ics)' })).toHaveAttribute('href', '/routine.ics?class=1&section=1');
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    screen.getByRole('button', { name: 'প্রিন্ট করুন' }).click();
    expect(print).toHaveBeenCalled();
  });

  it('takes a class and a section by their names in the URL (spaces aside)', async () => {
    const api = installFakeApi(routes());
    render(`/routine?class=${encodeURIComponent('একাদশ')}&section=${encodeURIComponent(' ক ')}`);
    await screen.findByRole('table');
    expect(api.sent('GET class-routine/')[0].query).toMatchObject({ classId: '1', sectionId: '1' });
    uninstallFakeApi();
  });

  it('adds Friday or Saturday only when a slot is held then', async () => {
    installFakeApi(routes([...SLOTS, slot(9, { day: 'sat', startTime: '08:00', endTime: '08:45', subjectName: 'শারীরিক শিক্ষা' })]));
    render('/routine?class=1&section=1');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['সময়', 'রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শনিবার']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('০৮:০০–০৮:৪৫');
  });

  it('a choice sent with the form changes the URL and shows that week', async () => {
    installFakeApi(routes());
    const { user } = render();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'শ্রেণি' }), 'একাদশ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'শাখা' }), 'খ');
    await user.click(screen.getByRole('button', { name: 'রুটিন দেখুন' }));
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(/^\/routine\?class=1&section=2$/);
    expect(await screen.findByRole('heading', { level: 3, name: 'শ্রেণি একাদশ, শাখা খ: সাপ্তাহিক রুটিন' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('অন্য শাখার বিষয়');
  });

  it('says so when the class or section in the URL is unknown, or when the week has no slots', async () => {
    installFakeApi(routes([]));
    render('/routine?class=1&section=9');
    expect(await screen.findByText('এই শ্রেণি বা শাখা পাওয়া যায়নি। তালিকা থেকে বেছে নিন।')).toBeInTheDocument();
    uninstallFakeApi();

    installFakeApi(routes([]));
    render('/routine?class=2&section=1');
    expect(await screen.findByText('এই শ্রেণি ও শাখার সাপ্তাহিক রুটিন এখনো দেওয়া হয়নি।')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ক্যালেন্ডারে নিন (.ics)' })).not.toBeInTheDocument();
  });
});

describe('weekGrid', () => {
  it('orders times by start then end, and puts a slot without a day on every teaching day', () => {
    const grid = weekGrid([slot(1, { day: 'tue', startTime: '11:00', endTime: '11:45' }), slot(2, { day: null, startTime: '08:00', endTime: '08:45' }), slot(3, { day: 'fri', startTime: '11:00', endTime: '11:45' })]);
    expect(grid.days).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri']);
    expect(grid.rows.map((row) => `${row.startTime}-${row.endTime}`)).toEqual(['08:00-08:45', '11:00-11:45']);
    expect(grid.days.map((day) => grid.rows[0].cells[day].map((s) => s.id))).toEqual([[2], [2], [2], [2], [2], []]);
    expect(grid.rows[1].cells.tue.map((s) => s.id)).toEqual([1]);
    expect(grid.rows[1].cells.fri.map((s) => s.id)).toEqual([3]);
  });
});
