// The demo college (SEED_DEMO): what an empty database gets on first start, the stored files, running it again,
// a database that already has content, a failed seed, bigger counts for a benchmark, and the week's routine.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { TEACHING_DAYS } from 'remote_shared/schemas';
import { loadConfig } from '../src/config';
import { CALENDAR_EVENTS, CITIZEN_CHARTER, CLASS_SUBJECTS, GROUP_SUBJECTS, LETTERS, NOTICES, PERIODS, RESULTS, ROUTINE_FILES, STAFF, TEACHERS } from '../src/demo/content';
import { planRoutine } from '../src/demo/routine';
import { CONTENT_TABLES, DEMO_DIR, planCalendar, seedDemo } from '../src/demo/seed';
import { readAllVersions } from '../src/resources';
import { detectFileKind } from '../src/uploads';
import { mediaFiles, readStored, startTestApp, type TestContext } from './helpers';

type Db = TestContext['app']['db'];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of CONTENT_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

async function versions(db: Db): Promise<Record<string, number>> {
  return Object.fromEntries(await readAllVersions(db));
}

/** Every file path the content tables hold, with the folder it must be in and the kinds it may be. */
async function storedFiles(db: Db): Promise<{ file: string; folder: string; kinds: string[] }[]> {
  const image = ['jpeg', 'png', 'webp'];
  const out: { file: string; folder: string; kinds: string[] }[] = [];
  const add = (files: (string | null)[], folder: string, kinds = image) => {
    for (const file of files) {
      expect(file).toEqual(expect.any(String));
      out.push({ file: file!, folder, kinds });
    }
  };
  const institution = await db.selectFrom('institutions').selectAll().executeTakeFirstOrThrow();
  add([institution.logo, institution.institution_image], 'institution');
  add([institution.citizen_charter_file], 'institution', ['pdf']);
  add((await db.selectFrom('principals').select('photo').execute()).map((r) => r.photo), 'principals');
  add((await db.selectFrom('committee_members').select('photo').execute()).map((r) => r.photo), 'committee');
  add((await db.selectFrom('teachers').select('photo').execute()).map((r) => r.photo), 'teachers');
  add((await db.selectFrom('staff').select('photo').execute()).map((r) => r.photo), 'staff');
  add((await db.selectFrom('students').select('photo').execute()).map((r) => r.photo), 'students');
  add((await db.selectFrom('gallery').select('image').execute()).map((r) => r.image), 'gallery');
  add((await db.selectFrom('notices').select('pdf_file').execute()).map((r) => r.pdf_file), 'notices', ['pdf']);
  const documents = [...image, 'pdf'];
  add((await db.selectFrom('results').select('file').execute()).map((r) => r.file), 'results', documents);
  add((await db.selectFrom('routine_files').select('file').execute()).map((r) => r.file), 'routines', documents);
  add((await db.selectFrom('acknowledgments').select('image').execute()).map((r) => r.image), 'acknowledgments', documents);
  return out;
}

interface Slot {
  day: string | null;
  start_time: string;
  end_time: string;
}

/** Pairs of entries sharing a key (a teacher, or a class and section) whose times overlap on the same day. */
function overlaps<T extends Slot>(entries: readonly T[], key: (e: T) => string): [T, T][] {
  const found: [T, T][] = [];
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const a = entries[i];
      const b = entries[j];
      const sameDay = a.day === null || b.day === null || a.day === b.day;
      if (sameDay && key(a) === key(b) && a.start_time < b.end_time && b.start_time < a.end_time) found.push([a, b]);
    }
  }
  return found;
}

