// CSRF: a cookie-authenticated write must come from the site's origin and carry its session's token (which the
// csrftoken cookie holds) in X-CSRFToken; bearer and anonymous
// writes need nothing; the first API answer hands a browser its csrftoken.
import { requireUser } from '../src/auth';
import { addUser, cookieValue, login, multipart, startTestApp, TEST_PASSWORD, type SignedIn, type TestContext } from './helpers';

let t: TestContext;
let rahim: SignedIn;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.post('/api/test/echo/', { onRequest: requireUser }, async (request) => ({ username: request.user!.username, body: request.body }));
  });
  await addUser(t, { username: 'rahim' });
  rahim = await login(t.app, 'rahim');
});
afterAll(() => t.close());

const echo = (headers: Record<string, string>, payload: object = { note: 'hello' }) =>
  t.app.inject({ method: 'POST', url: '/api/test/echo/', headers, payload });

test('a cookie-authenticated POST without X-CSRFToken is 403 "CSRF token missing."', async () => {
  const response = await echo({ cookie: rahim.cookies });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
});

test('a wrong X-CSRFToken is 403 "CSRF token incorrect."', async () => {
  const response = await echo({ cookie: rahim.cookies, 'x-csrftoken': rahim.csrf.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token incorrect.' });
});

test('a session cookie without any csrftoken cookie is 403 "CSRF cookie not set."', async () => {
  const response = await echo({ cookie: `sessionid=${rahim.sessionCookie}`, 'x-csrftoken': rahim.csrf });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF cookie not set.' });
});

test('the right X-CSRFToken passes, for JSON and for multipart', async () => {
  const json = await echo({ cookie: rahim.cookies, 'x-csrftoken': rahim.csrf });
  expect(json.statusCode).toBe(200);
  expect(json.json()).toEqual({ username: 'rahim', body: { note: 'hello' } });
  const form = await multipart({ note: 'নমস্কার' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/test/echo/',
    headers: { ...form.headers, cookie: rahim.cookies, 'x-csrftoken': rahim.csrf },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().body).toEqual({ note: 'নমস্কার' });
});

test('a bearer-authenticated POST needs no CSRF header, even with the cookies present', async () => {
  const response = await echo({ authorization: `Bearer ${rahim.access}`, cookie: rahim.cookies });
  expect(response.statusCode).toBe(200);
  expect(response.json().username).toBe('rahim');
});

test('cookie-authenticated reads need no CSRF header', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: rahim.cookies } });
  expect(response.statusCode).toBe(200);
});

test('anonymous writes (token/, register/) need no CSRF header, even with a stale session cookie', async () => {
  const stale = 'sessionid=forged.cookie; csrftoken=abc';
  const token = await t.app.inject({ method: 'POST', url: '/api/token/', headers: { cookie: stale }, payload: { username: 'rahim', password: TEST_PASSWORD } });
  expect(token.statusCode).toBe(200);
  const register = await t.app.inject({
    method: 'POST',
    url: '/api/register/',
    headers: { cookie: stale },
    payload: { username: 'newcomer', full_name: 'New Comer', phone: '01812345678', password: 'ghj-RTY-567', confirm_password: 'ghj-RTY-567' },
  });
  expect(register.statusCode).toBe(201);
});

test('a signed-in user posting to register/ by cookie must send the header like any cookie write', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/register/', headers: { cookie: rahim.cookies }, payload: {} });
  expect(response.statusCode).toBe(403);
});

test('an API answer sets csrftoken when the request has none, and not when it has one', async () => {
  const first = await t.app.inject({ method: 'GET', url: '/api/user/' });
  expect(first.statusCode).toBe(401);
  const issued = (first.cookies as { name: string; value: string; httpOnly?: boolean; path?: string; sameSite?: string }[]).find((c) => c.name === 'csrftoken')!;
  expect(issued.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  expect(issued.httpOnly).toBeFalsy();
  expect(issued).toMatchObject({ path: '/', sameSite: 'Lax' });

  const again = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: `csrftoken=${issued.value}` } });
  expect(again.headers['set-cookie']).toBeUndefined();

  const notFound = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
  expect(cookieValue(notFound, 'csrftoken')).toBeTruthy();
});

test('every client without a cookie gets a token of its own, of 32 random bytes, however many come', async () => {
  // More tokens than one fill of the random pool the tokens are drawn from (cookies.ts): none repeats.
  const tokens = new Set<string>();
  for (let i = 0; i < 300; i++) {
    const answer = await t.app.inject({ method: 'GET', url: '/api/classes/' });
    const token = cookieValue(answer, 'csrftoken')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    tokens.add(token);
  }
  expect(tokens.size).toBe(300);
});

