// Files of the front ends' builds that the server reads for every page (the host page, the stylesheets, the chunk
// maps, the page renderer). A page view must not cost file-system calls, and a new build must still be live
// without a restart: each is read once and looked at again at most once a second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

/** How often a kept file is looked at again. */
const RECHECK_MS = 1000;

interface Kept<T> {
  checkedAt: number;
  mtimeMs: number;
  value: T;
}

/**
 * `read(file)` once per change of `file` (by its modification time, looked at no more than once a second);
 * `fallback` while it does not exist or cannot be read.
 */
export function builtFile<T>(read: (file: string) => T, fallback: T): (file: string) => T {
  const kept = new Map<string, Kept<T>>();
  return (file) => {
    const now = Date.now();
    const known = kept.get(file);
    if (known && now - known.checkedAt < RECHECK_MS) return known.value;
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      mtimeMs = -1;
    }
    if (known && known.mtimeMs === mtimeMs) {
      known.checkedAt = now;
      return known.value;
    }
    let value = fallback;
    if (mtimeMs !== -1) {
      try {
        value = read(file);
      } catch {
        value = fallback; // half-written by a build in progress: read again on the next look
        mtimeMs = -1;
      }
    }
    kept.set(file, { checkedAt: now, mtimeMs, value });
    return value;
  };
}

/** A text file of a build, or null. */
export const builtText = builtFile<string | null>((file) => readFileSync(file, 'utf8'), null);

/** The names in a build folder (looked at again at most once a second). */
export function builtNames(dir: string): string[] {
  return builtDirectory(dir);
}
const builtDirectory = builtFile<string[]>((dir) => (existsSync(dir) ? readdirSync(dir) : []), []);
