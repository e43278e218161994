// Uploaded files (checked first by check.ts): stored under a random name through the configured storage (a folder
// or a bucket, storage/), answered as URLs.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { contentTypeOf, type Storage } from '../storage';
import type { CheckedUpload } from './check';
import { EXTENSIONS } from './files';
import { removeVariants } from './variants';

const STORED_NAME = new RegExp(`^[0-9a-f]{24}\\.(${[...new Set(Object.values(EXTENSIONS))].join('|')})$`);

/** Whether a file name is one storeUpload makes (the orphan sweep touches no other). */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Stores a checked upload under a fresh random name; answers its key (its path relative to MEDIA_ROOT or the
 * bucket's prefix). Called before the record's transaction commits; the caller removes it if that fails.
 */
export async function storeUpload(storage: Storage, upload: CheckedUpload): Promise<string> {
  const relative = `${upload.folder}/${randomBytes(12).toString('hex')}.${EXTENSIONS[upload.kind]}`;
  await storage.put(relative, upload.data, { exclusive: true, contentType: contentTypeOf(relative) });
  return relative;
}

/** Deletes a stored file (a replaced or deleted record's) and its display sizes. A file already gone is fine. */
export async function removeUpload(storage: Storage, relative: string | null | undefined): Promise<void> {
  if (!relative) return;
  await storage.remove(relative);
  await removeVariants(storage, relative);
}

/**
 * `/media/<path>`, or absolute under `publicUrl` when given: the origin of an answer (origin.ts answerOrigin),
 * or PUBLIC_URL where there is no request.
 */
export function mediaUrl(config: Pick<Config, 'publicUrl'>, relative: string): string {
  const encoded = relative.split('/').map(encodeURIComponent).join('/');
  return `${config.publicUrl ?? ''}/media/${encoded}`;
}
