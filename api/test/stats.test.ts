// GET /api/stats/ (issue 13, point 4) on SQLite and PostgreSQL (TEST_DATABASE_URL): students counted by class,
// section and gender, teachers and staff counted, never a name; anyone may read it; cached, and changed by every
// write to students, teachers, staff and classes. And a page drawn on the server reads it, and the other lists, as a
// browser at the page's origin would (absolute file URLs), kept per origin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { addUser, login, multipart, startTestApp, type TestContext, adminAuth, VISITOR } from './helpers';
import { png } from './images';
import { asServerBuild, HOST_PAGE, writeFile } from './standInSite';

let context: TestContext;
let auth: Record<string, string>;

type Answer = Record<string, unknown> & { id: number };

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
});
afterAll(() => context.close());

function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url: `/api/${url}`, headers: auth, payload });
}

async function create(url: string, payload: object): Promise<Answer> {
  const response = await send('POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const stats = (headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url: '/api/stats/', headers });

describe('GET stats/', () => {
  test('an empty college: no students, no teachers, no staff', async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ students: [], teachers: 0, staff: 0 });
  });

  test('students by class, section and gender, sorted so; the numbers of teachers and staff; never a name', async () => {
    const xi = (await create('classes/', { name: 'একাদশ' })).id;
    const xii = (await create('classes/', { name: 'দ্বাদশ' })).id;
    const students: [number, string | null, string | null][] = [
      [xii, 'ক', 'male'],
      [xi, 'খ', 'female'],
      [xi, 'ক', 'female'],
      [xi, 'ক', 'male'],
      [xi, 'ক', 'female'],
      [xi, 'ক', 'other'],
      [xi, 'ক', null],
      [xi, null, 'male'],
      [xi, '', 'male'],
      [xii, 'ক', 'male'],
    ];
    for (const [i, [classId, section, gender]] of students.entries()) {
      await create('students/', { full_name: `গোপন নাম ${i}`, roll_number: String(i + 1), class_name: classId, section: section ?? undefined, gender: gender ?? undefined, guardian_name: 'গোপন অভিভাবক' });
    }
    for (const name of ['শাহনাজ পারভীন', 'রফিকুল ইসলাম', 'তাহমিনা আক্তার']) await create('teachers/', { full_name: name });
    await create('staff/', { full_name: 'জসিম উদ্দিন', designation: 'অফিস সহকারী' });

    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      students: [
        // No section and an empty one are one group, answered as "".
        { class_name: xi, class: 'একাদশ', section: '', gender: 'male', count: 2 },
        { class_name: xi, class: 'একাদশ', section: 'ক', gender: 'male', count: 1 },
        { class_name: xi, class: 'একাদশ', section: 'ক', gender: 'female', count: 2 },
        { class_name: xi, class: 'একাদশ', section: 'ক', gender: 'other', count: 1 },
        { class_name: xi, class: 'একাদশ', section: 'ক', gender: null, count: 1 },
        { class_name: xi, class: 'একাদশ', section: 'খ', gender: 'female', count: 1 },
        { class_name: xii, class: 'দ্বাদশ', section: 'ক', gender: 'male', count: 2 },
      ],
      teachers: 3,
      staff: 1,
    });
    expect(response.body).not.toContain('গোপন');
    expect(response.body).not.toContain('শাহনাজ');
  });

  test('anyone may read it, signed in or not, by GET or HEAD; no other method', async () => {
    const general = await addUser(context, { username: 'general' });
    const signedIn = await login(context.app, general.username);
    for (const headers of [{}, { authorization: `Bearer ${signedIn.access}` }, auth]) expect((await stats(headers)).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'HEAD', url: '/api/stats/' })).statusCode).toBe(200);
    const post = await context.app.inject({ method: 'POST', url: '/api/stats/', headers: auth, payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((await context.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(404);
  });

  test('cached with an ETag (304 when unchanged), and changed by writes to students, teachers, staff and classes', async () => {
    const first = await stats(VISITOR);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await stats({ 'if-none-match': etag })).statusCode).toBe(304);
    // A write elsewhere changes nothing.
    await create('notices/', { title: 'নোটিশ' });
    expect((await stats({ 'if-none-match': etag })).statusCode).toBe(304);

    const current = async () => (await stats()).json<{ students: { class: string; count: number }[]; teachers: number; staff: number }>();
    const before = await current();
    const xi = before.students[0];
    const student = await create('students/', { full_name: 'নতুন', roll_number: '99', class_name: (xi as unknown as { class_name: number }).class_name, gender: 'male' });
    expect((await current()).students[0].count).toBe(xi.count + 1);
    await send('DELETE', `students/${student.id}/`);
    expect((await current()).students[0].count).toBe(xi.count);

    const teacher = await create('teachers/', { full_name: 'নতুন শিক্ষক' });
    expect((await current()).teachers).toBe(before.teachers + 1);
    await send('DELETE', `teachers/${teacher.id}/`);
    const worker = await create('staff/', { full_name: 'নতুন কর্মচারী', designation: 'পিয়ন' });
    expect((await current()).staff).toBe(before.staff + 1);
    await send('DELETE', `staff/${worker.id}/`);

    const classId = (xi as unknown as { class_name: number }).class_name;
    await send('PATCH', `classes/${classId}/`, { name: 'একাদশ শ্রেণি' });
    expect((await current()).students[0].class).toBe('একাদশ শ্রেণি');
    expect((await stats({ 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('a page drawn on the server', () => {
  // A renderer with the public remote's interface that shows a teacher's photo URL and the number of students.
  const RENDERER = `
exports.CSRF_PLACEHOLDER = '__CSRF__';
exports.FORM_STATE_ID = 'college-form';
exports.renderAuthControls = () => ({ visitor: '', user: '', admin: '' });
exports.preparePage = async ({ url, get }) => {
  const teachers = await get('/api/teachers/');
  const stats = await get('/api/stats/');
  const students = stats.data.students.reduce((n, s) => n + s.count, 0);
  return {
    version: JSON.stringify([teachers.data, stats.data]),
    render: async () => ({
      status: 200,
      title: 'about',
      head: '',
      html: '<main><img id="photo" src="' + teachers.data[0].photo + '"><p id="students">' + students + '</p></main>',
      state: JSON.stringify({ teachers: teachers.data }),
    }),
  };
};
`;

  test('reads the API as a browser at its origin would (absolute file URLs), kept per origin; redrawn when the numbers change', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'college-stats-render-'));
    const roots = { host: path.join(dir, 'host'), shared: path.join(dir, 'shared'), public: path.join(dir, 'public'), dashboard: path.join(dir, 'dashboard') };
    writeFile(path.join(roots.host, 'index.html'), HOST_PAGE);
    writeFile(path.join(dir, 'remoteEntry.js'), asServerBuild(RENDERER));
    const t = await startTestApp({ staticRoots: roots, publicRenderer: path.join(dir, 'remoteEntry.js') });
    try {
      await addUser(t, { username: 'admin', role: 'Admin' });
      const bearer = { authorization: `Bearer ${(await login(t.app, 'admin')).access}` };
      const form = await multipart({ full_name: 'ছবিসহ শিক্ষক' }, { photo: { data: png(), filename: 'p.png' } });
      const photo = new URL((await t.app.inject({ method: 'POST', url: '/api/teachers/', headers: { ...bearer, ...form.headers }, payload: form.payload })).json().photo).pathname;
      const classId = (await t.app.inject({ method: 'POST', url: '/api/classes/', headers: bearer, payload: { name: 'একাদশ' } })).json().id;

      const page = (host: string) => t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html', host } });
      const shown = (html: string) => ({ photo: /id="photo" src="([^"]*)"/.exec(html)?.[1], students: /id="students">(\d+)</.exec(html)?.[1] });
      expect(shown((await page('localhost:8080')).body)).toEqual({ photo: `http://localhost:8080${photo}`, students: '0' });
      expect(shown((await page('127.0.0.1')).body)).toEqual({ photo: `http://127.0.0.1${photo}`, students: '0' });
      // A Host the site does not answer to: relative URLs, never the forged host.
      const forged = (await page('evil.example')).body;
      expect(shown(forged)).toEqual({ photo, students: '0' });
      expect(forged).not.toContain('evil.example');
      expect(shown((await page('localhost:8080')).body)).toEqual({ photo: `http://localhost:8080${photo}`, students: '0' });

      await t.app.inject({ method: 'POST', url: '/api/students/', headers: bearer, payload: { full_name: 'নুসরাত', roll_number: '0045', class_name: classId, section: 'ক', gender: 'female' } });
      expect(shown((await page('localhost:8080')).body)).toEqual({ photo: `http://localhost:8080${photo}`, students: '1' });
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