describe('on an empty database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemo(t.app.db, t.config)).toBe(true);
  });
  afterAll(() => t.close());

  test('fills every table with the promised amounts; no visitor messages are invented', async () => {
    const c = await counts(t.app.db);
    expect(c).toMatchObject({ institutions: 1, principals: 2, notices: 20, classes: 2, students: 120, contacts: 0 });
    expect(c.committee_members).toBeGreaterThanOrEqual(6);
    expect(c.teachers).toBeGreaterThanOrEqual(12);
    expect(c.staff).toBeGreaterThanOrEqual(8);
    expect(c.gallery).toBeGreaterThanOrEqual(8);
    expect(c.sections).toBeGreaterThanOrEqual(2);
    expect(c.subjects).toBeGreaterThanOrEqual(2 * 8);
    expect(c.class_routines).toBeGreaterThan(0);
  });

  test('an institution with its approval, history, address and contacts, a principal and a vice-principal with messages', async () => {
    const institution = await t.app.db.selectFrom('institutions').selectAll().executeTakeFirstOrThrow();
    expect(institution.name).toMatch(/সরকারি কলেজ$/);
    expect(institution.government_approval_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(institution.government_approval_date!.slice(0, 4))).toBeGreaterThan(1960);
    expect(institution.government_approval_number).toBeTruthy();
    expect(institution.history!.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(institution).toMatchObject({ address: expect.any(String), address_code: expect.any(String), contact_email: expect.stringContaining('@') });
    expect(institution.contact_phone).toMatch(/^01\d{9}$/);

    const principals = await t.app.db.selectFrom('principals').selectAll().orderBy('designation').execute();
    expect(principals.map((p) => p.designation)).toEqual(['principal', 'vice_principal']);
    for (const p of principals) expect(p.message!.length).toBeGreaterThan(100);
  });

  test("the public record's fields: EIIN and codes, mission and objective, the citizen charter (text and PDF), the two officers", async () => {
    const [institution] = (await t.app.inject({ method: 'GET', url: '/api/institutions/' })).json();
    expect(institution).toMatchObject({
      eiin: expect.stringMatching(/^\d{6}$/),
      college_code: expect.stringMatching(/^\d+$/),
      education_board: expect.stringContaining('রাজশাহী'),
      grs_officer_name: expect.any(String),
      grs_officer_phone: expect.stringMatching(/^01\d{9}$/),
      grs_officer_email: expect.stringContaining('@'),
      rti_officer_name: expect.any(String),
      rti_officer_phone: expect.stringMatching(/^01\d{9}$/),
      rti_officer_email: expect.stringContaining('@'),
      citizen_charter_file: expect.stringMatching(/\/media\/institution\/[0-9a-f]{24}\.pdf$/),
    });
    expect(institution.mission.length).toBeGreaterThan(100);
    expect(institution.objective.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(institution.citizen_charter.split('\n').length).toBe(CITIZEN_CHARTER.length);
    const pdf = await t.app.inject({ method: 'GET', url: institution.citizen_charter_file });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  test("students' genders are spread over every class and section", async () => {
    const rows = await t.app.db.selectFrom('students').select(['class_id', 'section', 'gender']).execute();
    const groups = new Map<string, Set<string | null>>();
    for (const r of rows) groups.set(`${r.class_id}|${r.section}`, (groups.get(`${r.class_id}|${r.section}`) ?? new Set()).add(r.gender));
    expect(groups.size).toBe(6);
    for (const genders of groups.values()) expect([...genders].sort()).toEqual(['female', 'male']);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats/' })).json();
    expect(stats.students.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(rows.length);
    expect(stats).toMatchObject({ teachers: TEACHERS.length, staff: STAFF.length });
  });

  test('people are in Bengali with roles and designations; teachers and staff have 11-digit phones', async () => {
    const committee = await t.app.db.selectFrom('committee_members').selectAll().execute();
    expect(committee.map((m) => m.role)).toEqual(expect.arrayContaining(['সভাপতি', 'সদস্য সচিব']));
    const teachers = await t.app.db.selectFrom('teachers').selectAll().orderBy('id').execute();
    expect(teachers[0].designation).toBe('অধ্যক্ষ');
    expect(new Set(teachers.map((x) => x.designation))).toEqual(new Set(['অধ্যক্ষ', 'উপাধ্যক্ষ', 'সহযোগী অধ্যাপক', 'সহকারী অধ্যাপক', 'প্রভাষক']));
    expect(teachers.map((x) => x.subject)).toEqual(expect.arrayContaining(['পদার্থবিজ্ঞান', 'রসায়ন', 'বাংলা', 'ইংরেজি']));
    const staff = await t.app.db.selectFrom('staff').selectAll().execute();
    expect(staff.map((s) => s.designation)).toEqual(expect.arrayContaining(['অফিস সহায়ক', 'হিসাবরক্ষক', 'গ্রন্থাগারিক']));
    for (const person of [...teachers, ...staff]) {
      expect(person.full_name).toMatch(/[\u0980-\u09FF]/);
      expect(person.contact_phone).toMatch(/^01[3-9]\d{8}$/);
    }
  });

  test('twenty notices over recent months, newest two days before now, in several categories', async () => {
    const notices = await t.app.db.selectFrom('notices').selectAll().orderBy('date', 'desc').execute();
    const today = '2025-03-01'; // the test clock, in Asia/Dhaka
    expect(notices[0].date).toBe('2025-02-27');
    expect(notices.every((n) => n.date <= today)).toBe(true);
    expect(new Set(notices.map((n) => n.date.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
    expect([...new Set(notices.map((n) => n.category))]).toEqual(expect.arrayContaining(['ভর্তি', 'পরীক্ষা', 'ছুটি', 'সাধারণ']));
    expect(new Set(notices.map((n) => n.title)).size).toBe(20);
    for (const n of notices) expect(n.description).toBeTruthy();
    // Ids grow with dates, so "newest first" reads the same by date or by id.
    const byId = [...notices].sort((a, b) => b.id - a.id);
    expect(byId.map((n) => n.date)).toEqual(notices.map((n) => n.date));
  });

  test("the academic calendar: a year around today, every kind and field used, coming events on /about's list", async () => {
    const events = await t.app.db.selectFrom('calendar_events').selectAll().orderBy('start_date').orderBy('id').execute();
    const today = '2025-03-01'; // the test clock, in Asia/Dhaka
    expect(events).toHaveLength(CALENDAR_EVENTS.length);
    expect(events.map((e) => e.title)).toEqual(expect.arrayContaining(['শীতকালীন ছুটি', 'একাদশ শ্রেণির ভর্তি', 'উচ্চ মাধ্যমিক টেস্ট পরীক্ষা', 'বিজয় দিবস']));
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(['holiday', 'exam', 'admission', 'other']));
    expect(events.some((e) => e.end_date === null) && events.some((e) => e.end_date !== null)).toBe(true);
    expect(events.some((e) => e.note === null) && events.some((e) => e.note !== null)).toBe(true);
    for (const e of events) expect(e.end_date === null || e.end_date >= e.start_date).toBe(true);
    expect(events.some((e) => (e.end_date ?? e.start_date) < today)).toBe(true);
    expect(events.some((e) => e.start_date > today)).toBe(true);
  });

  test('the calendar has events to come whatever the day of seeding, all within a year around it', () => {
    for (let day = 0; day < 366; day += 7) {
      const now = Date.UTC(2026, 0, 1) + day * 86_400_000;
      const today = new Date(now + 6 * 3_600_000).toISOString().slice(0, 10);
      const events = planCalendar(now, 'Asia/Dhaka');
      expect({ today, coming: events.filter((e) => e.start_date > today).length >= 4 }).toEqual({ today, coming: true });
      const days = (date: string) => (Date.parse(date) - Date.parse(today)) / 86_400_000;
      for (const e of events) expect(days(e.start_date)).toBeGreaterThanOrEqual(-120);
      for (const e of events) expect(days(e.start_date)).toBeLessThan(245);
    }
  });

  test('the gallery has captions and lists the campus first (newest)', async () => {
    const gallery = await t.app.db.selectFrom('gallery').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(gallery.every((g) => g.caption)).toBe(true);
    expect(gallery[0].caption).toContain('ক্যাম্পাস');
  });

  test('classes XI and XII, sections, and the subjects of every group in each class', async () => {
    const classes = await t.app.db.selectFrom('classes').selectAll().orderBy('id').execute();
    expect(classes.map((c) => c.name)).toEqual(['XI', 'XII']);
    const sections = await t.app.db.selectFrom('sections').select('name').execute();
    expect(sections.map((s) => s.name)).toEqual(Object.keys(GROUP_SUBJECTS));
    for (const c of classes) {
      const subjects = await t.app.db.selectFrom('subjects').select('name').where('class_id', '=', c.id).execute();
      expect(subjects.map((s) => s.name).sort()).toEqual([...CLASS_SUBJECTS].sort());
      expect(subjects.map((s) => s.name)).toEqual(expect.arrayContaining(['বাংলা', 'ইংরেজি', 'তথ্য ও যোগাযোগ প্রযুক্তি', 'পদার্থবিজ্ঞান']));
    }
  });

  test('students: spread over every class and section, rolls 1… distinct within each, unique digital ids, ages to match', async () => {
    const students = await t.app.db.selectFrom('students').innerJoin('classes', 'classes.id', 'students.class_id').select(['students.class_id', 'students.section', 'roll_number', 'digital_id_code', 'date_of_birth', 'guardian_name', 'guardian_contact', 'classes.name as class']).execute();
    const groups = new Map<string, number[]>();
    for (const s of students) {
      expect(s.section).not.toBeNull();
      const key = `${s.class_id}|${s.section}`;
      groups.set(key, [...(groups.get(key) ?? []), Number(s.roll_number)]);
      expect(s.digital_id_code).toMatch(new RegExp(`^DID-${s.class_id}-${s.roll_number}-[0-9A-Z]+$`));
      expect(s.guardian_name).toBeTruthy();
      expect(s.guardian_contact).toMatch(/^01\d{9}$/);
      const age = 2025 - Number(s.date_of_birth!.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(s.class === 'XI' ? 16 : 17);
      expect(age).toBeLessThanOrEqual(s.class === 'XI' ? 17 : 18);
    }
    expect(groups.size).toBe(6);
    for (const rolls of groups.values()) expect(rolls.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(students.map((s) => s.digital_id_code)).size).toBe(students.length);
  });

  test("a week's routine: every class and section, Sunday to Thursday, no teacher or class double-booked, subjects of the class", async () => {
    const routine = await t.app.db
      .selectFrom('class_routines')
      .innerJoin('subjects', 'subjects.id', 'class_routines.subject_id')
      .select(['class_routines.class_id', 'section_id', 'teacher_id', 'start_time', 'end_time', 'day', 'subjects.class_id as subject_class_id'])
      .execute();
    expect(overlaps(routine, (e) => `teacher ${e.teacher_id}`)).toEqual([]);
    expect(overlaps(routine, (e) => `class ${e.class_id}|${e.section_id}`)).toEqual([]);
    for (const e of routine) {
      expect(e.subject_class_id).toBe(e.class_id);
      expect(e.start_time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(e.end_time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(e.end_time > e.start_time).toBe(true);
      expect(TEACHING_DAYS).toContain(e.day);
    }
    // Every class and section is taught every teaching day, nearly every period.
    const classes = new Set(routine.map((e) => `${e.class_id}|${e.section_id}`));
    expect(classes.size).toBe(6);
    for (const key of classes) {
      const mine = routine.filter((e) => `${e.class_id}|${e.section_id}` === key);
      expect(new Set(mine.map((e) => e.day))).toEqual(new Set(TEACHING_DAYS));
      expect(mine.length).toBeGreaterThanOrEqual(TEACHING_DAYS.length * (PERIODS.length - 1));
    }
  });

  test('the public record: HSC results of three years with counts, Internal exams with and without them, routines of both kinds for XI and XII, the letters', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/${url}` })).json();
    const classes = new Map<number, string>((await get('classes/')).map((c: { id: number; name: string }) => [c.id, c.name]));
    const results = await get('results/');
    expect(results.map((r: { year: number; category: string; class_name: number; exam_name: string }) => [r.year, r.category, classes.get(r.class_name), r.exam_name])).toEqual([
      [2024, 'Public', 'XII', 'HSC'],
      [2024, 'Internal', 'XI', 'Year Final'],
      [2024, 'Internal', 'XI', 'Half Yearly'],
      [2023, 'Public', 'XII', 'HSC'],
      [2022, 'Public', 'XII', 'HSC'],
    ]);
    for (const r of results) {
      if (r.examinees === null) {
        expect(r).toMatchObject({ exam_name: 'Year Final', passed: null, gpa5: null, file: expect.stringMatching(/\.png$/) });
      } else {
        expect(r.passed).toBeLessThanOrEqual(r.examinees);
        expect(r.gpa5).toBeLessThanOrEqual(r.passed);
      }
    }
    expect(results[0]).toMatchObject({ examinees: 562, passed: 521, gpa5: 83, file: expect.stringMatching(/\.pdf$/) });
    expect((await get('results/?distinct=year')).sort()).toEqual(['2022', '2023', '2024']);

    const routines = await get('routines/');
    expect(routines.map((r: { category: string; class_name: number }) => [r.category, classes.get(r.class_name)])).toEqual([
      ['Exam', 'XII'],
      ['Exam', 'XI'],
      ['Academic', 'XII'],
      ['Academic', 'XI'],
    ]);
    const letters = await get('acknowledgment');
    expect(letters.map((l: { date: string }) => l.date)).toEqual([...LETTERS].map((l) => l.date).sort().reverse());
    expect(letters.map((l: { image: string }) => l.image.slice(-4)).sort()).toEqual(['.jpg', '.jpg', '.pdf', '.pdf', '.pdf']);
    expect(letters.at(-1).title).toBe('উচ্চমাধ্যমিক পর্যায়ে পাঠদানের অনুমতিপত্র');
  });

  test('every file is stored (under MEDIA_ROOT, or in the bucket) with a random name, in its folder, of the right type; nothing else is written', async () => {
    const files = await storedFiles(t.app.db);
    expect(new Set(files.map((f) => f.file)).size).toBe(files.length); // a copy per row
    for (const { file, folder, kinds } of files) {
      expect(file).toMatch(new RegExp(`^${folder}/[0-9a-f]{24}\\.(jpg|png|webp|pdf)$`));
      const stored = await readStored(t.config, file);
      expect(stored).not.toBeNull();
      expect(kinds).toContain(detectFileKind(stored!));
    }
    expect((await mediaFiles(t.config))).toEqual(files.map((f) => f.file).sort());
    const institution = await t.app.db.selectFrom('institutions').select(['logo', 'institution_image']).executeTakeFirstOrThrow();
    expect(detectFileKind((await readStored(t.config, institution.logo!))!)).toBe('png');
  });

  test('the list caches of every seeded resource are invalidated', async () => {
    const v = await versions(t.app.db);
    for (const name of ['institutions', 'principal-vice-principal', 'committee-members', 'notices', 'gallery', 'teachers', 'staff', 'students', 'classes', 'sections', 'subjects', 'class-routine']) {
      expect(v[name]).toBeGreaterThan(1);
    }
    // Resources added after the first migration have no counter until their first write (read as 0 till then).
    for (const name of ['results', 'routines', 'acknowledgment']) expect(v[name]).toBeGreaterThanOrEqual(1);
    expect(v.contacts).toBe(1);
  });

  test('run again, it answers false and changes nothing', async () => {
    const before = { counts: await counts(t.app.db), files: (await mediaFiles(t.config)), versions: await versions(t.app.db) };
    expect(await seedDemo(t.app.db, t.config)).toBe(false);
    expect({ counts: await counts(t.app.db), files: (await mediaFiles(t.config)), versions: await versions(t.app.db) }).toEqual(before);
  });
});

describe('on a database that already has content', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  test.each([
    ['a class', (db: Db) => db.insertInto('classes').values({ name: 'XI', created_at: 'x', updated_at: 'x' }).execute()],
    ['a visitor message', (db: Db) => db.insertInto('contacts').values({ name: 'A', message: 'hello', created_at: 'x', updated_at: 'x' }).execute()],
    ['a notice', (db: Db) => db.insertInto('notices').values({ title: 'T', date: '2025-01-01', created_at: 'x', updated_at: 'x' }).execute()],
  ])('with %s, it answers false, adds no row and stores no file', async (_what, insert) => {
    await insert(t.app.db);
    const before = await counts(t.app.db);
    expect(await seedDemo(t.app.db, t.config)).toBe(false);
    expect(await counts(t.app.db)).toEqual(before);
    expect((await mediaFiles(t.config))).toEqual([]);
  });

  test('a seed whose transaction fails leaves neither rows nor files behind', async () => {
    // The routine is written last: one entry per day allowed makes the transaction fail after every file is stored.
    await sql`create unique index seed_test_one_per_day on class_routines (day)`.execute(t.app.db);
    try {
      const outcome = await seedDemo(t.app.db, t.config).then(
        (answer) => ({ answer }),
        (error: unknown) => ({ error: String(error) }),
      );
      expect(outcome).toEqual({ error: expect.stringMatching(/UNIQUE|unique/) });
    } finally {
      await sql`drop index seed_test_one_per_day`.execute(t.app.db);
    }
    expect(Object.values(await counts(t.app.db)).every((n) => n === 0)).toBe(true);
    expect((await mediaFiles(t.config))).toEqual([]);
    // And it succeeds once the database is sound again.
    expect(await seedDemo(t.app.db, t.config)).toBe(true);
  });
});

test('a benchmark can ask for 300 notices and 1,500 students: numbered older notices, distinct rolls and ids', async () => {
  const t = await startTestApp();
  try {
    expect(await seedDemo(t.app.db, t.config, { notices: 300, students: 1500, now: Date.parse('2026-06-15T04:00:00Z') })).toBe(true);
    const c = await counts(t.app.db);
    expect(c).toMatchObject({ notices: 300, students: 1500 });
    const notices = await t.app.db.selectFrom('notices').select(['title', 'date']).orderBy('date', 'desc').orderBy('id', 'desc').execute();
    expect(notices[0].date).toBe('2026-06-13');
    expect(new Set(notices.map((n) => n.title)).size).toBe(300);
    expect(notices.filter((n) => n.title === NOTICES[0].title)).toHaveLength(1);
    const students = await t.app.db.selectFrom('students').select(['class_id', 'section', 'roll_number', 'digital_id_code']).execute();
    expect(new Set(students.map((s) => `${s.class_id}|${s.section}|${s.roll_number}`)).size).toBe(1500);
    expect(new Set(students.map((s) => s.digital_id_code)).size).toBe(1500);
    expect((await mediaFiles(t.config)).filter((f) => f.startsWith('students/'))).toHaveLength(1500);
    expect((await mediaFiles(t.config)).filter((f) => f.startsWith('notices/'))).toHaveLength(300);
  } finally {
    await t.close();
  }
}, 60_000);

describe('planRoutine', () => {
  const slots = (planned: ReturnType<typeof planRoutine>) => planned.map((p) => ({ ...p, start_time: p.start, end_time: p.end }));

  test('never double-books a teacher or a group, even when teachers are scarce', () => {
    // Eight groups share one teacher per subject: most periods cannot all be taught at once.
    const groups = Array.from({ length: 8 }, (_, i) => ({ key: `g${i}`, subjects: ['a', 'b', 'c', 'd'] }));
    const teachers = new Map([['a', [0]], ['b', [1]], ['c', [2, 3]], ['d', [4]]]);
    const planned = slots(planRoutine(groups, teachers, TEACHING_DAYS, PERIODS));
    expect(planned.length).toBeGreaterThan(0);
    expect(overlaps(planned, (e) => `teacher ${e.teacher}`)).toEqual([]);
    expect(overlaps(planned, (e) => `group ${e.group}`)).toEqual([]);
    // With five teachers, at most five groups are taught in any one period.
    for (const day of TEACHING_DAYS) for (const [start] of PERIODS) expect(planned.filter((p) => p.day === day && p.start === start).length).toBeLessThanOrEqual(5);
  });

  test('a subject nobody teaches is left out; a group keeps each subject to one period a day while others remain', () => {
    const planned = planRoutine([{ key: 'g', subjects: ['a', 'b', 'c', 'd', 'e', 'orphan'] }], new Map([['a', [0]], ['b', [1]], ['c', [2]], ['d', [3]], ['e', [4]]]), ['sun'], PERIODS);
    expect(planned.map((p) => p.subject).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('the overlap check itself finds clashes', () => {
    const clash = [
      { day: 'sun', start_time: '09:30', end_time: '10:15', who: 1 },
      { day: 'sun', start_time: '10:00', end_time: '10:45', who: 1 },
      { day: 'mon', start_time: '09:30', end_time: '10:15', who: 1 },
      { day: null, start_time: '10:15', end_time: '11:00', who: 1 },
    ];
    expect(overlaps(clash, (e) => String(e.who))).toEqual([[clash[0], clash[1]], [clash[1], clash[3]]]);
  });
});

describe('SEED_DEMO and the demo files', () => {
  test('on by default; 0, false, no and off turn it off; anything else is an error', () => {
    expect(loadConfig({ SECRET_KEY: 'k' }).seedDemo).toBe(true);
    expect(loadConfig({ SECRET_KEY: 'k', SEED_DEMO: '' }).seedDemo).toBe(true);
    for (const on of ['1', 'true', 'YES', 'on']) expect(loadConfig({ SECRET_KEY: 'k', SEED_DEMO: on }).seedDemo).toBe(true);
    for (const off of ['0', 'false', 'No', ' off ']) expect(loadConfig({ SECRET_KEY: 'k', SEED_DEMO: off }).seedDemo).toBe(false);
    expect(() => loadConfig({ SECRET_KEY: 'k', SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  test('the files are found under api/demo from the repository root (the same from the bundle in api/dist)', () => {
    expect(DEMO_DIR).toBe(path.resolve(__dirname, '..', 'demo'));
    const records = [...RESULTS.map((r) => r.file), ...ROUTINE_FILES.map((r) => r.file), ...LETTERS.map((l) => l.file)];
    for (const file of ['institution/logo.png', 'institution/banner.jpg', 'institution/citizen-charter.pdf', ...NOTICES.map((n) => `notices/${n.pdf}.pdf`), ...records]) {
      expect(existsSync(path.join(DEMO_DIR, file))).toBe(true);
    }
  });
});
