// Scheduled backups (issue 26, point 4): two app instances on one database (two machines, or two servers' first
// processes) run one backup per period between them, logged; the files go once by checksum into BACKUP_DIR/blobs/;
// pruning beyond BACKUP_KEEP removes only the blobs no kept backup names; and restore takes that layout too. On the
// harness's database and storage (SQLite on disk, PostgreSQL with TEST_DATABASE_URL, a bucket with TEST_S3_ENDPOINT).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { BLOBS_FOLDER } from '../src/backup/backup';
import { blobKey, type Manifest, MANIFEST_FILE } from '../src/backup/manifest';
import { restoreBackup } from '../src/backup/restore';
import { backupIfDue, keptBackups } from '../src/backup/schedule';
import { parseBackupSchedule } from '../src/config';
import { type Database, openDatabase } from '../src/db';
import { storageOf } from '../src/storage';
import { adminAuth, createTestBucket, createTestDatabase, dropTestBucket, multipart, startTestApp, testBucket, type TestContext } from './helpers';
import { pdf } from './images';
import { startServerProcess } from './serverProcess';

let t: TestContext;
let auth: Record<string, string>;
let other: Kysely<Database>;
let dir: string;
const logged: { message: string; object: Record<string, unknown> }[] = [];
const log = {
  info: (object: object, message: string) => logged.push({ message, object: object as Record<string, unknown> }),
  warn: (object: object, message: string) => logged.push({ message, object: object as Record<string, unknown> }),
  error: (object: object, message: string) => logged.push({ message, object: object as Record<string, unknown> }),
};
const HOUR = 3600;

