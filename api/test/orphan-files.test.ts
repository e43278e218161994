// Orphan files (issue 11, point 6): a file stored for a write that never committed (a kill -9 between storing and
// committing) is removed by the sweep once it is older than the grace period; a younger one may be another
// process's upload in flight and stays. Files any record names, and their variants, stay however old; so do files
// the server did not make. Updates racing each other leave no file behind either. On SQLite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { createUser } from '../src/auth';
import { runCli } from '../src/cli';
import { parseOrphanGrace } from '../src/config';
import { seedDemo } from '../src/demo/seed';
import { checkUpload, IMAGE_KINDS, PDF_KINDS, storeUpload } from '../src/uploads';
import { fileColumns } from '../src/resources/fileColumns';
import { scheduleOrphanSweeps, sweepOrphanFiles, type SweepOptions } from '../src/sweep';
import { addUser, login, mediaFiles, multipart, startTestApp, TEST_PASSWORD, type TestContext, testStorage } from './helpers';
import { jpeg, pdf, png } from './images';

const HOUR = 3600;
const MB = 1024 * 1024;

let t: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  await addUser(t, { username: 'admin', role: 'Admin' });
  auth = { authorization: `Bearer ${(await login(t.app, 'admin')).access}` };
});
afterAll(() => t.close());

function sweep(options: Partial<SweepOptions> = {}) {
  return sweepOrphanFiles(t.app.db, { storage: testStorage(t.config), now: t.clock.now, graceSeconds: HOUR, columns: fileColumns(), ...options });
}

/** Sets a file's mtime to `seconds` before the test clock's now. */
async function age(relative: string, seconds: number, context = t): Promise<void> {
  const when = (context.clock.now() - seconds * 1000) / 1000;
  await utimes(path.join(context.config.mediaRoot, relative), when, when);
}

async function ageAll(seconds: number, context = t): Promise<void> {
  for (const file of (await mediaFiles(context.config))) await age(file, seconds, context);
}

/** What a write killed before its commit leaves: a stored file that no record names. */
function storeForKilledWrite(kind: 'pdf' | 'image', context = t): Promise<string> {
  const data = kind === 'pdf' ? pdf() : png('orphan ' + Math.random());
  const rule = kind === 'pdf' ? { field: 'pdf_file', folder: 'notices', maxBytes: 10 * MB, kinds: PDF_KINDS } : { field: 'photo', folder: 'teachers', maxBytes: 2 * MB, kinds: IMAGE_KINDS };
  return storeUpload(testStorage(context.config), checkUpload({ fieldname: rule.field, filename: 'x', mimetype: '', data }, rule));
}

