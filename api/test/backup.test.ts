// Backups that restore (issue 26, point 4): a backup taken while notices and teachers are created, their files
// replaced and deleted through the API, restored into a fresh database and storage, holds every row and file
// acknowledged before it began, each file with the bytes uploaded, and names no file it lacks. On the harness's
// database and storage: SQLite on disk by default, PostgreSQL with TEST_DATABASE_URL, a bucket with
// TEST_S3_ENDPOINT (scripts/test.mjs runs this file in each pass). Then what a restore refuses, the marker that
// defers removals while a backup runs, and the secret key.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { runBackup } from '../src/backup/backup';
import { databaseHasTables, libpqEnvironment } from '../src/backup/database';
import { MANIFEST_FILE, sha256 } from '../src/backup/manifest';
import { beginBackup } from '../src/uploads/removals';
import { restoreBackup } from '../src/backup/restore';
import { runCli } from '../src/cli';
import type { Config } from '../src/config';
import { type Database, openDatabase } from '../src/db';
import { storageOf } from '../src/storage';
import { fileColumns } from '../src/resources/fileColumns';
import { sweepOrphanFiles } from '../src/sweep';
import { addUser, adminAuth, createTestBucket, createTestDatabase, dropTestBucket, login, multipart, startTestApp, testBucket, type TestContext, type TestDatabase } from './helpers';
import { pdf, png } from './images';

let t: TestContext;
let auth: Record<string, string>;
const folders: string[] = [];

