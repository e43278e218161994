// Uploaded files under MEDIA_ROOT: checked by content and size, stored under a random name, answered as URLs.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { fileTooLarge, unsupportedFile } from '../errors';
import { detectFileKind, EXTENSIONS, type FileKind, IMAGE_KINDS, type UploadedFile } from './files';
import { stripImageMetadata } from './metadata';
import { removeVariants } from './variants';

export interface UploadRule {
  /** The form field, used to key the error. */
  field: string;
  /** Folder under MEDIA_ROOT, for example `profiles`. */
  folder: string;
  maxBytes: number;
  kinds: readonly FileKind[];
}

export interface CheckedUpload {
  kind: FileKind;
  data: Buffer;
  folder: string;
}

function wrongTypeMessage(kinds: readonly FileKind[]): string {
  if (kinds.every((k) => IMAGE_KINDS.includes(k))) return 'Upload a valid image: JPEG, PNG or WebP.';
  if (kinds.length === 1 && kinds[0] === 'pdf') return 'Upload a valid PDF file.';
  if (kinds.includes('pdf') && IMAGE_KINDS.every((k) => kinds.includes(k))) return 'Upload a valid PDF file or image: JPEG, PNG or WebP.';
  return `Upload a file of one of these types: ${kinds.map((k) => k.toUpperCase()).join(', ')}.`;
}

/** Checks size and real type (413 / 415 naming the field) and strips image metadata. Writes nothing. */
export function checkUpload(file: UploadedFile, rule: UploadRule): CheckedUpload {
  if (file.data.length > rule.maxBytes) throw fileTooLarge(rule.field, rule.maxBytes);
  const kind = detectFileKind(file.data);
  if (!kind || !rule.kinds.includes(kind)) throw unsupportedFile(rule.field, wrongTypeMessage(rule.kinds));
  const data = IMAGE_KINDS.includes(kind) ? stripImageMetadata(file.data, kind) : file.data;
  if (!data) throw unsupportedFile(rule.field, wrongTypeMessage(rule.kinds));
  return { kind, data, folder: rule.folder };
}

const STORED_NAME = new RegExp(`^[0-9a-f]{24}\\.(${[...new Set(Object.values(EXTENSIONS))].join('|')})$`);

/** Whether a file name is one storeUpload makes (the orphan sweep touches no other). */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** Writes a checked upload under a fresh random name; answers its path relative to MEDIA_ROOT. */
export async function storeUpload(mediaRoot: string, upload: CheckedUpload): Promise<string> {
  const relative = `${upload.folder}/${randomBytes(12).toString('hex')}.${EXTENSIONS[upload.kind]}`;
  const target = path.join(mediaRoot, relative);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await writeFile(target, upload.data, { flag: 'wx', mode: 0o644 });
  } catch (error) {
    // A write that fails part way (a full disk) leaves part of a file no caller knows the name of.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await unlink(target).catch(() => undefined);
    throw error;
  }
  return relative;
}

/** What writeWhole leaves behind when the process dies between writing and renaming: `<file>.<12 hex>.tmp`. */
export const TEMPORARY_FILE = /^(.+)\.[0-9a-f]{12}\.tmp$/;

/**
 * Writes a file the server makes from others (an image variant, a link-preview card) whole or not at all: into a
 * temporary name beside it, then renamed, so a request arriving meanwhile, or another process, never reads half
 * of it. A temporary file left by a crash is the orphan sweep's.
 */
export async function writeWhole(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Deletes a stored file (a replaced or deleted record's). A file already gone is fine. */
export async function removeUpload(mediaRoot: string, relative: string | null | undefined): Promise<void> {
  if (!relative) return;
  const target = path.resolve(mediaRoot, relative);
  if (!target.startsWith(path.resolve(mediaRoot) + path.sep)) return; // never outside MEDIA_ROOT
  try {
    await unlink(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await removeVariants(mediaRoot, relative);
}

/**
 * `/media/<path>`, or absolute under `publicUrl` when given: the origin of an answer (site/origin.ts answerOrigin),
 * or PUBLIC_URL where there is no request.
 */
export function mediaUrl(config: Pick<Config, 'publicUrl'>, relative: string): string {
  const encoded = relative.split('/').map(encodeURIComponent).join('/');
  return `${config.publicUrl ?? ''}/media/${encoded}`;
}
