// Who may do what on every managed resource of API.md, route by route: public reads are open, personal data
// (students, contacts, users) is Admin-only, every write needs an Admin (except a contact message), a
// cookie-authenticated write needs its CSRF header, and a refused upload never reaches MEDIA_ROOT.
import type { LightMyRequestResponse } from 'fastify';
import { addUser, login, mediaFiles, multipart, startTestApp, type SignedIn, type TestContext } from './helpers';
import { pdf, png } from './images';

let context: TestContext;
let admin: SignedIn;
let general: SignedIn;
let generalUserId: number;
const fixture = { classId: 0, sectionId: 0, subjectId: 0, teacherId: 0 };

type Caller = 'anonymous' | 'General' | 'Admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Body = { json: object } | { form: Record<string, string>; files?: Record<string, { data: Buffer; filename: string; type?: string }> };

const NOT_SIGNED_IN = { detail: 'Authentication credentials were not provided.' };
const NOT_ALLOWED = { detail: 'You do not have permission to perform this action.' };

function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'anonymous') return {};
  return { authorization: `Bearer ${(caller === 'Admin' ? admin : general).access}` };
}

async function call(caller: Caller, method: Method, url: string, body?: Body, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const headers = { ...headersOf(caller), ...extra };
  if (body && 'form' in body) {
    const form = await multipart(body.form, body.files);
    return context.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  return context.app.inject({ method, url, headers, payload: body?.json });
}

async function adminJson(url: string): Promise<unknown> {
  const response = await call('Admin', 'GET', url);
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

interface ResourceCase {
  path: string;
  /** Public resources are readable by anyone; the others by an Admin only. */
  read: 'public' | 'admin';
  /** POST is open to anyone (contacts/). */
  anyoneCreates?: boolean;
  /** Routes the resource does not have: they answer 405 with `Allow`. */
  missing?: { method: Method; on: 'list' | 'item'; allow: string }[];
  create?: () => Body;
  put?: () => Body;
  patch?: () => Body;
  /** What the answer of the Admin's PUT / PATCH must show. */
  putShows?: object;
  patchShows?: object;
}

const CASES: ResourceCase[] = [
  {
    path: 'institutions',
    read: 'public',
    create: () => ({ json: { name: 'চন্দ্রপুর সরকারি কলেজ', address: 'চন্দ্রপুর, কুমিল্লা', contact_phone: '০৮১-৭৬৫৪৩' } }),
    put: () => ({ json: { name: 'চন্দ্রপুর সরকারি মহাবিদ্যালয়', address: 'চন্দ্রপুর, কুমিল্লা' } }),
    patch: () => ({ json: { history: '১৯৬৫ সালে প্রতিষ্ঠিত।' } }),
    putShows: { name: 'চন্দ্রপুর সরকারি মহাবিদ্যালয়' },
    patchShows: { name: 'চন্দ্রপুর সরকারি মহাবিদ্যালয়', history: '১৯৬৫ সালে প্রতিষ্ঠিত।' },
  },
  {
    path: 'principal-vice-principal',
    read: 'public',
    create: () => ({ json: { designation: 'principal', full_name: 'অধ্যাপক ড. রফিকুল ইসলাম' } }),
    put: () => ({ json: { designation: 'principal', full_name: 'অধ্যাপক ড. রফিকুল ইসলাম চৌধুরী' } }),
    patch: () => ({ json: { message: 'শিক্ষার্থীদের স্বাগতম।' } }),
    putShows: { full_name: 'অধ্যাপক ড. রফিকুল ইসলাম চৌধুরী' },
    patchShows: { message: 'শিক্ষার্থীদের স্বাগতম।' },
  },
  {
    path: 'committee-members',
    read: 'public',
    create: () => ({ json: { full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সভাপতি' } }),
    put: () => ({ json: { full_name: 'আলহাজ্ব মোঃ আব্দুল করিম', role: 'সহ-সভাপতি' } }),
    patch: () => ({ json: { contact_phone: '০১৮১৯-১২৩৪৫৬' } }),
    putShows: { role: 'সহ-সভাপতি' },
    patchShows: { contact_phone: '01819-123456' },
  },
  {
    path: 'notices',
    read: 'public',
    create: () => ({ json: { title: 'এইচএসসি পরীক্ষার ফরম পূরণ বিজ্ঞপ্তি', date: '2025-03-01', category: 'পরীক্ষা' } }),
    put: () => ({ json: { title: 'এইচএসসি পরীক্ষার ফরম পূরণের সময় বৃদ্ধি', date: '2025-03-02' } }),
    patch: () => ({ json: { category: 'জরুরি' } }),
    putShows: { title: 'এইচএসসি পরীক্ষার ফরম পূরণের সময় বৃদ্ধি', date: '2025-03-02' },
    patchShows: { category: 'জরুরি' },
  },
  {
    path: 'gallery',
    read: 'public',
    create: () => ({ form: { caption: 'বার্ষিক ক্রীড়া প্রতিযোগিতা ২০২৫' }, files: { image: { data: png(), filename: 'sports.png', type: 'image/png' } } }),
    put: () => ({ json: { caption: 'বার্ষিক ক্রীড়া প্রতিযোগিতা' } }),
    patch: () => ({ json: { caption: 'পুরস্কার বিতরণী' } }),
    putShows: { caption: 'বার্ষিক ক্রীড়া প্রতিযোগিতা' },
    patchShows: { caption: 'পুরস্কার বিতরণী' },
  },
  {
    path: 'teachers',
    read: 'public',
    create: () => ({ json: { full_name: 'মোছাঃ নাসরিন সুলতানা', designation: 'সহকারী অধ্যাপক', subject: 'রসায়ন', contact_phone: '01711223344' } }),
    put: () => ({ json: { full_name: 'মোছাঃ নাসরিন সুলতানা', designation: 'সহযোগী অধ্যাপক', subject: 'রসায়ন' } }),
    patch: () => ({ json: { profile: 'রসায়নে স্নাতকোত্তর, ঢাকা বিশ্ববিদ্যালয়।' } }),
    putShows: { designation: 'সহযোগী অধ্যাপক' },
    patchShows: { profile: 'রসায়নে স্নাতকোত্তর, ঢাকা বিশ্ববিদ্যালয়।' },
  },
  {
    // Public, as teachers are (issue 13): the Faculty and Staff page lists them.
    path: 'staff',
    read: 'public',
    create: () => ({ json: { full_name: 'মোঃ জসিম উদ্দিন', designation: 'অফিস সহকারী' } }),
    put: () => ({ json: { full_name: 'মোঃ জসিম উদ্দিন', designation: 'প্রধান সহকারী' } }),
    patch: () => ({ json: { contact_phone: '01911223344' } }),
    putShows: { designation: 'প্রধান সহকারী' },
    patchShows: { contact_phone: '01911223344' },
  },
  {
    path: 'students',
    read: 'admin',
    create: () => ({ json: { full_name: 'তানভীর আহমেদ', roll_number: 7, class_name: fixture.classId, section: 'খ' } }),
    put: () => ({ json: { full_name: 'তানভীর আহমেদ', roll_number: 8, class_name: fixture.classId, section: 'খ' } }),
    patch: () => ({ json: { guardian_name: 'মোঃ আনোয়ার হোসেন' } }),
    putShows: { roll_number: '8' },
    patchShows: { guardian_name: 'মোঃ আনোয়ার হোসেন' },
  },
  {
    path: 'classes',
    read: 'public',
    create: () => ({ json: { name: 'একাদশ' } }),
    put: () => ({ json: { name: 'একাদশ (বিজ্ঞান)' } }),
    patch: () => ({ json: { name: 'একাদশ (মানবিক)' } }),
    putShows: { name: 'একাদশ (বিজ্ঞান)' },
    patchShows: { name: 'একাদশ (মানবিক)' },
  },
  {
    path: 'sections',
    read: 'public',
    create: () => ({ json: { name: 'ক' } }),
    put: () => ({ json: { name: 'গ' } }),
    patch: () => ({ json: { name: 'ঘ' } }),
    putShows: { name: 'গ' },
    patchShows: { name: 'ঘ' },
  },
  {
    path: 'subjects',
    read: 'public',
    create: () => ({ json: { name: 'পদার্থবিজ্ঞান', class_name: fixture.classId } }),
    put: () => ({ json: { name: 'পদার্থবিজ্ঞান ১ম পত্র', class_name: fixture.classId } }),
    patch: () => ({ json: { name: 'পদার্থবিজ্ঞান ২য় পত্র' } }),
    putShows: { name: 'পদার্থবিজ্ঞান ১ম পত্র' },
    patchShows: { name: 'পদার্থবিজ্ঞান ২য় পত্র' },
  },
  {
    path: 'class-routine',
    read: 'public',
    create: () => ({
      json: { ...routineIds(), startTime: '09:00', endTime: '09:45', day: 'sun' },
    }),
    put: () => ({ json: { ...routineIds(), startTime: '10:00', endTime: '10:45', day: 'sun' } }),
    patch: () => ({ json: { day: 'mon' } }),
    putShows: { startTime: '10:00', endTime: '10:45' },
    patchShows: { startTime: '10:00', day: 'mon' },
  },
  {
    path: 'results',
    read: 'public',
    create: () => ({
      form: { year: '2024', category: 'Public', class_name: String(fixture.classId), exam_name: 'HSC', examinees: '120', passed: '98', gpa5: '14' },
      files: { file: { data: pdf(), filename: 'hsc-2024.pdf', type: 'application/pdf' } },
    }),
    put: () => ({ json: { year: 2024, category: 'Public', class_name: fixture.classId, exam_name: 'HSC', examinees: 121, passed: 99 } }),
    patch: () => ({ json: { gpa5: 15 } }),
    // A PUT leaves an optional field it does not send as it was (DRF).
    putShows: { examinees: 121, passed: 99, gpa5: 14 },
    patchShows: { examinees: 121, passed: 99, gpa5: 15 },
  },
  {
    path: 'routines',
    read: 'public',
    create: () => ({ form: { category: 'Academic', class_name: String(fixture.classId) }, files: { file: { data: png(), filename: 'routine.png', type: 'image/png' } } }),
    put: () => ({ json: { category: 'Exam', class_name: fixture.classId } }),
    patch: () => ({ json: { category: 'Academic' } }),
    putShows: { category: 'Exam' },
    patchShows: { category: 'Academic' },
  },
  {
    path: 'acknowledgment',
    read: 'public',
    create: () => ({ form: { title: 'পাঠদানের অনুমতিপত্র', date: '1972-07-01' }, files: { image: { data: pdf(), filename: 'permission.pdf', type: 'application/pdf' } } }),
    put: () => ({ json: { title: 'পাঠদানের অনুমতিপত্র (নবায়ন)', date: '2020-01-15' } }),
    patch: () => ({ json: { date: '2020-01-16' } }),
    putShows: { title: 'পাঠদানের অনুমতিপত্র (নবায়ন)', date: '2020-01-15' },
    patchShows: { date: '2020-01-16' },
  },
  {
    path: 'contacts',
    read: 'admin',
    anyoneCreates: true,
    create: () => ({ json: { name: 'রাশেদ খান', email: 'rashed@example.com', message: 'একাদশ শ্রেণিতে ভর্তির তারিখ জানতে চাই।' } }),
    // An Admin marks a message read or unread; the visitor's words stay as sent.
    put: () => ({ json: { name: 'অন্য নাম', email: 'rashed@example.com', message: 'অন্য বার্তা', is_read: true } }),
    patch: () => ({ json: { is_read: false } }),
    putShows: { name: 'রাশেদ খান', message: 'একাদশ শ্রেণিতে ভর্তির তারিখ জানতে চাই।', is_read: true },
    patchShows: { name: 'রাশেদ খান', is_read: false },
  },
  {
    path: 'users',
    read: 'admin',
    put: () => ({ json: { role: 'General' } }),
    patch: () => ({ json: { role: 'General' } }),
    putShows: { username: 'karim', role: 'General' },
    patchShows: { username: 'karim', role: 'General' },
    missing: [
      { method: 'POST', on: 'list', allow: 'GET, HEAD' },
      { method: 'DELETE', on: 'item', allow: 'GET, HEAD, PATCH, PUT' },
    ],
  },
];

function routineIds() {
  return { classId: fixture.classId, sectionId: fixture.sectionId, subjectId: fixture.subjectId, teacherId: fixture.teacherId };
}

/** The record each resource's item routes are tried on (the users case uses the General user). */
const targets: Record<string, number> = {};

beforeAll(async () => {
  // Room for every contact message this file posts from the one test address.
  context = await startTestApp({ contactRate: { limit: 100, windowSeconds: 3600 } });
  await addUser(context, { username: 'admin', role: 'Admin', full_name: 'প্রশাসক' });
  generalUserId = (await addUser(context, { username: 'karim', full_name: 'করিম মিয়া' })).id;
  admin = await login(context.app, 'admin');
  general = await login(context.app, 'karim');
  targets.users = generalUserId;

  const post = async (url: string, json: object) => {
    const response = await call('Admin', 'POST', `/api/${url}/`, { json });
    if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  fixture.classId = await post('classes', { name: 'দ্বাদশ' });
  fixture.sectionId = await post('sections', { name: 'খ' });
  fixture.subjectId = await post('subjects', { name: 'বাংলা', class_name: fixture.classId });
  fixture.teacherId = await post('teachers', { full_name: 'মোঃ শহিদুল ইসলাম', subject: 'বাংলা' });
});
afterAll(() => context.close());

const CALLERS: Caller[] = ['anonymous', 'General', 'Admin'];

function readStatus(resource: ResourceCase, caller: Caller): number {
  if (resource.read === 'public' || caller === 'Admin') return 200;
  return caller === 'anonymous' ? 401 : 403;
}

describe.each(CASES)('$path/', (resource) => {
  const list = `/api/${resource.path}/`;
  const item = () => `/api/${resource.path}/${targets[resource.path]}/`;
  const hasCreate = resource.create !== undefined;
  const hasUpdate = resource.put !== undefined;
  const hasDelete = !resource.missing?.some((m) => m.method === 'DELETE');

  if (hasCreate) {
    test('POST by an Admin: 201, and the record exists', async () => {
      const response = await call('Admin', 'POST', list, resource.create!());
      expect(response.statusCode).toBe(201);
      targets[resource.path] = response.json().id;
      expect(await adminJson(item())).toMatchObject({ id: targets[resource.path] });
    });
  }

  test.each(CALLERS)('GET and HEAD, list and item, as %s', async (caller) => {
    const expected = readStatus(resource, caller);
    for (const url of [list, item()]) {
      const response = await call(caller, 'GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: expected });
      if (expected === 200) {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        if (url === list) expect(response.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: targets[resource.path] })]));
        else expect(response.json().id).toBe(targets[resource.path]);
      } else {
        expect(response.json()).toEqual(expected === 401 ? NOT_SIGNED_IN : NOT_ALLOWED);
      }
      // HEAD is guarded like GET: a private list's size does not leak through it.
      const head = await context.app.inject({ method: 'HEAD', url, headers: headersOf(caller) });
      expect({ url, method: 'HEAD', status: head.statusCode }).toEqual({ url, method: 'HEAD', status: expected });
      expect(head.body).toBe('');
    }
  });

  const refused: { method: Method; body: () => Body | undefined; on: 'list' | 'item' }[] = [
    ...(hasCreate && !resource.anyoneCreates ? [{ method: 'POST' as const, body: resource.create!, on: 'list' as const }] : []),
    ...(hasUpdate ? [{ method: 'PUT' as const, body: resource.put!, on: 'item' as const }] : []),
    ...(hasUpdate ? [{ method: 'PATCH' as const, body: resource.patch!, on: 'item' as const }] : []),
    ...(hasDelete ? [{ method: 'DELETE' as const, body: () => undefined, on: 'item' as const }] : []),
  ];
  const refusals = refused.flatMap((r) => [
    { ...r, caller: 'anonymous' as const, status: 401, answer: NOT_SIGNED_IN },
    { ...r, caller: 'General' as const, status: 403, answer: NOT_ALLOWED },
  ]);

  test.each(refusals)('$method ($on) as $caller: $status, nothing changes', async ({ method, body, on, caller, status, answer }) => {
    const before = { list: await adminJson(list), item: await adminJson(item()), files: (await mediaFiles(context.config)) };
    const response = await call(caller, method, on === 'list' ? list : item(), body());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(answer);
    expect({ list: await adminJson(list), item: await adminJson(item()), files: (await mediaFiles(context.config)) }).toEqual(before);
  });

  if (resource.anyoneCreates) {
    test.each(CALLERS)('POST as %s: 201 (anyone may send a message)', async (caller) => {
      const response = await call(caller, 'POST', list, resource.create!());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ id: expect.any(Number), name: 'রাশেদ খান' });
    });
  }

  if (hasUpdate) {
    test('PUT and PATCH by an Admin: 200 with the whole record', async () => {
      const put = await call('Admin', 'PUT', item(), resource.put!());
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ id: targets[resource.path], ...resource.putShows });
      const patch = await call('Admin', 'PATCH', item(), resource.patch!());
      expect(patch.statusCode).toBe(200);
      expect(patch.json()).toMatchObject({ id: targets[resource.path], ...resource.patchShows });
      expect(await adminJson(item())).toEqual(patch.json());
    });
  }

  if (hasDelete) {
    test('DELETE by an Admin: 204, then the record is gone', async () => {
      const response = await call('Admin', 'DELETE', item());
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await call('Admin', 'GET', item())).statusCode).toBe(404);
    });
  }

  if (resource.missing) {
    // DRF checks authentication and permission before the method: only a caller allowed to write learns of the 405.
    const rows = resource.missing.flatMap((m) => CALLERS.map((caller) => ({ ...m, caller, status: caller === 'Admin' ? 405 : caller === 'anonymous' ? 401 : 403 })));
    test.each(rows)('$method ($on) as $caller: $status (405 with Allow: $allow for an Admin)', async ({ method, on, allow, caller, status }) => {
      const url = on === 'list' ? list : `/api/${resource.path}/${targets[resource.path] ?? 1}/`;
      const before = { list: await adminJson(list), files: (await mediaFiles(context.config)) };
      const response = await call(caller, method, url, method === 'DELETE' ? undefined : { json: { role: 'Admin', name: 'x', message: 'y' } });
      expect(response.statusCode).toBe(status);
      if (status === 405) {
        expect(response.headers.allow).toBe(allow);
        expect(response.json()).toEqual({ detail: `Method "${method}" not allowed.` });
      } else {
        expect(response.headers.allow).toBeUndefined();
        expect(response.json()).toEqual(status === 401 ? NOT_SIGNED_IN : NOT_ALLOWED);
      }
      expect({ list: await adminJson(list), files: (await mediaFiles(context.config)) }).toEqual(before);
    });
  }
});

