// A backup (issue 26, point 4): the database's snapshot, every stored file its rows name (display sizes and
// preview cards are made again, so they stay out), the secret key file, and the manifest (manifest.ts), written
// while the site keeps serving and writing. The backup-in-progress marker (uploads/removals.ts) keeps every file the
// snapshot names in the storage until the backup ends.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { type Database, dialectOf } from '../db';
import { DiskStorage, storageOf } from '../storage';
import { eachAtOnce } from '../storage/copy';
import { beginBackup } from '../uploads/removals';
import { DATABASE_FILE, snapshotDatabase } from './database';
import { blobKey, type Manifest, MANIFEST_FILE, MANIFEST_FORMAT, MANIFEST_VERSION, sha256 } from './manifest';

/** The scheduled backups' shared folder of stored files, by checksum, under BACKUP_DIR. */
export const BLOBS_FOLDER = 'blobs';
/** How many files are read and written at once: enough to overlap a bucket's round trips, few enough for memory. */
const AT_ONCE = 4;

export type BackupTarget =
  /** A folder of its own (new or empty), the files inside it. */
  | { out: string }
  /** A new folder under BACKUP_DIR, the files in BACKUP_DIR/blobs/ stored once by checksum. */
  | { dir: string };

export interface BackupResult {
  /** The backup's folder. */
  folder: string;
  manifest: Manifest;
  /** Files the snapshot names that the storage did not have (lost before the backup began); listed, not fatal. */
  missing: string[];
}

/** The data folder's key file, or null when there is none. */
function readKeyFile(dataDir: string): Buffer | null {
  try {
    return readFileSync(path.join(dataDir, 'secret_key'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A name for a scheduled backup's folder, sortable by time: `2026-11-27T19-30-00Z-12`. */
function backupName(now: number, id: number): string {
  return `${new Date(now).toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}-${id}`;
}

export async function runBackup(db: Kysely<Database>, config: Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaRoot' | 's3' | 'now' | 'secretKey'>, target: BackupTarget, kind: 'manual' | 'scheduled' = 'manual'): Promise<BackupResult> {
  if ('out' in target && existsSync(target.out) && readdirSync(target.out).length) throw new Error(`${target.out} is not empty: a backup goes into a new or empty folder`);
  const storage = storageOf(config);
  const marker = await beginBackup(db, kind, config.now, storage);
  // A scheduled backup is written under a hidden name and renamed once whole, so pruning and restore see only
  // complete ones; a folder given with --out is complete once its manifest is there (written last).
  const finalFolder = 'out' in target ? path.resolve(target.out) : path.join(path.resolve(target.dir), backupName(config.now(), marker.id));
  const folder = 'out' in target ? finalFolder : path.join(path.dirname(finalFolder), `.partial-${path.basename(finalFolder)}`);
  try {
    await mkdir(folder, { recursive: true });
    const databaseFile = DATABASE_FILE[dialectOf(config.databaseUrl)];
    // The backup's time is its snapshot's: what the data is as of.
    const takenAt = new Date(config.now()).toISOString();
    const snapshot = await snapshotDatabase(db, config.databaseUrl, path.join(folder, databaseFile));
    const databaseBytes = readFileSync(path.join(folder, databaseFile));

    // The key file the site signs with (config.ts): kept when SECRET_KEY is not set. A SECRET_KEY of the
    // operator's is theirs to keep; the data folder's file then is not the key in use and stays out.
    let secretKey: Manifest['secret_key'] = null;
    const key = readKeyFile(config.dataDir);
    if (key && key.toString('utf8').trim() === config.secretKey) {
      await writeFile(path.join(folder, 'secret_key'), key, { mode: 0o600 });
      secretKey = { file: 'secret_key', size: key.length, sha256: sha256(key) };
    }

    const into = 'out' in target ? new DiskStorage(path.join(folder, 'files')) : new DiskStorage(path.join(path.resolve(target.dir), BLOBS_FOLDER));
    const files: Manifest['files'] = [];
    const missing: string[] = [];
    await eachAtOnce(snapshot.keys, AT_ONCE, async (key) => {
      const data = await storage.read(key);
      if (!data) {
        missing.push(key);
        return;
      }
      const checksum = sha256(data);
      if ('out' in target) await into.put(key, data);
      else {
        // Stored once across the kept backups: a blob already there has this content (its name is its checksum).
        const there = await into.stat(blobKey(checksum));
        if (!there || there.size !== data.length) await into.put(blobKey(checksum), data);
      }
      files.push({ key, size: data.length, sha256: checksum });
    });
    files.sort((a, b) => (a.key < b.key ? -1 : 1));

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      created_at: takenAt,
      database: { kind: snapshot.kind, file: databaseFile, migration: snapshot.migration, size: databaseBytes.length, sha256: sha256(databaseBytes) },
      secret_key: secretKey,
      files,
      blobs: 'out' in target ? null : `../${BLOBS_FOLDER}`,
      total_bytes: databaseBytes.length + (secretKey?.size ?? 0) + files.reduce((sum, file) => sum + file.size, 0),
    };
    await writeFile(path.join(folder, `${MANIFEST_FILE}.partial`), JSON.stringify(manifest, null, 1));
    await rename(path.join(folder, `${MANIFEST_FILE}.partial`), path.join(folder, MANIFEST_FILE));
    if (folder !== finalFolder) await rename(folder, finalFolder);
    await marker.finish({ location: finalFolder, sizeBytes: manifest.total_bytes, fileCount: files.length });
    return { folder: finalFolder, manifest, missing: missing.sort() };
  } catch (error) {
    if (folder !== finalFolder) await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    await marker.finish({ error: (error as Error).message }).catch(() => undefined);
    throw error;
  }
}
