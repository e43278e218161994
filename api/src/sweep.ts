// Orphan files: a file stored for a write that never committed (the process was killed between storing the file
// and the commit, or its clean-up failed) is named by no record and would stay in the storage (MEDIA_ROOT or the
// bucket) for ever. The sweep removes such files, the image variants of originals no record names, link-preview
// cards no longer current, and a bucket's multipart uploads left incomplete.
//
// Several processes (or machines) may share the storage and the database, so a file no record names may simply be
// another process's upload whose transaction has not committed yet. Only files older than a grace period (an hour
// by default; a write holds its file for milliseconds) are removed. And only what the server itself makes is
// touched: files with storeUpload's generated names in the folders uploads use, and their variants. Anything
// else an operator put there stays. Sweeps running at once on several machines remove the same orphans: a removal
// of a file already gone is no error.
//
// A job above the uploads (here, not in uploads/): it reads the current link-preview cards (resources/previewCards.ts)
// and, from its callers, the columns that name files (resources/fileColumns.ts); a running backup's marker
// (uploads/removals.ts) holds it back.
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db';
import { type Repeating, repeatEvery } from './repeat';
import { currentCardVersions } from './resources/previewCards';
import { type Storage, storageOf, TEMPORARY_FILE } from './storage';
import { CARDS_FOLDER, keptCardFiles } from './uploads/cards';
import { backupRunning, removeDeferred } from './uploads/removals';
import { isStoredName, removeUpload } from './uploads/storage';
import { VARIANTS_FOLDER } from './uploads/variants';

/** The default grace period: a file younger than this may still be another process's write in flight. */
export const DEFAULT_ORPHAN_GRACE_SECONDS = 60 * 60;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** A column that names stored files: the sweep keeps what such a column names, in the folders they use. */
export interface FileColumn {
  table: string;
  column: string;
  /** The folder under MEDIA_ROOT its uploads are stored in. */
  folder: string;
}

export interface SweepOptions {
  storage: Storage;
  now: () => number;
  graceSeconds: number;
  /** Every column that names a stored file (resources/fileColumns.ts): given, as uploads know no resource. */
  columns: readonly FileColumn[];
  /** List what would be removed, remove nothing. */
  dryRun?: boolean;
}

export interface SweepResult {
  /** Paths under MEDIA_ROOT removed (or, on a dry run, that would be). */
  removed: string[];
  /** Why nothing was removed though orphans were found, when that is so. */
  skipped?: string;
  /** Orphans that could not be removed (tried again on the next sweep). */
  failed?: string[];
  /** Multipart uploads to the bucket left incomplete (their process died), aborted after the grace period. */
  aborted?: string[];
}

interface Candidate {
  /** Path relative to MEDIA_ROOT, with `/`. */
  relative: string;
  /** For a variant: its original's path; null for an original. */
  original: string | null;
  /** A variant's temporary file, left by a crash between writing and renaming it. */
  temporary?: boolean;
  old: boolean;
}

/** Stored originals in the upload folders and the variants made of stored names: what the sweep may remove. */
async function findCandidates(storage: Storage, folders: readonly string[], cutoff: number): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (const folder of folders) {
    for await (const object of storage.list(folder)) {
      const name = object.key.slice(folder.length + 1);
      if (isStoredName(name)) found.push({ relative: object.key, original: null, old: object.modifiedMs <= cutoff });
    }
  }
  const inFolders = new Set(folders);
  for await (const object of storage.list(VARIANTS_FOLDER)) {
    // `.variants/<width>/<folder>/<name>`
    const parts = object.key.split('/');
    if (parts.length !== 4 || !/^\d+$/.test(parts[1]) || !inFolders.has(parts[2])) continue;
    const temporary = TEMPORARY_FILE.exec(parts[3]);
    const variantName = temporary ? temporary[1] : parts[3];
    if (!variantName.endsWith('.webp') || !isStoredName(variantName.slice(0, -'.webp'.length))) continue;
    found.push({
      relative: object.key,
      original: `${parts[2]}/${variantName.slice(0, -'.webp'.length)}`,
      temporary: Boolean(temporary),
      old: object.modifiedMs <= cutoff,
    });
  }
  return found;
}