/** A new temp folder, removed after the file's tests. */
function tempFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `college-${name}-`));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  t = await startTestApp();
  auth = await adminAuth(t);
  // The key a site without SECRET_KEY keeps in its data folder (config.ts), which a backup carries.
  writeFileSync(path.join(t.config.dataDir, 'secret_key'), `${t.config.secretKey}\n`, { mode: 0o600 });
});
afterAll(async () => {
  await t.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const keyOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname.replace(/^\/media\//, ''));

/** What the API acknowledged: each stored key's bytes. */
const uploaded = new Map<string, Buffer>();

/** A picture is stored as the server made it (its metadata stripped, check.ts): its bytes as acknowledged. */
async function acknowledged(key: string): Promise<void> {
  uploaded.set(key, (await storageOf(t.config).read(key))!);
}

async function createNotice(n: number): Promise<{ id: number; key: string }> {
  const file = pdf({ padTo: 2000 + n });
  const form = await multipart({ title: `বিজ্ঞপ্তি ${n}` }, { pdf_file: { data: file, filename: 'n.pdf', type: 'application/pdf' } });
  const response = await t.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  const key = keyOf(response.json().pdf_file);
  uploaded.set(key, file);
  return { id: response.json().id, key };
}

async function createTeacher(name: string): Promise<{ id: number; key: string }> {
  const file = png(name);
  const form = await multipart({ full_name: name }, { photo: { data: file, filename: 'p.png' } });
  const response = await t.app.inject({ method: 'POST', url: '/api/teachers/', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  const key = keyOf(response.json().photo);
  await acknowledged(key);
  return { id: response.json().id, key };
}

async function replacePhoto(id: number, name: string): Promise<string> {
  const file = png(name);
  const form = await multipart({}, { photo: { data: file, filename: 'p.png' } });
  const response = await t.app.inject({ method: 'PATCH', url: `/api/teachers/${id}/`, headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(200);
  const key = keyOf(response.json().photo);
  await acknowledged(key);
  return key;
}

async function deleteNotice(id: number): Promise<void> {
  const response = await t.app.inject({ method: 'DELETE', url: `/api/notices/${id}/`, headers: auth });
  expect(response.statusCode).toBe(204);
}

/** A fresh database, storage and data folder to restore into: another machine. */
interface Target {
  database: TestDatabase;
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaRoot' | 's3'> & { secretKeyFromEnv: boolean };
  close(): Promise<void>;
}

async function freshTarget(): Promise<Target> {
  const database = await createTestDatabase();
  const dir = tempFolder('restored');
  const s3 = testBucket();
  if (s3) await createTestBucket(s3);
  return {
    database,
    config: { databaseUrl: database.url, dataDir: path.join(dir, 'data'), mediaRoot: path.join(dir, 'media'), s3, secretKeyFromEnv: false },
    async close() {
      await database.drop();
      if (s3) await dropTestBucket(s3);
    },
  };
}

type Row = Record<string, unknown>;
async function rows(db: Kysely<Database>, table: 'notices' | 'teachers' | 'users' | 'institutions'): Promise<Row[]> {
  return db.selectFrom(table).selectAll().orderBy('id').execute();
}

test('GET backups/ (Admin): none yet, then the last backup\'s time and size; nobody else may read it', async () => {
  const none = await t.app.inject({ method: 'GET', url: '/api/backups/', headers: auth });
  expect(none.statusCode).toBe(200);
  expect(none.headers['cache-control']).toBe('private, no-store');
  expect(none.json()).toEqual({ last: null, running: false });

  await addUser(t, { username: 'editor', role: 'General' });
  const general = await t.app.inject({ method: 'GET', url: '/api/backups/', headers: { authorization: `Bearer ${(await login(t.app, 'editor')).access}` } });
  expect(general.statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/backups/' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/api/backups/', headers: auth })).statusCode).toBe(405);

  const out = path.join(tempFolder('backup'), 'first');
  const { manifest } = await runBackup(t.app.db, t.config, { out });
  const last = await t.app.inject({ method: 'GET', url: '/api/backups/', headers: auth });
  expect(last.json()).toEqual({
    last: { started_at: manifest.created_at, finished_at: manifest.created_at, size_bytes: manifest.total_bytes, file_count: manifest.files.length, kind: 'manual' },
    running: false,
  });
});

describe('a backup taken while writes run, restored elsewhere', () => {
  let target: Target;
  afterAll(() => target?.close());

  test('holds every row and file acknowledged before it began, with the uploaded bytes, and nothing it lacks', async () => {
    const notices = new Map<number, string>();
    const teachers = new Map<number, Set<string>>();
    for (let n = 0; n < 12; n++) {
      const notice = await createNotice(n);
      notices.set(notice.id, notice.key);
    }
    for (let n = 0; n < 6; n++) {
      const teacher = await createTeacher(`শিক্ষক ${n}`);
      teachers.set(teacher.id, new Set([teacher.key]));
    }
    // Acknowledged before the backup begins: these must be in it exactly so.
    const deletedBefore = [...notices.keys()].slice(0, 3);
    for (const id of deletedBefore) await deleteNotice(id);
    const ackedBefore = { notices: new Map([...notices].filter(([id]) => !deletedBefore.includes(id))), teachers: new Map([...teachers].map(([id, keys]) => [id, new Set(keys)])) };

    // Writes through the API while the backup runs: new notices and teachers, photos replaced, notices deleted.
    let running = true;
    let during = 0;
    const writer = (async () => {
      const toDelete = [...ackedBefore.notices.keys()];
      for (let n = 100; running || n < 106; n++) {
        const notice = await createNotice(n);
        notices.set(notice.id, notice.key);
        const teacher = await createTeacher(`নতুন ${n}`);
        teachers.set(teacher.id, new Set([teacher.key]));
        const [someone] = [...ackedBefore.teachers.keys()].slice(n % ackedBefore.teachers.size);
        teachers.get(someone)!.add(await replacePhoto(someone, `বদল ${n}`));
        const gone = toDelete.shift();
        if (gone !== undefined) await deleteNotice(gone);
        during += 1;
      }
    })();
    const out = path.join(tempFolder('backup'), 'snapshot');
    const backup = await runBackup(t.app.db, t.config, { out });
    running = false;
    await writer;
    expect(during).toBeGreaterThan(0);
    expect(backup.missing).toEqual([]);

    // The manifest: every file's size and checksum, the database's, the key's.
    const manifest = JSON.parse(readFileSync(path.join(out, MANIFEST_FILE), 'utf8'));
    expect(manifest).toMatchObject({ format: 'college-site-backup', version: 1, database: { kind: t.config.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres' }, blobs: null });
    expect(manifest.secret_key).toMatchObject({ file: 'secret_key', sha256: sha256(readFileSync(path.join(t.config.dataDir, 'secret_key'))) });
    // No display sizes and no preview cards: they are made again.
    expect(manifest.files.filter((file: { key: string }) => file.key.startsWith('.') || file.key.startsWith('_'))).toEqual([]);

    // Once the backup has ended, the files deleted and replaced meanwhile are gone from the live storage (deferred, not lost).
    const live = storageOf(t.config);
    const liveNamed = new Set([...(await rows(t.app.db, 'notices')).map((row) => row.pdf_file), ...(await rows(t.app.db, 'teachers')).map((row) => row.photo)]);
    for (const key of uploaded.keys()) expect([key, Boolean(await live.stat(key))]).toEqual([key, liveNamed.has(key)]);

    target = await freshTarget();
    const restored = await restoreBackup(out, target.config);
    expect(restored.files).toBe(manifest.files.length);
    const db = openDatabase(target.config.databaseUrl);
    try {
      const restoredNotices = await rows(db, 'notices');
      const restoredTeachers = await rows(db, 'teachers');
      const ids = new Set(restoredNotices.map((row) => row.id));
      // Every notice acknowledged before the backup began is there with its file, unless deleted while it ran;
      // those deleted before it began are not.
      for (const id of deletedBefore) expect(ids.has(id)).toBe(false);
      const deletedDuring = [...ackedBefore.notices.keys()].filter((id) => !notices.has(id) || !liveNamed.has(ackedBefore.notices.get(id)));
      for (const [id, key] of ackedBefore.notices) if (!deletedDuring.includes(id)) expect(restoredNotices.find((row) => row.id === id)?.pdf_file).toBe(key);
      // Every teacher acknowledged before it began is there, with one of the photos it had.
      for (const [id, keys] of ackedBefore.teachers) expect(keys.has(restoredTeachers.find((row) => row.id === id)?.photo as string)).toBe(true);
      // Every row restored is one the API acknowledged, field for field as the live database holds it if it still does.
      const liveNotices = new Map((await rows(t.app.db, 'notices')).map((row) => [row.id, row]));
      for (const row of restoredNotices) {
        expect(notices.get(row.id as number)).toBe(row.pdf_file);
        if (liveNotices.has(row.id)) expect(row).toEqual(liveNotices.get(row.id));
      }
      for (const row of restoredTeachers) expect(teachers.get(row.id as number)?.has(row.photo as string)).toBe(true);
      // Tables nobody wrote meanwhile, row for row.
      expect(await rows(db, 'users')).toEqual(await rows(t.app.db, 'users'));

      // Every file the restored rows name is in the restored storage with the bytes uploaded; nothing else is.
      const named = [...restoredNotices.map((row) => row.pdf_file), ...restoredTeachers.map((row) => row.photo)].filter(Boolean) as string[];
      const storage = storageOf(target.config);
      const stored: string[] = [];
      for await (const object of storage.list('')) stored.push(object.key);
      expect(stored.sort()).toEqual([...named].sort());
      for (const key of named) expect([key, sha256((await storage.read(key))!)]).toEqual([key, sha256(uploaded.get(key)!)]);
      // And the key, so printed ID cards still verify.
      expect(readFileSync(path.join(target.config.dataDir, 'secret_key'), 'utf8').trim()).toBe(t.config.secretKey);
      // The run that made it is recorded as done, not as a backup still in progress.
      expect(await db.selectFrom('backup_runs').select('id').where('finished_at', 'is', null).execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  test('a restore refuses a target that is not empty, unless --force', async () => {
    const out = path.join(tempFolder('backup'), 'again');
    await runBackup(t.app.db, t.config, { out });
    await expect(restoreBackup(out, target.config)).rejects.toThrow(/The target is not empty: the database has tables; the storage has files/);
    const restored = await restoreBackup(out, target.config, { force: true });
    const db = openDatabase(target.config.databaseUrl);
    try {
      expect((await rows(db, 'notices')).map((row) => row.id)).toEqual((await rows(t.app.db, 'notices')).map((row) => row.id));
    } finally {
      await db.destroy();
    }
    expect(restored.files).toBeGreaterThan(0);
  });
});

describe('a damaged backup is refused, naming the file, and changes nothing', () => {
  let out: string;
  let target: Target;
  beforeAll(async () => {
    out = path.join(tempFolder('backup'), 'damaged');
    await runBackup(t.app.db, t.config, { out });
    target = await freshTarget();
  });
  afterAll(() => target.close());

  const firstFile = () => JSON.parse(readFileSync(path.join(out, MANIFEST_FILE), 'utf8')).files[0] as { key: string };

  async function expectNothingRestored(): Promise<void> {
    const stored: string[] = [];
    for await (const object of storageOf(target.config).list('')) stored.push(object.key);
    expect(stored).toEqual([]);
    expect(await databaseHasTables(target.config.databaseUrl)).toBe(false);
  }

  test('a file whose bytes changed', async () => {
    const { key } = firstFile();
    const file = path.join(out, 'files', key);
    const original = readFileSync(file);
    writeFileSync(file, Buffer.concat([original.subarray(0, -1), Buffer.from('x')]));
    try {
      await expect(restoreBackup(out, target.config)).rejects.toThrow(`The backup is damaged: ${key} does not match its checksum`);
      await expectNothingRestored();
    } finally {
      writeFileSync(file, original);
    }
  });

  test('a file missing', async () => {
    const { key } = firstFile();
    const file = path.join(out, 'files', key);
    const original = readFileSync(file);
    rmSync(file);
    try {
      await expect(restoreBackup(out, target.config)).rejects.toThrow(`The backup is incomplete: ${key} is missing`);
      await expectNothingRestored();
    } finally {
      writeFileSync(file, original);
    }
  });

  test('the database dump changed', async () => {
    const manifest = JSON.parse(readFileSync(path.join(out, MANIFEST_FILE), 'utf8'));
    const file = path.join(out, manifest.database.file);
    const original = readFileSync(file);
    writeFileSync(file, Buffer.concat([original, randomBytes(16)]));
    try {
      await expect(restoreBackup(out, target.config)).rejects.toThrow(`The backup is damaged: ${manifest.database.file} does not match its checksum`);
      await expectNothingRestored();
    } finally {
      writeFileSync(file, original);
    }
  });

  test('a backup of the other kind of database (db:copy does that)', async () => {
    const manifestFile = path.join(out, MANIFEST_FILE);
    const original = readFileSync(manifestFile, 'utf8');
    const manifest = JSON.parse(original);
    manifest.database.kind = manifest.database.kind === 'sqlite' ? 'postgres' : 'sqlite';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    try {
      await expect(restoreBackup(out, target.config)).rejects.toThrow(/The backup is of a .* database and DATABASE_URL names a .* one\. Restore it into .* and copy it across with db:copy/);
      await expectNothingRestored();
    } finally {
      writeFileSync(manifestFile, original);
    }
  });

  test('a manifest naming a file outside the backup or the storage', async () => {
    const manifestFile = path.join(out, MANIFEST_FILE);
    const original = readFileSync(manifestFile, 'utf8');
    const manifest = JSON.parse(original);
    manifest.files[0].key = '../../secret_key';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    try {
      await expect(restoreBackup(out, target.config)).rejects.toThrow('manifest.json names a file it may not: "../../secret_key"');
      await expectNothingRestored();
    } finally {
      writeFileSync(manifestFile, original);
    }
  });

  test('the command line says why and exits 1; a folder that is no backup too', async () => {
    const errors: string[] = [];
    const io = { out: () => undefined, err: (line: string) => errors.push(line) };
    const notBackup = tempFolder('empty');
    expect(await runCli(['restore', notBackup], { config: { ...t.config, ...target.config }, env: { SECRET_KEY: 'x' }, io })).toBe(1);
    expect(errors.join('\n')).toContain(`${notBackup} has no manifest.json`);
    expect(await runCli(['backup', '--out', notBackup, '--extra', 'x'], { config: t.config, env: {}, io })).toBe(2);
    writeFileSync(path.join(notBackup, 'something'), 'x');
    expect(await runCli(['backup', '--out', notBackup], { config: t.config, env: { SECRET_KEY: 'x' }, io })).toBe(1);
    expect(errors.join('\n')).toContain(`Backup failed: ${notBackup} is not empty`);
  });
});

test('pg_dump and pg_restore get the connection through their environment, the password never in their arguments', () => {
  expect(libpqEnvironment('postgres://college:s%40cret@db.example:5433/college_a?sslmode=require')).toEqual({
    PGHOST: 'db.example',
    PGPORT: '5433',
    PGUSER: 'college',
    PGPASSWORD: 's@cret',
    PGDATABASE: 'college_a',
    PGSSLMODE: 'require',
  });
});

test('while a backup runs, a deleted record keeps its file until the backup ends, and the sweep waits', async () => {
  const notice = await createNotice(999);
  const storage = storageOf(t.config);
  const marker = await beginBackup(t.app.db, 'manual', t.config.now, storage);
  try {
    await deleteNotice(notice.id);
    expect(await storage.stat(notice.key)).not.toBeNull();
    expect(await t.app.db.selectFrom('deferred_removals').select('key').execute()).toEqual([{ key: notice.key }]);
    const sweep = await sweepOrphanFiles(t.app.db, { storage, now: t.config.now, graceSeconds: 3600, columns: fileColumns() });
    expect(sweep).toEqual({ removed: [], skipped: 'a backup is running: nothing removed until it ends' });
    expect(await storage.stat(notice.key)).not.toBeNull();
  } finally {
    await marker.finish({ location: 'test', sizeBytes: 0, fileCount: 0 });
  }
  expect(await storage.stat(notice.key)).toBeNull();
  expect(await t.app.db.selectFrom('deferred_removals').select('key').execute()).toEqual([]);
});

test('a backup whose process died stops holding removals once its lease runs out, and the sweep does them', async () => {
  const notice = await createNotice(998);
  const storage = storageOf(t.config);
  await beginBackup(t.app.db, 'manual', t.config.now, storage); // never finished: its process "died"
  await deleteNotice(notice.id);
  expect(await storage.stat(notice.key)).not.toBeNull();
  t.clock.advance(10 * 60);
  const sweep = await sweepOrphanFiles(t.app.db, { storage, now: t.config.now, graceSeconds: 3600, columns: fileColumns() });
  expect(sweep.removed).toContain(notice.key);
  expect(await storage.stat(notice.key)).toBeNull();
});
