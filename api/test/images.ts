// Small real-format files for upload tests, built byte by byte (no binary fixtures in the repository).
import { deflateSync } from 'node:zlib';

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 PNG, with a tEXt chunk carrying `text` when given (metadata to be stripped). */
export function png(text?: string): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(text ? [pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'))] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG of `width` x `height` white pixels in one bit of grey each: rows of zero bytes compress to about a
 * thousandth, so a 20000 x 20000 picture (400 megapixels, 1.6 GB to decode as RGBA) is a 50 KB file.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: its filter byte (none), then a bit per pixel; all ones is white.
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0;
  const rows = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(rows, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** An Exif APP1 body (big-endian TIFF) with Orientation and a GPS pointer tag, plus `secret` as padding. */
function exifBody(orientation: number, secret: string): Buffer {
  const tiff = Buffer.alloc(38);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x0112, 10); // Orientation, SHORT, 1
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt16BE(0x8825, 22); // GPS IFD pointer, LONG, 1
  tiff.writeUInt16BE(4, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt32BE(38, 30);
  tiff.writeUInt32BE(0, 34);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from(secret, 'latin1')]);
}

/** A baseline frame header (SOF0): 8 bits, one component, `width` by `height`. */
function jpegFrame(width: number, height: number): Buffer {
  const body = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  body.writeUInt16BE(height, 1);
  body.writeUInt16BE(width, 3);
  return jpegSegment(0xc0, body);
}

/**
 * A JPEG-structured file (markers and segments a parser walks; the scan data is filler): JFIF, an Exif APP1
 * holding `secret` and the orientation, a comment, the frame header (1x1 unless given), then the scan.
 */
export function jpeg(options: { secret?: string; orientation?: number; padTo?: number; width?: number; height?: number } = {}): Buffer {
  const scan = Buffer.alloc(Math.max(16, (options.padTo ?? 0) - 64 - 13), 0x55);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(options.secret !== undefined ? [jpegSegment(0xe1, exifBody(options.orientation ?? 1, options.secret))] : []),
    jpegSegment(0xfe, Buffer.from(`comment ${options.secret ?? ''}`, 'latin1')),
    jpegSegment(0xdb, Buffer.alloc(65, 1)),
    jpegFrame(options.width ?? 1, options.height ?? 1),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** A WebP-structured file: VP8X (flags claiming Exif and XMP), a VP8L picture chunk, EXIF and XMP chunks. */
export function webp(secret = 'GPS 23.8103N 90.4125E'): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04;
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0])),
    riffChunk('EXIF', Buffer.from(secret, 'latin1')),
    riffChunk('XMP ', Buffer.from(`<x>${secret}</x>`, 'latin1')),
  ]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

/** A small well-formed PDF (one empty page), optionally padded with a comment line to `padTo` bytes. */
export function pdf(options: { padTo?: number } = {}): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, n) => {
    offsets.push(body.length);
    body += `${n + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const file = Buffer.from(body, 'latin1');
  if (!options.padTo || options.padTo <= file.length) return file;
  // Bytes after %%EOF are ignored by readers: the file stays a valid PDF at any size.
  return Buffer.concat([file, Buffer.from('%', 'latin1'), Buffer.alloc(options.padTo - file.length - 1, 0x20)]);
}

/** `data` followed by filler bytes up to exactly `size` bytes (a real file grown to a size limit). */
export function padTo(data: Buffer, size: number): Buffer {
  if (size < data.length) throw new Error(`cannot pad ${data.length} bytes down to ${size}`);
  return Buffer.concat([data, Buffer.alloc(size - data.length)]);
}
