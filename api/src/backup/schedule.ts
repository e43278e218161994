// Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): each server's first process checks every minute
// whether one is due, and exactly one process of all the machines on the database runs it. The choice is one
// UPDATE of the `backup_schedule` row (migration 0011), which succeeds for one process only: the row is due and
// its lease free, and the update moves the due time a period on and takes the lease, atomically on SQLite and
// PostgreSQL alike. The lease is renewed while the backup runs and let go at its end; a process that dies holding
// it frees the schedule when the lease runs out. Each backup goes into a folder of its own under BACKUP_DIR with
// its manifest; the stored files go once, by checksum, into BACKUP_DIR/blobs/ (backup.ts). After each backup the
// oldest beyond BACKUP_KEEP are removed, and then the blobs no kept backup names.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { BackupSchedule, Config } from '../config';
import type { Database } from '../db';
import { type Repeating, repeatEvery } from '../repeat';
import { DiskStorage } from '../storage';
import { BACKUP_LEASE_MS } from '../uploads/removals';
import { BLOBS_FOLDER, type BackupResult, runBackup } from './backup';
import { blobKey, MANIFEST_FILE, parseManifest } from './manifest';

const ROW = 'scheduled';
/** How often each process looks whether a backup is due. */
const CHECK_EVERY_MS = 60 * 1000;
/** After a failed backup the next try comes this soon (or a period on, if that is sooner). */
const RETRY_AFTER_MS = 10 * 60 * 1000;

export interface BackupLog {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

type ScheduleConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaRoot' | 's3' | 'now' | 'secretKey'> & { backups: BackupSchedule };

/** This process, as the lease names it (for the log and for an operator reading the row). */
export const processName = (): string => `${os.hostname()}:${process.pid}`;

/** Takes the schedule's lease if a backup is due and nobody holds it; true for the one process that gets it. */
async function claim(db: Kysely<Database>, now: number, everyMs: number, holder: string): Promise<boolean> {
  await db.insertInto('backup_schedule').values({ name: ROW, next_due_ms: now, holder: null, lease_until_ms: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const result = await db
    .updateTable('backup_schedule')
    .set({ holder, lease_until_ms: now + BACKUP_LEASE_MS, next_due_ms: now + everyMs })
    .where('name', '=', ROW)
    .where('next_due_ms', '<=', now)
    .where('lease_until_ms', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Runs a scheduled backup if one is due and this process wins the lease; answers it, or null when none was due
 * here. Exported for the tests, which tick several instances by hand.
 */
export async function backupIfDue(db: Kysely<Database>, config: ScheduleConfig, log: BackupLog, holder = processName()): Promise<BackupResult | null> {
  const everyMs = config.backups.everySeconds * 1000;
  if (!(await claim(db, config.now(), everyMs, holder))) return null;
  const renew = setInterval(() => {
    db.updateTable('backup_schedule').set({ lease_until_ms: config.now() + BACKUP_LEASE_MS }).where('name', '=', ROW).where('holder', '=', holder).execute().catch(() => undefined);
  }, BACKUP_LEASE_MS / 4);
  renew.unref();
  const started = Date.now();
  try {
    const result = await runBackup(db, config, { dir: config.backups.dir }, 'scheduled');
    log.info({ folder: result.folder, files: result.manifest.files.length, bytes: result.manifest.total_bytes, ms: Date.now() - started, holder }, 'scheduled backup written');
    if (result.missing.length) log.warn({ count: result.missing.length, files: result.missing.slice(0, 50) }, 'files the database names were not in the storage, so not in the backup');
    const pruned = await pruneBackups(config.backups.dir, config.backups.keep);
    if (pruned.backups.length || pruned.blobs) log.info({ backups: pruned.backups, blobs: pruned.blobs }, 'old backups removed');
    return result;
  } catch (error) {
    log.error({ err: error, holder }, 'scheduled backup failed');
    const retry = config.now() + Math.min(RETRY_AFTER_MS, everyMs);
    await db.updateTable('backup_schedule').set({ next_due_ms: retry }).where('name', '=', ROW).where('next_due_ms', '>', retry).execute().catch(() => undefined);
    return null;
  } finally {
    clearInterval(renew);
    await db.updateTable('backup_schedule').set({ holder: null, lease_until_ms: 0 }).where('name', '=', ROW).where('holder', '=', holder).execute().catch(() => undefined);
  }
}

/** The complete backups under `dir` (those with a manifest), oldest first: their folders' names sort by time. */
export function keptBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== BLOBS_FOLDER && !entry.name.startsWith('.') && existsSync(path.join(dir, entry.name, MANIFEST_FILE)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Removes the backups beyond the newest `keep`, what crashed backups left half written, and then the blobs no kept
 * backup names. Runs while this process holds the schedule's lease, so no other scheduled backup is writing.
 */
export async function pruneBackups(dir: string, keep: number): Promise<{ backups: string[]; blobs: number }> {
  const all = keptBackups(dir);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { recursive: true, force: true });
  for (const entry of readdirSync(dir)) if (entry.startsWith('.partial-')) await rm(path.join(dir, entry), { recursive: true, force: true });
  const named = new Set<string>();
  for (const name of all.slice(removed.length)) {
    for (const file of parseManifest(readFileSync(path.join(dir, name, MANIFEST_FILE), 'utf8')).files) named.add(blobKey(file.sha256));
  }
  const blobs = new DiskStorage(path.join(dir, BLOBS_FOLDER));
  const unnamed: string[] = [];
  if (existsSync(path.join(dir, BLOBS_FOLDER)) && statSync(path.join(dir, BLOBS_FOLDER)).isDirectory()) {
    for await (const object of blobs.list('')) if (!named.has(object.key)) unnamed.push(object.key);
  }
  await blobs.removeMany(unnamed);
  return { backups: removed, blobs: unnamed.length };
}

/** Looks every minute whether a scheduled backup is due (not awaited: the server listens meanwhile). */
export function scheduleBackups(db: Kysely<Database>, config: ScheduleConfig, log: BackupLog): Repeating {
  log.info({ dir: config.backups.dir, everySeconds: config.backups.everySeconds, keep: config.backups.keep }, 'scheduled backups on');
  return repeatEvery(async () => {
    await backupIfDue(db, config, log).catch((err: unknown) => log.error({ err }, 'scheduled backup failed'));
  }, Math.min(CHECK_EVERY_MS, config.backups.everySeconds * 1000));
}