describe('methods no resource route has: permission first, then 405', () => {
  test.each([
    { method: 'PUT' as const, url: '/api/notices/', allow: 'GET, HEAD, POST' },
    { method: 'DELETE' as const, url: '/api/classes/', allow: 'GET, HEAD, POST' },
    { method: 'POST' as const, url: '/api/teachers/1/', allow: 'DELETE, GET, HEAD, PATCH, PUT' },
    { method: 'POST' as const, url: '/api/contacts/1/', allow: 'DELETE, GET, HEAD, PATCH, PUT' },
    { method: 'PATCH' as const, url: '/api/contacts/', allow: 'GET, HEAD, POST' },
  ])('$method $url: 401 anonymous, 403 General, 405 Admin with Allow: $allow', async ({ method, url, allow }) => {
    const body = method === 'DELETE' ? undefined : { json: { name: 'x' } };
    const anonymous = await call('anonymous', method, url, body);
    expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({ status: 401, body: NOT_SIGNED_IN });
    const generalUser = await call('General', method, url, body);
    expect({ status: generalUser.statusCode, body: generalUser.json() }).toEqual({ status: 403, body: NOT_ALLOWED });
    const adminUser = await call('Admin', method, url, body);
    expect({ status: adminUser.statusCode, body: adminUser.json(), allow: adminUser.headers.allow }).toEqual({
      status: 405,
      body: { detail: `Method "${method}" not allowed.` },
      allow,
    });
  });

  test('a path no resource has is still 404 for anyone, before authentication', async () => {
    for (const caller of CALLERS) {
      const response = await call(caller, 'PUT', '/api/notices/1/extra/', { json: {} });
      expect({ caller, status: response.statusCode }).toEqual({ caller, status: 404 });
    }
  });
});

