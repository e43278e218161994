// `npm run bench:backup -w api`: the time to back up and to restore the demo college grown to 5,000 students
// (issue 26, point 4): `runBackup` into a new folder (the database's snapshot, every stored file by SHA-256, the
// manifest) and `restoreBackup` from it into a new database and MEDIA_ROOT (every file checked first). Beside
// them, this machine's ceiling: the same bytes copied as they are (the database file and MEDIA_ROOT, fs.cp),
// timed in the same run. SQLite and files on disk by default; BENCH_DATABASE_URL=postgres://… an empty
// PostgreSQL database instead (restored into a second one made beside it).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { runBackup } from '../src/backup/backup';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase } from '../src/db';
import { seedDemo } from '../src/demo/seed';
import { topUpStudents } from './support';

const STUDENTS = 5000;

/** A second PostgreSQL database beside BENCH_DATABASE_URL's, to restore into; dropped afterwards. */
async function siblingDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `college_bench_restore_${Date.now()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'college-bench-backup-'));
  const postgres = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), ...(postgres ? { DATABASE_URL: postgres } : {}), LOG_LEVEL: 'silent' });
  const db = openDatabase(config.databaseUrl);
  const target = postgres ? await siblingDatabase(postgres) : null;
  try {
    await migrateToLatest(db);
    if (!(await seedDemo(db, config))) throw new Error('the benchmark database must start empty');
    await topUpStudents(db, STUDENTS, Date.now());

    let start = performance.now();
    const { manifest } = await runBackup(db, config, { out: path.join(dir, 'backup') });
    const backupMs = performance.now() - start;

    const restoreConfig = { databaseUrl: target?.url ?? `sqlite:${path.join(dir, 'restored', 'college.db')}`, dataDir: path.join(dir, 'restored'), mediaRoot: path.join(dir, 'restored', 'media'), s3: null, secretKeyFromEnv: false };
    start = performance.now();
    await restoreBackup(path.join(dir, 'backup'), restoreConfig);
    const restoreMs = performance.now() - start;

    // The ceiling: the same files copied as they are, no snapshot, no checksum.
    start = performance.now();
    if (!postgres) cpSync(config.databaseUrl.slice('sqlite:'.length), path.join(dir, 'ceiling.db'));
    cpSync(config.mediaRoot, path.join(dir, 'ceiling-media'), { recursive: true });
    const ceilingMs = performance.now() - start;

    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(`Backup and restore of the demo college at ${STUDENTS.toLocaleString('en')} students (${postgres ? 'PostgreSQL' : 'SQLite'}, files on disk):\n`);
    console.log('| what | time |\n|---|---|');
    console.log(`| backup: database ${mb(manifest.database.size)} MB, ${manifest.files.length} files ${mb(manifest.total_bytes - manifest.database.size)} MB | ${backupMs.toFixed(0)} ms |`);
    console.log(`| restore (every file checked, then written) | ${restoreMs.toFixed(0)} ms |`);
    console.log(`| ceiling: ${postgres ? 'MEDIA_ROOT' : 'the database file and MEDIA_ROOT'} copied as they are | ${ceilingMs.toFixed(0)} ms |`);
  } finally {
    await db.destroy();
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
