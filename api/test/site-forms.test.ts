// The public forms posted as plain HTML (site/forms.ts): login, register, contact and sign-out work without the
// page's script, with the API's rules and the spec's messages drawn into the page, only from the site's own
// pages (Origin or Referer) and with the visitor's CSRF token, as Django's forms.
import { addUser, cookieValue, login, multipart, TEST_PASSWORD, type TestContext } from './helpers';
import { startStandInSite, type StandInSite } from './standInSite';

let site: StandInSite;
let t: TestContext;

beforeAll(async () => {
  site = await startStandInSite();
  t = site.t;
  await addUser(t, { username: 'karim' });
});
afterAll(() => site.close());

const ORIGIN = 'http://localhost:80';
const TOKEN = Buffer.alloc(32, 7).toString('base64url'); // a visitor's csrftoken, as the server makes them
const FORM = 'application/x-www-form-urlencoded';

/** A form post as a browser sends it from one of the site's pages. */
function post(url: string, fields: Record<string, string>, { origin = ORIGIN, token = TOKEN, cookie = '' } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': FORM, host: 'localhost:80', origin, accept: 'text/html', cookie: `csrftoken=${TOKEN}${cookie ? `; ${cookie}` : ''}` },
    payload: new URLSearchParams({ csrfmiddlewaretoken: token, ...fields }).toString(),
  });
}

/** The form state the stand-in drew into the page. */
function drawnForm(body: string): unknown {
  const found = /<p id="form">(.*?)<\/p>/.exec(body);
  return found ? JSON.parse(found[1].replace(/&lt;/g, '<')) : null;
}

async function sessionsOf(username: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('users.username', '=', username)
    .where('sessions.revoked_at', 'is', null)
    .execute();
  return rows.length;
}

describe('POST /login', () => {
  test('signs in with a session cookie and sends the visitor home, where "Login successful!" is shown once', async () => {
    const response = await post('/login', { username: 'karim', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const session = cookieValue(response, 'sessionid');
    expect(session).toBeTruthy();
    expect(cookieValue(response, 'college_flash')).toBe('login');

    const home = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: `sessionid=${session}; college_flash=login` } });
    expect(drawnForm(home.body)).toEqual({ message: 'loginSuccess' });
    expect(home.body).toContain('<div class="pub-auth-slot"><form action="/logout"><button>সাইন আউট</button></form></div>');
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(home.cookies.find((c) => c.name === 'college_flash')?.value).toBe('');
  });

  test('draws the page again with the spec message and the username, never the password, for a wrong password', async () => {
    const response = await post('/login', { username: 'karim', password: 'not-it-at-all' });
    expect(response.statusCode).toBe(401);
    expect(drawnForm(response.body)).toEqual({ form: 'login', values: { username: 'karim' }, message: 'loginInvalid' });
    expect(response.body).not.toContain('not-it-at-all');
    expect(cookieValue(response, 'sessionid')).toBeUndefined();
  });

  test('refuses empty fields with "Username and password are required!" and asks the API nothing', async () => {
    const response = await post('/login', { username: '  ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(drawnForm(response.body)).toMatchObject({ form: 'login', message: 'loginRequired' });
  });

  test('refuses a post from another site, or without the visitor\'s CSRF token, and signs nobody in', async () => {
    const before = await sessionsOf('karim');
    const foreign = await post('/login', { username: 'karim', password: TEST_PASSWORD }, { origin: 'http://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(drawnForm(foreign.body)).toMatchObject({ form: 'login', message: 'formExpired' });
    const planted = await post('/login', { username: 'karim', password: TEST_PASSWORD }, { token: 'another-token' });
    expect(planted.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': FORM, host: 'localhost:80', cookie: `csrftoken=${TOKEN}` },
      payload: new URLSearchParams({ csrfmiddlewaretoken: TOKEN, username: 'karim', password: TEST_PASSWORD }).toString(),
    });
    expect(noOrigin.statusCode).toBe(403);
    const byReferer = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': FORM, host: 'localhost:80', referer: 'http://localhost:80/login', cookie: `csrftoken=${TOKEN}` },
      payload: new URLSearchParams({ csrfmiddlewaretoken: TOKEN, username: 'karim', password: TEST_PASSWORD }).toString(),
    });
    expect(byReferer.statusCode).toBe(303);
    expect(await sessionsOf('karim')).toBe(before + 1);
  });
});

