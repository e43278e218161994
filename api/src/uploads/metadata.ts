// Removes the metadata of an image (GPS position, camera, comments) without re-encoding it: the picture's
// bytes stay exactly as uploaded. A JPEG's orientation is kept, because browsers rotate by it.
import type { FileKind } from './files';

/** The image without its metadata, or null when its structure is broken (then it is refused as not an image). */
export function stripImageMetadata(data: Buffer, kind: FileKind): Buffer | null {
  try {
    switch (kind) {
      case 'jpeg':
        return stripJpeg(data);
      case 'png':
        return stripPng(data);
      case 'webp':
        return stripWebp(data);
      default:
        return data;
    }
  } catch {
    return null; // a read past the end: truncated or malformed
  }
}

// JPEG segments dropped: APP1 (Exif, XMP), APP13 (IPTC/Photoshop), COM (comments).
const JPEG_DROPPED = new Set([0xe1, 0xed, 0xfe]);

function stripJpeg(data: Buffer): Buffer | null {
  const out: Buffer[] = [data.subarray(0, 2)];
  let orientation: number | null = null;
  let i = 2;
  while (i < data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      out.push(data.subarray(i, i + 2));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(data.subarray(i, i + 2));
      i += 2;
      continue;
    }
    const length = data.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > data.length) return null;
    if (marker === 0xda) {
      // Start of scan: the compressed picture follows up to the end; it is kept verbatim.
      out.push(data.subarray(i));
      break;
    }
    const segment = data.subarray(i, i + 2 + length);
    if (marker === 0xe1) orientation ??= readExifOrientation(segment.subarray(4));
    if (!JPEG_DROPPED.has(marker)) out.push(segment);
    i += 2 + length;
  }
  if (orientation !== null && orientation !== 1) out.splice(1, 0, orientationSegment(orientation));
  return Buffer.concat(out);
}

function readExifOrientation(app1: Buffer): number | null {
  if (app1.length < 14 || app1.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = app1.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const count = u16(ifd);
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** A minimal APP1 Exif segment holding only the orientation tag. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

// PNG chunks dropped: text, compressed text, international text, Exif, modification time.
const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(data: Buffer): Buffer | null {
  const out: Buffer[] = [data.subarray(0, 8)];
  let i = 8;
  while (i < data.length) {
    const length = data.readUInt32BE(i);
    const type = data.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (end > data.length) return null;
    if (!PNG_DROPPED.has(type)) out.push(data.subarray(i, end));
    i = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(out);
}

function stripWebp(data: Buffer): Buffer | null {
  const out: Buffer[] = [];
  let i = 12;
  while (i + 8 <= data.length) {
    const type = data.toString('latin1', i, i + 4);
    const size = data.readUInt32LE(i + 4);
    const end = i + 8 + size + (size % 2); // chunks are padded to an even length
    if (i + 8 + size > data.length) return null;
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = Buffer.from(data.subarray(i, Math.min(end, data.length)));
      if (type === 'VP8X' && size >= 1) chunk[8] &= ~(0x08 | 0x04); // clear the "has Exif" and "has XMP" flags
      out.push(chunk);
    }
    i = end;
  }
  const body = Buffer.concat(out);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
