// Fixed-window counters kept in the database, so every API process behind a load balancer sees the same
// count. One atomic upsert per hit; no process-local state.
import type { Kysely } from 'kysely';
import type { Database } from '../db';

export interface ThrottleRule {
  /** What is counted, for example `login-username`. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

/** Seconds until `key` may try again, or 0 when it is under the limit. Does not count this call. */
export async function throttleWait(db: Kysely<Database>, rule: ThrottleRule, key: string, nowMs: number): Promise<number> {
  const row = await db
    .selectFrom('throttle_counters')
    .select(['window_start', 'count'])
    .where('scope', '=', rule.scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return 0;
  const windowEnds = Date.parse(row.window_start) + rule.windowSeconds * 1000;
  if (windowEnds <= nowMs || row.count < rule.limit) return 0;
  return Math.ceil((windowEnds - nowMs) / 1000);
}

/**
 * Counts one hit for `key` and answers the seconds to wait when this hit went over the limit, else 0.
 * A window that has ended starts again at this hit.
 */
export async function recordHit(db: Kysely<Database>, rule: ThrottleRule, key: string, nowMs: number): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const windowOpenedAfter = new Date(nowMs - rule.windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('throttle_counters')
    .values({ scope: rule.scope, key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet((eb) => {
        const expired = eb('throttle_counters.window_start', '<=', windowOpenedAfter);
        return {
          count: eb.case().when(expired).then(1).else(eb('throttle_counters.count', '+', 1)).end(),
          window_start: eb.case().when(expired).then(now).else(eb.ref('throttle_counters.window_start')).end(),
        };
      }),
    )
    .returning(['window_start', 'count'])
    .executeTakeFirstOrThrow();
  if (row.count <= rule.limit) return 0;
  return Math.max(1, Math.ceil((Date.parse(row.window_start) + rule.windowSeconds * 1000 - nowMs) / 1000));
}

export async function resetThrottle(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('scope', '=', rule.scope).where('key', '=', key).execute();
}