describe('POST /login?mode=register', () => {
  test('registers and sends the visitor to Login with "Registration successful!"', async () => {
    const response = await post('/login?mode=register', {
      username: 'rahim',
      full_name: 'রহিম উদ্দিন',
      email: '',
      phone: '০১৭১১২২৩৩৪৪',
      password: 'a-strong-pass-1',
      confirm_password: 'a-strong-pass-1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(cookieValue(response, 'college_flash')).toBe('registered');
    const user = await t.app.db.selectFrom('users').selectAll().where('username', '=', 'rahim').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'General', phone: '01711223344', email: null });
  });

  test('takes the profile picture of a multipart post', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const body = await multipart(
      { csrfmiddlewaretoken: TOKEN, username: 'salma', full_name: 'Salma', phone: '01811223344', password: 'a-strong-pass-2', confirm_password: 'a-strong-pass-2' },
      { profile_picture: { data: png, filename: 'me.png', type: 'image/png' } },
    );
    const response = await t.app.inject({ method: 'POST', url: '/login?mode=register', headers: { ...body.headers, host: 'localhost:80', origin: ORIGIN, cookie: `csrftoken=${TOKEN}` }, payload: body.payload });
    expect(response.statusCode).toBe(303);
    const user = await t.app.db.selectFrom('users').selectAll().where('username', '=', 'salma').executeTakeFirstOrThrow();
    expect(user.profile_picture).toMatch(/^profiles\//);
  });

  test('draws the form again with the typed values, the server\'s field errors and "Registration failed."', async () => {
    const response = await post('/login?mode=register', { username: 'rahim', full_name: 'Another', phone: '01711223355', password: 'a-strong-pass-3', confirm_password: 'a-strong-pass-3' });
    expect(response.statusCode).toBe(400);
    expect(drawnForm(response.body)).toEqual({
      form: 'register',
      values: { username: 'rahim', full_name: 'Another', email: '', phone: '01711223355' },
      errors: { username: 'A user with that username already exists.' },
      message: 'registerFailed',
    });
    expect(response.body).not.toContain('a-strong-pass-3');
  });

  test('refuses different passwords with "Passwords do not match!" and stores nothing', async () => {
    const response = await post('/login?mode=register', { username: 'nobody', full_name: 'No Body', phone: '01711223366', password: 'a-strong-pass-4', confirm_password: 'a-strong-pass-5' });
    expect(response.statusCode).toBe(400);
    expect(drawnForm(response.body)).toMatchObject({ form: 'register', message: 'registerMismatch' });
    expect(await t.app.db.selectFrom('users').select('id').where('username', '=', 'nobody').executeTakeFirst()).toBeUndefined();
  });
});