beforeAll(async () => {
  t = await startTestApp();
  auth = await adminAuth(t);
  // The second instance: its own connection (its own pool on PostgreSQL, its own handle on SQLite).
  other = openDatabase(t.config.databaseUrl);
  dir = mkdtempSync(path.join(tmpdir(), 'college-backups-'));
});
afterAll(async () => {
  await other.destroy();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const schedule = () => ({ ...t.config, backups: { dir, everySeconds: HOUR, keep: 2 } });

async function createNotice(n: number): Promise<{ id: number; key: string }> {
  const form = await multipart({ title: `বিজ্ঞপ্তি ${n}` }, { pdf_file: { data: pdf({ padTo: 3000 + n }), filename: 'n.pdf', type: 'application/pdf' } });
  const response = await t.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id, key: decodeURIComponent(new URL(response.json().pdf_file, 'http://x').pathname.replace(/^\/media\//, '')) };
}

/** Both instances look at once; answers how many backups they wrote between them. */
async function tickBoth(): Promise<number> {
  const results = await Promise.all([backupIfDue(t.app.db, schedule(), log, 'machine-a'), backupIfDue(other, schedule(), log, 'machine-b')]);
  return results.filter(Boolean).length;
}

const manifestOf = (name: string): Manifest => JSON.parse(readFileSync(path.join(dir, name, MANIFEST_FILE), 'utf8'));

/** Every blob file under BACKUP_DIR/blobs/, as `<ab>/<sha>`. */
function blobFiles(): string[] {
  const root = path.join(dir, BLOBS_FOLDER);
  return readdirSync(root).flatMap((sub) => readdirSync(path.join(root, sub)).map((name) => `${sub}/${name}`)).sort();
}

test('one backup per period between two instances, files stored once, pruning keeps what kept backups name', async () => {
  const kept = await createNotice(1); // in every backup: its blob is shared
  const early = await createNotice(2); // only in the first backup

  expect(await tickBoth()).toBe(1);
  expect(await tickBoth()).toBe(0); // not due again within the period
  expect(keptBackups(dir)).toHaveLength(1);
  const first = keptBackups(dir)[0];

  const res = await t.app.inject({ method: 'DELETE', url: `/api/notices/${early.id}/`, headers: auth });
  expect(res.statusCode).toBe(204);
  const later = await createNotice(3);
  t.clock.advance(HOUR);
  expect(await tickBoth()).toBe(1);
  t.clock.advance(HOUR);
  expect(await tickBoth()).toBe(1);

  // Three written, the newest two kept (BACKUP_KEEP=2): the first is gone with the blob only it named.
  const names = keptBackups(dir);
  expect(names).toHaveLength(2);
  expect(names).not.toContain(first);
  const manifests = names.map(manifestOf);
  for (const manifest of manifests) {
    expect(manifest.blobs).toBe(`../${BLOBS_FOLDER}`);
    expect(manifest.files.map((file) => file.key).sort()).toEqual([kept.key, later.key].sort());
  }
  // Each content once, however many backups name it; none that no kept backup names.
  const named = new Set(manifests.flatMap((manifest) => manifest.files.map((file) => blobKey(file.sha256))));
  expect(blobFiles()).toEqual([...named].sort());
  const checksumOf = (key: string) => manifests[0].files.find((file) => file.key === key)!.sha256;
  expect(blobFiles()).toContain(blobKey(checksumOf(kept.key)));

  // Logged, once per backup, with the process that ran it.
  const written = logged.filter((entry) => entry.message === 'scheduled backup written');
  expect(written).toHaveLength(3);
  expect(logged.filter((entry) => entry.message === 'old backups removed')).toEqual([{ message: 'old backups removed', object: { backups: [first], blobs: 1 } }]);
  // The dashboard's last backup is the newest.
  const last = await t.app.db.selectFrom('backup_runs').selectAll().where('error', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(last.location).toBe(path.join(dir, names[1]));

  // Restore takes this layout as it takes --out's.
  const database = await createTestDatabase();
  const s3 = testBucket();
  if (s3) await createTestBucket(s3);
  const target = mkdtempSync(path.join(tmpdir(), 'college-restored-'));
  try {
    const config = { databaseUrl: database.url, dataDir: path.join(target, 'data'), mediaRoot: path.join(target, 'media'), s3, secretKeyFromEnv: false };
    const restored = await restoreBackup(path.join(dir, names[1]), config);
    expect(restored.files).toBe(2);
    const storage = storageOf(config);
    for (const key of [kept.key, later.key]) expect(await storage.read(key)).toEqual(await storageOf(t.config).read(key));
  } finally {
    await database.drop();
    if (s3) await dropTestBucket(s3);
    rmSync(target, { recursive: true, force: true });
  }
});

test('a process that died holding the schedule holds it only until its lease runs out', async () => {
  t.clock.advance(HOUR);
  // machine-a takes the lease and "dies": its row says it holds the schedule, due a period on.
  await t.app.db.updateTable('backup_schedule').set({ holder: 'machine-a', lease_until_ms: t.config.now() + 120_000, next_due_ms: t.config.now() }).execute();
  expect(await backupIfDue(other, schedule(), log, 'machine-b')).toBeNull();
  t.clock.advance(180);
  expect(await backupIfDue(other, schedule(), log, 'machine-b')).not.toBeNull();
});

test('a server started with BACKUP_DIR backs itself up (the first one when it starts), and the dashboard\'s endpoint says so', async () => {
  const backups = mkdtempSync(path.join(tmpdir(), 'college-server-backups-'));
  const server = await startServerProcess({ env: { BACKUP_DIR: backups, BACKUP_EVERY: '24h', BACKUP_KEEP: '3', WEB_CONCURRENCY: '2' } });
  try {
    let status: { last: { file_count: number; size_bytes: number } | null } = { last: null };
    // Made beside serving: asked until it is there (the test's own timeout bounds the wait).
    while (!status.last) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await (await fetch(`${server.api}backups/`, { headers: server.admin })).json()) as typeof status;
    }
    const names = keptBackups(backups);
    expect(names).toHaveLength(1);
    const manifest = JSON.parse(readFileSync(path.join(backups, names[0], MANIFEST_FILE), 'utf8')) as Manifest;
    expect(status.last).toMatchObject({ file_count: manifest.files.length, size_bytes: manifest.total_bytes });
    expect(manifest.secret_key).not.toBeNull();
  } finally {
    await server.stop();
    rmSync(backups, { recursive: true, force: true });
  }
}, 120_000);

test('BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP', () => {
  expect(parseBackupSchedule({})).toBeNull();
  expect(parseBackupSchedule({ BACKUP_DIR: '/srv/backups' })).toEqual({ dir: '/srv/backups', everySeconds: 86400, keep: 14 });
  expect(parseBackupSchedule({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '30m', BACKUP_KEEP: '3' })).toEqual({ dir: '/srv/backups', everySeconds: 1800, keep: 3 });
  expect(parseBackupSchedule({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '6' })).toMatchObject({ everySeconds: 6 * HOUR });
  expect(() => parseBackupSchedule({ BACKUP_EVERY: '24h' })).toThrow('BACKUP_EVERY and BACKUP_KEEP need BACKUP_DIR');
  expect(() => parseBackupSchedule({ BACKUP_DIR: '/b', BACKUP_EVERY: '30s' })).toThrow('BACKUP_EVERY must be at least 1m');
  expect(() => parseBackupSchedule({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP: "0" is not a count');
  expect(() => parseBackupSchedule({ BACKUP_DIR: '/b', BACKUP_EVERY: 'daily' })).toThrow('BACKUP_EVERY: "daily" is not a duration');
});
