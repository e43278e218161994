// Restarts keep data; the start-up Admin (ADMIN_USERNAME/ADMIN_PASSWORD) and the createadmin command.
import { ensureAdmin } from '../src/auth';
import { runCli } from '../src/cli';
import { migrateToLatest } from '../src/db';
import { addUser, login, startTestApp, TEST_PASSWORD, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

test('a restart on the same database keeps users and their sessions; migrations run again harmlessly', async () => {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { username: 'survivor', full_name: 'S', phone: '01912345678', password: 'long-lasting-1', confirm_password: 'long-lasting-1' },
  });
  expect(registered.statusCode).toBe(201);
  const before = await login(t.app, 'survivor', 'long-lasting-1');

  await t.restart();
  expect(await migrateToLatest(t.app.db)).toEqual([]); // nothing left to apply

  const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(before.access) });
  expect(me.statusCode).toBe(200);
  expect(me.json().username).toBe('survivor');
  expect((await login(t.app, 'survivor', 'long-lasting-1')).access).toBeTruthy();
});

describe('ensureAdmin (ADMIN_USERNAME / ADMIN_PASSWORD on start)', () => {
  test('creates the Admin, who can sign in with role Admin', async () => {
    expect(await ensureAdmin(t.app.db, { username: 'principal', password: 'first-secret-1' }, t.config.scrypt, t.clock.now())).toBe('created');
    const { access } = await login(t.app, 'principal', 'first-secret-1');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(access) });
    expect(me.json()).toMatchObject({ username: 'principal', role: 'Admin' });
  });

  test('the same password again changes nothing and keeps sessions', async () => {
    const { access } = await login(t.app, 'principal', 'first-secret-1');
    expect(await ensureAdmin(t.app.db, { username: 'principal', password: 'first-secret-1' }, t.config.scrypt, t.clock.now())).toBe('unchanged');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(access) })).statusCode).toBe(200);
  });

  test('a new password resets it and ends the old sessions', async () => {
    const { access } = await login(t.app, 'principal', 'first-secret-1');
    expect(await ensureAdmin(t.app.db, { username: 'principal', password: 'second-secret-2' }, t.config.scrypt, t.clock.now())).toBe('updated');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(access) })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'principal', password: 'first-secret-1' } });
    expect(wrong.statusCode).toBe(401);
    expect((await login(t.app, 'principal', 'second-secret-2')).access).toBeTruthy();
  });

  test('promotes an existing General user', async () => {
    await addUser(t, { username: 'teacher1' });
    expect(await ensureAdmin(t.app.db, { username: 'teacher1', password: TEST_PASSWORD }, t.config.scrypt, t.clock.now())).toBe('updated');
    const { access } = await login(t.app, 'teacher1');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(access) });
    expect(me.json().role).toBe('Admin');
  });
});

describe('createadmin command', () => {
  function capture() {
    const lines = { out: [] as string[], err: [] as string[] };
    return { lines, io: { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) } };
  }

  test('--username --password --full-name creates an Admin', async () => {
    const { lines, io } = capture();
    const code = await runCli(['createadmin', '--username', 'headmaster', '--password', 'cli-secret-99', '--full-name', 'প্রধান শিক্ষক'], {
      config: t.config,
      io,
      env: {},
    });
    expect(code).toBe(0);
    expect(lines.out).toEqual(['Admin "headmaster" created.']);
    const { access } = await login(t.app, 'headmaster', 'cli-secret-99');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(access) });
    expect(me.json()).toMatchObject({ role: 'Admin', full_name: 'প্রধান শিক্ষক' });
  });

  test('falls back to ADMIN_USERNAME / ADMIN_PASSWORD and resets an existing account (--name=value form too)', async () => {
    const { lines, io } = capture();
    const code = await runCli(['createadmin', '--full-name=Head Master'], {
      config: t.config,
      io,
      env: { ADMIN_USERNAME: 'headmaster', ADMIN_PASSWORD: 'env-secret-77' },
    });
    expect(code).toBe(0);
    expect(lines.out).toEqual(['Admin "headmaster" updated.']);
    expect((await login(t.app, 'headmaster', 'env-secret-77')).access).toBeTruthy();
  });

  test.each([
    [['createadmin'], 'usage'],
    [['createadmin', '--username', 'x'], 'usage'],
    [['createadmin', '--username', 'x', '--password', 'short'], 'at least 8'],
    [['createadmin', '--username'], 'needs a value'],
    [['dropeverything'], 'usage'],
  ])('%j is refused with exit code 2', async (argv, message) => {
    const { lines, io } = capture();
    expect(await runCli(argv, { config: t.config, io, env: {} })).toBe(2);
    expect(lines.err.join('\n')).toContain(message);
  });
});
