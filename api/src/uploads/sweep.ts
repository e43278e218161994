// Orphan files: a file stored for a write that never committed (the process was killed between storing the file
// and the commit, or its clean-up failed) is named by no record and would stay under MEDIA_ROOT for ever. The
// sweep removes such files, the image variants of originals no record names, and link-preview cards no longer
// current.
//
// Several processes may share MEDIA_ROOT and the database, so a file no record names may simply be another
// process's upload whose transaction has not committed yet. Only files older than a grace period (an hour by
// default; a write holds its file for milliseconds) are removed. And only what the server itself makes is
// touched: files with storeUpload's generated names in the folders uploads use, and their variants. Anything
// else an operator put under MEDIA_ROOT stays.
import type { Dirent } from 'node:fs';
import { readdir, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { currentCardVersions } from '../cards/content';
import type { Config } from '../config';
import type { Database } from '../db';
import { type Repeating, repeatEvery } from '../repeat';
import { RESOURCES } from '../resources/definitions';
import type { ResourceDefinition } from '../resources/factory';
import { CARDS_FOLDER, keptCardFiles } from './cards';
import { isStoredName, removeUpload, TEMPORARY_FILE } from './storage';
import { VARIANTS_FOLDER } from './variants';

/** The default grace period: a file younger than this may still be another process's write in flight. */
export const DEFAULT_ORPHAN_GRACE_SECONDS = 60 * 60;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface FileColumn {
  table: string;
  column: string;
  /** The folder under MEDIA_ROOT its uploads are stored in. */
  folder: string;
}

/**
 * Every column that names a stored file: the file fields of the resources, and the profile picture that
 * register/ stores in `profiles/` (users have no file field of their own in the resource definitions).
 */
export function fileColumns(resources: readonly ResourceDefinition[] = RESOURCES): FileColumn[] {
  const columns = resources.flatMap((definition) =>
    Object.entries(definition.files ?? {}).map(([field, rule]) => ({
      table: definition.table,
      column: definition.columns?.[field] ?? field,
      folder: rule.folder,
    })),
  );
  columns.push({ table: 'users', column: 'profile_picture', folder: 'profiles' });
  return columns;
}

export interface SweepOptions {
  mediaRoot: string;
  now: () => number;
  graceSeconds: number;
  columns?: readonly FileColumn[];
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

async function entries(folder: string): Promise<Dirent[]> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
}

/** The file's mtime in ms, or null when it is gone (removed by its own process meanwhile). */
async function modified(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  return (await modified(file)) !== null;
}

/** Stored originals in the upload folders and the variants made of stored names: what the sweep may remove. */
async function findCandidates(mediaRoot: string, folders: readonly string[], cutoff: number): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (const folder of folders) {
    for (const entry of await entries(path.join(mediaRoot, folder))) {
      if (!entry.isFile() || !isStoredName(entry.name)) continue;
      const mtime = await modified(path.join(mediaRoot, folder, entry.name));
      if (mtime !== null) found.push({ relative: `${folder}/${entry.name}`, original: null, old: mtime <= cutoff });
    }
  }
  for (const width of await entries(path.join(mediaRoot, VARIANTS_FOLDER))) {
    if (!width.isDirectory() || !/^\d+$/.test(width.name)) continue;
    for (const folder of folders) {
      const where = `${VARIANTS_FOLDER}/${width.name}/${folder}`;
      for (const entry of await entries(path.join(mediaRoot, where))) {
        if (!entry.isFile()) continue;
        const temporary = TEMPORARY_FILE.exec(entry.name);
        const variantName = temporary ? temporary[1] : entry.name;
        if (!variantName.endsWith('.webp') || !isStoredName(variantName.slice(0, -'.webp'.length))) continue;
        const mtime = await modified(path.join(mediaRoot, where, entry.name));
        if (mtime === null) continue;
        found.push({
          relative: `${where}/${entry.name}`,
          original: `${folder}/${variantName.slice(0, -'.webp'.length)}`,
          temporary: Boolean(temporary),
          old: mtime <= cutoff,
        });
      }
    }
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
  const uploads = await sweepUploads(db, options);
  const cards = await sweepCards(db, options);
  const failed = [...(uploads.failed ?? []), ...(cards.failed ?? [])];
  return { ...uploads, removed: [...uploads.removed, ...cards.removed], ...(failed.length ? { failed } : {}) };
}

/**
 * The kept link-preview cards (uploads/cards.ts) that can never be served again: versions no longer current (what
 * the card shows has changed since, and nobody asked for it again), and the cards of notices gone. They are
 * drawn again if asked for, so they go at once; only a temporary file waits out the grace period (another
 * process may be writing it).
 */
async function sweepCards(db: Kysely<Database>, options: SweepOptions): Promise<SweepResult> {
  // Files first, versions second, as for uploads: a card drawn in between is not among the files.
  const kept = await keptCardFiles(options.mediaRoot);
  if (!kept.length) return { removed: [] };
  const current = await currentCardVersions(db);
  const cutoff = options.now() - options.graceSeconds * 1000;
  const orphans = kept.filter((file) => (file.version === null ? file.mtimeMs <= cutoff : current.get(file.slot) !== file.version)).map((file) => file.relative);
  if (options.dryRun) return { removed: orphans };
  const removed: string[] = [];
  const failed: string[] = [];
  for (const relative of orphans) {
    try {
      await unlink(path.join(options.mediaRoot, relative));
      removed.push(relative);
    } catch (error) {
      // Gone already: a newer version's write removed it meanwhile.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') removed.push(relative);
      else failed.push(relative);
    }
  }
  // The folders of notices gone, now empty.
  for (const slot of new Set(kept.filter((file) => !current.has(file.slot)).map((file) => file.slot))) await rmdir(path.join(options.mediaRoot, CARDS_FOLDER, slot)).catch(() => undefined);
  return failed.length ? { removed, failed } : { removed };
}

async function sweepUploads(db: Kysely<Database>, options: SweepOptions): Promise<SweepResult> {
  const columns = options.columns ?? fileColumns();
  const folders = [...new Set(columns.map((c) => c.folder))];
  const cutoff = options.now() - options.graceSeconds * 1000;
  // Files first, records second: a file whose record commits in between is then seen as named. (The other
  // order could miss a record committed after the read, for a file stored more than the grace before.)
  const candidates = await findCandidates(options.mediaRoot, folders, cutoff);
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
      if (candidate.old || !(await exists(path.join(options.mediaRoot, candidate.original)))) orphans.push(candidate.relative);
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
      await removeOrphan(options.mediaRoot, relative);
      removed.push(relative);
    } catch {
      failed.push(relative); // one file that cannot go (its permissions) must not keep the others
    }
  }
  return failed.length ? { removed, failed } : { removed };
}

