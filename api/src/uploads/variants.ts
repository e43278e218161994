// Smaller copies of uploaded images for display, made on first request and kept on disk: a phone showing a
// 56-pixel logo or a 200-pixel gallery tile should not download a 2 MB original. The original stays as it was
// uploaded (API.md); a variant is a WebP at one of a few fixed widths, never wider than the original, served at
// `/media/_w/<width>/<path of the original>` with the same long cache life as the original's random name.
import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_WIDTHS } from 'remote_shared/schemas';
import { openImage } from './image';
import { writeWhole } from './storage';

/** The only widths made: the ones the pages ask for (shared with them). */
export const VARIANT_WIDTHS = MEDIA_WIDTHS;
const IMAGE_FILE = /\.(jpe?g|png|webp)$/i;
/** Where variants are kept, inside MEDIA_ROOT (a dot folder: the media route never serves it directly). */
export const VARIANTS_FOLDER = '.variants';


const making = new Map<string, Promise<string | null>>();

/** The path relative to MEDIA_ROOT of an original, when it is one an image variant can be made from. */
function originalPath(mediaRoot: string, relative: string): string | null {
  if (!IMAGE_FILE.test(relative) || relative.split('/').some((part) => part.startsWith('.') || part === '')) return null;
  const target = path.resolve(mediaRoot, relative);
  return target.startsWith(path.resolve(mediaRoot) + path.sep) ? target : null;
}

function variantPath(mediaRoot: string, width: number, relative: string): string {
  return path.join(mediaRoot, VARIANTS_FOLDER, String(width), `${relative}.webp`);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file of the `width` variant of the original at `relative` (made now if it is not yet), or null when
 * there is no such original or it cannot be read as an image.
 */
export async function imageVariant(mediaRoot: string, width: number, relative: string): Promise<string | null> {
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  const original = originalPath(mediaRoot, relative);
  if (!original || !(await exists(original))) return null; // a deleted original takes its variants with it
  const target = variantPath(mediaRoot, width, relative);
  if (await exists(target)) return target;
  const key = `${width}/${relative}`;
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        const data = await openImage(original)
          .rotate() // upright, as the original is shown
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        await writeWhole(target, data);
        return target;
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
export async function removeVariants(mediaRoot: string, relative: string): Promise<void> {
  await Promise.all(
    VARIANT_WIDTHS.map(async (width) => {
      try {
        await unlink(variantPath(mediaRoot, width, relative));
      } catch {
        // none was made
      }
    }),
  );
}
