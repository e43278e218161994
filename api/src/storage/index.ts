// The storage of a configuration: MEDIA_ROOT on disk by default, the bucket with MEDIA_STORAGE=s3. One per
// setting in a process (an S3 client keeps its connections; every route and the sweep share them).
import type { Config } from '../config';
import { DiskStorage } from './disk';
import { S3Storage } from './s3';
import type { Storage } from './types';

export { DiskStorage, TEMPORARY_FILE } from './disk';
export { bucketOrigin, contentTypeOf, PRESIGN_SECONDS, PRESIGN_WINDOW_SECONDS, S3Storage, s3Client, type S3Settings } from './s3';
export { isSafeKey, type OpenedObject, type PresignOptions, type Storage, type StoredObject } from './types';

const made = new Map<string, Storage>();

/** The storage `config` names (made once per distinct setting). */
export function storageOf(config: Pick<Config, 'mediaRoot' | 's3'>): Storage {
  const id = config.s3 ? `s3 ${JSON.stringify(config.s3)}` : `disk ${config.mediaRoot}`;
  let storage = made.get(id);
  if (!storage) {
    storage = config.s3 ? new S3Storage(config.s3) : new DiskStorage(config.mediaRoot);
    made.set(id, storage);
  }
  return storage;
}
