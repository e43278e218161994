// Uploaded images come in display sizes too: the server answers `/media/_w/<width>/<path>` with a WebP copy of
// `/media/<path>` no wider than <width> (api/src/uploads/variants.ts). A `srcSet` of those lets the browser
// fetch the copy that fits the space and the screen instead of the original upload, which can be megabytes.
import { MEDIA_WIDTHS } from '../schemas/media';

const UPLOADED_IMAGE = /^(.*?\/media\/)(?!_w\/)([^?#]+\.(?:jpe?g|png|webp))$/i;

/**
 * The `srcSet` of an uploaded image's display copies up to `largest` pixels wide, or undefined for anything
 * that is not an uploaded image (a chosen file's preview, a built-in picture), which is shown as it is.
 */
export function mediaSrcSet(url: string | null | undefined, largest = 1280): string | undefined {
  const match = url ? UPLOADED_IMAGE.exec(url) : null;
  if (!match) return undefined;
  const [, base, relative] = match;
  return MEDIA_WIDTHS.filter((width) => width <= largest)
    .map((width) => `${base}_w/${width}/${relative} ${width}w`)
    .join(', ');
}
