// Password hashing with scrypt (Node's crypto): `scrypt$N$r$p$salt$hash`, salt and hash in base64.
// The parameters travel with each hash, so a later cost increase still verifies old hashes (and rehashes them).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptParams } from '../config';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes, so allow twice that.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), key: Buffer.from(parts[5], 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with weaker parameters than `params` (then it is rehashed on the next login). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the time of one real verification for a username that does not exist, so response timing does not
 * tell which usernames are registered.
 */
export async function verifyAgainstDummy(password: string, params: ScryptParams): Promise<false> {
  const cacheKey = `${params.N}:${params.r}:${params.p}`;
  let dummy = dummyHashes.get(cacheKey);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(cacheKey, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
