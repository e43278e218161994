// Every validation rule of the managed resources, through the HTTP API, with the messages of the shared schema
// (remote_shared): the test imports them instead of retyping them, so it proves the server validates with the
// very rules the forms use.
import type { LightMyRequestResponse } from 'fastify';
import { CONTACT_REACH_MESSAGE, MESSAGES, ROUTINE_END_MESSAGE, toBengaliDigits } from 'remote_shared/schemas';
import { login, multipart, startTestApp, type TestContext, adminAuth } from './helpers';

let context: TestContext;
let auth: Record<string, string>;
const ids = { classId: 0, sectionId: 0, subjectId: 0, teacherId: 0 };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function send(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url: `/api/${url}`, headers: auth, payload: payload as object });
}

async function sendForm(method: Method, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  const form = await multipart(fields);
  return context.app.inject({ method, url: `/api/${url}`, headers: { ...auth, ...form.headers }, payload: form.payload });
}

async function create(url: string, payload: object): Promise<{ id: number } & Record<string, any>> {
  const response = await send('POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function count(url: string): Promise<number> {
  return (await send('GET', url)).json().length;
}

/** The row as stored, by id (what a later reader gets, beyond what this answer shows). */
async function row(table: 'teachers' | 'staff' | 'institutions' | 'committee_members' | 'students' | 'contacts', id: number) {
  return context.app.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  context = await startTestApp({ contactRate: { limit: 100, windowSeconds: 3600 } });
  auth = await adminAuth(context);
  ids.classId = (await create('classes/', { name: 'একাদশ' })).id;
  ids.sectionId = (await create('sections/', { name: 'ক' })).id;
  ids.subjectId = (await create('subjects/', { name: 'রসায়ন', class_name: ids.classId })).id;
  ids.teacherId = (await create('teachers/', { full_name: 'মোছাঃ নাসরিন সুলতানা' })).id;
});
afterAll(() => context.close());

const required = MESSAGES.required;

describe('required fields', () => {
  test.each([
    ['institutions/', { name: [required] }],
    ['principal-vice-principal/', { designation: [required], full_name: [required] }],
    ['committee-members/', { full_name: [required], role: [required] }],
    ['notices/', { title: [required] }],
    ['gallery/', { image: ['No file was submitted.'] }],
    ['teachers/', { full_name: [required] }],
    ['staff/', { full_name: [required], designation: [required] }],
    ['students/', { full_name: [required], roll_number: [required], class_name: [required] }],
    ['classes/', { name: [required] }],
    ['sections/', { name: [required] }],
    ['subjects/', { name: [required], class_name: [required] }],
    [
      'class-routine/',
      { classId: [required], sectionId: [required], subjectId: [required], teacherId: [required], startTime: [required], endTime: [required] },
    ],
    ['contacts/', { name: [required], message: [required] }],
  ])('POST %s {} names each required field, creates nothing', async (url, errors) => {
    const before = await count(url);
    const response = await send('POST', url, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await count(url)).toBe(before);
  });

  test.each([
    ['institutions/', { name: '   ' }, { name: [MESSAGES.blank] }],
    ['classes/', { name: '' }, { name: [MESSAGES.blank] }],
    ['committee-members/', { full_name: 'মোঃ আব্দুল করিম', role: ' \n ' }, { role: [MESSAGES.blank] }],
    ['staff/', { full_name: '', designation: '  ' }, { full_name: [MESSAGES.blank], designation: [MESSAGES.blank] }],
    ['contacts/', { name: ' ', email: 'rahim@example.com', message: '' }, { name: [MESSAGES.blank], message: [MESSAGES.blank] }],
    ['notices/', { title: null }, { title: ['This field may not be null.'] }],
  ])('POST %s with a blank required field: "may not be blank"', async (url, payload, errors) => {
    const response = await send('POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  test('PUT requires the required fields; PATCH does not', async () => {
    const teacher = await create('teachers/', { full_name: 'শামীমা আক্তার', subject: 'ইংরেজি' });
    const put = await send('PUT', `teachers/${teacher.id}/`, { subject: 'গণিত' });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ full_name: [required] });
    const staffPut = await send('PUT', `staff/${(await create('staff/', { full_name: 'আবুল কালাম', designation: 'পিয়ন' })).id}/`, {});
    expect(staffPut.json()).toEqual({ full_name: [required], designation: [required] });

    const patch = await send('PATCH', `teachers/${teacher.id}/`, { subject: 'গণিত' });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ full_name: 'শামীমা আক্তার', subject: 'গণিত' });
  });

  test('PATCH validates only the fields present, and a refused PATCH changes nothing', async () => {
    const teacher = await create('teachers/', { full_name: 'মোঃ কামরুল হাসান', subject: 'পদার্থবিজ্ঞান', contact_email: 'kamrul@example.com' });
    const response = await send('PATCH', `teachers/${teacher.id}/`, { contact_email: 'kamrul@', subject: 'জীববিজ্ঞান' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ contact_email: [MESSAGES.email] });
    expect((await send('GET', `teachers/${teacher.id}/`)).json()).toMatchObject({ subject: 'পদার্থবিজ্ঞান', contact_email: 'kamrul@example.com' });

    const blank = await send('PATCH', `teachers/${teacher.id}/`, { full_name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ full_name: [MESSAGES.blank] });

    // An optional field sent empty is cleared.
    const cleared = await send('PATCH', `teachers/${teacher.id}/`, { contact_email: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ full_name: 'মোঃ কামরুল হাসান', contact_email: null });
  });
});

