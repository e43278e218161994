// POST token/, token/refresh/, logout/ and GET user/: signing in and out, tokens, cookies, throttling.
import { addUser, cookieValue, login, startTestApp, TEST_PASSWORD, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
  await addUser(t, { username: 'rahim', full_name: 'রহিম উদ্দিন', phone: '01712345678' });
  await addUser(t, { username: 'karim' });
  await addUser(t, { username: 'sleepy' });
  await t.app.db.updateTable('users').set({ is_active: 0 }).where('username', '=', 'sleepy').execute();
});
afterAll(() => t.close());

function tokenPost(payload: unknown, remoteAddress = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/token/', payload: payload as object, remoteAddress });
}

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string; maxAge?: number };

describe('POST /api/token/', () => {
  test('right credentials answer access and refresh tokens and set the session and csrf cookies', async () => {
    const response = await tokenPost({ username: 'rahim', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect(body.access.split('.')).toHaveLength(3);
    const cookies = response.cookies as Cookie[];
    const session = cookies.find((c) => c.name === 'sessionid')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 14 * 86400 });
    expect(session.secure).toBeFalsy();
    const csrf = cookies.find((c) => c.name === 'csrftoken')!;
    expect(csrf.value.length).toBeGreaterThanOrEqual(32);
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
  });

  test('a NUL character in the username or password is a 400 naming the field', async () => {
    const response = await tokenPost({ username: 'rah\u0000im', password: `${TEST_PASSWORD}\u0000` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['Null characters are not allowed.'], password: ['Null characters are not allowed.'] });
  });

  test('accepts an urlencoded form too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=karim&password=${encodeURIComponent(TEST_PASSWORD)}`,
      remoteAddress: '10.0.0.2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().access).toBeTruthy();
  });

  test.each([
    ['a wrong password', { username: 'rahim', password: 'wrong-password-1' }],
    ['an unknown username', { username: 'nobody', password: TEST_PASSWORD }],
    ['an inactive account', { username: 'sleepy', password: TEST_PASSWORD }],
  ])('%s is a 401 with simplejwt wording and no cookie', async (_case, payload) => {
    const response = await tokenPost(payload, '10.0.1.1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'No active account found with the given credentials' });
    expect(cookieValue(response, 'sessionid')).toBeUndefined();
  });

  test('missing fields are 400 field errors', async () => {
    const response = await tokenPost({ username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['This field may not be blank.'], password: ['This field is required.'] });
  });

  test('the Secure flag is set behind a trusted proxy that says https, and not when the proxy is untrusted', async () => {
    const trusted = await startTestApp({ trustProxy: true });
    try {
      await addUser(trusted, { username: 'proxied' });
      const response = await trusted.app.inject({
        method: 'POST',
        url: '/api/token/',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'proxied', password: TEST_PASSWORD },
      });
      for (const cookie of response.cookies as Cookie[]) expect(cookie.secure).toBe(true);
    } finally {
      await trusted.close();
    }
    const untrusted = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: 'karim', password: TEST_PASSWORD },
      remoteAddress: '10.0.0.3',
    });
    for (const cookie of untrusted.cookies as Cookie[]) expect(cookie.secure).toBeFalsy();
  });
});

