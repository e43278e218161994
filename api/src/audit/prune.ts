// The audit trail is kept for AUDIT_RETENTION (a year unless set), then pruned: at start and daily. Several API
// processes may prune at the same moment; each deletes what is past the cutoff, a batch at a time, so they
// never need to agree on who runs: a row two of them pick is deleted once and counted by one, and a batch
// holds SQLite's write lock (or PostgreSQL's row locks) for milliseconds, not for a year of entries at once.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db';
import { type Repeating, repeatEvery } from '../repeat';

export const DEFAULT_AUDIT_RETENTION_SECONDS = 365 * 86400;
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;
const ROWS_PER_DELETE = 5000;

type PruneConfig = Pick<Config, 'now' | 'auditRetentionSeconds'>;

/** Deletes the entries older than the retention; answers how many this call deleted. */
export async function pruneAuditTrail(db: Kysely<Database>, config: PruneConfig): Promise<number> {
  const cutoff = new Date(config.now() - (config.auditRetentionSeconds ?? DEFAULT_AUDIT_RETENTION_SECONDS) * 1000).toISOString();
  let removed = 0;
  for (;;) {
    const { numDeletedRows } = await db
      .deleteFrom('audit_entries')
      .where('id', 'in', (eb) => eb.selectFrom('audit_entries').select('id').where('created_at', '<', cutoff).limit(ROWS_PER_DELETE))
      .executeTakeFirst();
    removed += Number(numDeletedRows);
    if (Number(numDeletedRows) === 0) return removed;
  }
}

export interface PruneLog {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

/** Prunes now (not awaited) and then daily, logging what it removed. */
export function scheduleAuditPrunes(db: Kysely<Database>, config: PruneConfig, log: PruneLog, everyMs = PRUNE_EVERY_MS): Repeating {
  const prune = () =>
    pruneAuditTrail(db, config)
      .then((count) => {
        if (count) log.info({ count }, 'audit entries past their retention removed');
      })
      .catch((err: unknown) => log.warn({ err }, 'pruning the audit trail failed'));
  return repeatEvery(prune, everyMs);
}