describe('field formats', () => {
  test.each([
    ['institutions/', 'contact_email', { name: 'চন্দ্রপুর সরকারি কলেজ' }],
    ['teachers/', 'contact_email', { full_name: 'মোঃ শহিদুল ইসলাম' }],
    ['principal-vice-principal/', 'contact_email', { designation: 'principal', full_name: 'অধ্যাপক ড. রফিকুল ইসলাম' }],
    ['contacts/', 'email', { name: 'রাশেদ খান', message: 'ভর্তির তারিখ জানতে চাই।' }],
  ])('%s %s must be a valid email address', async (url, field, base) => {
    for (const bad of ['rahim@', 'rahim.example.com', 'rahim @example.com', 'রহিম@উদাহরণ.বাংলা']) {
      const response = await send('POST', url, { ...base, [field]: bad });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({ bad, status: 400, body: { [field]: [MESSAGES.email] } });
    }
  });

  test.each(['teachers', 'staff'] as const)('%s: an 11-digit mobile number in Bengali digits is answered and stored in Latin digits', async (table) => {
    const base = { full_name: 'মোঃ জসিম উদ্দিন', designation: 'অফিস সহকারী' };
    const created = await create(`${table}/`, { ...base, contact_phone: '০১৭১১২২৩৩৪৪' });
    expect(created.contact_phone).toBe('01711223344');
    expect((await row(table, created.id)).contact_phone).toBe('01711223344');
    const dashed = await create(`${table}/`, { ...base, contact_phone: '০১৮১৯-১২৩ ৪৫৬' });
    expect(dashed.contact_phone).toBe('01819123456');

    for (const bad of ['0171122334', '০১৭১১২২৩৩৪', '+8801711223344', '01711-ABCDEF']) {
      const response = await send('POST', `${table}/`, { ...base, contact_phone: bad });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({ bad, status: 400, body: { contact_phone: [MESSAGES.phone] } });
    }
  });

  test('institution and committee phones are free telephone numbers, Bengali digits converted', async () => {
    const institution = await create('institutions/', { name: 'চন্দ্রপুর সরকারি কলেজ', contact_phone: '+৮৮০ ২-৯৫৬৭৮৯০' });
    expect(institution.contact_phone).toBe('+880 2-9567890');
    expect((await row('institutions', institution.id)).contact_phone).toBe('+880 2-9567890');
    const member = await create('committee-members/', { full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সভাপতি', contact_phone: '০৮১-৭৬৫৪৩' });
    expect(member.contact_phone).toBe('081-76543');

    for (const bad of ['ফোন নেই', '12', 'call 0171']) {
      const response = await send('PATCH', `committee-members/${member.id}/`, { contact_phone: bad });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({ bad, status: 400, body: { contact_phone: [MESSAGES.tel] } });
    }
    const guardian = await send('POST', 'students/', { full_name: 'তানভীর আহমেদ', roll_number: 1, class_name: ids.classId, guardian_contact: 'জানা নেই' });
    expect(guardian.json()).toEqual({ guardian_contact: [MESSAGES.tel] });
  });

  test('dates are YYYY-MM-DD and real', async () => {
    const notice = await create('notices/', { title: 'ভর্তি বিজ্ঞপ্তি', date: '2024-02-29' });
    expect(notice.date).toBe('2024-02-29');
    for (const bad of ['2025-02-29', '2025-13-01', '01/03/2025', '2025-3-1', '2025-03-01T10:00:00Z', 'আগামীকাল']) {
      const response = await send('PATCH', `notices/${notice.id}/`, { date: bad });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({ bad, status: 400, body: { date: [MESSAGES.date] } });
    }
    const leap = await send('POST', 'students/', { full_name: 'তানভীর আহমেদ', roll_number: 2, class_name: ids.classId, date_of_birth: '2007-02-29' });
    expect(leap.json()).toEqual({ date_of_birth: [MESSAGES.date] });
    const student = await create('students/', { full_name: 'তানভীর আহমেদ', roll_number: 2, class_name: ids.classId, date_of_birth: '2008-02-29' });
    expect(student.date_of_birth).toBe('2008-02-29');
  });

  test('routine times are HH:MM (seconds dropped), end after start, day one of sun..sat', async () => {
    const base = { ...routineIds(), startTime: '08:00', endTime: '08:45' };
    for (const bad of ['9:00', '24:00', '08:60', '৮:০০', 'সকাল ৯টা']) {
      const response = await send('POST', 'class-routine/', { ...base, startTime: bad });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({ bad, status: 400, body: { startTime: [MESSAGES.time] } });
    }
    const reversed = await send('POST', 'class-routine/', { ...base, startTime: '09:00', endTime: '08:15' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ endTime: [ROUTINE_END_MESSAGE] });
    const empty = await send('POST', 'class-routine/', { ...base, startTime: '09:00', endTime: '09:00' });
    expect(empty.json()).toEqual({ endTime: [ROUTINE_END_MESSAGE] });

    for (const bad of ['friday', 'Sun', 'রবি']) {
      const response = await send('POST', 'class-routine/', { ...base, day: bad });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({ bad, status: 400, body: { day: [MESSAGES.choice(bad)] } });
    }
    const entry = await create('class-routine/', { ...base, startTime: '08:00:00', endTime: '08:45:59', day: 'fri' });
    expect(entry).toMatchObject({ startTime: '08:00', endTime: '08:45', day: 'fri' });
    const everyDay = await create('class-routine/', { ...base, startTime: '11:00', endTime: '11:45' });
    expect(everyDay.day).toBeNull();
  });

  test('designation is principal or vice_principal', async () => {
    for (const bad of ['headmaster', 'Principal', 'অধ্যক্ষ']) {
      const response = await send('POST', 'principal-vice-principal/', { designation: bad, full_name: 'নাসরিন আক্তার' });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({ bad, status: 400, body: { designation: [MESSAGES.choice(bad)] } });
    }
    expect((await create('principal-vice-principal/', { designation: 'vice_principal', full_name: 'নাসরিন আক্তার' })).designation).toBe('vice_principal');
  });

  test('integer fields: Bengali digits accepted, words and fractions refused, at least 1', async () => {
    const student = await create('students/', { full_name: 'ফারহানা ইয়াসমিন', roll_number: '১২', class_name: toBengaliDigits(ids.classId) });
    expect(student.class_name).toBe(ids.classId);
    expect((await row('students', student.id)).class_id).toBe(ids.classId);
    // A roll number is text: Bengali digits are stored as Latin ones.
    expect(student.roll_number).toBe('12');
    const cases: [unknown, string][] = [
      ['বারো', MESSAGES.integer],
      ['12.5', MESSAGES.integer],
      [0, MESSAGES.minValue(1)],
      ['-3', MESSAGES.minValue(1)],
    ];
    for (const [bad, message] of cases) {
      const response = await send('POST', 'students/', { full_name: 'ফারহানা ইয়াসমিন', roll_number: '13', class_name: bad });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({ bad, status: 400, body: { class_name: [message] } });
    }
    const routine = await send('POST', 'class-routine/', { ...routineIds(), classId: 'একাদশ', startTime: '13:00', endTime: '13:45' });
    expect(routine.json()).toEqual({ classId: [MESSAGES.integer] });
  });

  test('integers beyond the database\'s integer range (2^31-1) are a 400 naming the field, not a database error', async () => {
    const over = MESSAGES.maxValue(2147483647);
    const base = { full_name: 'ফারহানা ইয়াসমিন', roll_number: 5, class_name: ids.classId };
    for (const [field, bad] of [
      ['class_name', 2147483648],
      ['class_name', '৯৯৯৯৯৯৯৯৯৯৯'],
    ] as const) {
      const response = await send('POST', 'students/', { ...base, [field]: bad });
      expect({ field, bad, status: response.statusCode, body: response.json() }).toEqual({ field, bad, status: 400, body: { [field]: [over] } });
    }
    const subject = await send('POST', 'subjects/', { name: 'জীববিজ্ঞান', class_name: 4294967296 });
    expect(subject.json()).toEqual({ class_name: [over] });
    const routine = await send('POST', 'class-routine/', { ...routineIds(), teacherId: 2147483648, startTime: '14:00', endTime: '14:45' });
    expect(routine.statusCode).toBe(400);
    expect(routine.json()).toEqual({ teacherId: [over] });

    // A roll number is text, not an integer: any 20 digits are taken.
    const largest = await create('students/', { ...base, roll_number: '99999999999999999999' });
    expect(largest.roll_number).toBe('99999999999999999999');
    const patch = await send('PATCH', `students/${largest.id}/`, { class_name: 2147483648 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ class_name: [over] });
  });

  test('an id path beyond the integer range is 404; an integer filter beyond it matches nothing', async () => {
    for (const id of ['2147483648', '99999999999999', '2147483647']) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await send(method, `students/${id}/`, method === 'PUT' || method === 'PATCH' ? { full_name: 'কেউ' } : undefined);
        expect({ id, method, status: response.statusCode, body: response.json() }).toEqual({ id, method, status: 404, body: { detail: 'Not found.' } });
      }
      expect((await send('GET', `notices/${id}/`)).statusCode).toBe(404);
    }
    for (const url of ['students/?class_name=2147483648', 'students/?section=99999999999', 'subjects/?class_name=4294967296', 'class-routine/?classId=2147483648&teacherId=1']) {
      const response = await send('GET', url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 200, body: [] });
    }
  });

  test('text longer than its field is refused; a value that is no text at all too', async () => {
    const long = await send('POST', 'classes/', { name: 'ক'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ name: [MESSAGES.maxLength(100)] });
    expect((await send('POST', 'sections/', { name: { bn: 'খ' } })).json()).toEqual({ name: ['Not a valid string.'] });
    expect((await send('POST', 'sections/', { name: true })).json()).toEqual({ name: ['Not a valid string.'] });
  });

  test('several bad fields are all named at once', async () => {
    const response = await send('POST', 'teachers/', { full_name: '', contact_phone: '12345', contact_email: 'x@' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ full_name: [MESSAGES.blank], contact_phone: [MESSAGES.phone], contact_email: [MESSAGES.email] });
  });
});