describe('POST /contact', () => {
  const contacts = async () => (await t.app.db.selectFrom('contacts').select('id').execute()).length;

  test('stores the message and sends the visitor back to the contact page with the success message', async () => {
    const before = await contacts();
    const response = await post('/contact', { name: 'Rahim', email: '', phone: '01711223344', message: 'ভর্তির তারিখ জানতে চাই' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact');
    expect(cookieValue(response, 'college_flash')).toBe('contact');
    expect(await contacts()).toBe(before + 1);
    const page = await t.app.inject({ method: 'GET', url: '/contact', headers: { accept: 'text/html', cookie: 'college_flash=contact' } });
    expect(drawnForm(page.body)).toEqual({ form: 'contact', message: 'contactSuccess' });
  });

  test('refuses a message without email or phone with the spec message, keeping what was typed, storing nothing', async () => {
    const before = await contacts();
    const response = await post('/contact', { name: 'Rahim', email: ' ', phone: '', message: 'Hello' });
    expect(response.statusCode).toBe(400);
    expect(drawnForm(response.body)).toEqual({ form: 'contact', values: { name: 'Rahim', email: ' ', phone: '', message: 'Hello' }, message: 'contactNeedReach' });
    expect(await contacts()).toBe(before);
  });

  test('shows the failure message for what the API refuses', async () => {
    const response = await post('/contact', { name: 'Rahim', email: 'not-an-email', phone: '', message: 'Hello' });
    expect(response.statusCode).toBe(400);
    expect(drawnForm(response.body)).toMatchObject({ form: 'contact', message: 'contactFailure', errors: { email: expect.any(String) } });
  });
});

describe('POST /logout', () => {
  test('ends the session and goes back to the page it was pressed on', async () => {
    await addUser(t, { username: 'leaver' });
    const signedIn = await login(t.app, 'leaver');
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': FORM, host: 'localhost:80', origin: ORIGIN, referer: 'http://localhost:80/notice?page=2', cookie: signedIn.cookies },
      payload: new URLSearchParams({ csrfmiddlewaretoken: signedIn.csrf }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/notice?page=2');
    expect(await sessionsOf('leaver')).toBe(0);
    const user = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: signedIn.cookies } });
    expect(user.statusCode).toBe(401);
  });

  test('ends nothing for a post from another site', async () => {
    await addUser(t, { username: 'stayer' });
    const signedIn = await login(t.app, 'stayer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': FORM, host: 'localhost:80', origin: 'http://evil.example', cookie: signedIn.cookies },
      payload: new URLSearchParams({ csrfmiddlewaretoken: signedIn.csrf }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(await sessionsOf('stayer')).toBe(1);
  });

  test('ends nothing when the token was planted in the cookie jar: it is not the session\'s', async () => {
    await addUser(t, { username: 'planted-leaver' });
    const signedIn = await login(t.app, 'planted-leaver');
    const planted = Buffer.alloc(32, 9).toString('base64url');
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': FORM, host: 'localhost:80', origin: ORIGIN, cookie: `sessionid=${signedIn.sessionCookie}; csrftoken=${planted}` },
      payload: new URLSearchParams({ csrfmiddlewaretoken: planted }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(await sessionsOf('planted-leaver')).toBe(1);
  });
});

describe('a redirect back to the page a form came from stays on the site', () => {
  let leavers = 0;
  test.each(['http://localhost:80//evil.example/x', 'http://localhost:80/\\evil.example/x', 'http://localhost:80/%2F%2Fevil.example/x', 'http://evil.example/notice'])(
    'sign-out posted from %j goes to /',
    async (referer) => {
      const username = `leaver-${(leavers += 1)}`;
      await addUser(t, { username });
      const signedIn = await login(t.app, username);
      const response = await t.app.inject({
        method: 'POST',
        url: '/logout',
        headers: { 'content-type': FORM, host: 'localhost:80', origin: ORIGIN, referer, cookie: signedIn.cookies },
        payload: new URLSearchParams({ csrfmiddlewaretoken: signedIn.csrf }).toString(),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    },
  );

  test('a dashboard page is not gone back to after signing out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/logout', headers: { 'content-type': FORM, host: 'localhost:80', origin: ORIGIN, referer: 'http://localhost:80/dashboard/students' }, payload: '' });
    expect(response.headers.location).toBe('/');
  });
});

describe("POST /light, the footer's choice", () => {
  const choose = (light: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/light',
      headers: { 'content-type': FORM, host: 'localhost:80', origin: ORIGIN, referer: 'http://localhost:80/notice?page=2', cookie: `csrftoken=${TOKEN}`, ...headers },
      payload: new URLSearchParams({ light }).toString(),
    });

  test('sets the cookie for a year and goes back to the page, which is then light, or full again', async () => {
    const on = await choose('on');
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe('/notice?page=2');
    expect(cookieValue(on, 'college_light')).toBe('1');
    expect(String(on.headers['set-cookie'])).toMatch(/college_light=1; Max-Age=31449600; Path=\/; HttpOnly; SameSite=Lax/);
    const lightPage = await t.app.inject({ method: 'GET', url: '/notice?page=2', headers: { accept: '*/*', cookie: 'college_light=1' } });
    expect(lightPage.body).not.toContain('<script');
    const off = await choose('off', { 'save-data': 'on' });
    expect(cookieValue(off, 'college_light')).toBe('0');
    const fullPage = await t.app.inject({ method: 'GET', url: '/notice?page=2', headers: { accept: '*/*', 'save-data': 'on', cookie: 'college_light=0' } });
    expect(fullPage.body).toContain('<script');
  });

  test('is refused from another site or without the csrftoken cookie (SameSite=Lax: never sent cross-site)', async () => {
    for (const headers of [{ origin: 'http://evil.example' }, { cookie: '' }, { origin: '', referer: '' }] as Array<Record<string, string>>) {
      const refused = await choose('on', headers);
      expect(refused.statusCode).toBe(303);
      expect(cookieValue(refused, 'college_light')).toBeUndefined();
      expect(cookieValue(refused, 'college_flash')).toBe('expired');
    }
  });

  test('goes back only to a page of the site', async () => {
    expect((await choose('on', { referer: 'http://localhost:80//evil.example/x' })).headers.location).toBe('/');
    expect((await choose('on', { referer: 'http://localhost:80/about' })).headers.location).toBe('/about');
  });

  test('an unknown choice changes nothing', async () => {
    const answer = await choose('maybe');
    expect(answer.statusCode).toBe(303);
    expect(cookieValue(answer, 'college_light')).toBeUndefined();
  });
});

test('a signed-in visitor sends the contact form without scripts, with the token the page drew (masked)', async () => {
  await addUser(t, { username: 'writer' });
  const signedIn = await login(t.app, 'writer');
  const drawn = await t.app.inject({ method: 'GET', url: '/contact', headers: { accept: 'text/html', cookie: signedIn.cookies } });
  const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(drawn.body)?.[1];
  expect(token).toBeDefined();
  const response = await t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': FORM, host: 'localhost:80', origin: ORIGIN, cookie: signedIn.cookies },
    payload: new URLSearchParams({ csrfmiddlewaretoken: token!, name: 'Writer', email: 'writer@example.com', phone: '', message: 'From a signed-in visitor' }).toString(),
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/contact');
});

test('a registration past REGISTER_RATE from the plain form is drawn again with the API\'s wait passed on', async () => {
  const limited = await startStandInSite({ registerRate: { limit: 1, windowSeconds: 3600 } });
  try {
    const register = (username: string) =>
      limited.t.app.inject({
        method: 'POST',
        url: '/login?mode=register',
        remoteAddress: '198.51.100.20',
        headers: { 'content-type': FORM, host: 'localhost:80', origin: ORIGIN, accept: 'text/html', cookie: `csrftoken=${TOKEN}` },
        payload: new URLSearchParams({ csrfmiddlewaretoken: TOKEN, username, full_name: 'Salma', phone: '01811223344', password: 'a-strong-pass-2', confirm_password: 'a-strong-pass-2' }).toString(),
      });
    expect((await register('first-comer')).statusCode).toBe(303);
    const refused = await register('second-comer');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(drawnForm(refused.body)).toMatchObject({ form: 'register', message: 'registerFailed' });
  } finally {
    await limited.close();
  }
});
