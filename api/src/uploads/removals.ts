// The backup-in-progress marker (a `backup_runs` row not finished, whose lease runs) and the removals it defers.
// A backup reads its rows from a snapshot taken after the marker is committed, then copies the files those rows
// name. A file a record stops naming after the snapshot (a record deleted, a file replaced) must still be there
// when the copy reaches it, so while a backup runs its removal is written down (`deferred_removals`) instead of
// done, and done once no backup runs any more: when the last one ends, or by the next orphan sweep if that
// process died. The marker lives in the database, so it holds for every process of every machine.
//
// Here, with the uploads, not in backup/: every write that replaces or deletes a file removes it through
// removeNamedNoMore (resources, the photo import), and the backup (backup/backup.ts) only begins and ends the marker.
//
// Why no file a snapshot names can be removed early: a removal is decided after the commit that stops naming
// the file. If that commit came before the snapshot, the snapshot does not name the file. If it came after, so did
// the check for the marker, which was committed before the snapshot began, and the removal is deferred.
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { isoNow } from '../db';
import type { Storage } from '../storage';
import { removeUpload } from './storage';

/** How long a backup's marker holds without being renewed: past it, a backup not finished is taken for dead. */
export const BACKUP_LEASE_MS = 2 * 60 * 1000;
/** How often a running backup renews its lease. */
const RENEW_EVERY_MS = 30 * 1000;

export interface BackupMarker {
  id: number;
  /** Ends the backup: records how it went, stops renewing, and removes the files deferred if no other backup runs. */
  finish(result: { location: string; sizeBytes: number; fileCount: number } | { error: string }): Promise<void>;
}

/** Whether any backup is in progress (a marker not finished whose lease runs), as of `now`. */
export async function backupRunning(db: Kysely<Database>, now: () => number): Promise<boolean> {
  const row = await db
    .selectFrom('backup_runs')
    .select('id')
    .where('finished_at', 'is', null)
    .where('lease_until_ms', '>', now())
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** Commits the marker of a new backup (before its snapshot is taken) and renews it until `finish`. */
export async function beginBackup(db: Kysely<Database>, kind: 'manual' | 'scheduled', now: () => number, storage: Storage): Promise<BackupMarker> {
  const { id } = await db
    .insertInto('backup_runs')
    .values({ kind, started_at: isoNow(now), lease_until_ms: now() + BACKUP_LEASE_MS, finished_at: null, location: null, size_bytes: null, file_count: null, error: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const renew = setInterval(() => {
    db.updateTable('backup_runs').set({ lease_until_ms: now() + BACKUP_LEASE_MS }).where('id', '=', id).execute().catch(() => undefined);
  }, RENEW_EVERY_MS);
  renew.unref();
  return {
    id,
    async finish(result) {
      clearInterval(renew);
      await db
        .updateTable('backup_runs')
        .set(
          'error' in result
            ? { finished_at: isoNow(now), error: result.error.slice(0, 2000) }
            : { finished_at: isoNow(now), location: result.location, size_bytes: result.sizeBytes, file_count: result.fileCount },
        )
        .where('id', '=', id)
        .execute();
      await removeDeferred(db, storage, now);
    },
  };
}

/**
 * Removes a stored file (and its display sizes) that a committed write no longer names, or, while a backup runs,
 * writes its removal down for when the backups end. Called only after that commit (see above).
 */
export async function removeNamedNoMore(db: Kysely<Database>, storage: Storage, key: string | null | undefined, now: () => number): Promise<void> {
  if (!key) return;
  if (await backupRunning(db, now)) {
    await db
      .insertInto('deferred_removals')
      .values({ key, deferred_at: isoNow(now) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return;
  }
  await removeUpload(storage, key);
}

/**
 * The removals deferred while backups ran, done now if none runs any more; answers the keys removed. A removal
 * that fails stays written down for the next time (the next backup's end, or the orphan sweep).
 */
export async function removeDeferred(db: Kysely<Database>, storage: Storage, now: () => number): Promise<string[]> {
  if (await backupRunning(db, now)) return [];
  const rows = await db.selectFrom('deferred_removals').select('key').execute();
  const removed: string[] = [];
  for (const { key } of rows) {
    try {
      await removeUpload(storage, key);
      await db.deleteFrom('deferred_removals').where('key', '=', key).execute();
      removed.push(key);
    } catch {
      // kept: tried again next time
    }
  }
  return removed;
}
