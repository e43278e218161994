// Fixed-window counters kept in the database, so every API process behind a load balancer sees the same
// count. One atomic upsert per hit; no process-local state.
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

export interface ThrottleRule {
  /** What is counted, for example `login-pair`. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The client address as the throttles count it. One IPv6 subscriber gets a whole /64 and may pick any address in
 * it, so an IPv6 address counts by its /64 (`2001:db8:1:2::/64`); an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`,
 * what a dual-stack socket reports) is that IPv4 address. Anything else (no address at all) is kept as given.
 */
export function clientAddressKey(ip: string | undefined): string {
  const address = (ip ?? '').trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, ''); // brackets, zone index
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64) || 'unknown';
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail turned into two groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === null ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/** A counter key that fits its column (varchar(255)): a long one (a username of wide characters) is hashed. */
function storedKey(key: string): string {
  return key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

function windowEndsMs(windowStart: string, rule: ThrottleRule): number {
  return Date.parse(windowStart) + rule.windowSeconds * 1000;
}

/** Seconds until `key` may try again, or 0 when it is under the limit. Does not count this call. */
export async function throttleWait(db: Kysely<Database>, rule: ThrottleRule, key: string, nowMs: number): Promise<number> {
  const row = await db
    .selectFrom('throttle_counters')
    .select(['window_start', 'count'])
    .where('scope', '=', rule.scope)
    .where('key', '=', storedKey(key))
    .executeTakeFirst();
  if (!row) return 0;
  const windowEnds = windowEndsMs(row.window_start, rule);
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
    .values({ scope: rule.scope, key: storedKey(key), window_start: now, count: 1 })
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
  return Math.max(1, Math.ceil((windowEndsMs(row.window_start, rule) - nowMs) / 1000));
}

/** What `takeAllowance` counted, to give back with `giveBackAllowance` when the counted thing did not happen. */
export interface Allowance {
  rule: ThrottleRule;
  key: string;
  amount: number;
  windowStart: string;
}

/**
 * Counts `amount` (one registration, or the bytes of a picture) for `key` only if the window's total stays within
 * the limit, in one atomic statement, so concurrent callers in any process cannot together pass the limit. Answers
 * what was counted, or the seconds to wait when nothing was. An amount larger than the whole limit never fits.
 */
export async function takeAllowance(
  db: Kysely<Database>,
  rule: ThrottleRule,
  key: string,
  nowMs: number,
  amount = 1,
): Promise<{ taken: Allowance; wait: 0 } | { taken: null; wait: number }> {
  if (amount > rule.limit) return { taken: null, wait: rule.windowSeconds };
  const now = new Date(nowMs).toISOString();
  const windowOpenedAfter = new Date(nowMs - rule.windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('throttle_counters')
    .values({ scope: rule.scope, key: storedKey(key), window_start: now, count: amount })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet((eb) => {
          const expired = eb('throttle_counters.window_start', '<=', windowOpenedAfter);
          return {
            count: eb.case().when(expired).then(amount).else(eb('throttle_counters.count', '+', amount)).end(),
            window_start: eb.case().when(expired).then(now).else(eb.ref('throttle_counters.window_start')).end(),
          };
        })
        // A full window is left as it is: the conflict updates nothing and returns no row.
        .where((eb) => eb.or([eb('throttle_counters.window_start', '<=', windowOpenedAfter), eb(eb('throttle_counters.count', '+', amount), '<=', rule.limit)])),
    )
    .returning(['window_start'])
    .executeTakeFirst();
  if (row) return { taken: { rule, key, amount, windowStart: row.window_start }, wait: 0 };
  const wait = await throttleWait(db, { ...rule, limit: rule.limit - amount + 1 }, key, nowMs);
  return { taken: null, wait: Math.max(1, wait) };
}

/**
 * Takes one from each of several counters, in order; when one refuses, those already taken are given back and
 * the wait is that counter's. All or nothing, so a refused attempt counts nowhere.
 */
export async function takeAllowances(
  db: Kysely<Database>,
  wants: Array<[ThrottleRule, string]>,
  nowMs: number,
): Promise<{ taken: Allowance[]; wait: 0 } | { taken: null; wait: number }> {
  const taken: Allowance[] = [];
  for (const [rule, key] of wants) {
    const one = await takeAllowance(db, rule, key, nowMs);
    if (!one.taken) {
      for (const allowance of taken) await giveBackAllowance(db, allowance);
      return one;
    }
    taken.push(one.taken);
  }
  return { taken, wait: 0 };
}

/** Gives back what `takeAllowance` counted, if its window is still the current one. */
export async function giveBackAllowance(db: Kysely<Database>, taken: Allowance | null): Promise<void> {
  if (!taken) return;
  await db
    .updateTable('throttle_counters')
    .set((eb) => ({ count: eb('count', '-', taken.amount) }))
    .where('scope', '=', taken.rule.scope)
    .where('key', '=', storedKey(taken.key))
    .where('window_start', '=', taken.windowStart)
    .where('count', '>=', taken.amount)
    .execute();
}

export async function resetThrottle(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('scope', '=', rule.scope).where('key', '=', storedKey(key)).execute();
}
