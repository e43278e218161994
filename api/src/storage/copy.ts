// `npm run media:copy -- --to s3` copies MEDIA_ROOT into the bucket the S3_* settings name (a college moving its
// files off one machine), `--to disk` copies the bucket back into MEDIA_ROOT. Every file is read back from the
// target and checked against the source's size and SHA-256; a file already there with the same size and checksum
// is left as it is, so running it again (after an interruption, or to catch up before switching MEDIA_STORAGE)
// copies only what is missing or different. Nothing is ever removed from either side.
import { createHash } from 'node:crypto';
import { TEMPORARY_FILE } from './disk';
import type { Storage } from './types';

export interface CopyResult {
  copied: string[];
  /** Already in the target with the same size and checksum. */
  unchanged: number;
  /** Files whose copy could not be stored or did not read back the same, with why. */
  failed: { key: string; reason: string }[];
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** How many files are copied at once: enough to keep a bucket's round trips overlapping, few enough for memory. */
const AT_ONCE = 4;

export async function copyMedia(from: Storage, to: Storage, progress: (line: string) => void = () => undefined): Promise<CopyResult> {
  const result: CopyResult = { copied: [], unchanged: 0, failed: [] };
  const copyOne = async (key: string) => {
    try {
      const data = await from.read(key);
      if (!data) return; // removed meanwhile (a record deleted while the copy runs)
      const checksum = sha256(data);
      const there = await to.stat(key);
      if (there && there.size === data.length) {
        const existing = await to.read(key);
        if (existing && sha256(existing) === checksum) {
          result.unchanged += 1;
          return;
        }
      }
      await to.put(key, data);
      const back = await to.read(key);
      if (!back || back.length !== data.length || sha256(back) !== checksum) {
        result.failed.push({ key, reason: back ? `read back ${back.length} bytes, checksum ${sha256(back).slice(0, 12)}…, not ${data.length} bytes, ${checksum.slice(0, 12)}…` : 'missing after writing' });
        return;
      }
      result.copied.push(key);
      if (result.copied.length % 500 === 0) progress(`${result.copied.length} files copied…`);
    } catch (error) {
      result.failed.push({ key, reason: (error as Error).message });
    }
  };
  await eachAtOnce(from.list(''), AT_ONCE, async (object) => {
    // A disk write's temporary file, left by a crash: not a stored file (the sweep removes it).
    if (!TEMPORARY_FILE.test(object.key)) await copyOne(object.key);
  });
  return result;
}

/** Runs `task` over `items` (a list, or a storage's listing), `atOnce` at a time; rejects with a task's failure. */
export async function eachAtOnce<T>(items: Iterable<T> | AsyncIterable<T>, atOnce: number, task: (item: T) => Promise<void>): Promise<void> {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const one = task(item).finally(() => running.delete(one));
    running.add(one);
    if (running.size >= atOnce) await Promise.race(running);
  }
  await Promise.all(running);
}