describe('login throttling (per username-and-address pair, per address; LOGIN_FAILURE_RATE 5/60s, LOGIN_ADDRESS_FAILURE_RATE 20/60s here)', () => {
  test('nobody can lock the Admin out: five wrong passwords from five addresses, then the right one from a sixth is 200', async () => {
    await addUser(t, { username: 'principal', role: 'Admin' });
    for (let i = 0; i < 5; i++) {
      expect((await tokenPost({ username: 'principal', password: 'wrong-password' }, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    expect((await tokenPost({ username: 'principal', password: TEST_PASSWORD }, '10.1.0.99')).statusCode).toBe(200);
    // Even after many more, from many addresses: the owner's own address has no failures.
    for (let i = 0; i < 30; i++) await tokenPost({ username: 'Principal', password: 'wrong-password' }, `10.1.1.${i}`);
    expect((await tokenPost({ username: 'principal', password: TEST_PASSWORD }, '10.1.0.98')).statusCode).toBe(200);
  });

  test('wrong passwords from one address slow that address only: its sixth try is 429 with Retry-After, even with the right password', async () => {
    await addUser(t, { username: 'target' });
    for (let i = 0; i < 5; i++) {
      expect((await tokenPost({ username: 'target', password: 'wrong-password' }, '10.1.2.1')).statusCode).toBe(401);
    }
    const blocked = await tokenPost({ username: 'Target', password: TEST_PASSWORD }, '10.1.2.1');
    expect(blocked.statusCode).toBe(429);
    // The same name in other letters is the same pair: fullwidth, or Cyrillic letters that look like Latin.
    for (const alike of ['ＴＡＲＧＥＴ', 't\u0430rg\u0435t']) {
      expect([alike, (await tokenPost({ username: alike, password: TEST_PASSWORD }, '10.1.2.1')).statusCode]).toEqual([alike, 429]);
    }
    expect(blocked.json()).toEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });
    expect(blocked.headers['retry-after']).toBe('60');

    // The owner, anywhere else, is not slowed.
    expect((await tokenPost({ username: 'target', password: TEST_PASSWORD }, '10.1.2.2')).statusCode).toBe(200);

    t.clock.advance(45);
    const later = await tokenPost({ username: 'target', password: TEST_PASSWORD }, '10.1.2.1');
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('15');
    expect(later.json().detail).toBe('Request was throttled. Expected available in 15 seconds.');

    t.clock.advance(16);
    expect((await tokenPost({ username: 'target', password: TEST_PASSWORD }, '10.1.2.1')).statusCode).toBe(200);
  });

  test('failures from one address over many usernames throttle that address (for every username), and no other', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await tokenPost({ username: `guess${i}`, password: 'wrong-password' }, '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await tokenPost({ username: 'karim', password: TEST_PASSWORD }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tokenPost({ username: 'karim', password: TEST_PASSWORD }, '10.2.0.2')).statusCode).toBe(200);
    t.clock.advance(61);
  });

  test('four failures then a success do not throttle, and the success clears that pair', async () => {
    await addUser(t, { username: 'forgetful' });
    for (let i = 0; i < 4; i++) await tokenPost({ username: 'forgetful', password: 'nope-nope' }, '10.3.0.1');
    expect((await tokenPost({ username: 'forgetful', password: TEST_PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await tokenPost({ username: 'forgetful', password: 'nope-nope' }, '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await tokenPost({ username: 'forgetful', password: TEST_PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
  });

  test('successful logins do not use up an address: a lab signing in many times from one address is never throttled', async () => {
    for (let i = 0; i < 30; i++) expect((await tokenPost({ username: 'karim', password: TEST_PASSWORD }, '10.4.0.1')).statusCode).toBe(200);
  });

  test('an IPv6 /64 is one address: guesses from its many addresses add up, and another /64 is not slowed', async () => {
    await addUser(t, { username: 'v6user' });
    for (let i = 1; i <= 5; i++) {
      expect((await tokenPost({ username: 'v6user', password: 'wrong-password' }, `2001:db8:aa:1::${i.toString(16)}`)).statusCode).toBe(401);
    }
    expect((await tokenPost({ username: 'v6user', password: TEST_PASSWORD }, '2001:0db8:00aa:0001:ffff:1:2:3')).statusCode).toBe(429);
    expect((await tokenPost({ username: 'v6user', password: TEST_PASSWORD }, '2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  test('concurrent guesses cannot pass the limit together: of twelve at once, at most five are checked', async () => {
    await addUser(t, { username: 'burst' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => tokenPost({ username: 'burst', password: 'wrong-password' }, '10.5.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('GET /api/user/', () => {
  test('with a bearer token answers the user, without the password', async () => {
    const { access } = await login(t.app, 'rahim');
    const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${access}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'rahim',
      full_name: 'রহিম উদ্দিন',
      email: null,
      phone: '01712345678',
      role: 'General',
      profile_picture: null,
    });
  });

  test('with the session cookie answers the user', async () => {
    const { cookies } = await login(t.app, 'rahim');
    const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: cookies } });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('rahim');
  });

  test('a session cookie with a NUL character (or anything createSession never makes) is no session: 401, not a database error', async () => {
    for (const cookie of ['sessionid=%00abc.def', 'sessionid=abc%00.def', 'sessionid=a%20b.c']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie } });
      expect({ cookie, status: response.statusCode }).toEqual({ cookie, status: 401 });
    }
  });

  test('anonymous is 401 with DRF wording', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  test.each([
    ['garbage', 'Bearer not-a-token'],
    ['a refresh token used as access', 'REFRESH'],
    ['a forged signature', 'FORGED'],
  ])('%s is 401 token_not_valid', async (_case, header) => {
    const { access, refresh } = await login(t.app, 'rahim');
    const value =
      header === 'REFRESH' ? `Bearer ${refresh}` : header === 'FORGED' ? `Bearer ${access.slice(0, -4)}AAAA` : header;
    const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: value } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  });

  test('an access token expires after ACCESS_TOKEN_LIFETIME; the session cookie still works', async () => {
    const { access, cookies } = await login(t.app, 'karim');
    t.clock.advance(59 * 60);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${access}` } });
    expect(fresh.statusCode).toBe(200);
    t.clock.advance(2 * 60);
    const stale = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${access}` } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('token_not_valid');
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: cookies } });
    expect(byCookie.statusCode).toBe(200);
  });

  test('the session ends after SESSION_LIFETIME: cookie and refresh token no longer work', async () => {
    const { refresh, cookies } = await login(t.app, 'karim');
    t.clock.advance(14 * 86400 + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: cookies } })).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(refreshed.statusCode).toBe(401);
  });
});

