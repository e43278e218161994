// The storage of a configuration: MEDIA_ROOT on disk by default, the bucket with MEDIA_STORAGE=s3. One per
// setting in a process (an S3 client keeps its connections; every route and the sweep share them).
import type { Config } from '../config';
import { DiskStorage } from './disk';
import { ObservedStorage } from './observed';
import { S3Storage } from './s3';

export { DiskStorage, TEMPORARY_FILE } from './disk';
export { bucketOrigin, contentTypeOf, PRESIGN_SECONDS, PRESIGN_WINDOW_SECONDS, S3Storage, s3Client, type S3Settings } from './s3';
export { ObservedStorage, type StorageOperation } from './observed';
export { isSafeKey, type OpenedObject, type PresignOptions, type Storage, type StoredObject } from './types';

const made = new Map<string, ObservedStorage>();

/** The storage `config` names (made once per distinct setting), its failures observed (observed.ts: the metrics). */
export function storageOf(config: Pick<Config, 'mediaRoot' | 's3'>): ObservedStorage {
  const id = config.s3 ? `s3 ${JSON.stringify(config.s3)}` : `disk ${config.mediaRoot}`;
  let storage = made.get(id);
  if (!storage) {
    // The SDK marks the credentials object it is given (`$source`), which would change this id and make a second
    // storage (its own client, unobserved) at the next call: it gets copies.
    const s3 = config.s3 && { ...config.s3, credentials: config.s3.credentials && { ...config.s3.credentials } };
    storage = new ObservedStorage(s3 ? new S3Storage(s3) : new DiskStorage(config.mediaRoot));
    made.set(id, storage);
  }
  return storage;
}
