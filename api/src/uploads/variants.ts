// Smaller copies of uploaded images for display, made on first request and kept in the storage: a phone showing a
// 56-pixel logo or a 200-pixel gallery tile should not download a 2 MB original. The original stays as it was
// uploaded (API.md); a variant is a WebP at one of a few fixed widths, never wider than the original, served at
// `/media/_w/<width>/<path of the original>` with the same long cache life as the original's random name.
import { MEDIA_WIDTHS } from 'remote_shared/schemas';
import type { Storage } from '../storage';
import { openImage } from './image';

/** The only widths made: the ones the pages ask for (shared with them). */
export const VARIANT_WIDTHS = MEDIA_WIDTHS;
const IMAGE_FILE = /\.(jpe?g|png|webp)$/i;
/** Where variants are kept, inside MEDIA_ROOT or the bucket (a dot folder: the media route never serves it directly). */
export const VARIANTS_FOLDER = '.variants';

const making = new Map<string, Promise<MadeVariant | null>>();

/**
 * The variants known to exist, by storage: a page of forty pictures costs no look-up per picture (a HEAD each on
 * a bucket) once they are made. Stored names are never reused, so a variant known stays right until its original
 * is removed, which forgets it (removeVariants); one removed by another process is found missing when read
 * (static.ts forgets it and makes it again, or answers 404 with its original gone).
 */
const known = new WeakMap<Storage, Set<string>>();
const KNOWN_KEPT = 20_000;

function knownOf(storage: Storage): Set<string> {
  let set = known.get(storage);
  if (!set) {
    set = new Set();
    known.set(storage, set);
  }
  return set;
}

function remember(storage: Storage, key: string): void {
  const set = knownOf(storage);
  set.add(key);
  if (set.size > KNOWN_KEPT) set.delete(set.values().next().value as string); // the oldest
}

/** Forgets a variant found missing (removed by another process). */
export function forgetVariant(storage: Storage, key: string): void {
  knownOf(storage).delete(key);
}

/** Whether `relative` is an original a variant can be made from (a stored image, in no dot folder). */
function isOriginal(relative: string): boolean {
  return IMAGE_FILE.test(relative) && !relative.split('/').some((part) => part.startsWith('.') || part === '');
}

function variantKey(width: number, relative: string): string {
  return `${VARIANTS_FOLDER}/${width}/${relative}.webp`;
}

export interface MadeVariant {
  /** The variant's key in the storage. */
  key: string;
  /** Its bytes when they were made just now (else read them, or presign the key). */
  data?: Buffer;
}

/**
 * The `width` variant of the original at `relative` (made now if it is not yet), or null when there is no such
 * original or it cannot be read as an image.
 */
export async function imageVariant(storage: Storage, width: number, relative: string): Promise<MadeVariant | null> {
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width) || !isOriginal(relative)) return null;
  const key = variantKey(width, relative);
  if (knownOf(storage).has(key)) return { key };
  if (!(await storage.stat(relative))) return null; // a deleted original takes its variants with it
  if (await storage.stat(key)) {
    remember(storage, key);
    return { key };
  }
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        const original = await storage.read(relative);
        if (!original) return null;
        const data = await openImage(original)
          .rotate() // upright, as the original is shown
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        await storage.put(key, data, { contentType: 'image/webp' });
        remember(storage, key);
        return { key, data };
      } catch {
        return null;
      } finally {
        making.delete(key);
      }
    })();
    making.set(key, pending);
  }
  return pending;
}

/** Deletes the variants of a removed original. */
export async function removeVariants(storage: Storage, relative: string): Promise<void> {
  if (!isOriginal(relative)) return; // none can have been made
  const keys = VARIANT_WIDTHS.map((width) => variantKey(width, relative));
  for (const key of keys) forgetVariant(storage, key);
  // All widths at once (one request on a bucket), made or not; one that cannot go now goes with the next sweep.
  await storage.removeMany(keys).catch(() => undefined);
}