describe('POST /api/token/refresh/', () => {
  test('a refresh token gives a new working access token and a new refresh token (rotation: refresh-rotation.test.ts)', async () => {
    const { refresh } = await login(t.app, 'rahim');
    t.clock.advance(2 * 60 * 60); // the first access token has expired by now
    const response = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['access', 'refresh']);
    const user = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${response.json().access}` } });
    expect(user.statusCode).toBe(200);
  });

  test('the session cookie with the CSRF header gives a new access token only (the browser client keeps no refresh token)', async () => {
    const { cookies, csrf } = await login(t.app, 'rahim');
    const response = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', headers: { cookie: cookies, 'x-csrftoken': csrf } });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['access']);
    const user = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${response.json().access}` } });
    expect(user.json().username).toBe('rahim');
  });

  test('the session cookie without the CSRF header is 403', async () => {
    const { cookies } = await login(t.app, 'rahim');
    const response = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', headers: { cookie: cookies } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
  });

  test('an invalid refresh token is 401; an access token is not a refresh token; nothing at all is 400', async () => {
    const { access } = await login(t.app, 'rahim');
    for (const refresh of ['nonsense', access]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ refresh: ['This field is required.'] });
  });
});

describe('POST /api/logout/', () => {
  test('revokes the session: the old access token, the refresh token and the cookie are all refused afterwards', async () => {
    const signedIn = await login(t.app, 'rahim');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { cookie: signedIn.cookies, 'x-csrftoken': signedIn.csrf },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = (response.cookies as Cookie[]).find((c) => c.name === 'sessionid')!;
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);

    const byBearer = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${signedIn.access}` } });
    expect(byBearer.statusCode).toBe(401);
    expect(byBearer.json().code).toBe('token_not_valid');
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: signedIn.cookies } });
    expect(byCookie.statusCode).toBe(401);
    const byRefresh = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: signedIn.refresh } });
    expect(byRefresh.statusCode).toBe(401);
    const refreshByCookie = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      headers: { cookie: signedIn.cookies, 'x-csrftoken': signedIn.csrf },
    });
    expect(refreshByCookie.statusCode).toBe(401);
  });

  test('with a bearer token (no CSRF header needed) revokes that session only', async () => {
    const first = await login(t.app, 'karim');
    const second = await login(t.app, 'karim');
    const response = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${first.access}` } });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${first.access}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${second.access}` } })).statusCode).toBe(200);
  });

  test('by bearer token, the cookie session sent along ends too', async () => {
    const signedIn = await login(t.app, 'karim');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { authorization: `Bearer ${signedIn.access}`, cookie: signedIn.cookies },
    });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: signedIn.cookies } })).statusCode).toBe(401);
  });

  test('signing in again ends the session of the cookie being replaced', async () => {
    const first = await login(t.app, 'karim');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { cookie: first.cookies },
      payload: { username: 'karim', password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${first.access}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${again.json().access}` } })).statusCode).toBe(200);
  });

  test('without any credentials it still answers 204 and clears the cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { cookie: 'sessionid=stale.value' } });
    expect(response.statusCode).toBe(204);
    expect(cookieValue(response, 'sessionid')).toBe('');
  });

  test('with a refresh token in the body revokes its session', async () => {
    const signedIn = await login(t.app, 'karim');
    const response = await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: signedIn.refresh } });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${signedIn.access}` } })).statusCode).toBe(401);
  });
});