describe('NUL characters', () => {
  const NUL = MESSAGES.nullCharacter;

  test('in any text field of a body (JSON, multipart, urlencoded) is a 400 naming the field; nothing is stored', async () => {
    const before = await count('notices/');
    const json = await send('POST', 'notices/', { title: 'ভর্তি\u0000বিজ্ঞপ্তি', description: '\u0000', category: 'ভর্তি' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ title: [NUL], description: [NUL] });
    const form = await sendForm('POST', 'teachers/', { full_name: 'মোঃ শহিদুল\u0000 ইসলাম', contact_email: 'a\u0000@example.com' });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ full_name: [NUL], contact_email: [NUL] });
    const urlencoded = await context.app.inject({
      method: 'POST',
      url: '/api/classes/',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%E0%A6%95%00',
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.json()).toEqual({ name: [NUL] });
    expect(await count('notices/')).toBe(before);

    const teacher = await create('teachers/', { full_name: 'শামীমা আক্তার' });
    const patch = await send('PATCH', `teachers/${teacher.id}/`, { profile: 'ইংরেজি\u0000' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ profile: [NUL] });
    // A number or a choice with a NUL is simply not valid.
    const student = await send('POST', 'students/', { full_name: 'তানভীর', roll_number: '1', class_name: `${ids.classId}\u0000` });
    expect(student.json()).toEqual({ class_name: [MESSAGES.integer] });
    const roll = await send('POST', 'students/', { full_name: 'তানভীর', roll_number: '1\u0000', class_name: ids.classId });
    expect(roll.json()).toEqual({ roll_number: [NUL] });
  });

  test('in a contact message (anyone may send one) is a 400 naming the field', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contacts/',
      payload: { name: 'রাশেদ খান', phone: '01711\u0000223344', message: 'ভর্তির তারিখ\u0000 জানতে চাই।' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ phone: [NUL], message: [NUL] });
  });

  test('in a query parameter the list reads (?search=, text and integer filters) is a 400 naming it', async () => {
    for (const [url, name] of [
      ['notices/?search=%00', 'search'],
      ['notices/?search=a%00b&category=x', 'search'],
      ['teachers/?designation=%E0%A6%95%00', 'designation'],
      ['contacts/?search=%00', 'search'],
      ['class-routine/?day=sun%00', 'day'],
      ['students/?class_name=1%00', 'class_name'],
      ['users/?role=Admin%00', 'role'],
    ]) {
      const response = await send('GET', url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 400, body: { [name]: [NUL] } });
    }
    // A parameter the list does not read is ignored, as before.
    expect((await send('GET', 'notices/?other=%00')).statusCode).toBe(200);
  });
});