describe('users/: nothing a refused caller sends changes a role', () => {
  test('a General user cannot make itself an Admin', async () => {
    const response = await call('General', 'PATCH', `/api/users/${generalUserId}/`, { json: { role: 'Admin' } });
    expect(response.statusCode).toBe(403);
    expect(await adminJson(`/api/users/${generalUserId}/`)).toMatchObject({ role: 'General' });
    expect((await call('General', 'GET', '/api/students/')).statusCode).toBe(403);
  });
});

describe('tokens that do not authenticate', () => {
  test.each([
    ['GET', '/api/staff/'],
    ['POST', '/api/classes/'],
  ] as const)('%s %s with a forged bearer token: 401 token_not_valid', async (method, url) => {
    const response = await context.app.inject({ method, url, headers: { authorization: 'Bearer not.a.token' }, payload: method === 'POST' ? { name: 'নবম' } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  });
});

describe('an Admin signed in by cookie (the dashboard) must send X-CSRFToken on writes', () => {
  let target: { teacher: number; notice: number; section: number };
  beforeAll(async () => {
    const made = async (url: string, json: object) => (await call('Admin', 'POST', url, { json })).json().id as number;
    target = {
      teacher: await made('/api/teachers/', { full_name: 'শামীমা আক্তার', subject: 'ইংরেজি' }),
      notice: await made('/api/notices/', { title: 'বার্ষিক ক্রীড়া প্রতিযোগিতা', date: '2025-02-20' }),
      section: await made('/api/sections/', { name: 'ঙ' }),
    };
  });

  const writes: { name: string; method: Method; url: () => string; body: () => Body | undefined; success: number; check: () => Promise<unknown> }[] = [
    { name: 'POST classes/ (JSON)', method: 'POST', url: () => '/api/classes/', body: () => ({ json: { name: 'স্নাতক ১ম বর্ষ' } }), success: 201, check: () => adminJson('/api/classes/') },
    {
      name: 'POST gallery/ (multipart with an image)',
      method: 'POST',
      url: () => '/api/gallery/',
      body: () => ({ form: { caption: 'নবীন বরণ' }, files: { image: { data: png(), filename: 'nobin.png', type: 'image/png' } } }),
      success: 201,
      check: async () => [await adminJson('/api/gallery/'), (await mediaFiles(context.config))],
    },
    {
      name: 'PUT teachers/:id/',
      method: 'PUT',
      url: () => `/api/teachers/${target.teacher}/`,
      body: () => ({ json: { full_name: 'শামীমা আক্তার', subject: 'ইংরেজি ১ম পত্র' } }),
      success: 200,
      check: () => adminJson(`/api/teachers/${target.teacher}/`),
    },
    {
      name: 'PATCH notices/:id/ (multipart with a PDF)',
      method: 'PATCH',
      url: () => `/api/notices/${target.notice}/`,
      body: () => ({ form: { category: 'খেলাধুলা' }, files: { pdf_file: { data: pdf(), filename: 'sports.pdf', type: 'application/pdf' } } }),
      success: 200,
      check: async () => [await adminJson(`/api/notices/${target.notice}/`), (await mediaFiles(context.config))],
    },
    { name: 'DELETE sections/:id/', method: 'DELETE', url: () => `/api/sections/${target.section}/`, body: () => undefined, success: 204, check: () => adminJson('/api/sections/') },
  ];

  test.each(writes)('$name: 403 "CSRF Failed" without the header, nothing changes; done with it', async ({ method, url, body, success, check }) => {
    const before = await check();
    const missing = await call('anonymous', method, url(), body(), { cookie: admin.cookies });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
    const wrong = await call('anonymous', method, url(), body(), { cookie: admin.cookies, 'x-csrftoken': `${admin.csrf.startsWith('x') ? 'y' : 'x'}${admin.csrf.slice(1)}` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'CSRF Failed: CSRF token incorrect.' });
    expect(await check()).toEqual(before);

    const done = await call('anonymous', method, url(), body(), { cookie: admin.cookies, 'x-csrftoken': admin.csrf });
    expect(done.statusCode).toBe(success);
    expect(await check()).not.toEqual(before);
  });

  test('cookie-authenticated reads of Admin-only lists need no header', async () => {
    const response = await call('anonymous', 'GET', '/api/contacts/', undefined, { cookie: admin.cookies });
    expect(response.statusCode).toBe(200);
  });

  test('a General user by cookie with the right header is still refused: 403 permission', async () => {
    const response = await call('anonymous', 'POST', '/api/classes/', { json: { name: 'নবম' } }, { cookie: general.cookies, 'x-csrftoken': general.csrf });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_ALLOWED);
  });
});

describe('a refused upload stores nothing under MEDIA_ROOT', () => {
  const uploads: { path: string; field: string; data: () => Buffer; fields: () => Record<string, string> }[] = [
    { path: 'institutions', field: 'logo', data: png, fields: () => ({ name: 'চন্দ্রপুর সরকারি কলেজ' }) },
    { path: 'institutions', field: 'institution_image', data: png, fields: () => ({ name: 'চন্দ্রপুর সরকারি কলেজ' }) },
    { path: 'principal-vice-principal', field: 'photo', data: png, fields: () => ({ designation: 'vice_principal', full_name: 'নাসরিন আক্তার' }) },
    { path: 'committee-members', field: 'photo', data: png, fields: () => ({ full_name: 'মোঃ হারুন অর রশিদ', role: 'সদস্য' }) },
    { path: 'notices', field: 'pdf_file', data: pdf, fields: () => ({ title: 'ছুটির বিজ্ঞপ্তি' }) },
    { path: 'gallery', field: 'image', data: png, fields: () => ({ caption: 'বিজয় দিবস' }) },
    { path: 'teachers', field: 'photo', data: png, fields: () => ({ full_name: 'সুমাইয়া ইসলাম' }) },
    { path: 'staff', field: 'photo', data: png, fields: () => ({ full_name: 'আবুল কালাম', designation: 'পিয়ন' }) },
    { path: 'students', field: 'photo', data: png, fields: () => ({ full_name: 'ফারহানা ইয়াসমিন', roll_number: '21', class_name: String(fixture.classId) }) },
    { path: 'results', field: 'file', data: pdf, fields: () => ({ year: '2023', category: 'Internal', class_name: String(fixture.classId), exam_name: 'Year Final' }) },
    { path: 'routines', field: 'file', data: png, fields: () => ({ category: 'Exam', class_name: String(fixture.classId) }) },
    { path: 'acknowledgment', field: 'image', data: pdf, fields: () => ({ title: 'স্বীকৃতিপত্র', date: '1980-03-01' }) },
  ];
  const rows = uploads.flatMap((u) => [
    { ...u, caller: 'anonymous' as const, status: 401 },
    { ...u, caller: 'General' as const, status: 403 },
  ]);

  test.each(rows)('$path/ $field as $caller: $status on POST and PATCH', async ({ path, field, data, fields, caller, status }) => {
    const before = (await mediaFiles(context.config));
    const body = (): Body => ({ form: fields(), files: { [field]: { data: data(), filename: `upload.${field === 'pdf_file' ? 'pdf' : 'png'}` } } });
    const created = await call(caller, 'POST', `/api/${path}/`, body());
    expect(created.statusCode).toBe(status);
    const patched = await call(caller, 'PATCH', `/api/${path}/1/`, body());
    expect(patched.statusCode).toBe(status);
    expect((await mediaFiles(context.config))).toEqual(before);
  });

  test('an Admin upload does store (the check above can tell)', async () => {
    const before = (await mediaFiles(context.config));
    const response = await call('Admin', 'POST', '/api/teachers/', { form: { full_name: 'সুমাইয়া ইসলাম' }, files: { photo: { data: png(), filename: 'sumaiya.png' } } });
    expect(response.statusCode).toBe(201);
    expect((await mediaFiles(context.config))).toEqual([...before, response.json().photo.replace('http://localhost:80/media/', '')].sort());
  });
});
