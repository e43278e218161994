// Lists are served from a cache keyed by the database's version counters: every write shows at once, also to
// another API process on the same database; answers carry an ETag and come compressed when the client accepts it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { preferredEncoding } from '../src/resources/cache';
import { startTestApp, type TestContext, adminAuth, VISITOR } from './helpers';

let context: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
});
afterAll(() => context.close());

const titles = async (app: FastifyInstance, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/notices/${query}` })).json().map((n: { title: string }) => n.title);

test('a list shows every create, update and delete at once', async () => {
  const { app } = context;
  expect(await titles(app)).toEqual([]);
  const created = await app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title: 'ভর্তি বিজ্ঞপ্তি', date: '2025-01-10' } });
  expect(await titles(app)).toEqual(['ভর্তি বিজ্ঞপ্তি']);
  await app.inject({ method: 'PATCH', url: `/api/notices/${created.json().id}/`, headers: auth, payload: { title: 'ভর্তি বিজ্ঞপ্তি (সংশোধিত)' } });
  expect(await titles(app)).toEqual(['ভর্তি বিজ্ঞপ্তি (সংশোধিত)']);
  expect(await titles(app, '?search=সংশোধিত')).toEqual(['ভর্তি বিজ্ঞপ্তি (সংশোধিত)']);
  await app.inject({ method: 'DELETE', url: `/api/notices/${created.json().id}/`, headers: auth });
  expect(await titles(app)).toEqual([]);
  expect(await titles(app, '?search=সংশোধিত')).toEqual([]);
});

test('a write through one process shows in the lists of another on the same database', async () => {
  const other = await buildApp(context.config);
  await other.ready();
  try {
    expect(await titles(other)).toEqual([]); // cached there now
    await context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title: 'পরীক্ষার সময়সূচি' } });
    expect(await titles(other)).toEqual(['পরীক্ষার সময়সূচি']);
  } finally {
    await other.close();
  }
});

test('the routine list shows a renamed teacher, class or subject', async () => {
  const { app } = context;
  const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, payload })).json();
  const cls = await post('classes/', { name: 'XI' });
  const sec = await post('sections/', { name: 'ক' });
  const subject = await post('subjects/', { name: 'বাংলা', class_name: cls.id });
  const teacher = await post('teachers/', { full_name: 'মাহমুদা খাতুন' });
  await post('class-routine/', { classId: cls.id, sectionId: sec.id, subjectId: subject.id, teacherId: teacher.id, startTime: '10:00', endTime: '10:45' });
  const names = async () => (await app.inject({ method: 'GET', url: '/api/class-routine/' })).json()[0];
  expect(await names()).toMatchObject({ teacherName: 'মাহমুদা খাতুন', subjectName: 'বাংলা', className: 'XI' });
  await app.inject({ method: 'PATCH', url: `/api/teachers/${teacher.id}/`, headers: auth, payload: { full_name: 'ড. মাহমুদা খাতুন' } });
  await app.inject({ method: 'PATCH', url: `/api/subjects/${subject.id}/`, headers: auth, payload: { name: 'বাংলা ১ম পত্র' } });
  await app.inject({ method: 'PATCH', url: `/api/classes/${cls.id}/`, headers: auth, payload: { name: 'একাদশ' } });
  expect(await names()).toMatchObject({ teacherName: 'ড. মাহমুদা খাতুন', subjectName: 'বাংলা ১ম পত্র', className: 'একাদশ' });
});

test('lists carry an ETag; a client holding the current version gets 304, a changed list 200', async () => {
  const { app } = context;
  const first = await app.inject({ method: 'GET', url: '/api/notices/', headers: VISITOR });
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers['cache-control']).toBe('public, no-cache');
  const again = await app.inject({ method: 'GET', url: '/api/notices/', headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  await app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title: 'ছুটির নোটিশ' } });
  const changed = await app.inject({ method: 'GET', url: '/api/notices/', headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
});

test('private lists are not kept by shared caches', async () => {
  const response = await context.app.inject({ method: 'GET', url: '/api/students/', headers: auth });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-cache');
});

describe('compression', () => {
  beforeAll(async () => {
    for (let n = 1; n <= 40; n++) {
      await context.app.inject({
        method: 'POST',
        url: '/api/notices/',
        headers: auth,
        payload: { title: `বিজ্ঞপ্তি ${n}`, description: 'একাদশ শ্রেণির শিক্ষার্থীদের জানানো যাচ্ছে যে '.repeat(4), category: 'সাধারণ' },
      });
    }
  });

  const get = (encoding?: string) =>
    context.app.inject({ method: 'GET', url: '/api/notices/', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  test('brotli when accepted, gzip otherwise, the same JSON either way', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = plain.json();
    expect(list).toHaveLength(42);

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);

    expect((await get('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
  });

  test('an answer sent again and again goes out smaller, the same JSON, for brotli and gzip alike', async () => {
    // A fresh version of the list: its first answers are compressed quickly, while their visitor waits.
    await context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title: 'নতুন সংস্করণ', category: 'সাধারণ' } });
    for (const encoding of ['br', 'gzip']) {
      const decode = (body: Buffer) => JSON.parse((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString());
      const first = await get(encoding);
      const sizes = [first.rawPayload.length];
      const deadline = Date.now() + 10_000;
      // The smaller copy is made off the event loop after a few sends; until it is in, the quick one is sent.
      while (sizes.at(-1)! >= first.rawPayload.length && Date.now() < deadline) {
        const again = await get(encoding);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(decode(again.rawPayload)).toEqual(decode(first.rawPayload));
        sizes.push(again.rawPayload.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect({ encoding, smaller: sizes.at(-1)! < first.rawPayload.length }).toEqual({ encoding, smaller: true });
      expect(sizes.slice(0, 3)).toEqual([first.rawPayload.length, first.rawPayload.length, first.rawPayload.length]);
    }
  });

  test('a small list is sent as it is', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/sections/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  test('preferredEncoding reads q-values and wildcards', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('gzip;q=0.5, br;q=1')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
  });
});
