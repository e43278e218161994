// Uploaded ZIP archives (a ZIP of photos, an XLSX), read from their central directory the way JSZip (inside
// ExcelJS) reads them: the last end-of-central-directory record, ZIP64 where its fields overflow, each entry's
// sizes from the central directory and its data from its local header. Nothing is unpacked while listing, so a
// caller checks the declared sizes against its limits first; then each entry is unpacked by zlib with the size it
// declares as the most it may produce. zlib counts what it writes and stops one 16 KB slice past that (a 1 GiB
// entry declared as 1,024 bytes costs 16 KB and a millisecond), and the entry is answered as lying: its archive is
// refused whole. The sizes and CRC must then match, as a well-made archive's do.
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  /** The name, folders included. */
  name: string;
  /** A folder (by its attributes, or its name ends with `/`): nothing to unpack. */
  folder: boolean;
  /** What the central directory says it unpacks to. */
  size: number;
  method: number;
  encrypted: boolean;
  crc: number;
  compressedSize: number;
  /** Where its local header is, from the start of the archive. */
  headerOffset: number;
}

/** An entry unpacked, or why not: `lies` (it unpacks past its declared size), `broken` (anything else). */
export type Unpacked = { data: Buffer } | { problem: 'lies' | 'broken' };

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const STORED = 0;
const DEFLATED = 8;
const signature = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

function isAt(data: Buffer, at: number, value: number): boolean {
  return at >= 0 && at + 4 <= data.length && data.readUInt32LE(at) === value;
}

/** A ZIP64 size or offset: past what a number holds exactly it is no size any limit lets through. */
const u64 = (data: Buffer, at: number) => Number(data.readBigUInt64LE(at));

/** The extra fields of a header, by id (the last of an id wins, as in JSZip). */
function extraFields(extra: Buffer): Map<number, Buffer> {
  const fields = new Map<number, Buffer>();
  for (let at = 0; at + 4 < extra.length; ) {
    const length = extra.readUInt16LE(at + 2);
    fields.set(extra.readUInt16LE(at), extra.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

const utf8 = new TextDecoder('utf-8');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An entry's name: UTF-8 when its flag or Info-ZIP's Unicode path field says so, else UTF-8 when it decodes as
 * such (macOS writes UTF-8 without the flag), else Latin-1.
 */
function entryName(raw: Buffer, flags: number, fields: Map<number, Buffer>): string {
  if (flags & 0x800) return utf8.decode(raw);
  const unicode = fields.get(0x7075);
  if (unicode && unicode.length >= 5 && unicode[0] === 1 && unicode.readUInt32LE(1) === crc32(raw)) return utf8.decode(unicode.subarray(5));
  try {
    return strictUtf8.decode(raw);
  } catch {
    return raw.toString('latin1');
  }
}

/**
 * The entries of the archive's central directory, in order, at most `limit + 1` of them (one more says there are
 * too many); null when it is not a ZIP that can be read.
 */
export function listZip(data: Buffer, limit: number): ZipEntry[] | null {
  try {
    return readCentralDirectory(data, limit);
  } catch {
    return null; // a field read past the end: truncated
  }
}

function readCentralDirectory(data: Buffer, limit: number): ZipEntry[] | null {
  const end = data.lastIndexOf(signature(END));
  if (end < 0) return null;
  const records = data.readUInt16LE(end + 10);
  let directorySize = data.readUInt32LE(end + 12);
  let directoryOffset = data.readUInt32LE(end + 16);
  let expectedEnd = directoryOffset + directorySize;
  const overflows = [4, 6, 8, 10].some((at) => data.readUInt16LE(end + at) === 0xffff) || directorySize === 0xffffffff || directoryOffset === 0xffffffff;
  if (overflows) {
    const locator = data.lastIndexOf(signature(ZIP64_LOCATOR));
    if (locator < 0) return null;
    let record = u64(data, locator + 8);
    if (!isAt(data, record, ZIP64_END)) record = data.lastIndexOf(signature(ZIP64_END));
    if (record < 0) return null;
    directorySize = u64(data, record + 40);
    directoryOffset = u64(data, record + 48);
    expectedEnd = directoryOffset + directorySize + 20 + 12 + u64(data, record + 4);
  }
  // Bytes before the archive (a self-extractor's program): every offset is read past them, as JSZip does.
  const before = end - expectedEnd;
  if (before < 0) return null;
  const entries: ZipEntry[] = [];
  let at = before + directoryOffset;
  while (entries.length <= limit && isAt(data, at, CENTRAL)) {
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > data.length) return null;
    const raw = data.subarray(at + 46, at + 46 + nameLength);
    const fields = extraFields(data.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    let size = data.readUInt32LE(at + 24);
    let compressedSize = data.readUInt32LE(at + 20);
    let headerOffset = data.readUInt32LE(at + 42);
    // ZIP64: each field that overflowed is in the extra field, in this order.
    const wide = fields.get(0x0001);
    if (wide) {
      let field = 0;
      if (size === 0xffffffff) size = u64(wide, (field++) * 8);
      if (compressedSize === 0xffffffff) compressedSize = u64(wide, (field++) * 8);
      if (headerOffset === 0xffffffff) headerOffset = u64(wide, field * 8);
    }
    const name = entryName(raw, flags, fields);
    entries.push({
      name,
      folder: (data.readUInt32LE(at + 38) & 0x10) !== 0 || name.endsWith('/'),
      size,
      method: data.readUInt16LE(at + 10),
      encrypted: (flags & 1) !== 0,
      crc: data.readUInt32LE(at + 16),
      compressedSize,
      headerOffset: before + headerOffset,
    });
    at = next;
  }
  if (records !== 0 && !entries.length) return null;
  return entries;
}

/** Unpacks one entry, never past the size it declares. */
export function unpackEntry(data: Buffer, entry: ZipEntry): Unpacked {
  const at = entry.headerOffset;
  if (entry.encrypted || !isAt(data, at, LOCAL) || at + 30 > data.length) return { problem: 'broken' };
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.compressedSize > data.length) return { problem: 'broken' };
  const packed = data.subarray(start, start + entry.compressedSize);
  let unpacked: Buffer;
  if (entry.method === STORED) unpacked = packed;
  else if (entry.method !== DEFLATED) return { problem: 'broken' };
  else {
    try {
      // One byte past the declared size is enough to know it lies (an empty entry's limit is that byte).
      unpacked = inflateRawSync(packed, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      return { problem: (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'lies' : 'broken' };
    }
  }
  if (unpacked.length > entry.size) return { problem: 'lies' };
  if (unpacked.length < entry.size || crc32(unpacked) !== entry.crc) return { problem: 'broken' };
  return { data: unpacked };
}
