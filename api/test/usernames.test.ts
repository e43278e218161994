// Usernames are one name after NFKC and case folding, and a new one may not mix scripts (issue 11, point 8):
// register/, sign-in by the exact name then the key, the start-up Admin and the CLI, clashes kept from before
// the rule, and the database's unique index across processes.
import { type Kysely, Migrator } from 'kysely';
import { USERNAME_MIXED_SCRIPTS_MESSAGE } from 'remote_shared/schemas';
import { buildApp } from '../src/app';
import { ensureAdmin, hashPassword } from '../src/auth';
import { createUser, reportUsernameClashes, UsernameRefusedError } from '../src/auth/users';
import { runCli } from '../src/cli';
import { isUniqueViolation, openDatabase } from '../src/db';
import { migrations } from '../src/db/migrations';
import { createTestDatabase, login, startTestApp, TEST_PASSWORD, TestClock, testConfig, type TestContext } from './helpers';

const TAKEN = 'A user with that username already exists.';
const CYRILLIC_ADMIN = '\u0430dmin'; // Cyrillic а, then Latin dmin
const MIXED_NEW = '\u0438van'; // Cyrillic и, then Latin van: like nobody's name
const GOOD = { full_name: 'ব্যবহারকারী', phone: '01712345678', password: 'mango-tree-42', confirm_password: 'mango-tree-42' };

function register(context: TestContext, username: string) {
  return context.app.inject({ method: 'POST', url: '/api/register/', payload: { username, ...GOOD } });
}

function signIn(context: TestContext, username: string, password: string) {
  return context.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
}

