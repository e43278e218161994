/** @jest-environment node */
// The public pages drawn on the server: what a visitor's browser shows before any script has run, and the data
// handed to the browser's store.
import type { AnswerOf } from '../../../remote-shared/src/registry';
import { drfAnswer, splitQuery } from '../../../remote-shared/src/testing/drfList';
import { CLASSES, examResult, INSTITUTION, member, notice, principal, recognition, RECORD, routineFile, SECTIONS, slot, staffMember, teacher } from '../testing/fixtures';
import { bangladeshToday, formatBengaliDate, formatBengaliRange } from '../components/dates';
import { CSRF_PLACEHOLDER, preparePage, renderAuthControls, renderPage, type ApiAnswer } from './render';

/** The day `days` from today in Bangladesh (YYYY-MM-DD): the calendar's events are placed around the day the test runs. */
const dayFrom = (days: number) => bangladeshToday(Date.now() + days * 86_400_000);
const EVENTS: AnswerOf<'calendar'>[] = [
  { title: 'শেষ হয়ে যাওয়া পরীক্ষা', kind: 'exam', start_date: dayFrom(-20), end_date: dayFrom(-1), note: null },
  { title: 'চলমান ভর্তি', kind: 'admission', start_date: dayFrom(-3), end_date: dayFrom(40), note: 'এসএসসির মূল নম্বরপত্র আনতে হবে।' },
  { title: 'আজকের ছুটি', kind: 'holiday', start_date: dayFrom(0), end_date: null, note: null },
  { title: 'শীতকালীন ছুটি', kind: 'holiday', start_date: dayFrom(50), end_date: dayFrom(63), note: null },
].map((event, i) => ({ id: i + 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', ...event }) as AnswerOf<'calendar'>);

const NOTICES = Array.from({ length: 8 }, (_, i) => notice(8 - i, { title: `বিজ্ঞপ্তি ${8 - i}`, date: `2026-03-0${8 - i}` }));
const TEACHERS = Array.from({ length: 23 }, (_, i) => teacher(i + 1));

const SITE_FIELDS = 'id,name,logo,institution_image,address,location_code,contact_phone,contact_email,preview_image';
const STORY_FIELDS = 'government_approval_date,government_approval_number,history';

type Answer = ApiAnswer | ((query: Record<string, string>) => ApiAnswer);

/**
 * The API as the renderer's `get` reaches it, by path (the query apart): lists answer as the API does (a page,
 * a search, only some fields: testing/drfList.ts). `asked` holds each read, its query in alphabetical order.
 */
function fakeApi(answers: Record<string, Answer> = {}, notices: readonly AnswerOf<'notices'>[] = NOTICES) {
  const asked: string[] = [];
  const ok = (data: unknown): ApiAnswer => ({ status: 200, data });
  const list =
    <T extends object>(items: readonly T[], searchFields: ReadonlyArray<keyof T & string> = []) =>
    (query: Record<string, string>) =>
      drfAnswer(items, query, { searchFields });
  const table: Record<string, Answer> = {
    '/api/institutions/': list([INSTITUTION]),
    '/api/teachers/': list(TEACHERS),
    '/api/committee-members/': ok([member(1, { full_name: 'সভাপতি জামান' })]),
    '/api/principal-vice-principal/': ok([principal()]),
    '/api/notices/': list(notices, ['title', 'category']),
    '/api/notices/7/': ok(NOTICES.find((n) => n.id === 7)),
    '/api/gallery/': list([]),
    ...answers,
  };
  const get = async (pathWithQuery: string) => {
    const { path, query } = splitQuery(pathWithQuery);
    const sorted = Object.entries(query).sort(([a], [b]) => a.localeCompare(b));
    asked.push(sorted.length ? `${path}?${sorted.map(([name, value]) => `${name}=${value}`).join('&')}` : path);
    const answer = table[path];
    if (!answer) return { status: 404, data: { detail: 'Not found.' } };
    return typeof answer === 'function' ? answer(query) : answer;
  };
  return { get, asked };
}

interface CachedQuery {
  endpointName: string;
  originalArgs: unknown;
  status: string;
  data: unknown;
}

function stateOf(page: { state: string }) {
  return JSON.parse(page.state) as { api: { queries: Record<string, CachedQuery> } };
}

/** The one cached read of `endpoint` in the state handed to the browser. */
function cached(page: { state: string }, endpoint: string): CachedQuery {
  const found = Object.values(stateOf(page).api.queries).filter((query) => query.endpointName === endpoint);
  expect(found).toHaveLength(1);
  return found[0];
}

describe('renderPage', () => {
  it('draws the home page with its banner, name, counters, committee and principal, from the reads of the page', async () => {
    const api = fakeApi();
    const page = await renderPage({ url: '/', get: api.get });
    // Of the institution only the fields the page shows; of the teachers only their number.
    expect(api.asked.sort()).toEqual([
      '/api/committee-members/',
      `/api/institutions/?fields=${STORY_FIELDS}`,
      `/api/institutions/?fields=${SITE_FIELDS}`,
      '/api/principal-vice-principal/',
      '/api/teachers/?fields=id&page_size=1',
    ]);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1 id="hero-title" class="pub-hero__title">${INSTITUTION.name}</h1>`);
    expect(page.title).toBe(INSTITUTION.name);
    expect(page.html).toContain('src="/media/institutions/banner.jpg"');
    // Drawn whole: no fallback left for a script to swap out (a page must read without JavaScript).
    expect(page.html).not.toMatch(/<!--\$\?-->|<div hidden id="S:|\$RC/);
    expect(page.html).toContain('23+'); // the teachers' count, from one page of one teacher
    expect(page.html).toContain('প্রথম অনুচ্ছেদ।'); // the history, from the story's read
    expect(page.html).toContain('সভাপতি জামান');
    expect(page.html).toContain('অধ্যাপক রহিম উদ্দিন');
    // The banner is asked for from the head, in the display size that fits the screen.
    expect(page.head).toContain('<link rel="preload" as="image" imageSrcSet="/media/_w/160/institutions/banner.jpg 160w,');
    expect(page.head).toContain('imageSizes="100vw" fetchPriority="high"/>');
    expect(page.html).toContain('srcSet="/media/_w/160/institutions/banner.jpg 160w,');
    // A visitor's header: the login link.
    expect(page.html).toContain('href="/login"');
    // The browser's store starts from the same reads, which hold only what the page shows.
    const site = cached(page, 'getSiteInstitution');
    expect(site).toMatchObject({ status: 'fulfilled' });
    expect(Object.keys(site.data as object).sort()).toEqual(SITE_FIELDS.split(',').sort());
    expect(cached(page, 'getTeacherCount')).toMatchObject({ status: 'fulfilled', data: 23 });
    expect(page.state).not.toContain(TEACHERS[0].contact_email!);
    // The preview picture is the college's card, as the server draws it (1200x630), described by the college's name.
    expect(page.meta).toMatchObject({ canonical: '/', siteName: INSTITUTION.name, image: { url: INSTITUTION.preview_image, width: 1200, height: 630, alt: INSTITUTION.name } });
  });

  it('draws the first six notices of /notice, newest first, with their en-GB dates, and hands over only that page', async () => {
    const api = fakeApi();
    const page = await renderPage({ url: '/notice', get: api.get });
    for (const n of [8, 7, 6, 5, 4, 3]) expect(page.html).toContain(`বিজ্ঞপ্তি ${n}`);
    expect(page.html).not.toContain('বিজ্ঞপ্তি 2');
    expect(page.html).toContain('8 Mar 2026');
    expect(page.html).toContain('href="/notice/8"');
    expect(page.html).toContain('href="/notice?page=2"');
    expect(page.title).toBe('নোটিশ');
    expect(api.asked).toContain('/api/notices/?fields=id,title,description,date,category,pdf_file&page_size=6');
    const list = cached(page, 'getNoticePage');
    expect(list.originalArgs).toEqual({ page: 1, search: '' });
    expect(list.data).toMatchObject({ count: 8 });
    expect((list.data as { results: unknown[] }).results).toHaveLength(6);
    expect(page.meta).toMatchObject({ canonical: '/notice', description: expect.stringContaining('নোটিশ') });
  });

  it('draws the page and search its URL names (/notice?search=&page=2), with its canonical address', async () => {
    const many = Array.from({ length: 14 }, (_, i) => notice(14 - i, { title: i % 2 ? `ছুটি ${14 - i}` : `পরীক্ষা ${14 - i}` }));
    const api = fakeApi({}, many);
    const page = await renderPage({ url: '/notice?page=2', get: api.get });
    expect(page.status).toBe(200);
    expect(page.meta.canonical).toBe('/notice?page=2');
    expect(api.asked).toContain('/api/notices/?fields=id,title,description,date,category,pdf_file&page=2&page_size=6');
    for (const n of [8, 7, 6, 5, 4, 3]) expect(page.html).toContain(`${n % 2 ? 'ছুটি' : 'পরীক্ষা'} ${n}</a>`);
    expect(page.html).not.toContain('পরীক্ষা 14</a>');
    expect(page.html).toMatch(/<a[^>]*aria-current="page"[^>]*>2<\/a>/);

    const searched = await renderPage({ url: `/notice?search=${encodeURIComponent('পরীক্ষা')}&page=2`, get: fakeApi({}, many).get });
    expect(searched.meta.canonical).toBe(`/notice?search=${encodeURIComponent('পরীক্ষা')}&page=2`);
    expect(searched.html).toContain('পরীক্ষা 2</a>');
    expect(searched.html).not.toContain('ছুটি');
    expect(searched.html).toContain(`value="পরীক্ষা"`);
  });

  it('keeps a text that would end the state script inside it', async () => {
    const api = fakeApi({}, [notice(1, { title: '</script><script>alert(1)</script>' })]);
    const page = await renderPage({ url: '/notice', get: api.get });
    expect(page.state).not.toContain('</script>');
    expect((cached(page, 'getNoticePage').data as { results: unknown[] }).results).toEqual([expect.objectContaining({ title: '</script><script>alert(1)</script>' })]);
    expect(page.html).not.toContain('<script>alert(1)');
  });

  it('draws a page whose read failed as the browser would: the header fallbacks and the empty message', async () => {
    const api = fakeApi({ '/api/institutions/': { status: 500, data: { detail: 'Internal server error.' } }, '/api/gallery/': { status: 500, data: null } });
    const page = await renderPage({ url: '/gallery', get: api.get });
    expect(page.status).toBe(200);
    expect(page.html).toContain('কলেজের নাম');
    expect(page.html).toContain('কোনো তথ্য পাওয়া যায়নি');
    expect(cached(page, 'getGalleryPage').status).toBe('rejected');
  });

  it('draws one notice at its own address, with what a link preview shows', async () => {
    const page = await renderPage({ url: '/notice/7', get: fakeApi().get, origin: 'https://college.example' });
    expect(page.status).toBe(200);
    expect(page.title).toBe('বিজ্ঞপ্তি 7');
    expect(page.html).toContain('বিজ্ঞপ্তি 7</h1>');
    expect(page.html).toContain('href="/media/notices/7.pdf?download=1"');
    expect(page.html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://college.example/notice/7')}`);
    expect(page.meta).toMatchObject({ type: 'article', canonical: '/notice/7', description: 'বিবরণ 7', siteName: INSTITUTION.name });
    // The notice's own card, described by its title.
    expect(page.meta.image).toEqual({ url: notice(7).preview_image, width: 1200, height: 630, alt: 'বিজ্ঞপ্তি 7' });
  });

  it("keeps the college's card on a notice's page when the notice has none", async () => {
    const page = await renderPage({ url: '/notice/7', get: fakeApi({ '/api/notices/7/': { status: 200, data: { ...NOTICES.find((n) => n.id === 7), preview_image: null } } }).get });
    expect(page.meta.image).toEqual({ url: INSTITUTION.preview_image, width: 1200, height: 630, alt: INSTITUTION.name });
  });

  it.each([
    ['an unknown path', '/no-such-page'],
    ['a notice that does not exist', '/notice/99'],
    ['a list page past the last', '/notice?page=999'],
    ['a page that is no page number', '/gallery?page=abc'],
  ])('draws the 404 page, answered 404, for %s', async (_what, url) => {
    const page = await renderPage({ url, get: fakeApi().get });
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 - Page not found');
    expect(page.title).toBe('404 - Page not found');
    expect(page.html.match(/<h1/g)).toHaveLength(1);
  });

  it('draws the answer to a form posted without JavaScript, and the CSRF placeholder the server fills in per visitor', async () => {
    const page = await renderPage({ url: '/login', get: fakeApi().get, form: { form: 'login', values: { username: 'admin' }, message: 'loginInvalid' } });
    expect(page.html).toContain('Invalid username or password!');
    expect(page.html).toContain('value="admin"');
    expect(page.html).toContain(`name="csrfmiddlewaretoken" value="${CSRF_PLACEHOLDER}"`);
    expect(page.meta.canonical).toBe('/login');

    const plain = await renderPage({ url: '/login', get: fakeApi().get });
    expect(plain.html).not.toContain('Invalid username or password!');
  });
});

describe('renderAuthControls', () => {
  it("draws the header's control for each kind of caller: a visitor's login link, a user's sign-out form, an Admin's dashboard link", () => {
    const { visitor, user, admin } = renderAuthControls();
    expect(new Set([visitor, user, admin]).size).toBe(3);
    expect(visitor).toContain('href="/login"');
    expect(visitor).not.toContain('/dashboard');
    const form = /<form[^>]*>/.exec(user)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/logout"');
    expect(user).toContain(`name="csrfmiddlewaretoken" value="${CSRF_PLACEHOLDER}"`);
    expect(user).toContain('aria-label="সাইন আউট"');
    expect(user).not.toContain('href="/login"');
    expect(admin).toContain('href="/dashboard"');
    expect(admin).not.toContain('href="/login"');
  });

  it('draws the same markup as the page does for a visitor, so the server can swap it', async () => {
    const page = await renderPage({ url: '/academic', get: fakeApi().get });
    expect(page.html).toContain(renderAuthControls().visitor);
  });
});

describe('preparePage', () => {
  it('names the answers a page is drawn from, so the same answers give the same version', async () => {
    const first = await preparePage({ url: '/notice', get: fakeApi().get });
    const again = await preparePage({ url: '/notice', get: fakeApi().get });
    const changed = await preparePage({ url: '/notice', get: fakeApi({}, []).get });
    const otherPage = await preparePage({ url: '/notice?page=2', get: fakeApi().get });
    expect(first.version).toBe(again.version);
    expect(changed.version).not.toBe(first.version);
    expect(otherPage.version).not.toBe(first.version);
    expect(first.version).toContain('/api/notices/');
    // Drawn, a page lets go of its store.
    await Promise.all([first, again, changed, otherPage].map((page) => page.render()));
  });
});

describe('pages read at the same time', () => {
  it('each get their own answers and version', async () => {
    const slow = fakeApi();
    const slowGet = async (path: string) => {
      await new Promise((r) => setTimeout(r, 20));
      return slow.get(path);
    };
    const other = fakeApi({}, [notice(99, { title: 'অন্য বিজ্ঞপ্তি' })]);
    const [first, second] = await Promise.all([preparePage({ url: '/notice', get: slowGet }), preparePage({ url: '/notice', get: other.get })]);
    expect(first.version).not.toBe(second.version);
    const [firstPage, secondPage] = await Promise.all([first.render(), second.render()]);
    expect(secondPage.html).toContain('অন্য বিজ্ঞপ্তি');
    expect(secondPage.html).not.toContain('বিজ্ঞপ্তি 8');
    expect(firstPage.html).not.toContain('অন্য বিজ্ঞপ্তি');
    expect(firstPage.html).toContain('বিজ্ঞপ্তি 8');
    expect(secondPage.state).not.toContain('বিজ্ঞপ্তি 8');
    expect(firstPage.state).not.toContain('অন্য বিজ্ঞপ্তি');
  });

  it('each draw their own page, with their own data, status and address', async () => {
    const notices = fakeApi();
    const gallery = fakeApi({ '/api/institutions/': { status: 200, data: [{ ...INSTITUTION, name: 'অন্য কলেজ' }] } });
    const [noticePage, missing, galleryPage] = await Promise.all([
      preparePage({ url: '/notice?page=2', get: notices.get }),
      preparePage({ url: '/notice/99', get: notices.get }),
      preparePage({ url: '/gallery', get: gallery.get }),
    ]);
    const [a, b, c] = await Promise.all([noticePage.render(), missing.render(), galleryPage.render()]);
    expect(a).toMatchObject({ status: 200, title: 'নোটিশ', meta: { canonical: '/notice?page=2', siteName: INSTITUTION.name } });
    expect(a.html).toContain('বিজ্ঞপ্তি 2');
    expect(b).toMatchObject({ status: 404, title: '404 - Page not found' });
    expect(c).toMatchObject({ status: 200, meta: { canonical: '/gallery', siteName: 'অন্য কলেজ' } });
    expect(c.html).toContain('অন্য কলেজ - গ্যালারি');
    expect(a.html).not.toContain('অন্য কলেজ');
    expect(gallery.asked.some((path) => path.startsWith('/api/notices/'))).toBe(false);
  });
});

describe("the college's public record, drawn whole", () => {
  const record = (answers: Record<string, Answer> = {}) =>
    fakeApi({
      '/api/institutions/': (query) => drfAnswer([{ ...INSTITUTION, ...RECORD }], query),
      '/api/classes/': (query) => drfAnswer(CLASSES, query),
      '/api/sections/': (query) => drfAnswer(SECTIONS, query),
      '/api/results/': (query) => drfAnswer([examResult(2, { exam_name: 'HSC', class_name: 2 }), examResult(1, { year: 2024, exam_name: 'Year Final', category: 'Internal' })].filter((r) => !query.category || r.category === query.category), query),
      '/api/routines/': (query) => drfAnswer([routineFile(1, { category: 'Exam' })], query),
      '/api/class-routine/': (query) => drfAnswer([slot(1, { day: null, subjectName: 'পদার্থবিজ্ঞান' })].filter((s) => String(s.sectionId) === query.sectionId), query),
      '/api/acknowledgment/': (query) => drfAnswer([recognition(1, { title: 'পাঠদানের অনুমতি' })], query),
      '/api/calendar/': (query) => drfAnswer(EVENTS, query),
      '/api/stats/': { status: 200, data: { students: [{ class_name: 1, class: 'একাদশ', section: 'ক', gender: 'female', count: 31 }], teachers: 23, staff: 9 } },
      '/api/staff/': (query) => drfAnswer([staffMember(1, { full_name: 'আবুল হোসেন' })], query),
      ...answers,
    });

  it('every page has the "more" menu as <details>, which works without any script', async () => {
    const page = await renderPage({ url: '/academic', get: record().get });
    expect(page.html).toMatch(/<details class="pub-more"><summary class="pub-nav__link pub-more__toggle">আরও/);
    expect(page.html).toContain('href="/acknowledgment"');
  });

  it('/result?category=Public: only that category, one page of it, with the class names', async () => {
    const api = record();
    const page = await renderPage({ url: '/result?category=Public', get: api.get });
    expect(page.status).toBe(200);
    expect(page.title).toBe('পরীক্ষার ফলাফল');
    expect(page.html).toContain('২০২৫ সাল');
    expect(page.html).toContain('দ্বাদশ');
    expect(page.html).toContain('৯৫.৫%');
    expect(page.html).toContain('href="https://college.example/media/results/2.pdf?download=1"');
    expect(page.html).not.toContain('Year Final');
    expect(api.asked).toContain('/api/results/?category=Public&fields=id,year,category,class_name,exam_name,examinees,passed,gpa5,file&page_size=20');
    expect(page.meta.canonical).toBe('/result?category=Public');
    expect(cached(page, 'getResultPage').originalArgs).toEqual({ page: 1, category: 'Public' });

    const missing = await renderPage({ url: '/result?category=Other', get: record().get });
    expect(missing.status).toBe(404);
  });

  it('/routine with a section named in the URL: the week grid of that class and section, read once the lists named it', async () => {
    const api = record();
    const page = await renderPage({ url: `/routine?class=1&section=${encodeURIComponent('ক')}`, get: api.get });
    expect(page.status).toBe(200);
    expect(page.html).toContain('শ্রেণি একাদশ, শাখা ক: সাপ্তাহিক রুটিন');
    expect((page.html.match(/পদার্থবিজ্ঞান/g) ?? []).length).toBe(5); // every teaching day
    expect(page.html).toContain('href="/routine.ics?class=1&amp;section=1"');
    expect(page.html).not.toContain('প্রিন্ট করুন'); // printing from the page needs its script
    expect(page.html).toMatch(/<form[^>]*action="\/routine" method="get"/);
    expect(page.html).toContain('পরীক্ষার রুটিন');
    expect(api.asked).toContain('/api/class-routine/?classId=1&fields=id,classId,sectionId,day,startTime,endTime,subjectName,teacherName&sectionId=1');
    expect(page.meta.canonical).toBe('/routine?class=1&section=1');
    expect(cached(page, 'getWeekRoutine')).toMatchObject({ status: 'fulfilled', originalArgs: { classId: 1, sectionId: 1 } });
  });

  it('/about: the record, the counts (never a name), the governing body, the letters', async () => {
    const api = record();
    const page = await renderPage({ url: '/about', get: api.get });
    expect(page.status).toBe(200);
    expect(page.title).toBe('প্রতিষ্ঠান পরিচিতি');
    for (const text of ['১০৮২১৩', 'সবার জন্য মানসম্মত শিক্ষা।', '৩১', '২৩', '৯', 'সভাপতি জামান', 'পাঠদানের অনুমতি', 'href="tel:01711000011"', 'href="mailto:rti@college.example"', 'সেবার নাম ও সময়সীমা।']) {
      expect(page.html).toContain(text);
    }
    expect(api.asked.filter((path) => path.startsWith('/api/')).sort()).toEqual([
      '/api/acknowledgment/?fields=id,title,date,image',
      '/api/calendar/?fields=id,title,kind,start_date,end_date,note',
      '/api/committee-members/',
      `/api/institutions/?fields=government_approval_date,government_approval_number,history,eiin,college_code,education_board,mission,objective,citizen_charter,citizen_charter_file,grs_officer_name,grs_officer_phone,grs_officer_email,rti_officer_name,rti_officer_phone,rti_officer_email`,
      `/api/institutions/?fields=${SITE_FIELDS}`,
      '/api/stats/',
    ]);
  });

  it('/about: the academic calendar, drawn whole: the events not ended, their days in Bengali, kind and note, and the file', async () => {
    const page = await renderPage({ url: '/about', get: record().get });
    const part = page.html.slice(page.html.indexOf('id="calendar"'), page.html.indexOf('id="students"'));
    expect(part).toContain('একাডেমিক ক্যালেন্ডার</h2>');
    expect(part).not.toContain('শেষ হয়ে যাওয়া পরীক্ষা');
    const titles = [...part.matchAll(/pub-calendar__title">([^<]*)</g)].map((m) => m[1]);
    expect(titles).toEqual(['চলমান ভর্তি', 'আজকের ছুটি', 'শীতকালীন ছুটি']);
    // An ongoing event says so; its days are one span; a one-day event is its one date.
    expect(part).toContain(`${formatBengaliRange(EVENTS[1].start_date, EVENTS[1].end_date)}</time>`);
    expect(part).toContain(`>${formatBengaliDate(EVENTS[2].start_date)}</time>`);
    expect(part).toContain('চলছে');
    expect(part).toContain('<span class="pub-badge">ভর্তি</span>');
    expect(part).toContain('<span class="pub-badge">ছুটি</span>');
    expect(part).toContain('এসএসসির মূল নম্বরপত্র আনতে হবে।');
    expect(part).toMatch(/<a[^>]*href="\/calendar.ics"[^>]*download=""[^>]*>.*ক্যালেন্ডারে যোগ করুন/);
    expect(page.html).toContain('<a href="#calendar">একাডেমিক ক্যালেন্ডার</a>');
  });

  it("is drawn for the college's date the server gives, not the machine's: coming events, the footer's year, the day in the markup", async () => {
    // The admission's last day: the exam and today's holiday are over, the admission is on its last day.
    const day = EVENTS[1].end_date!;
    const page = await renderPage({ url: '/about', get: record().get, today: day });
    const part = page.html.slice(page.html.indexOf('id="calendar"'), page.html.indexOf('id="students"'));
    expect([...part.matchAll(/pub-calendar__title">([^<]*)</g)].map((m) => m[1])).toEqual(['চলমান ভর্তি', 'শীতকালীন ছুটি']);
    expect(part.match(/চলছে/g)).toHaveLength(1);
    expect(page.html).toContain(`<div class="pub-app" data-college-day="${day}">`);
    const later = await renderPage({ url: '/', get: fakeApi().get, today: '2099-01-01' });
    expect(later.html).toContain('© <!-- -->2099<!-- -->');
    expect(later.html).toContain(`${2099 - 1960}+`);
    // Another day is another drawing, whatever the reads answer.
    const versions = await Promise.all(['2099-01-01', '2099-01-02'].map(async (today) => (await preparePage({ url: '/', get: fakeApi().get, today })).version));
    expect(versions[0]).not.toBe(versions[1]);
  });

  it('/acknowledgment and /facnstaff?tab=staff', async () => {
    const letters = await renderPage({ url: '/acknowledgment', get: record().get });
    expect(letters.html).toContain('পাঠদানের অনুমতি</h2>');
    expect(letters.html).toContain('১ মার্চ, ১৯৮৬');

    const api = record();
    const staff = await renderPage({ url: '/facnstaff?tab=staff', get: api.get });
    expect(staff.html).toContain('আবুল হোসেন</h2>');
    expect(staff.html).toMatch(/<a[^>]*aria-current="page"[^>]*>কর্মচারীবৃন্দ<\/a>/);
    expect(api.asked.some((path) => path.startsWith('/api/teachers/'))).toBe(false);
    expect(staff.meta.canonical).toBe('/facnstaff?tab=staff');
  });
});
