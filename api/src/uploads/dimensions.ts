// An image's width and height, read from its header as the decoders read it (libjpeg's first frame header, PNG's
// IHDR, WebP's VP8X canvas or its one frame), without decoding a pixel: the pixel limit is checked from these
// before anything is stored, so a small file that would decode to gigabytes is never kept.
import type { FileKind } from './files';

export interface Dimensions {
  width: number;
  height: number;
}

/** The image's size in pixels, or null when its header is missing or broken (then it is not a valid image). */
export function imageDimensions(data: Buffer, kind: FileKind): Dimensions | null {
  try {
    const size = kind === 'jpeg' ? jpegDimensions(data) : kind === 'png' ? pngDimensions(data) : kind === 'webp' ? webpDimensions(data) : null;
    return size && size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null; // a read past the end: truncated
  }
}

// Start-of-frame markers (SOF0-SOF15) carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The first frame header's size, walking the segments as metadata.ts does; none before the scan is broken. */
function jpegDimensions(data: Buffer): Dimensions | null {
  let i = 2;
  while (i + 4 <= data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or the picture's data, before any frame header
    const length = data.readUInt16BE(i + 2);
    if (length < 2) return null;
    if (isFrameHeader(marker)) return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

/** IHDR, which must be the first chunk. */
function pngDimensions(data: Buffer): Dimensions | null {
  if (data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The first chunk: VP8X's canvas (an extended or animated file), else the one frame's (lossy VP8, lossless VP8L). */
function webpDimensions(data: Buffer): Dimensions | null {
  const type = data.toString('latin1', 12, 16);
  const at = 20; // the chunk's data, after its type and size
  if (type === 'VP8X') return { width: data.readUIntLE(at + 4, 3) + 1, height: data.readUIntLE(at + 7, 3) + 1 };
  if (type === 'VP8 ') {
    // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height (2 bits of scale).
    if (data.readUIntBE(at + 3, 3) !== 0x9d012a) return null;
    return { width: data.readUInt16LE(at + 6) & 0x3fff, height: data.readUInt16LE(at + 8) & 0x3fff };
  }
  if (type === 'VP8L') {
    // The signature byte 0x2f, then the width and height less one, 14 bits each.
    if (data[at] !== 0x2f) return null;
    const bits = data.readUInt32LE(at + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}
