// What a backup holds, written last (its presence marks a backup complete): the database's file, the secret key's,
// every stored file's, each with its size and SHA-256, the format's version, the database's kind and the time.
// Two layouts share it: a folder of its own (`npm run backup -- --out <dir>`: the files under `files/<key>`), and
// the scheduled backups' (BACKUP_DIR/<backup>/, the files stored once by checksum in BACKUP_DIR/blobs/, which
// `blobs` names relative to the backup's folder).
import { createHash } from 'node:crypto';
import type { DialectName } from '../db';
import { isSafeKey } from '../storage';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'college-site-backup';
export const MANIFEST_VERSION = 1;

export interface ManifestFile {
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: number;
  created_at: string;
  database: ManifestFile & { kind: DialectName; file: string; migration: string | null };
  /** The signing key's file (`secret_key`), or null when SECRET_KEY set it (then it is the operator's to keep). */
  secret_key: (ManifestFile & { file: string }) | null;
  /** Every stored file the database names, by key. */
  files: (ManifestFile & { key: string })[];
  /** Where the stored files are: null, `files/<key>` in the backup's folder; else the blob folder, `<sha[0:2]>/<sha>`. */
  blobs: string | null;
  /** The database's, the key's and every file's bytes together. */
  total_bytes: number;
}

const CHECKSUM = /^[0-9a-f]{64}$/;

export const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** A blob's path in the blob folder: two levels, so no folder holds more than a few thousand files. */
export const blobKey = (checksum: string): string => `${checksum.slice(0, 2)}/${checksum}`;

/** The manifest in `text`, or why it is not one this version reads. */
export function parseManifest(text: string): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new Error(`${MANIFEST_FILE} is not JSON`);
  }
  if (value.format !== MANIFEST_FORMAT) throw new Error(`${MANIFEST_FILE} is not a backup of this site (format ${JSON.stringify(value.format)})`);
  if (value.version !== MANIFEST_VERSION) throw new Error(`${MANIFEST_FILE} has format version ${value.version}; this version of the site reads version ${MANIFEST_VERSION}`);
  if (!value.database || !Array.isArray(value.files)) throw new Error(`${MANIFEST_FILE} has no database or no file list`);
  // Names that would lead outside the storage or the backup's folder, or checksums that are not ones: not a
  // manifest this site wrote.
  for (const file of value.files) {
    if (!isSafeKey(String(file?.key)) || !CHECKSUM.test(String(file?.sha256))) throw new Error(`${MANIFEST_FILE} names a file it may not: ${JSON.stringify(file?.key)}`);
  }
  if (![value.database.file, value.secret_key?.file ?? 'secret_key'].every((name) => /^[a-z_.]+$/.test(String(name)) && !String(name).startsWith('.'))) {
    throw new Error(`${MANIFEST_FILE} names a database or key file it may not`);
  }
  return value as Manifest;
}