async function whoAmI(context: TestContext, access: string): Promise<string> {
  const me = await context.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${access}` } });
  return me.json().username;
}

describe('new names', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  test('a mixed-script name is refused with its own message, even with nobody else registered', async () => {
    const response = await register(t, CYRILLIC_ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [USERNAME_MIXED_SCRIPTS_MESSAGE] });
    expect(await t.app.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  test('Admin, ADMIN, fullwidth ａｄｍｉｎ and admın are refused beside admin', async () => {
    expect((await register(t, 'admin')).statusCode).toBe(201);
    for (const name of ['Admin', 'ADMIN', 'ａｄｍｉｎ', 'ＡＤＭＩＮ', 'admın']) {
      const response = await register(t, name);
      expect([name, response.statusCode, response.json()]).toEqual([name, 400, { username: [TAKEN] }]);
    }
    expect((await register(t, CYRILLIC_ADMIN)).json()).toEqual({ username: [USERNAME_MIXED_SCRIPTS_MESSAGE] });
  });

  test('one-script names are allowed: Bengali, Latin with digits and ._-, Latin with extended letters', async () => {
    for (const name of ['রহিম', 'rahim.k-2', 'paylaşım', 'রহিম২০২৫']) {
      const response = await register(t, name);
      expect([name, response.statusCode]).toEqual([name, 201]);
      expect(response.json().username).toBe(name); // stored as typed; only compared by its key
    }
    // Bengali and Latin digits are one name, as everywhere on the site.
    expect((await register(t, 'রহিম2025')).json()).toEqual({ username: [TAKEN] });
    expect((await register(t, 'rahimরহিম')).json()).toEqual({ username: [USERNAME_MIXED_SCRIPTS_MESSAGE] });
  });

  test('a name wholly in Cyrillic or Greek that looks like a taken Latin name is refused; other Cyrillic names are not', async () => {
    expect((await register(t, 'copy')).statusCode).toBe(201);
    expect((await register(t, 'tot')).statusCode).toBe(201);
    // с о р у, Т О Т and τ ο τ are Cyrillic and Greek letters, each name in one script.
    for (const name of ['\u0441\u043e\u0440\u0443', '\u0421\u041e\u0420\u0423', '\u0422\u041e\u0422', '\u0442\u043e\u0442', '\u03a4\u039f\u03a4']) {
      const response = await register(t, name);
      expect([name, response.statusCode, response.json()]).toEqual([name, 400, { username: [TAKEN] }]);
    }
    expect((await register(t, 'иван')).statusCode).toBe(201);
    expect((await register(t, 'ИВАН')).json()).toEqual({ username: [TAKEN] });
    // Latin's own look-alikes stay apart: a Latin name is compared as it reads.
    expect((await register(t, 'rnango')).statusCode).toBe(201);
    expect((await register(t, 'mango')).statusCode).toBe(201);
    // Signing in by the look-alike reaches the one Latin account.
    const response = await signIn(t, '\u0441\u043e\u0440\u0443', GOOD.password);
    expect(response.statusCode).toBe(200);
    expect(await whoAmI(t, response.json().access)).toBe('copy');
  });

  test('sign-in takes the exact name, else the one name alike (phones capitalise the first letter)', async () => {
    for (const typed of ['admin', 'Admin', 'ＡＤＭＩＮ']) {
      const response = await signIn(t, typed, GOOD.password);
      expect([typed, response.statusCode]).toEqual([typed, 200]);
      expect(await whoAmI(t, response.json().access)).toBe('admin');
    }
    expect((await signIn(t, 'Admin', 'wrong-password-1')).statusCode).toBe(401);
  });

  test('the database refuses a taken key itself, from two connections at once (two processes)', async () => {
    const other = openDatabase(t.config.databaseUrl);
    try {
      const attempts = await Promise.allSettled([
        createUser(t.app.db, { username: 'karim', password: TEST_PASSWORD }, t.config.scrypt, t.clock.now()),
        createUser(other, { username: 'KARIM', password: TEST_PASSWORD }, t.config.scrypt, t.clock.now()),
      ]);
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      const refused = attempts.find((a) => a.status === 'rejected') as PromiseRejectedResult;
      expect(isUniqueViolation(refused.reason)).toBe(true);
      const rows = await t.app.db.selectFrom('users').select('username').where('username_key', '=', 'karim').execute();
      expect(rows).toHaveLength(1);
    } finally {
      await other.destroy();
    }
  });

  test('createUser refuses a mixed-script name whoever calls it', async () => {
    await expect(createUser(t.app.db, { username: 'iv\u0430n', password: TEST_PASSWORD }, t.config.scrypt, t.clock.now())).rejects.toThrow(
      new UsernameRefusedError(USERNAME_MIXED_SCRIPTS_MESSAGE),
    );
  });

  test('the start-up Admin: a mixed-script new name is refused, a name alike promotes that account', async () => {
    await expect(ensureAdmin(t.app.db, { username: MIXED_NEW, password: 'admin-pass-77' }, t.config.scrypt, t.clock.now())).rejects.toThrow(
      USERNAME_MIXED_SCRIPTS_MESSAGE,
    );
    expect(await ensureAdmin(t.app.db, { username: 'Rahim.K-2', password: 'admin-pass-77' }, t.config.scrypt, t.clock.now())).toBe('updated');
    const row = await t.app.db.selectFrom('users').select(['username', 'role']).where('username_key', '=', 'rahim.k-2').execute();
    expect(row).toEqual([{ username: 'rahim.k-2', role: 'Admin' }]);
  });

  test('createadmin: a mixed-script new name exits 2 with the message', async () => {
    const err: string[] = [];
    const code = await runCli(['createadmin', '--username', MIXED_NEW, '--password', 'cli-secret-99'], {
      config: t.config,
      io: { out: () => undefined, err: (line) => err.push(line) },
      env: {},
    });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain(USERNAME_MIXED_SCRIPTS_MESSAGE);
  });
});

describe('names that clashed before the rule', () => {
  const clock = new TestClock();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: TestContext;
  const passwords: Record<string, string> = { admin: 'first-admin-pass-1', Admin: 'second-admin-pass-2', [CYRILLIC_ADMIN]: 'cyrillic-pass-3' };

  /** A database as an older version left it: every migration before 0004, then users written directly. */
  async function legacyDatabase(url: string): Promise<void> {
    const db = openDatabase(url);
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0004'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error('the migrations failed', { cause: error });
      const now = new Date(clock.now()).toISOString();
      for (const [username, password] of Object.entries(passwords)) {
        await (db as Kysely<any>)
          .insertInto('users')
          .values({ username, password: await hashPassword(password, { N: 1024, r: 8, p: 1 }), full_name: username, role: 'General', created_at: now, updated_at: now })
          .execute();
      }
    } finally {
      await db.destroy();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await legacyDatabase(database.url);
    const config = testConfig(database.url, clock);
    const app = await buildApp(config); // migrates: 0004 back-fills the keys
    await app.ready();
    t = {
      app,
      config,
      clock,
      database,
      restart: async () => app,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  });
  afterAll(() => t.close());

  test('each still signs in by its exact name; the shared key names nobody', async () => {
    for (const [username, password] of Object.entries(passwords)) {
      expect(await whoAmI(t, (await login(t.app, username, password)).access)).toBe(username);
    }
    expect((await signIn(t, 'ADMIN', passwords.admin)).statusCode).toBe(401);
    expect((await signIn(t, 'ADMIN', passwords.Admin)).statusCode).toBe(401);
  });

  test('the oldest holds the key; the start-up report names the clashing users', async () => {
    const rows = await t.app.db.selectFrom('users').select(['username', 'username_key', 'username_clash']).orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'admin', username_key: 'admin', username_clash: 0 },
      { username: 'Admin', username_key: 'admin', username_clash: 1 },
      { username: CYRILLIC_ADMIN, username_key: 'admin', username_clash: 1 },
    ]);
    const warnings: [object, string][] = [];
    const clashes = await reportUsernameClashes(t.app.db, { warn: (details, message) => warnings.push([details, message]) });
    expect(clashes).toEqual([['admin', 'Admin', CYRILLIC_ADMIN]]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0][0]).toEqual({ clashes: [['admin', 'Admin', CYRILLIC_ADMIN]] });
    expect(warnings[0][1]).toMatch(/exact name/);
  });

  test('a third name alike is refused, by register/, the start-up Admin and createadmin', async () => {
    expect((await register(t, 'ADMIN')).json()).toEqual({ username: [TAKEN] });
    await expect(ensureAdmin(t.app.db, { username: 'ADMIN', password: 'admin-pass-77' }, t.config.scrypt, t.clock.now())).rejects.toThrow(TAKEN);
    const err: string[] = [];
    const code = await runCli(['createadmin', '--username', 'ADMIN', '--password', 'cli-secret-99'], {
      config: t.config,
      io: { out: () => undefined, err: (line) => err.push(line) },
      env: {},
    });
    expect([code, err.join('\n')]).toEqual([2, `--username "ADMIN": ${TAKEN}`]);
  });

  test('the start-up Admin by an exact clashing name promotes that very account', async () => {
    expect(await ensureAdmin(t.app.db, { username: 'Admin', password: passwords.Admin }, t.config.scrypt, t.clock.now())).toBe('updated');
    const rows = await t.app.db.selectFrom('users').select(['username', 'role']).where('username_key', '=', 'admin').orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'admin', role: 'General' },
      { username: 'Admin', role: 'Admin' },
      { username: CYRILLIC_ADMIN, role: 'General' },
    ]);
  });

  test('a user an older process wrote without a key gets one at start, and clashes are reported', async () => {
    const now = new Date(clock.now()).toISOString();
    await t.app.db
      .insertInto('users')
      .values({ username: 'ａｄｍｉｎ', username_key: null, password: 'x', full_name: 'x', role: 'General', created_at: now, updated_at: now })
      .execute();
    const clashes = await reportUsernameClashes(t.app.db, { warn: () => undefined });
    expect(clashes).toEqual([['admin', 'Admin', CYRILLIC_ADMIN, 'ａｄｍｉｎ']]);
    const row = await t.app.db.selectFrom('users').select(['username_key', 'username_clash']).where('username', '=', 'ａｄｍｉｎ').executeTakeFirstOrThrow();
    expect(row).toEqual({ username_key: 'admin', username_clash: 1 });
  });
});

describe('migration 0010: keys filled again with look-alike letters', () => {
  const clock = new TestClock();
  const CYRILLIC_COPY = '\u0441\u043e\u0440\u0443'; // с о р у

  test('a Cyrillic name that looks like an older Latin one becomes a clash, kept and signing in by its exact name; down restores', async () => {
    const database = await createTestDatabase();
    const db = openDatabase(database.url);
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0010'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error('the migrations failed', { cause: error });
      const now = new Date(clock.now()).toISOString();
      const password = await hashPassword('look-alike-pass-5', { N: 1024, r: 8, p: 1 });
      // As 0004's keys left them: NFKC and case folding only, so the two were two names.
      for (const [username, key] of [['copy', 'copy'], [CYRILLIC_COPY, CYRILLIC_COPY], ['иван', 'иван']]) {
        await (db as Kysely<any>)
          .insertInto('users')
          .values({ username, username_key: key, username_clash: 0, password, full_name: username, role: 'General', created_at: now, updated_at: now })
          .execute();
      }
    } finally {
      await db.destroy();
    }

    const config = testConfig(database.url, clock);
    const app = await buildApp(config); // migrates: 0010 fills the keys again
    await app.ready();
    try {
      const rows = await app.db.selectFrom('users').select(['username', 'username_key', 'username_clash']).orderBy('id').execute();
      expect(rows).toEqual([
        { username: 'copy', username_key: 'copy', username_clash: 0 },
        { username: CYRILLIC_COPY, username_key: 'copy', username_clash: 1 },
        { username: 'иван', username_key: 'иbah', username_clash: 0 },
      ]);
      for (const username of ['copy', CYRILLIC_COPY]) expect(await whoAmI({ app } as TestContext, (await login(app, username, 'look-alike-pass-5')).access)).toBe(username);

      const { error } = await new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } }).migrateTo('0009_version_shards'); // 0010's down (and any later migration's first)
      expect(error).toBeUndefined();
      expect(await app.db.selectFrom('users').select(['username_key', 'username_clash']).orderBy('id').execute()).toEqual([
        { username_key: 'copy', username_clash: 0 },
        { username_key: CYRILLIC_COPY, username_clash: 0 },
        { username_key: 'иван', username_clash: 0 },
      ]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
