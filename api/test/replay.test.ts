// Public list answers sent again in front of the app (resources/replay.ts), as an HTTP client sees them over a real
// socket: an anonymous read asked again gets the very answer the app gave (body and headers, the csrftoken cookie of
// a first contact new each time), never one older than the last write; a conditional, signed-in or draining request
// goes to the app as before.
import { brotliDecompressSync } from 'node:zlib';
import { request } from 'undici';
import { adminAuth, startTestApp, type TestContext } from './helpers';

let context: TestContext;
let base: string;
let auth: Record<string, string>;

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
  base = await context.app.listen({ port: 0, host: '127.0.0.1' });
  // Enough notices for their list to go out compressed (lists under 1 KB are sent as they are).
  for (let n = 1; n <= 4; n++) expect((await createNotice(`ভর্তি বিজ্ঞপ্তি ${n}`, 'বিস্তারিত '.repeat(40))).statusCode).toBe(201);
});
afterAll(() => context.close());

const replays = async () => Number((await context.app.metrics.registry.getSingleMetric('college_list_replays_total')!.get()).values[0]?.value ?? 0);

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** As decoded: a compressed copy is made again smaller once it is sent often (cache.ts), its content the same. */
  body: Buffer;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await request(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip', accept: 'application/json', ...headers } });
  const flat = Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join('\n') : String(value)]));
  const sent = Buffer.from(await answer.body.arrayBuffer());
  return { status: answer.statusCode, headers: flat, body: flat['content-encoding'] === 'br' ? brotliDecompressSync(sent) : sent };
}

/** The headers that are the same for any two sendings of one answer (not its date, cookie token, connection or compressed length). */
function lasting(headers: Record<string, string>): Record<string, string> {
  const { date: _date, 'set-cookie': cookie, connection: _connection, 'keep-alive': _keepAlive, 'content-length': _length, ...rest } = headers;
  return { ...rest, ...(cookie ? { 'set-cookie': cookie.replace(/^csrftoken=[\w-]+/, 'csrftoken=…') } : {}) };
}

const createNotice = (title: string, description = 'd') =>
  context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title, category: 'General', date: '2026-11-01', description } });

test('an anonymous read asked again gets the answer the app gave, with a csrftoken of its own', async () => {
  const first = await get('/api/notices/');
  expect(first.status).toBe(200);
  const before = await replays();
  const again = await get('/api/notices/');
  expect(await replays()).toBe(before + 1);
  expect(again.body.equals(first.body)).toBe(true);
  expect(lasting(again.headers)).toEqual(lasting(first.headers));
  // A first contact gets a csrftoken, new for each, so the answer is its own (private), as from the app.
  for (const answer of [first, again]) expect(answer.headers['set-cookie']).toMatch(/^csrftoken=[\w-]{43}; Max-Age=31449600; Path=\/; SameSite=Lax$/);
  expect(again.headers['set-cookie']).not.toBe(first.headers['set-cookie']);
  expect(again.headers['cache-control']).toBe('private, no-cache');
  expect(again.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(again.headers['content-encoding']).toBe('br');
});

test('a browser holding its csrftoken gets the public answer, without a cookie, the same as from the app', async () => {
  const cookie = { cookie: 'csrftoken=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' };
  const fromApp = await get('/api/teachers/', cookie);
  const before = await replays();
  const again = await get('/api/teachers/', cookie);
  expect(await replays()).toBe(before + 1);
  expect(again.headers['set-cookie']).toBeUndefined();
  expect(again.headers['cache-control']).toBe('public, no-cache');
  expect(lasting(again.headers)).toEqual(lasting(fromApp.headers));
  expect(again.body.equals(fromApp.body)).toBe(true);
});

test('after a write, the next read gets the new list, and that one is sent again', async () => {
  await get('/api/notices/');
  await get('/api/notices/');
  expect((await createNotice('পুনরায় পাঠানো নোটিশ')).statusCode).toBe(201);
  const before = await replays();
  const after = await get('/api/notices/', { 'accept-encoding': 'identity' });
  expect(after.body.toString()).toContain('পুনরায় পাঠানো নোটিশ');
  const again = await get('/api/notices/', { 'accept-encoding': 'identity' });
  expect(again.body.equals(after.body)).toBe(true);
  // The first identity read after the write went to the app (the kept answer was out of date), the second was sent again.
  expect(await replays()).toBe(before + 1);
  // Each encoding is an answer of its own: the brotli one is as new.
  const compressed = await get('/api/notices/');
  expect(compressed.headers.etag).toBe(after.headers.etag);
});

test('a conditional, signed-in or draining request goes to the app', async () => {
  const first = await get('/api/notices/');
  await get('/api/notices/');
  const before = await replays();
  const notModified = await get('/api/notices/', { 'if-none-match': first.headers.etag });
  expect(notModified.status).toBe(304);
  const signedIn = await get('/api/notices/', auth);
  expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  expect(signedIn.headers.vary).toBe('Authorization, Cookie, Accept-Encoding');
  const session = await get('/api/notices/', { cookie: 'sessionid=not-a-session; csrftoken=abc' });
  expect(session.status).toBe(200);
  context.app.draining = true;
  try {
    const draining = await get('/api/notices/');
    expect(draining.headers.connection).toBe('close');
  } finally {
    context.app.draining = false;
  }
  expect(await replays()).toBe(before);
});
