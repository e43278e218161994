// Who may keep an API answer (resources/cache.ts, readCaching and finalCaching): what anyone may read is
// `public, no-cache` (the service worker keeps exactly those for offline reading, host/src/sw/), what belongs to one
// caller is `private`, and what says nothing is not kept. The headers are checked for each kind of caller.
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { addUser, login, type SignedIn, type TestContext, startTestApp, VISITOR } from './helpers';

let context: TestContext;
let admin: SignedIn;
let noticeId: number;
let studentId: number;

beforeAll(async () => {
  context = await startTestApp();
  await addUser(context, { username: 'admin', role: 'Admin' });
  admin = await login(context.app, 'admin');
  const bearer = { authorization: `Bearer ${admin.access}` };
  const send = async (url: string, payload: object) => (await context.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer, payload })).json();
  noticeId = (await send('notices/', { title: 'ভর্তি বিজ্ঞপ্তি', description: 'একাদশ শ্রেণিতে ভর্তি '.repeat(80) })).id;
  const cls = await send('classes/', { name: 'XI' });
  studentId = (await send('students/', { full_name: 'রহিম', class_name: cls.id, section: 'ক', roll_number: '1' })).id;
});
afterAll(() => context.close());

const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'accept-encoding': 'br', ...headers } });

const caching = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  cacheControl: response.headers['cache-control'],
  vary: response.headers.vary,
});

describe('reads anyone may make', () => {
  const PUBLIC_READS = ['notices/', 'notices/?page=1&page_size=6', () => `notices/${noticeId}/`, 'institutions/', 'results/', 'routines/', 'acknowledgment/', 'stats/'];
  const urls = () => PUBLIC_READS.map((url) => (typeof url === 'function' ? url() : url));

  test('are public, asked again before each use, and vary only with Authorization (and the encoding)', async () => {
    for (const url of urls()) {
      const answer = await get(url, VISITOR);
      expect({ url, ...caching(answer) }).toEqual({ url, status: 200, cacheControl: 'public, no-cache', vary: expect.stringMatching(/^Authorization(, accept-encoding)?$/i) });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    // A list large enough to come compressed says that it varies with the encoding too.
    expect((await get('notices/', VISITOR)).headers.vary).toBe('Authorization, Accept-Encoding');
  });

  test('are the same public answer for a signed-in browser (its session cookie changes nothing in them)', async () => {
    const anonymous = await get('notices/', VISITOR);
    const signedIn = await get('notices/', { cookie: admin.cookies });
    expect(caching(signedIn)).toEqual(caching(anonymous));
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    // The same list; its bytes may differ (a copy sent often is compressed again, smaller: resources/cache.ts).
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(signedIn.rawPayload)).toEqual(brotliDecompressSync(anonymous.rawPayload));
  });

  test('stay public on a 304', async () => {
    const first = await get('notices/', VISITOR);
    const again = await get('notices/', { ...VISITOR, 'if-none-match': first.headers.etag as string });
    expect(caching(again)).toEqual({ status: 304, cacheControl: 'public, no-cache', vary: 'Authorization, Accept-Encoding' });
  });

  test('are private when made with credentials in Authorization', async () => {
    for (const url of urls()) {
      const answer = await get(url, { authorization: `Bearer ${admin.access}` });
      expect({ url, ...caching(answer) }).toEqual({ url, status: 200, cacheControl: 'private, no-cache', vary: expect.stringMatching(/^Authorization, Cookie(, accept-encoding)?$/i) });
    }
  });

  test("are private when they give a new visitor its CSRF cookie (the cookie is that visitor's)", async () => {
    const first = await get('notices/');
    expect(first.headers['set-cookie']).toEqual(expect.stringContaining('csrftoken='));
    expect(caching(first)).toEqual({ status: 200, cacheControl: 'private, no-cache', vary: 'Authorization, Accept-Encoding' });
  });
});

describe('reads for one caller', () => {
  test("an Admin's lists are private and vary with the credentials; a record of one of them is never stored", async () => {
    const bearer = { authorization: `Bearer ${admin.access}` };
    const list = { status: 200, cacheControl: 'private, no-cache', vary: expect.stringMatching(/^Authorization, Cookie(, Accept-Encoding)?$/) };
    expect(caching(await get('students/', bearer))).toEqual(list);
    expect(caching(await get('students/', { cookie: admin.cookies }))).toEqual(list);
    expect(caching(await get(`students/${studentId}/`, bearer))).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
    expect(caching(await get('users/', bearer))).toMatchObject({ status: 200, cacheControl: 'private, no-cache' });
  });

  test("the caller's own record and refused reads are not kept at all", async () => {
    expect(caching(await get('user/', { authorization: `Bearer ${admin.access}` }))).toMatchObject({ status: 200, cacheControl: 'no-store' });
    expect(caching(await get('students/', VISITOR))).toMatchObject({ status: 401, cacheControl: 'no-store' });
    expect(caching(await get('notices/', { ...VISITOR, authorization: 'Bearer not-a-token' }))).toMatchObject({ status: 401, cacheControl: 'no-store' });
    expect(caching(await get('no-such-thing/', VISITOR))).toMatchObject({ status: 404, cacheControl: 'no-store' });
  });
});