describe('what the server ignores or cleans', () => {
  test('unknown fields are ignored', async () => {
    const created = await create('teachers/', { full_name: 'সুমাইয়া ইসলাম', salary: 50000, is_admin: true, name: 'অন্য নাম' });
    expect(created).not.toHaveProperty('salary');
    expect(created).not.toHaveProperty('is_admin');
    expect(created.name).toBe('সুমাইয়া ইসলাম'); // `name` is a read-only copy of full_name
    expect((await send('GET', `teachers/${created.id}/`)).json()).toEqual(created);
  });

  test('id and timestamps in a request are never applied', async () => {
    const created = await create('classes/', { name: 'দ্বাদশ', id: 999, created_at: '2000-01-01T00:00:00.000Z', updated_at: '2000-01-01T00:00:00.000Z' });
    const now = new Date(context.clock.now()).toISOString();
    expect(created.id).not.toBe(999);
    expect(created).toMatchObject({ created_at: now, updated_at: now });
    expect((await send('GET', 'classes/999/')).statusCode).toBe(404);

    const put = await send('PUT', `classes/${created.id}/`, { name: 'দ্বাদশ (বিজ্ঞান)', id: 998, created_at: '2000-01-01T00:00:00.000Z' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: created.id, name: 'দ্বাদশ (বিজ্ঞান)', created_at: now });
    expect((await send('GET', 'classes/998/')).statusCode).toBe(404);
  });

  test('the role cannot be chosen on register/; users/ changes only the role', async () => {
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'sneaky', full_name: 'চালাক ব্যবহারকারী', phone: '01712345678', password: 'mango-tree-42', confirm_password: 'mango-tree-42', role: 'Admin' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().role).toBe('General');

    const patched = await send('PATCH', `users/${registered.json().id}/`, { username: 'renamed', full_name: 'নতুন নাম', role: 'General', id: 1 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: registered.json().id, username: 'sneaky', full_name: 'চালাক ব্যবহারকারী', role: 'General' });
    const badRole = await send('PATCH', `users/${registered.json().id}/`, { role: 'SuperAdmin' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toEqual({ role: [MESSAGES.choice('SuperAdmin')] });
  });

  test('text is trimmed; inner spaces and line breaks are kept', async () => {
    const created = await create('notices/', {
      title: '  বার্ষিক পরীক্ষার সময়সূচি  ',
      description: '\n  প্রথম দিন: বাংলা\n  দ্বিতীয় দিন: ইংরেজি  \n',
      category: '\tপরীক্ষা ',
      date: ' 2025-03-10 ',
    });
    expect(created).toMatchObject({
      title: 'বার্ষিক পরীক্ষার সময়সূচি',
      description: 'প্রথম দিন: বাংলা\n  দ্বিতীয় দিন: ইংরেজি',
      category: 'পরীক্ষা',
      date: '2025-03-10',
    });
  });
});

describe('bodies', () => {
  test.each([
    ['a list', [{ name: 'নবম' }], 'list'],
    ['a string', '"নবম"', 'str'],
    ['a number', '9', 'int'],
  ])('a JSON body that is %s is 400 non_field_errors', async (_case, payload, type) => {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const response = await context.app.inject({ method: 'POST', url: '/api/classes/', headers: { ...auth, 'content-type': 'application/json' }, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`] });
  });

  test('multipart and urlencoded are accepted on writes without files, with the same rules', async () => {
    const created = await sendForm('POST', 'teachers/', { full_name: ' আব্দুল্লাহ আল মামুন ', contact_phone: '০১৫৫৫-৬৬৬৭৭৭', subject: 'হিসাববিজ্ঞান' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ full_name: 'আব্দুল্লাহ আল মামুন', contact_phone: '01555666777', subject: 'হিসাববিজ্ঞান' });
    const id = created.json().id;

    const patched = await sendForm('PATCH', `teachers/${id}/`, { designation: 'প্রভাষক' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ full_name: 'আব্দুল্লাহ আল মামুন', designation: 'প্রভাষক' });

    const refused = await sendForm('PATCH', `teachers/${id}/`, { contact_email: 'mamun@', contact_phone: '123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ contact_email: [MESSAGES.email], contact_phone: [MESSAGES.phone] });

    const student = await sendForm('POST', 'students/', { full_name: 'নুসরাত জাহান', roll_number: '৩৫', class_name: String(ids.classId), section: '' });
    expect(student.statusCode).toBe(201);
    expect(student.json()).toMatchObject({ roll_number: '35', class_name: ids.classId, section: null });

    const put = await context.app.inject({
      method: 'PUT',
      url: `/api/teachers/${id}/`,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ full_name: 'আব্দুল্লাহ আল মামুন', subject: 'ব্যবস্থাপনা' }).toString(),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ subject: 'ব্যবস্থাপনা' });
  });
});

describe('rules over several fields', () => {
  test('a contact message needs an email or a phone', async () => {
    const before = await count('contacts/');
    const response = await send('POST', 'contacts/', { name: 'রাশেদ খান', message: 'ভর্তির তারিখ জানতে চাই।', email: '', phone: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [CONTACT_REACH_MESSAGE] });
    expect(await count('contacts/')).toBe(before);

    const byPhone = await create('contacts/', { name: 'রাশেদ খান', message: 'ভর্তির তারিখ জানতে চাই।', phone: '০১৭১১ ২২৩৩৪৪' });
    expect(byPhone).toMatchObject({ phone: '01711 223344', email: null });
    expect((await row('contacts', byPhone.id)).phone).toBe('01711 223344');
    const byEmail = await create('contacts/', { name: 'সাবরিনা', message: 'উপবৃত্তির ফরম কোথায় পাব?', email: 'sabrina@example.com' });
    expect(byEmail).toMatchObject({ email: 'sabrina@example.com', phone: null });
  });

  test('an unknown class id is 400 on the field that names it', async () => {
    const subject = await send('POST', 'subjects/', { name: 'গণিত', class_name: 99 });
    expect(subject.statusCode).toBe(400);
    expect(subject.json()).toEqual({ class_name: ['Invalid pk "99" - object does not exist.'] });
    // A student's section is free text, no id: any text is taken as it is.
    const student = await create('students/', { full_name: 'তানভীর আহমেদ', roll_number: 40, class_name: ids.classId, section: 77 });
    expect(student.section).toBe('77');
    await send('DELETE', `students/${student.id}/`);
    const routine = await send('POST', 'class-routine/', { ...routineIds(), teacherId: 555, startTime: '14:00', endTime: '14:45' });
    expect(routine.statusCode).toBe(400);
    expect(routine.json()).toEqual({ teacherId: ['Invalid pk "555" - object does not exist.'] });
    const patch = await send('PATCH', `subjects/${ids.subjectId}/`, { class_name: 99 });
    expect(patch.json()).toEqual({ class_name: ['Invalid pk "99" - object does not exist.'] });
  });
});

describe("a notice without a date is dated today, in the college's time zone", () => {
  test('at 01:30 in Dhaka (19:30 UTC the day before) the date is Dhaka\'s', async () => {
    expect(context.config.timeZone).toBe('Asia/Dhaka');
    context.clock.advance(9.5 * 3600); // 2025-03-01T19:30Z = 2025-03-02 01:30 in Dhaka
    expect(new Date(context.clock.now()).toISOString()).toBe('2025-03-01T19:30:00.000Z');
    auth = { authorization: `Bearer ${(await login(context.app, 'admin')).access}` }; // the old token has expired

    const json = await create('notices/', { title: 'পবিত্র শবে বরাত উপলক্ষে ছুটি' });
    expect(json.date).toBe('2025-03-02');
    const blank = await create('notices/', { title: 'শিক্ষক-অভিভাবক সভা', date: '' });
    expect(blank.date).toBe('2025-03-02');
    const form = await sendForm('POST', 'notices/', { title: 'বৃক্ষরোপণ কর্মসূচি' });
    expect(form.json().date).toBe('2025-03-02');

    const dated = await create('notices/', { title: 'স্বাধীনতা দিবস', date: '2025-03-26' });
    expect((await send('PATCH', `notices/${dated.id}/`, { category: 'দিবস' })).json().date).toBe('2025-03-26');
    const cleared = await send('PATCH', `notices/${dated.id}/`, { date: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().date).toBe('2025-03-02');
  });
});

function routineIds() {
  return { classId: ids.classId, sectionId: ids.sectionId, subjectId: ids.subjectId, teacherId: ids.teacherId };
}