/** Every file path any record names. Throws if a table cannot be read: then nothing may be removed. */
async function namedFiles(db: Kysely<Database>, columns: readonly FileColumn[]): Promise<Set<string>> {
  const named = new Set<string>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- file columns of any table (users' included), by the names the definitions give
  const executor = db as unknown as Kysely<any>;
  for (const { table, column } of columns) {
    const rows = await executor.selectFrom(table).select(column).where(column, 'is not', null).execute();
    for (const row of rows) if (typeof row[column] === 'string' && row[column]) named.add(row[column]);
  }
  return named;
}

/**
 * Removes the files under MEDIA_ROOT that no record names and that are older than the grace period, the variants
 * of originals no record names (at once when the original is gone, else after the grace too), and the link-preview
 * cards no longer current (sweepCards).
 */
export async function sweepOrphanFiles(db: Kysely<Database>, options: SweepOptions): Promise<SweepResult> {
  // A backup copies the files its snapshot names; one named there may be named by no record now. Nothing is
  // removed until it ends (uploads/removals.ts); then the removals it deferred are done first.
  if (await backupRunning(db, options.now)) return { removed: [], skipped: 'a backup is running: nothing removed until it ends' };
  const deferred = options.dryRun ? [] : await removeDeferred(db, options.storage, options.now);
  const uploads = await sweepUploads(db, options);
  const cards = await sweepCards(db, options);
  const failed = [...(uploads.failed ?? []), ...(cards.failed ?? [])];
  // A bucket's multipart uploads whose process died: never visible as files, yet kept (and billed) until aborted.
  const aborted = options.dryRun ? [] : await options.storage.abortUnfinished(options.now() - options.graceSeconds * 1000);
  return { ...uploads, removed: [...deferred, ...uploads.removed, ...cards.removed], ...(failed.length ? { failed } : {}), ...(aborted.length ? { aborted } : {}) };
}

/**
 * The kept link-preview cards (uploads/cards.ts) that can never be served again: versions no longer current (what
 * the card shows has changed since, and nobody asked for it again), and the cards of notices gone. They are
 * drawn again if asked for, so they go at once; only a temporary file waits out the grace period (another
 * process may be writing it).
 */
async function sweepCards(db: Kysely<Database>, options: SweepOptions): Promise<SweepResult> {
  // Files first, versions second, as for uploads: a card drawn in between is not among the files.
  const kept = await keptCardFiles(options.storage);
  if (!kept.length) return { removed: [] };
  const current = await currentCardVersions(db);
  const cutoff = options.now() - options.graceSeconds * 1000;
  const orphans = kept.filter((file) => (file.version === null ? file.mtimeMs <= cutoff : current.get(file.slot) !== file.version)).map((file) => file.relative);
  if (options.dryRun) return { removed: orphans };
  const removed: string[] = [];
  const failed: string[] = [];
  for (const relative of orphans) {
    try {
      await options.storage.remove(relative); // one gone already (a newer version's write removed it) is fine
      removed.push(relative);
    } catch {
      failed.push(relative);
    }
  }
  // The folders of notices gone, now empty (on disk; a bucket has no folders).
  for (const slot of new Set(kept.filter((file) => !current.has(file.slot)).map((file) => file.slot))) await options.storage.removeEmptyFolder?.(`${CARDS_FOLDER}/${slot}`);
  return failed.length ? { removed, failed } : { removed };
}

async function sweepUploads(db: Kysely<Database>, options: SweepOptions): Promise<SweepResult> {
  const { columns } = options;
  const folders = [...new Set(columns.map((c) => c.folder))];
  const cutoff = options.now() - options.graceSeconds * 1000;
  // Files first, records second: a file whose record commits in between is then seen as named. (The other
  // order could miss a record committed after the read, for a file stored more than the grace before.)
  const candidates = await findCandidates(options.storage, folders, cutoff);
  if (!candidates.length) return { removed: [] };
  const named = await namedFiles(db, columns);

  const orphans: string[] = [];
  for (const candidate of candidates) {
    if (candidate.original === null) {
      if (candidate.old && !named.has(candidate.relative)) orphans.push(candidate.relative);
    } else if (candidate.temporary) {
      // Renamed within milliseconds of being written: an old one is a crashed write, whatever its original.
      if (candidate.old) orphans.push(candidate.relative);
    } else if (!named.has(candidate.original)) {
      // A variant is only made while its original exists; one whose original is gone can never be served.
      if (candidate.old || !(await options.storage.stat(candidate.original))) orphans.push(candidate.relative);
    }
  }
  if (orphans.length && named.size === 0) {
    // No record names any file, yet stored files are there: most likely MEDIA_ROOT belongs to another database
    // (a new DATABASE_URL beside an old MEDIA_ROOT). Removing them all would be the one mistake not undone.
    return { removed: [], skipped: `no record names any file, but ${orphans.length} stored file(s) are under MEDIA_ROOT: nothing removed` };
  }
  if (options.dryRun) return { removed: orphans };
  const removed: string[] = [];
  const failed: string[] = [];
  for (const relative of orphans) {
    try {
      await removeOrphan(options.storage, relative);
      removed.push(relative);
    } catch {
      failed.push(relative); // one file that cannot go (its permissions) must not keep the others
    }
  }
  return failed.length ? { removed, failed } : { removed };
}

async function removeOrphan(storage: Storage, relative: string): Promise<void> {
  if (relative.startsWith(`${VARIANTS_FOLDER}/`)) await storage.remove(relative);
  else await removeUpload(storage, relative); // with its variants
}

/** The sweep's options from the server's configuration and the columns that name files. */
export function sweepOptionsOf(config: Pick<Config, 'mediaRoot' | 's3' | 'now' | 'orphanFileGraceSeconds'>, columns: readonly FileColumn[]): SweepOptions {
  return { storage: storageOf(config), now: config.now, graceSeconds: config.orphanFileGraceSeconds ?? DEFAULT_ORPHAN_GRACE_SECONDS, columns };
}

export interface SweepLog {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

/** Sweeps now (not awaited: the server listens meanwhile) and then every hour (repeat.ts); each run logs what it removed. */
export function scheduleOrphanSweeps(
  db: Kysely<Database>,
  config: Pick<Config, 'mediaRoot' | 's3' | 'now' | 'orphanFileGraceSeconds'>,
  columns: readonly FileColumn[],
  log: SweepLog,
  everyMs = SWEEP_EVERY_MS,
): Repeating {
  const sweep = () =>
    sweepOrphanFiles(db, sweepOptionsOf(config, columns))
      .then(({ removed, skipped, failed, aborted }) => {
        if (skipped) log.warn({ skipped }, 'orphan files: none removed');
        if (removed.length) log.info({ count: removed.length, files: removed.slice(0, 50) }, 'orphan files removed');
        if (aborted) log.info({ count: aborted.length, files: aborted.slice(0, 50) }, 'incomplete uploads to the bucket aborted');
        if (failed) log.warn({ count: failed.length, files: failed.slice(0, 50) }, 'orphan files could not be removed');
      })
      .catch((err: unknown) => log.warn({ err }, 'sweeping orphan files failed'));
  return repeatEvery(sweep, everyMs);
}
