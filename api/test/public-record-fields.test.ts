// The public record's fields (issue 13, points 4 and 6) on SQLite and PostgreSQL (TEST_DATABASE_URL): the
// institution's codes, aims, citizen charter and officers; a student's gender, free-text section and text roll
// (0045 and 45 one roll, sorted as numbers); a teacher's teacher_intro; file URLs absolute as DRF builds them, per
// origin in every list cache; and a student posted as the original client posts it.
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from 'remote_shared/schemas';
import { addUser, login, multipart, startTestApp, type TestContext, adminAuth } from './helpers';
import { pdf, png } from './images';

let context: TestContext;
let auth: Record<string, string>;
let classId: number;
let otherClassId: number;

type Answer = Record<string, unknown> & { id: number };
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
  classId = (await create('classes/', { name: 'একাদশ' })).id;
  otherClassId = (await create('classes/', { name: 'দ্বাদশ' })).id;
});
afterAll(() => context.close());

function send(method: Method, url: string, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url: `/api/${url}`, headers: { ...auth, ...headers }, payload });
}

async function create(url: string, payload: object): Promise<Answer> {
  const response = await send('POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function sendForm(method: Method, url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}, headers: Record<string, string> = {}) {
  const form = await multipart(fields, files);
  return context.app.inject({ method, url: `/api/${url}`, headers: { ...auth, ...form.headers, ...headers }, payload: form.payload });
}

async function list(url: string, headers: Record<string, string> = {}): Promise<Answer[]> {
  const response = await send('GET', url, undefined, headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the institution', () => {
  let id: number;

  test('takes its codes, aims, citizen charter and the two officers; every one optional', async () => {
    const bare = await create('institutions/', { name: 'চন্দনপুর সরকারি কলেজ' });
    id = bare.id;
    for (const field of ['eiin', 'college_code', 'education_board', 'mission', 'objective', 'citizen_charter', 'citizen_charter_file', 'grs_officer_name', 'grs_officer_phone', 'grs_officer_email', 'rti_officer_name', 'rti_officer_phone', 'rti_officer_email']) {
      expect({ field, value: bare[field] }).toEqual({ field, value: null });
    }
    const patch = await send('PATCH', `institutions/${id}/`, {
      eiin: '০১২৩৮৭',
      college_code: ' 5402 ',
      education_board: 'রাজশাহী',
      mission: 'জ্ঞানই আলো।',
      objective: 'সৎ, দক্ষ ও মানবিক নাগরিক গড়া।',
      citizen_charter: 'সেবার নাম: প্রত্যয়নপত্র; সময়: ৩ কার্যদিবস।',
      grs_officer_name: 'প্রফেসর নাসরিন সুলতানা',
      grs_officer_phone: '০১৮১৯-৩০৭২৬৪',
      grs_officer_email: 'grs@chandanpurcollege.edu.bd',
      rti_officer_name: 'মো. রফিকুল ইসলাম',
      rti_officer_phone: '0741-62345',
      rti_officer_email: 'rti@chandanpurcollege.edu.bd',
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      name: 'চন্দনপুর সরকারি কলেজ',
      // Digits as Latin, leading zeros kept: an EIIN is a code, not a number.
      eiin: '012387',
      college_code: '5402',
      education_board: 'রাজশাহী',
      mission: 'জ্ঞানই আলো।',
      objective: 'সৎ, দক্ষ ও মানবিক নাগরিক গড়া।',
      citizen_charter: 'সেবার নাম: প্রত্যয়নপত্র; সময়: ৩ কার্যদিবস।',
      grs_officer_name: 'প্রফেসর নাসরিন সুলতানা',
      grs_officer_phone: '01819-307264',
      grs_officer_email: 'grs@chandanpurcollege.edu.bd',
      rti_officer_name: 'মো. রফিকুল ইসলাম',
      rti_officer_phone: '0741-62345',
      rti_officer_email: 'rti@chandanpurcollege.edu.bd',
    });
    // Anyone reads them.
    const [read] = (await context.app.inject({ method: 'GET', url: '/api/institutions/' })).json();
    expect(read).toMatchObject({ eiin: '012387', grs_officer_email: 'grs@chandanpurcollege.edu.bd' });
  });

  test('an EIIN is digits only, at most 20; the officers\' phones and emails are checked', async () => {
    const refused = await send('PATCH', `institutions/${id}/`, {
      eiin: '12A387',
      college_code: 'x'.repeat(21),
      grs_officer_email: 'grs@',
      rti_officer_phone: 'জানা নেই',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      eiin: [MESSAGES.digits],
      college_code: [MESSAGES.maxLength(20)],
      grs_officer_email: [MESSAGES.email],
      rti_officer_phone: [MESSAGES.tel],
    });
    expect((await send('PATCH', `institutions/${id}/`, { eiin: '1'.repeat(21) })).json()).toEqual({ eiin: [MESSAGES.maxLength(20)] });
    expect((await send('PATCH', `institutions/${id}/`, { eiin: '' })).json().eiin).toBeNull();
  });

  test('the citizen charter file is a PDF (checked by content), kept, replaced and cleared like any file', async () => {
    const image = await sendForm('PATCH', `institutions/${id}/`, {}, { citizen_charter_file: { data: png(), filename: 'charter.pdf', type: 'application/pdf' } });
    expect(image.statusCode).toBe(415);
    const stored = await sendForm('PATCH', `institutions/${id}/`, {}, { citizen_charter_file: { data: pdf(), filename: 'নাগরিক সনদ.pdf' } });
    expect(stored.statusCode).toBe(200);
    const url = stored.json().citizen_charter_file as string;
    expect(url).toMatch(/^http:\/\/localhost:80\/media\/institution\/[0-9a-f]{24}\.pdf$/);
    const served = await context.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    // Sent back as read (absolute, or relative), it is kept.
    expect((await send('PATCH', `institutions/${id}/`, { citizen_charter_file: url })).json().citizen_charter_file).toBe(url);
    expect((await send('PATCH', `institutions/${id}/`, { citizen_charter_file: new URL(url).pathname })).json().citizen_charter_file).toBe(url);
    expect((await send('PATCH', `institutions/${id}/`, { citizen_charter_file: '' })).json().citizen_charter_file).toBeNull();
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('students', () => {
  afterEach(async () => {
    for (const s of await list('students/')) await send('DELETE', `students/${s.id}/`);
  });

  test('posted as the original client posts it (multipart, section "ক", roll "0045"): stored as sent', async () => {
    const response = await sendForm('POST', 'students/', {
      full_name: 'নুসরাত জাহান',
      roll_number: '0045',
      class_name: String(classId),
      section: 'ক',
      digital_id_code: '',
      contact_phone: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ full_name: 'নুসরাত জাহান', roll_number: '0045', class_name: classId, section: 'ক', gender: null });
    const row = await context.app.db.selectFrom('students').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ roll_number: '0045', section: 'ক' });
    expect((await send('GET', `students/${response.json().id}/`)).json()).toMatchObject({ roll_number: '0045', section: 'ক' });
  });

  test('a roll is text: trimmed, Bengali digits as Latin, leading zeros kept; required, at most 20 characters', async () => {
    expect((await create('students/', { full_name: 'ক', roll_number: ' ০০৪৫ ', class_name: classId })).roll_number).toBe('0045');
    expect((await create('students/', { full_name: 'খ', roll_number: 'A-12', class_name: classId })).roll_number).toBe('A-12');
    expect((await send('POST', 'students/', { full_name: 'গ', class_name: classId })).json()).toEqual({ roll_number: [MESSAGES.required] });
    expect((await send('POST', 'students/', { full_name: 'গ', roll_number: '  ', class_name: classId })).json()).toEqual({ roll_number: [MESSAGES.blank] });
    expect((await send('POST', 'students/', { full_name: 'গ', roll_number: '1'.repeat(21), class_name: classId })).json()).toEqual({ roll_number: [MESSAGES.maxLength(20)] });
  });

  test('0045 and 45 are the same roll in a class and section (409 on roll_number); another section or class is free', async () => {
    const first = await create('students/', { full_name: 'সাকিব হাসান', roll_number: '0045', class_name: classId, section: 'ক' });
    for (const roll of ['45', '০৪৫', '045', 45]) {
      const clash = await send('POST', 'students/', { full_name: 'তানভীর আহমেদ', roll_number: roll, class_name: classId, section: 'ক' });
      expect({ roll, status: clash.statusCode }).toEqual({ roll, status: 409 });
      expect(clash.json().roll_number).toEqual([expect.stringMatching(/is already taken in this class and section/)]);
    }
    const other = await create('students/', { full_name: 'তানভীর আহমেদ', roll_number: '45', class_name: classId, section: 'খ' });
    await create('students/', { full_name: 'মিতু', roll_number: '45', class_name: otherClassId, section: 'ক' });
    await create('students/', { full_name: 'রুমানা', roll_number: '45', class_name: classId });
    // Moving onto a taken roll is refused too; an edit keeping its own roll is not.
    expect((await send('PATCH', `students/${other.id}/`, { section: 'ক' })).statusCode).toBe(409);
    expect((await send('PATCH', `students/${first.id}/`, { roll_number: '45' })).json().roll_number).toBe('45');
    // Texts that are no numbers compare as they are.
    await create('students/', { full_name: 'ক', roll_number: 'A1', class_name: classId, section: 'গ' });
    expect((await send('POST', 'students/', { full_name: 'খ', roll_number: 'A1', class_name: classId, section: 'গ' })).statusCode).toBe(409);
    expect((await send('POST', 'students/', { full_name: 'খ', roll_number: 'A01', class_name: classId, section: 'গ' })).statusCode).toBe(201);
  });

  test('the list is sorted by class, section, then roll as a number where it is one', async () => {
    for (const roll of ['10', 'B', '0045', '2', '9', '0100', 'A']) await create('students/', { full_name: `রোল ${roll}`, roll_number: roll, class_name: classId, section: 'ক' });
    const rolls = (await list(`students/?class_name=${classId}`)).map((s) => s.roll_number);
    expect(rolls).toEqual(['2', '9', '10', '0045', '0100', 'A', 'B']);
    const paged = (await send('GET', `students/?class_name=${classId}&page_size=3&page=2`)).json();
    expect(paged.results.map((s: Answer) => s.roll_number)).toEqual(['0045', '0100', 'A']);
  });

  test('section is free text (at most 50); ?section= matches the whole text', async () => {
    const a = await create('students/', { full_name: 'ক', roll_number: '1', class_name: classId, section: ' ক ' });
    const b = await create('students/', { full_name: 'খ', roll_number: '1', class_name: classId, section: 'বিজ্ঞান (ক)' });
    const none = await create('students/', { full_name: 'গ', roll_number: '1', class_name: classId });
    expect([a.section, b.section, none.section]).toEqual(['ক', 'বিজ্ঞান (ক)', null]);
    expect((await list(`students/?section=${encodeURIComponent('ক')}`)).map((s) => s.id)).toEqual([a.id]);
    expect((await list(`students/?section=${encodeURIComponent('বিজ্ঞান (ক)')}`)).map((s) => s.id)).toEqual([b.id]);
    expect(await list(`students/?section=${encodeURIComponent('বিজ্ঞান')}`)).toEqual([]);
    expect((await send('POST', 'students/', { full_name: 'ঘ', roll_number: '2', class_name: classId, section: 'ক'.repeat(51) })).json()).toEqual({ section: [MESSAGES.maxLength(50)] });
  });

  test('gender is male, female or other, optional; ?gender= filters', async () => {
    const male = await create('students/', { full_name: 'সাকিব', roll_number: '1', class_name: classId, gender: 'male' });
    const female = await create('students/', { full_name: 'নুসরাত', roll_number: '2', class_name: classId, gender: 'female' });
    const other = await create('students/', { full_name: 'অনু', roll_number: '3', class_name: classId, gender: 'other' });
    const unsaid = await create('students/', { full_name: 'কেউ', roll_number: '4', class_name: classId });
    expect([male.gender, female.gender, other.gender, unsaid.gender]).toEqual(['male', 'female', 'other', null]);
    for (const [gender, expected] of [['male', [male.id]], ['female', [female.id]], ['other', [other.id]], ['Female', []]] as const) {
      expect({ gender, ids: (await list(`students/?gender=${gender}`)).map((s) => s.id) }).toEqual({ gender, ids: expected });
    }
    for (const bad of ['Male', 'ছাত্র', 'f']) {
      expect((await send('POST', 'students/', { full_name: 'ক', roll_number: '9', class_name: classId, gender: bad })).json()).toEqual({ gender: [MESSAGES.choice(bad)] });
    }
    expect((await send('PATCH', `students/${male.id}/`, { gender: '' })).json().gender).toBeNull();
  });
});

describe('a teacher\'s teacher_intro', () => {
  test('is accepted and answered as another name for profile', async () => {
    const teacher = await create('teachers/', { full_name: 'শাহনাজ পারভীন', teacher_intro: 'বাংলায় স্নাতকোত্তর।' });
    expect(teacher).toMatchObject({ profile: 'বাংলায় স্নাতকোত্তর।', teacher_intro: 'বাংলায় স্নাতকোত্তর।' });
    const patched = (await send('PATCH', `teachers/${teacher.id}/`, { profile: 'সাংস্কৃতিক কমিটির আহ্বায়ক।' })).json();
    expect(patched).toMatchObject({ profile: 'সাংস্কৃতিক কমিটির আহ্বায়ক।', teacher_intro: 'সাংস্কৃতিক কমিটির আহ্বায়ক।' });
    const form = await sendForm('PATCH', `teachers/${teacher.id}/`, { teacher_intro: 'ঢাকা বিশ্ববিদ্যালয়।' });
    expect(form.json()).toMatchObject({ profile: 'ঢাকা বিশ্ববিদ্যালয়।', teacher_intro: 'ঢাকা বিশ্ববিদ্যালয়।' });
    // Both given, each differing from the stored value: profile, the API's own name, wins.
    expect((await send('PATCH', `teachers/${teacher.id}/`, { profile: 'এক', teacher_intro: 'দুই' })).json()).toMatchObject({ profile: 'এক', teacher_intro: 'এক' });
    expect((await send('PATCH', `teachers/${teacher.id}/`, { teacher_intro: '' })).json()).toMatchObject({ profile: null, teacher_intro: null });
    expect((await send('PATCH', `teachers/${teacher.id}/`, { teacher_intro: 'x'.repeat(5001) })).json()).toEqual({ teacher_intro: [MESSAGES.maxLength(5000)] });
    const row = await context.app.db.selectFrom('teachers').select('profile').where('id', '=', teacher.id).executeTakeFirstOrThrow();
    expect(row.profile).toBeNull();
  });
});

describe("the original dashboard's teacher form", () => {
  // It has no input for profile, and sends it beside the typed intro on every add and edit: "" on an add, the stored
  // value on an edit (multipart, as its FormData does). The one that differs from what is stored is what was typed.
  const readBack = async (id: number): Promise<Answer> => (await send('GET', `teachers/${id}/`)).json();

  test('an add with profile="" keeps the typed intro', async () => {
    const added = await sendForm('POST', 'teachers/', { full_name: 'মাহফুজা খাতুন', designation: 'প্রভাষক', subject: 'বাংলা', contact_phone: '', contact_email: '', profile: '', teacher_intro: 'বাংলায় স্নাতকোত্তর, রাজশাহী বিশ্ববিদ্যালয়।' });
    expect(added.statusCode).toBe(201);
    expect(await readBack(added.json().id)).toMatchObject({ profile: 'বাংলায় স্নাতকোত্তর, রাজশাহী বিশ্ববিদ্যালয়।', teacher_intro: 'বাংলায় স্নাতকোত্তর, রাজশাহী বিশ্ববিদ্যালয়।' });
  });

  test('an edit sending the old profile keeps the newly typed intro; an edit that changes neither keeps it', async () => {
    const { id } = (await sendForm('POST', 'teachers/', { full_name: 'রফিকুল ইসলাম', profile: '', teacher_intro: 'পুরনো পরিচিতি।' })).json();
    const edited = await sendForm('PATCH', `teachers/${id}/`, { full_name: 'রফিকুল ইসলাম', profile: 'পুরনো পরিচিতি।', teacher_intro: 'নতুন পরিচিতি।' });
    expect(edited.statusCode).toBe(200);
    expect(await readBack(id)).toMatchObject({ profile: 'নতুন পরিচিতি।', teacher_intro: 'নতুন পরিচিতি।' });
    await sendForm('PATCH', `teachers/${id}/`, { full_name: 'রফিকুল ইসলাম', profile: 'নতুন পরিচিতি।', teacher_intro: 'নতুন পরিচিতি।' });
    expect(await readBack(id)).toMatchObject({ profile: 'নতুন পরিচিতি।' });
    // The intro emptied in that form: the typed (empty) intro wins over the stored profile it sent back.
    await sendForm('PATCH', `teachers/${id}/`, { full_name: 'রফিকুল ইসলাম', profile: 'নতুন পরিচিতি।', teacher_intro: '' });
    expect(await readBack(id)).toMatchObject({ profile: null, teacher_intro: null });
    // This API's own client sends profile alone, and an old value in teacher_intro then loses to a new profile.
    await sendForm('PATCH', `teachers/${id}/`, { profile: 'আবার নতুন।', teacher_intro: '' });
    expect(await readBack(id)).toMatchObject({ profile: 'আবার নতুন।' });
  });

  test('a create with both given and not empty keeps profile', async () => {
    const added = (await send('POST', 'teachers/', { full_name: 'কামরুল হাসান', profile: 'এক', teacher_intro: 'দুই' })).json();
    expect(added).toMatchObject({ profile: 'এক', teacher_intro: 'এক' });
  });
});

describe('file URLs', () => {
  let photoPath: string;

  beforeAll(async () => {
    const response = await sendForm('POST', 'teachers/', { full_name: 'ছবিসহ শিক্ষক' }, { photo: { data: png(), filename: 'p.png' } });
    photoPath = new URL(response.json().photo).pathname;
    expect(photoPath).toMatch(/^\/media\/teachers\/[0-9a-f]{24}\.png$/);
  });

  const photoOf = async (host: string, url = 'teachers/') => {
    const answer = (await list(url, { host })) as unknown as Answer[] | { results: Answer[] } | Answer;
    const rows: Answer[] = Array.isArray(answer) ? answer : 'results' in answer ? (answer.results as Answer[]) : [answer];
    return rows.find((t) => t.full_name === 'ছবিসহ শিক্ষক')?.photo;
  };

  test('are absolute under the request\'s Host when it is allowed, relative when it is not; each origin its own cached list', async () => {
    expect(await photoOf('localhost:8080')).toBe(`http://localhost:8080${photoPath}`);
    expect(await photoOf('127.0.0.1')).toBe(`http://127.0.0.1${photoPath}`);
    // A Host not in ALLOWED_HOSTS never ends up in a URL (nor in a cached answer another host then reads).
    expect(await photoOf('evil.example')).toBe(photoPath);
    expect(await photoOf('localhost:8080')).toBe(`http://localhost:8080${photoPath}`);
    expect(await photoOf('evil.example', 'teachers/?page_size=50')).toBe(photoPath);
    expect(await photoOf('localhost:8080', 'teachers/?page_size=50')).toBe(`http://localhost:8080${photoPath}`);
    const [teacher] = (await list('teachers/', { host: 'localhost' })).filter((t) => t.full_name === 'ছবিসহ শিক্ষক');
    expect(await photoOf('localhost', `teachers/${teacher.id}/`)).toBe(`http://localhost${photoPath}`);
    expect(await photoOf('evil.example', `teachers/${teacher.id}/`)).toBe(photoPath);
    // What a DRF client does with it: a relative URL gets the API base in front; an absolute one is used as it is.
    expect((await context.app.inject({ method: 'GET', url: `http://localhost:8080${photoPath}` })).statusCode).toBe(200);
  });

  test('the signed-in user\'s and a new account\'s picture too', async () => {
    const form = await multipart(
      { username: 'pictured', full_name: 'ছবিসহ', phone: '01711223344', password: 'a-long-pass-9', confirm_password: 'a-long-pass-9' },
      { profile_picture: { data: png(), filename: 'me.png' } },
    );
    const registered = await context.app.inject({ method: 'POST', url: '/api/register/', headers: { ...form.headers, host: 'localhost:8080' }, payload: form.payload });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().profile_picture).toMatch(/^http:\/\/localhost:8080\/media\/profiles\/[0-9a-f]{24}\.png$/);
    const signedIn = await login(context.app, 'pictured', 'a-long-pass-9');
    const me = await context.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${signedIn.access}`, host: 'evil.example' } });
    expect(me.json().profile_picture).toMatch(/^\/media\/profiles\//);
    const users = (await list('users/', { host: '127.0.0.1:8080' })).find((u) => u.username === 'pictured');
    expect(users?.profile_picture).toMatch(/^http:\/\/127\.0\.0\.1:8080\/media\/profiles\//);
  });
});

describe('file URLs under PUBLIC_URL', () => {
  test('start with PUBLIC_URL whatever the Host', async () => {
    const t = await startTestApp({ publicUrl: 'https://college.example.edu' });
    try {
      await addUser(t, { username: 'admin', role: 'Admin' });
      const bearer = { authorization: `Bearer ${(await login(t.app, 'admin')).access}` };
      const form = await multipart({ full_name: 'শিক্ষক' }, { photo: { data: png(), filename: 'p.png' } });
      const created = await t.app.inject({ method: 'POST', url: '/api/teachers/', headers: { ...bearer, ...form.headers }, payload: form.payload });
      expect(created.json().photo).toMatch(/^https:\/\/college\.example\.edu\/media\/teachers\//);
      for (const host of ['localhost', 'evil.example']) {
        const [teacher] = (await t.app.inject({ method: 'GET', url: '/api/teachers/', headers: { host } })).json();
        expect(teacher.photo).toBe(created.json().photo);
      }
    } finally {
      await t.close();
    }
  });
});