async function removeOrphan(mediaRoot: string, relative: string): Promise<void> {
  if (relative.startsWith(`${VARIANTS_FOLDER}/`)) {
    try {
      await unlink(path.join(mediaRoot, relative));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  } else {
    await removeUpload(mediaRoot, relative); // with its variants
  }
}

/** The sweep's options from the server's configuration. */
export function sweepOptionsOf(config: Pick<Config, 'mediaRoot' | 'now' | 'orphanFileGraceSeconds'>): SweepOptions {
  return { mediaRoot: config.mediaRoot, now: config.now, graceSeconds: config.orphanFileGraceSeconds ?? DEFAULT_ORPHAN_GRACE_SECONDS };
}

export interface SweepLog {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

/** Sweeps now (not awaited: the server listens meanwhile) and then every hour (repeat.ts); each run logs what it removed. */
export function scheduleOrphanSweeps(
  db: Kysely<Database>,
  config: Pick<Config, 'mediaRoot' | 'now' | 'orphanFileGraceSeconds'>,
  log: SweepLog,
  everyMs = SWEEP_EVERY_MS,
): Repeating {
  const sweep = () =>
    sweepOrphanFiles(db, sweepOptionsOf(config))
      .then(({ removed, skipped, failed }) => {
        if (skipped) log.warn({ skipped }, 'orphan files: none removed');
        if (removed.length) log.info({ count: removed.length, files: removed.slice(0, 50) }, 'orphan files removed');
        if (failed) log.warn({ count: failed.length, files: failed.slice(0, 50) }, 'orphan files could not be removed');
      })
      .catch((err: unknown) => log.warn({ err }, 'sweeping orphan files failed'));
  return repeatEvery(sweep, everyMs);
}
