// What a tap on a gallery photo opens: the largest display copy the server makes of an upload (a WebP no wider than
// the largest of the shared display widths, api/src/uploads/variants.ts), not the original, which a phone's camera
// makes megabytes. Taken from the shared remote's `mediaSrcSet`, whose candidates are those copies, so this remote
// needs nothing from the shared remote that its previous release lacks.
import { mediaSrcSet } from 'remote_shared/ui';

/** The widest candidate of `url`'s display copies, or `url` itself for an image that has none (not an upload). */
export function displayCopy(url: string): string {
  let widest = { src: url, width: 0 };
  for (const candidate of mediaSrcSet(url)?.split(',') ?? []) {
    const [src, descriptor] = candidate.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? '', 10);
    if (src && width > widest.width) widest = { src, width };
  }
  return widest.src;
}