test('sign-in rotates the csrftoken', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token/',
    headers: { cookie: 'csrftoken=old-token-value' },
    payload: { username: 'rahim', password: TEST_PASSWORD },
  });
  const rotated = cookieValue(response, 'csrftoken');
  expect(rotated).toBeTruthy();
  expect(rotated).not.toBe('old-token-value');
});

describe('as strong as Django: the token belongs to the session, the write to the site', () => {
  test('a csrftoken planted in the cookie jar, echoed in the header, is refused: it is not the session token', async () => {
    const planted = 'A'.repeat(43);
    const response = await echo({ cookie: `sessionid=${rahim.sessionCookie}; csrftoken=${planted}`, 'x-csrftoken': planted });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token incorrect.' });
  });

  test("one session's token does not pass for another session of the same user", async () => {
    const other = await login(t.app, 'rahim');
    const response = await echo({ cookie: `sessionid=${rahim.sessionCookie}; csrftoken=${other.csrf}`, 'x-csrftoken': other.csrf });
    expect(response.statusCode).toBe(403);
  });

  test("a browser holding a planted token gets its session's token back on the next answer, and it works", async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: `sessionid=${rahim.sessionCookie}; csrftoken=planted` } });
    expect(read.statusCode).toBe(200);
    const healed = cookieValue(read, 'csrftoken')!;
    expect(healed).toBe(rahim.csrf);
    const write = await echo({ cookie: `sessionid=${rahim.sessionCookie}; csrftoken=${healed}`, 'x-csrftoken': healed });
    expect(write.statusCode).toBe(200);
  });

  test('the token masked as a page carries it passes too', async () => {
    const { maskCsrfToken } = await import('../src/auth/cookies');
    const masked = maskCsrfToken(rahim.csrf);
    expect(masked).not.toBe(rahim.csrf);
    expect(maskCsrfToken(rahim.csrf)).not.toBe(masked);
    expect((await echo({ cookie: rahim.cookies, 'x-csrftoken': masked })).statusCode).toBe(200);
  });

  test('a write from another origin is refused, by Origin or, without one, by Referer', async () => {
    const evil = await echo({ cookie: rahim.cookies, 'x-csrftoken': rahim.csrf, origin: 'http://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ detail: 'CSRF Failed: Origin checking failed - http://evil.example does not match any trusted origins.' });
    const opaque = await echo({ cookie: rahim.cookies, 'x-csrftoken': rahim.csrf, origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    const referer = await echo({ cookie: rahim.cookies, 'x-csrftoken': rahim.csrf, referer: 'http://evil.example/page' });
    expect(referer.statusCode).toBe(403);
    expect(referer.json()).toEqual({ detail: 'CSRF Failed: Referer checking failed - http://evil.example/page does not match any trusted origins.' });
    // The site's own origin: inject's Host is localhost:80.
    expect((await echo({ cookie: rahim.cookies, 'x-csrftoken': rahim.csrf, origin: 'http://localhost' })).statusCode).toBe(200);
    expect((await echo({ cookie: rahim.cookies, 'x-csrftoken': rahim.csrf, referer: 'http://localhost/dashboard/notices' })).statusCode).toBe(200);
  });

  test('over https a write with neither Origin nor Referer is refused, as Django does', async () => {
    const secure = await startTestApp({ trustProxy: true }, (app) => {
      app.post('/api/test/echo/', { onRequest: requireUser }, async () => ({ ok: true }));
    });
    try {
      await addUser(secure, { username: 'karim' });
      const karim = await login(secure.app, 'karim');
      const post = (headers: Record<string, string>) =>
        secure.app.inject({ method: 'POST', url: '/api/test/echo/', payload: {}, headers: { cookie: karim.cookies, 'x-csrftoken': karim.csrf, 'x-forwarded-proto': 'https', host: 'college.example', ...headers } });
      const bare = await post({});
      expect(bare.statusCode).toBe(403);
      expect(bare.json()).toEqual({ detail: 'CSRF Failed: Referer checking failed - no Referer.' });
      expect((await post({ origin: 'https://college.example' })).statusCode).toBe(200);
      expect((await post({ origin: 'http://college.example' })).statusCode).toBe(403);
    } finally {
      await secure.close();
    }
  });

  test('a bearer-authenticated write needs neither: it cannot be forged by another site', async () => {
    const response = await echo({ authorization: `Bearer ${rahim.access}`, origin: 'http://evil.example' });
    expect(response.statusCode).toBe(200);
  });
});
