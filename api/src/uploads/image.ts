// The one way the server opens an image with sharp: with the pixel limit uploads are checked against, so a picture
// stored before the check existed, or one that slipped past it, is refused by libvips before it is decoded
// (eslint keeps `sharp` out of every other file of the server).
import { MAX_IMAGE_PIXELS } from 'remote_shared/registry';
// eslint-disable-next-line no-restricted-imports -- the one place sharp is opened from
import sharp, { type Sharp, type SharpOptions } from 'sharp';

// Images are drawn on libvips' own threads; one at a time keeps a burst of first requests (display sizes, ID
// cards, icons) from taking the machine.
sharp.concurrency(1);

/** sharp(input, options) with `limitInputPixels` set to MAX_IMAGE_PIXELS; `input` undefined with `options.create` draws a new image. */
export function openImage(input: string | Buffer | undefined, options: SharpOptions = {}): Sharp {
  const limited = { ...options, limitInputPixels: MAX_IMAGE_PIXELS };
  // sharp takes a new image's `create` as its only argument.
  return input === undefined ? sharp(limited) : sharp(input, limited);
}
