// POST register/: JSON or multipart, validated with the shared registerSchema, optional profile picture.
import { png, jpeg } from './images';
import { login, mediaFiles, multipart, readStored, startTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GOOD = { full_name: 'সাকিব হাসান', phone: '01712345678', password: 'mango-tree-42', confirm_password: 'mango-tree-42' };

function register(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/register/', payload });
}

async function registerMultipart(fields: Record<string, string>, picture?: { data: Buffer; filename: string; type?: string }) {
  const form = await multipart(fields, picture ? { profile_picture: picture } : {});
  return t.app.inject({ method: 'POST', url: '/api/register/', headers: form.headers, payload: form.payload });
}

async function storedProfiles(): Promise<string[]> {
  return (await mediaFiles(t.config)).filter((key) => key.startsWith('profiles/')).map((key) => key.slice('profiles/'.length));
}

async function userCount(username: string): Promise<number> {
  const rows = await t.app.db.selectFrom('users').select('id').where('username', '=', username).execute();
  return rows.length;
}

describe('success', () => {
  test('JSON: 201 with the user, role General, no password; the new user can sign in', async () => {
    const response = await register({ username: 'sakib', email: 'sakib@example.com', ...GOOD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'sakib',
      full_name: 'সাকিব হাসান',
      email: 'sakib@example.com',
      phone: '01712345678',
      role: 'General',
      profile_picture: null,
    });
    expect(response.body).not.toMatch(/mango|scrypt|password/);
    const signedIn = await login(t.app, 'sakib', 'mango-tree-42');
    expect(signedIn.access).toBeTruthy();
  });

  test('the stored password is a scrypt hash, never the password', async () => {
    await register({ username: 'hashcheck', ...GOOD });
    const row = await t.app.db.selectFrom('users').select('password').where('username', '=', 'hashcheck').executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password).not.toContain('mango-tree-42');
  });

  test('multipart without a picture', async () => {
    const response = await registerMultipart({ username: 'formuser', ...GOOD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: 'formuser', profile_picture: null, email: null });
  });

  test('multipart with a PNG picture: stored under a random name in profiles/, answered as a /media/ URL and served', async () => {
    const picture = png();
    const response = await registerMultipart({ username: 'withpic', ...GOOD }, { data: picture, filename: 'uploader-name.png', type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const url: string = response.json().profile_picture;
    expect(url).toMatch(/^http:\/\/localhost:80\/media\/profiles\/[0-9a-f]{24}\.png$/);
    expect(url).not.toContain('uploader-name');
    const stored = (await readStored(t.config, url.replace('http://localhost:80/media/', '')))!;
    expect(stored.equals(picture)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(picture)).toBe(true);

    const signedIn = await login(t.app, 'withpic', GOOD.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${signedIn.access}` } });
    expect(me.json().profile_picture).toBe(url);
  });

  test('a JPEG picture is stored without its Exif (GPS), keeping its orientation; the name says what it really is', async () => {
    const picture = jpeg({ secret: 'GPS 23.8103N 90.4125E Canon EOS', orientation: 6 });
    const response = await registerMultipart({ username: 'jpegpic', ...GOOD }, { data: picture, filename: 'holiday.png', type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const url: string = response.json().profile_picture;
    expect(url).toMatch(/\.jpg$/);
    const stored = (await readStored(t.config, url.replace('http://localhost:80/media/', '')))!;
    expect(stored.toString('latin1')).not.toContain('GPS');
    expect(stored.toString('latin1')).not.toContain('Canon');
    expect(stored.includes(Buffer.from([0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06]))).toBe(true);
  });

  test('with PUBLIC_URL set the picture URL is absolute', async () => {
    const other = await startTestApp({ publicUrl: 'https://college.example.edu' });
    try {
      const form = await multipart({ username: 'abs', ...GOOD }, { profile_picture: { data: png(), filename: 'a.png' } });
      const response = await other.app.inject({ method: 'POST', url: '/api/register/', headers: form.headers, payload: form.payload });
      expect(response.statusCode).toBe(201);
      expect(response.json().profile_picture).toMatch(/^https:\/\/college\.example\.edu\/media\/profiles\/[0-9a-f]+\.png$/);
    } finally {
      await other.close();
    }
  });

  test('a phone in Bengali digits is stored in Latin digits', async () => {
    const response = await register({ username: 'bangla', ...GOOD, phone: '০১৭১২-৩৪৫৬৭৮' });
    expect(response.statusCode).toBe(201);
    expect(response.json().phone).toBe('01712345678');
    const row = await t.app.db.selectFrom('users').select('phone').where('username', '=', 'bangla').executeTakeFirstOrThrow();
    expect(row.phone).toBe('01712345678');
  });

  test('the role cannot be chosen: role Admin in the request is ignored', async () => {
    const response = await register({ username: 'sneaky', ...GOOD, role: 'Admin', id: 999 });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('General');
    expect(response.json().id).not.toBe(999);
    const row = await t.app.db.selectFrom('users').select('role').where('username', '=', 'sneaky').executeTakeFirstOrThrow();
    expect(row.role).toBe('General');
  });

  test('text is trimmed', async () => {
    const response = await register({ username: '  spaced  ', ...GOOD, full_name: '  Trim Me ' });
    expect(response.json()).toMatchObject({ username: 'spaced', full_name: 'Trim Me' });
  });
});

describe('refusals', () => {
  test('a taken username is 400 on username', async () => {
    await register({ username: 'taken', ...GOOD });
    const response = await register({ username: 'taken', ...GOOD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'] });
  });

  test('passwords that differ are 400 non_field_errors', async () => {
    const response = await register({ username: 'mismatch', ...GOOD, confirm_password: 'mango-tree-43' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Passwords do not match.'] });
    expect(await userCount('mismatch')).toBe(0);
  });

  test.each([
    ['too short', 'ab1-x', 'Ensure this field has at least 8 characters.'],
    ['entirely numeric', '9876543210', 'This password is entirely numeric.'],
    ['entirely numeric in Bengali digits', '৯৮৭৬৫৪৩২১০', 'This password is entirely numeric.'],
    ['the username', 'weakling1', 'The password is too similar to the username.'],
    ['too common', 'password123', 'This password is too common.'],
  ])('a password %s is 400 on password', async (_case, password, message) => {
    const response = await register({ username: 'weakling1', ...GOOD, password, confirm_password: password });
    expect(response.statusCode).toBe(400);
    expect(response.json().password).toContain(message);
    expect(await userCount('weakling1')).toBe(0);
  });

  test('a username with spaces or symbols is 400; letters of any script are fine', async () => {
    const response = await register({ username: 'two words', ...GOOD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'],
    });
    const bengali = await register({ username: 'রহিম.১', ...GOOD });
    expect(bengali.statusCode).toBe(201);
  });

  test('required fields are named', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['This field is required.'],
      full_name: ['This field is required.'],
      phone: ['This field is required.'],
      password: ['This field is required.'],
      confirm_password: ['This field is required.'],
    });
  });

  test('a malformed email and a phone that is not 11 digits are field errors', async () => {
    const response = await register({ username: 'badcontact', ...GOOD, email: 'not-an-email', phone: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Enter a valid email address.'],
      phone: ['Enter an 11-digit mobile number (01XXXXXXXXX).'],
    });
  });

  test('a picture that is not a JPEG/PNG/WebP is 415 and nothing is stored', async () => {
    const before = await storedProfiles();
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await registerMultipart({ username: 'badpic', ...GOOD }, { data: fake, filename: 'cat.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ profile_picture: ['Upload a valid image: JPEG, PNG or WebP.'] });
    expect(await storedProfiles()).toEqual(before);
    expect(await userCount('badpic')).toBe(0);
  });

  test('a picture over 2 MB is 413 and nothing is stored', async () => {
    const before = await storedProfiles();
    const big = jpeg({ padTo: 2 * 1024 * 1024 + 10 });
    const response = await registerMultipart({ username: 'bigpic', ...GOOD }, { data: big, filename: 'big.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ profile_picture: ['The file is too large: at most 2 MB.'] });
    expect(await storedProfiles()).toEqual(before);
    expect(await userCount('bigpic')).toBe(0);
  });

  test('a picture over the server-wide upload limit reports the picture\'s own 2 MB limit', async () => {
    const huge = jpeg({ padTo: t.config.uploadMaxBytes + 1 });
    const response = await registerMultipart({ username: 'hugepic', ...GOOD }, { data: huge, filename: 'huge.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ profile_picture: ['The file is too large: at most 2 MB.'] });
    expect(await userCount('hugepic')).toBe(0);
  });

  test('a file over the server-wide upload limit is 413 while it is read', async () => {
    const small = await startTestApp({ uploadMaxBytes: 1024 });
    try {
      const form = await multipart({ username: 'huge', ...GOOD }, { profile_picture: { data: Buffer.alloc(4096, 1), filename: 'x.png' } });
      const response = await small.app.inject({ method: 'POST', url: '/api/register/', headers: form.headers, payload: form.payload });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ profile_picture: ['The file is too large: at most 1 KB.'] });
    } finally {
      await small.close();
    }
  });

  test('field errors come before the picture check, and a refused request stores nothing', async () => {
    const before = await storedProfiles();
    const response = await registerMultipart({ username: 'nofields' }, { data: png(), filename: 'ok.png' });
    expect(response.statusCode).toBe(400);
    expect(await storedProfiles()).toEqual(before);
  });

  test('there is no GET on register/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/register/' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ detail: 'Method "GET" not allowed.' });
  });
});
