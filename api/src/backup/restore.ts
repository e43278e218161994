// `npm run restore -- <dir>`: a backup (backup.ts, either layout) back into an empty database and storage. Every
// file is checked against the manifest before anything is touched, so a damaged backup changes nothing; the
// target must be empty (no table in the database, no file in the storage, no other secret key) unless --force,
// which replaces what is there. The database must be of the backup's kind: SQLite to PostgreSQL is db:copy's.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { dialectOf, migrateToLatest, openDatabase } from '../db';
import { storageOf } from '../storage';
import { eachAtOnce } from '../storage/copy';
import { databaseHasTables, restoreDatabase } from './database';
import { blobKey, type Manifest, MANIFEST_FILE, parseManifest, sha256 } from './manifest';

/** A restore refused before anything was changed, with why (the CLI prints it, exit code 1). */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  files: number;
  /** The secret key the backup had was written to the data folder (false: none in the backup, or SECRET_KEY set). */
  secretKeyRestored: boolean;
}

type RestoreConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaRoot' | 's3'> & { secretKeyFromEnv: boolean };

/** Where the backup in `folder` keeps a stored file. */
function filePath(folder: string, manifest: Manifest, file: Manifest['files'][number]): string {
  return manifest.blobs === null ? path.join(folder, 'files', ...file.key.split('/')) : path.join(folder, manifest.blobs, ...blobKey(file.sha256).split('/'));
}

/** Reads a file of the backup and checks it against the manifest; throws RestoreRefused naming it if it differs. */
async function checked(file: string, expected: { size: number; sha256: string }, name: string): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    throw new RestoreRefused(`The backup is incomplete: ${name} is missing (${file}). Nothing was restored.`);
  }
  if (data.length !== expected.size || sha256(data) !== expected.sha256) {
    throw new RestoreRefused(`The backup is damaged: ${name} does not match its checksum in ${MANIFEST_FILE} (${data.length} bytes, expected ${expected.size}). Nothing was restored.`);
  }
  return data;
}

export async function restoreBackup(folder: string, config: RestoreConfig, options: { force?: boolean; log?: (line: string) => void } = {}): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const manifestFile = path.join(folder, MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new RestoreRefused(`${folder} has no ${MANIFEST_FILE}: not a backup, or one that did not finish.`);
  let manifest: Manifest;
  try {
    manifest = parseManifest(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new RestoreRefused((error as Error).message);
  }
  const kind = dialectOf(config.databaseUrl);
  if (manifest.database.kind !== kind) {
    throw new RestoreRefused(
      `The backup is of a ${manifest.database.kind} database and DATABASE_URL names a ${kind} one. Restore it into ${manifest.database.kind} and copy it across with db:copy.`,
    );
  }

  // Everything is checked before anything is touched.
  log('Checking the backup…');
  const databaseFile = path.join(folder, manifest.database.file);
  await checked(databaseFile, manifest.database, manifest.database.file);
  const secretKey = manifest.secret_key ? await checked(path.join(folder, manifest.secret_key.file), manifest.secret_key, manifest.secret_key.file) : null;
  await eachAtOnce(manifest.files, 8, async (file) => {
    await checked(filePath(folder, manifest, file), file, file.key);
  });

  const storage = storageOf(config);
  const keyFile = path.join(config.dataDir, 'secret_key');
  const restoresKey = secretKey !== null && !config.secretKeyFromEnv;
  if (!options.force) {
    const refusals: string[] = [];
    if (await databaseHasTables(config.databaseUrl)) refusals.push('the database has tables');
    for await (const object of storage.list('')) {
      refusals.push(`the storage has files (${object.key}, in ${storage.where})`);
      break;
    }
    if (restoresKey && existsSync(keyFile) && readFileSync(keyFile, 'utf8').trim() !== secretKey.toString('utf8').trim()) refusals.push(`${keyFile} holds another key`);
    if (refusals.length) throw new RestoreRefused(`The target is not empty: ${refusals.join('; ')}. Restore into an empty one, or give --force to replace what is there.`);
  }

  log(`Restoring the ${kind} database…`);
  await restoreDatabase(kind, databaseFile, config.databaseUrl, Boolean(options.force));
  if (options.force) {
    // Replaced, not merged: what the storage holds beyond the backup's files would be orphans of another database.
    const keep = new Set(manifest.files.map((file) => file.key));
    const others: string[] = [];
    for await (const object of storage.list('')) if (!keep.has(object.key)) others.push(object.key);
    for (let i = 0; i < others.length; i += 1000) await storage.removeMany(others.slice(i, i + 1000));
  }
  log(`Restoring ${manifest.files.length} files into ${storage.where}…`);
  await eachAtOnce(manifest.files, 4, async (file) => {
    await storage.put(file.key, await checked(filePath(folder, manifest, file), file, file.key));
  });
  if (restoresKey) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(`${keyFile}.restoring`, secretKey, { mode: 0o600 });
    await rename(`${keyFile}.restoring`, keyFile);
  }

  // Brought up to this version's schema (a backup of an older one), and the backup's own bookkeeping settled: the
  // run that made it, in progress in its snapshot, is recorded as done; nothing waits for it.
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await db
      .updateTable('backup_runs')
      .set({ finished_at: manifest.created_at, lease_until_ms: 0, size_bytes: manifest.total_bytes, file_count: manifest.files.length, location: path.resolve(folder) })
      .where('finished_at', 'is', null)
      .execute();
    await db.deleteFrom('deferred_removals').execute();
    await db.updateTable('backup_schedule').set({ holder: null, lease_until_ms: 0 }).execute();
  } finally {
    await db.destroy();
  }
  return { manifest, files: manifest.files.length, secretKeyRestored: restoresKey };
}
