// Uploaded files under MEDIA_ROOT (checked first by check.ts): stored under a random name, answered as URLs.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { CheckedUpload } from './check';
import { EXTENSIONS } from './files';
import { removeVariants } from './variants';

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