async function createTeacher(name: string): Promise<{ id: number; photo: string }> {
  const form = await multipart({ full_name: name }, { photo: { data: png(name), filename: 'photo.png' } });
  const response = await t.app.inject({ method: 'POST', url: '/api/teachers/', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The stored path behind a /media/ URL. */
const storedPath = (url: string) => url.replace(/^http:\/\/localhost:80\/media\//, '');

async function makeVariant(relative: string, width = 160): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/media/_w/${width}/${relative}` });
  expect(response.statusCode).toBe(200);
  return `.variants/${width}/${relative}.webp`;
}

test('the file columns are every file field of the resources and the profile picture', () => {
  expect(fileColumns().map((c) => `${c.table}.${c.column} ${c.folder}`).sort()).toEqual(
    [
      'acknowledgments.image acknowledgments',
      'results.file results',
      'routine_files.file routines',
      'committee_members.photo committee',
      'gallery.image gallery',
      'institutions.citizen_charter_file institution',
      'institutions.institution_image institution',
      'institutions.logo institution',
      'notices.pdf_file notices',
      'principals.photo principals',
      'staff.photo staff',
      'students.photo students',
      'teachers.photo teachers',
      'users.profile_picture profiles',
    ].sort(),
  );
});

test('a PDF stored by a write killed before its commit is removed once the grace has passed (by the clock)', async () => {
  const named = await createTeacher('নামসহ শিক্ষক');
  const orphan = await storeForKilledWrite('pdf');
  await ageAll(0); // stored "now" by the test clock
  expect((await sweep()).removed).toEqual([]);
  t.clock.advance(HOUR + 1);
  expect((await sweep()).removed).toEqual([orphan]);
  expect((await mediaFiles(t.config))).toContain(storedPath(named.photo));
  expect((await mediaFiles(t.config))).not.toContain(orphan);
  auth = { authorization: `Bearer ${(await login(t.app, 'admin')).access}` }; // the hour expired the last token
});

test("a young orphan is kept: it may be another process's upload whose write has not committed yet", async () => {
  const inFlight = await storeForKilledWrite('image');
  await age(inFlight, HOUR - 60);
  expect((await sweep()).removed).toEqual([]);
  expect((await mediaFiles(t.config))).toContain(inFlight);
  await age(inFlight, HOUR + 60);
  expect((await sweep()).removed).toEqual([inFlight]);
});

test('files records name, and their variants, are kept however old; an orphan goes with its variants', async () => {
  const teacher = await createTeacher('পুরনো ছবির শিক্ষক');
  const teacherVariant = await makeVariant(storedPath(teacher.photo));
  const notice = await t.app.inject({
    method: 'POST',
    url: '/api/notices/',
    headers: auth,
    payload: { title: 'পুরনো নোটিশ', date: '2020-01-01' },
  });
  expect(notice.statusCode).toBe(201);
  const noticeForm = await multipart({}, { pdf_file: { data: pdf(), filename: 'notice.pdf' } });
  const withPdf = await t.app.inject({ method: 'PATCH', url: `/api/notices/${notice.json().id}/`, headers: { ...auth, ...noticeForm.headers }, payload: noticeForm.payload });
  expect(withPdf.statusCode).toBe(200);
  const picture = await storeUpload(testStorage(t.config), checkUpload({ fieldname: 'profile_picture', filename: 'me.jpg', mimetype: '', data: jpeg() }, { field: 'profile_picture', folder: 'profiles', maxBytes: 2 * MB, kinds: IMAGE_KINDS }));
  await createUser(t.app.db, { username: 'pictured', password: TEST_PASSWORD, full_name: 'ছবিসহ', profile_picture: picture }, t.config.scrypt, t.clock.now());
  const orphan = await storeForKilledWrite('image');
  const orphanVariants = [await makeVariant(orphan, 160), await makeVariant(orphan, 320)];

  const before = (await mediaFiles(t.config));
  await ageAll(30 * 24 * HOUR);
  expect((await sweep()).removed.sort()).toEqual([orphan, ...orphanVariants].sort());
  expect((await mediaFiles(t.config))).toEqual(before.filter((f) => f !== orphan && !orphanVariants.includes(f)));
  for (const kept of [storedPath(teacher.photo), teacherVariant, storedPath(withPdf.json().pdf_file), picture]) expect((await mediaFiles(t.config))).toContain(kept);
});

test('a variant whose original is gone is removed at once; a temporary left by a crash only after the grace', async () => {
  const gone = 'teachers/0123456789abcdef01234567.jpg';
  const variant = `.variants/160/${gone}.webp`;
  const temporary = `.variants/320/${gone}.webp.0123456789ab.tmp`;
  const youngTemporary = `.variants/480/${gone}.webp.ba9876543210.tmp`;
  for (const file of [variant, temporary, youngTemporary]) {
    mkdirSync(path.dirname(path.join(t.config.mediaRoot, file)), { recursive: true });
    writeFileSync(path.join(t.config.mediaRoot, file), 'webp');
    await age(file, 60);
  }
  await age(temporary, 2 * HOUR);
  expect((await sweep()).removed.sort()).toEqual([temporary, variant].sort());
  expect((await mediaFiles(t.config))).toContain(youngTemporary);
  await age(youngTemporary, 2 * HOUR);
  expect((await sweep()).removed).toEqual([youngTemporary]);
});

test('files the server did not make stay, even old ones in the upload folders', async () => {
  const foreign = [
    'README.txt', // beside the upload folders
    'backup/0123456789abcdef01234567.pdf', // a stored-looking name outside the upload folders
    'notices/prospectus-2024.pdf', // a name storeUpload never makes
    'teachers/old/0123456789abcdef01234567.jpg', // in a sub-folder storeUpload never makes
    '.variants/160/other/0123456789abcdef01234567.jpg.webp', // a variant of an image outside the upload folders
  ];
  for (const file of foreign) {
    mkdirSync(path.dirname(path.join(t.config.mediaRoot, file)), { recursive: true });
    writeFileSync(path.join(t.config.mediaRoot, file), 'operator');
  }
  await ageAll(365 * 24 * HOUR);
  expect((await sweep()).removed).toEqual([]);
  for (const file of foreign) expect((await mediaFiles(t.config))).toContain(file);
});

test('a dry run lists the orphans and removes nothing', async () => {
  const orphan = await storeForKilledWrite('pdf');
  await age(orphan, 2 * HOUR);
  expect((await sweep({ dryRun: true })).removed).toEqual([orphan]);
  expect((await mediaFiles(t.config))).toContain(orphan);
  expect((await sweep()).removed).toEqual([orphan]);
});

test('the server sweeps at start and then on its timer, logging what it removed', async () => {
  const orphan = await storeForKilledWrite('pdf');
  await age(orphan, 2 * HOUR);
  const logged: { message: string; object: Record<string, unknown> }[] = [];
  const log = {
    info: (object: object, message: string) => logged.push({ message, object: object as Record<string, unknown> }),
    warn: (object: object, message: string) => logged.push({ message, object: object as Record<string, unknown> }),
  };
  const sweeps = scheduleOrphanSweeps(t.app.db, { ...t.config, orphanFileGraceSeconds: HOUR }, fileColumns(), log, 50);
  try {
    await sweeps.running();
    expect((await mediaFiles(t.config))).not.toContain(orphan);
    expect(logged).toEqual([{ message: 'orphan files removed', object: { count: 1, files: [orphan] } }]);
    const next = await storeForKilledWrite('pdf');
    await age(next, 2 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await sweeps.running();
    expect((await mediaFiles(t.config))).not.toContain(next);
  } finally {
    sweeps.stop();
  }
});

test('the command line: sweepmedia lists with --dry-run, then removes', async () => {
  const orphan = await storeForKilledWrite('pdf');
  await age(orphan, 2 * HOUR);
  const run = async (argv: string[]) => {
    const lines = { out: [] as string[], err: [] as string[] };
    const code = await runCli(argv, { config: t.config, env: {}, io: { out: (l) => lines.out.push(l), err: (l) => lines.err.push(l) } });
    return { code, ...lines };
  };
  expect(await run(['sweepmedia', '--dry-run'])).toEqual({ code: 0, out: [orphan, '1 orphan file would be removed.'], err: [] });
  expect((await mediaFiles(t.config))).toContain(orphan);
  expect(await run(['sweepmedia'])).toEqual({ code: 0, out: [orphan, '1 orphan file removed.'], err: [] });
  expect((await mediaFiles(t.config))).not.toContain(orphan);
  expect((await run(['sweepmedia', '--everything'])).code).toBe(2);
});

test('ORPHAN_FILE_GRACE: an hour by default, a duration (bare minutes), never under 5 minutes', () => {
  expect(parseOrphanGrace(undefined)).toBe(HOUR);
  expect(parseOrphanGrace('')).toBe(HOUR);
  expect(parseOrphanGrace('2h')).toBe(2 * HOUR);
  expect(parseOrphanGrace('90')).toBe(90 * 60);
  expect(() => parseOrphanGrace('1m')).toThrow(/at least 5m/);
  expect(() => parseOrphanGrace('soon')).toThrow(/ORPHAN_FILE_GRACE/);
});

describe('updates racing each other leave only the file the record names', () => {
  const photoForm = (text: string) => multipart({}, { photo: { data: png(text), filename: 'p.png' } });

  async function patch(id: number, form: { payload: Buffer; headers: Record<string, string> } | null) {
    return t.app.inject({
      method: 'PATCH',
      url: `/api/teachers/${id}/`,
      headers: form ? { ...auth, ...form.headers } : auth,
      payload: form ? form.payload : { photo: null },
    });
  }

  const teacherFiles = async (id: number) => {
    const row = await t.app.db.selectFrom('teachers').select('photo').where('id', '=', id).executeTakeFirstOrThrow();
    return { named: row.photo, folder: (await mediaFiles(t.config)).filter((f) => f.startsWith('teachers/')) };
  };

  test('two new photos at once: the replaced photos both go', async () => {
    const teacher = await createTeacher('দুইবার বদল');
    const others = (await mediaFiles(t.config)).filter((f) => f.startsWith('teachers/') && f !== storedPath(teacher.photo));
    const [a, b] = await Promise.all([patch(teacher.id, await photoForm('a')), patch(teacher.id, await photoForm('b'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const { named, folder } = await teacherFiles(teacher.id);
    expect(folder.filter((f) => !others.includes(f))).toEqual([named]);
  });

  test('a photo cleared while another replaces it: no photo left behind', async () => {
    const teacher = await createTeacher('মুছে ফেলা ও বদল');
    const others = (await mediaFiles(t.config)).filter((f) => f.startsWith('teachers/') && f !== storedPath(teacher.photo));
    const [replace, clear] = await Promise.all([patch(teacher.id, await photoForm('c')), patch(teacher.id, null)]);
    expect([replace.statusCode, clear.statusCode]).toEqual([200, 200]);
    const { named, folder } = await teacherFiles(teacher.id);
    expect(folder.filter((f) => !others.includes(f))).toEqual(named ? [named] : []);
  });

  test('an update racing a delete is 404 and leaves no file', async () => {
    const teacher = await createTeacher('মুছে যাওয়া শিক্ষক');
    const others = (await mediaFiles(t.config)).filter((f) => f.startsWith('teachers/') && f !== storedPath(teacher.photo));
    const [update, remove] = await Promise.all([
      patch(teacher.id, await photoForm('d')),
      t.app.inject({ method: 'DELETE', url: `/api/teachers/${teacher.id}/`, headers: auth }),
    ]);
    expect(remove.statusCode).toBe(204);
    expect([200, 404]).toContain(update.statusCode);
    expect((await mediaFiles(t.config)).filter((f) => f.startsWith('teachers/') && !others.includes(f))).toEqual([]);
  });
});

describe('a real kill -9 between storing a PDF and the commit', () => {
  /**
   * A child process posts a notice with a PDF; its write stores the file, then stops at the insert and is killed
   * there. On PostgreSQL the insert waits for this test's lock on the notices table; on SQLite, where a write takes
   * the database's one write lock as it begins (before the file is stored), the child's insert runs a trigger of
   * its own connection that stops the whole process.
   */
  test('leaves a PDF no record names, which the sweep at the next start removes once past the grace', async () => {
    await createTeacher('সাক্ষী শিক্ষক'); // a record naming a file: the sweep's guard against a foreign MEDIA_ROOT
    const access = (await login(t.app, 'admin')).access;
    const form = await multipart({ title: 'মাঝপথে থেমে যাওয়া নোটিশ' }, { pdf_file: { data: pdf(), filename: 'killed.pdf' } });
    const onSqlite = t.config.databaseUrl.startsWith('sqlite:');
    const hold = onSqlite ? null : await holdNoticesTable();
    const before = (await mediaFiles(t.config));
    const { now, ...config } = t.config;
    const script = path.join(t.config.dataDir, 'killed-write.ts');
    writeFileSync(
      script,
      `import { buildApp } from ${JSON.stringify(path.resolve(__dirname, '../src/app'))};
      import { sqliteHandle } from ${JSON.stringify(path.resolve(__dirname, '../src/db'))};
      const input = JSON.parse(process.env.KILLED_WRITE!);
      buildApp({ ...input.config, now: () => input.now }).then((app) => {
        const sqlite = sqliteHandle(app.db);
        if (sqlite) {
          sqlite.function('stop_here', () => (Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000), null));
          sqlite.exec('CREATE TEMP TRIGGER stop_at_insert BEFORE INSERT ON notices BEGIN SELECT stop_here(); END');
        }
        return app.inject({ method: 'POST', url: '/api/notices/', headers: input.headers, payload: Buffer.from(input.payload, 'base64') });
      }).then((response) => console.log('answered', response.statusCode));`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: path.resolve(__dirname, '..'),
      env: {
        ...process.env,
        KILLED_WRITE: JSON.stringify({ config, now: now(), headers: { ...form.headers, authorization: `Bearer ${access}` }, payload: form.payload.toString('base64') }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let stored: string[] = [];
    try {
      for (let waited = 0; !stored.length && waited < 20_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        stored = (await mediaFiles(t.config)).filter((f) => !before.includes(f));
      }
      expect(stored).toEqual([expect.stringMatching(/^notices\/[0-9a-f]{24}\.pdf$/)]);
      child.kill('SIGKILL');
      await exited;
    } finally {
      child.kill('SIGKILL');
      await hold?.release();
    }
    expect(output).toBe(''); // killed before any answer: the write never committed
    const count = await t.app.db.selectFrom('notices').select((eb) => eb.fn.countAll().as('n')).where('title', '=', 'মাঝপথে থেমে যাওয়া নোটিশ').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect((await mediaFiles(t.config))).toContain(stored[0]);

    await t.restart();
    await age(stored[0], HOUR + 60);
    const log = { info: jest.fn(), warn: jest.fn() };
    const sweeps = scheduleOrphanSweeps(t.app.db, t.config, fileColumns(), log);
    await sweeps.running();
    sweeps.stop();
    expect((await mediaFiles(t.config))).not.toContain(stored[0]);
    expect(log.info).toHaveBeenCalledWith({ count: 1, files: stored }, 'orphan files removed');
  }, 60_000);
});

/** PostgreSQL: keeps every other writer out of the notices table until released (readers still read). */
async function holdNoticesTable(): Promise<{ release: () => Promise<void> }> {
  const client = new Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE notices IN EXCLUSIVE MODE');
  return {
    release: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

describe('a database that names no file', () => {
  test('nothing is removed: MEDIA_ROOT may belong to another database', async () => {
    const fresh = await startTestApp();
    try {
      const stray = await storeForKilledWrite('pdf', fresh);
      await ageAll(2 * HOUR, fresh);
      const result = await sweepOrphanFiles(fresh.app.db, { storage: testStorage(fresh.config), now: fresh.clock.now, graceSeconds: HOUR, columns: fileColumns() });
      expect(result.removed).toEqual([]);
      expect(result.skipped).toMatch(/no record names any file/);
      expect((await mediaFiles(fresh.config))).toEqual([stray]);
    } finally {
      await fresh.close();
    }
  });
});

describe('the demo college', () => {
  test('every file the seed stores is named by a record: a sweep long after removes none', async () => {
    const demo = await startTestApp();
    try {
      expect(await seedDemo(demo.app.db, demo.config)).toBe(true);
      const seeded = (await mediaFiles(demo.config));
      expect(seeded.length).toBeGreaterThan(100);
      await ageAll(30 * 24 * HOUR, demo);
      const result = await sweepOrphanFiles(demo.app.db, { storage: testStorage(demo.config), now: demo.clock.now, graceSeconds: HOUR, columns: fileColumns() });
      expect(result).toEqual({ removed: [] });
      expect((await mediaFiles(demo.config))).toEqual(seeded);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
