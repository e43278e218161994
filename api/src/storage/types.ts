// The one interface every reader and writer of stored files goes through (uploads, their display sizes, the
// link-preview cards, the ID cards' pictures, the icons, the feed, the demo seed, the orphan sweep, media:copy):
// a folder on disk (disk.ts, the default) or an S3-compatible bucket (s3.ts, MEDIA_STORAGE=s3). Files are named
// by keys, paths relative to MEDIA_ROOT or to the bucket's S3_PREFIX, with `/` (`teachers/3f9c…a1.jpg`).
import type { Readable } from 'node:stream';

export interface StoredObject {
  /** Its key, relative to the storage's root. */
  key: string;
  size: number;
  /** When it was last written, in ms since the epoch (a file's mtime, an object's LastModified). */
  modifiedMs: number;
}

/** A part of a file asked for by a Range header: bytes `start` to `end`, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedObject {
  /** The file's bytes, or the range's; absent when the range asked for lies outside the file. */
  body?: Readable;
  /** The whole file's size (not the range's). */
  size: number;
  /** The part `body` holds when a range was asked for and can be given; null: the whole file. */
  range: ByteRange | null;
  modifiedMs: number;
  /** An ETag for conditional requests, quoted. */
  etag: string;
}

/** How a presigned URL's answer is labelled (S3's response-content-type and response-content-disposition). */
export interface PresignOptions {
  contentType: string;
  contentDisposition?: string;
}

export interface PutOptions {
  contentType?: string;
  /** Refuse to overwrite an existing file (an upload's fresh random name); an existing one throws with code EEXIST. */
  exclusive?: boolean;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Where it keeps files, for logs and messages: a folder, or `s3://bucket/prefix`. */
  readonly where: string;
  /** Stores `data` under `key`, whole or not at all: a reader meanwhile sees the old file or none, never half. */
  put(key: string, data: Uint8Array, options?: PutOptions): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Size and time of a file, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /**
   * A stream of the file, or null when there is none; for serving it. `range` is a request's Range header: one
   * range of bytes is answered as such, anything else (several ranges, a malformed header) with the whole file.
   */
  open(key: string, range?: string): Promise<OpenedObject | null>;
  /** Deletes a file; one already gone is fine. */
  remove(key: string): Promise<void>;
  /** Deletes these files (one request for up to 1000 on a bucket); ones already gone are fine. */
  removeMany(keys: readonly string[]): Promise<void>;
  /** Deletes every file whose key starts with `prefix/`. */
  removeFolder(prefix: string): Promise<void>;
  /** Removes the folder `prefix` if it is empty (disk only: a bucket has no folders). */
  removeEmptyFolder?(prefix: string): Promise<void>;
  /** Every file under `prefix/` (`''`: all), at any depth. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Writes left unfinished by a process that died (a bucket's incomplete multipart uploads) begun before
   * `beforeMs`, aborted; answers what was aborted, for the log. Disk has none (its temporary files are the sweep's).
   */
  abortUnfinished(beforeMs: number): Promise<string[]>;
  /** A short-lived URL of the file straight from the bucket, or null where there is none (disk). */
  presign(key: string, options: PresignOptions): Promise<string | null>;
  /** The bucket's origin (for the pages' Content-Security-Policy when files are sent from it), or null. */
  readonly origin: string | null;
}

/**
 * Whether a key is one the storage may touch: relative, `/`-separated, without empty, `.` or `..` parts or
 * backslashes, so no key leads outside MEDIA_ROOT or the bucket's prefix.
 */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 1024 || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** One range of bytes (`bytes=0-99`, `bytes=100-`, `bytes=-500`): the only kind of Range header answered as one. */
export const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;
