// Stored files in an S3-compatible bucket (MEDIA_STORAGE=s3): AWS S3, MinIO, Ceph, Cloudflare R2, moto in tests.
// Every machine of a deployment reads and writes the same bucket, so none needs a shared disk. An object is
// written whole or not at all (S3 makes a PutObject, or a completed multipart upload, visible at once), so unlike
// the disk there are no temporary names; a multipart upload left incomplete by a process that died is aborted by
// the orphan sweep (abortUnfinished).
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { isSafeKey, type OpenedObject, type PresignOptions, type PutOptions, SINGLE_RANGE, type Storage, type StoredObject } from './types';

export interface S3Settings {
  /** S3_ENDPOINT: the server's URL (`https://minio.example.edu:9000`); unset: AWS's own for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most others). */
  forcePathStyle: boolean;
  /** S3_PREFIX: keys are kept under it (`college/`), so one bucket can hold several colleges. '' for none. */
  prefix: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null: the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** How long a presigned URL (MEDIA_REDIRECT) works. */
export const PRESIGN_SECONDS = 15 * 60;
/**
 * Presigned URLs are signed as of the start of a window this long, so one file's URL stays the same for a while
 * and a browser's cache of the bucket's answer is used (a new signature each time would be a new URL each time).
 */
export const PRESIGN_WINDOW_SECONDS = 5 * 60;
/** Files larger than this are sent in parts (multipart upload); smaller in one PutObject. */
const PART_BYTES = 8 * 1024 * 1024;

function status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata?.httpStatusCode : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

const notFound = (error: unknown) => status(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error)?.name);

/** A bucket's S3 client with the settings S3-compatible servers need. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK's default CRC32 checksums on every request are AWS's alone; MinIO, Ceph and others refuse or miss them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly origin: string;
  private readonly prefix: string;

  constructor(readonly settings: S3Settings) {
    this.client = s3Client(settings);
    this.prefix = settings.prefix ? `${settings.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.origin = bucketOrigin(settings);
  }

  get where(): string {
    return `s3://${this.settings.bucket}/${this.prefix}`;
  }

  private keyOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`not a stored file's name: ${JSON.stringify(key)}`);
    return this.prefix + key;
  }

  async put(key: string, data: Uint8Array, options: PutOptions = {}): Promise<void> {
    const upload = new Upload({
      client: this.client,
      partSize: PART_BYTES,
      queueSize: 2,
      // A failed multipart upload is aborted here; one whose process died is the sweep's (abortUnfinished).
      leavePartsOnError: false,
      params: {
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: data,
        ContentType: options.contentType ?? contentTypeOf(key),
        // A file of any other type downloads, never renders, even fetched from the bucket directly; the presigned
        // URLs of MEDIA_REDIRECT say so too (static.ts), but not every S3-compatible server honours what they say.
        ...((options.contentType ?? contentTypeOf(key)) === 'application/octet-stream' ? { ContentDisposition: 'attachment' } : {}),
        // An upload's fresh random name: never over another file (S3's conditional write; 412 when one is there).
        ...(options.exclusive ? { IfNoneMatch: '*' } : {}),
      },
    });
    try {
      await upload.done();
    } catch (error) {
      if (status(error) === 412) {
        const exists: NodeJS.ErrnoException = new Error(`a stored file ${key} exists`);
        exists.code = 'EEXIST';
        throw exists;
      }
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    if (!isSafeKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return { key, size: head.ContentLength ?? 0, modifiedMs: head.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async open(key: string, rangeHeader?: string): Promise<OpenedObject | null> {
    if (!isSafeKey(key)) return null;
    const range = rangeHeader && SINGLE_RANGE.test(rangeHeader) && rangeHeader !== 'bytes=-' ? rangeHeader : undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Range: range }));
      const modifiedMs = answer.LastModified?.getTime() ?? 0;
      const etag = answer.ETag ?? `"${modifiedMs.toString(16)}"`;
      const body = answer.Body as Readable;
      // `bytes 0-99/12345` when a range was given, else the whole file.
      const given = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      if (given) return { body, size: Number(given[3]), range: { start: Number(given[1]), end: Number(given[2]) }, modifiedMs, etag };
      return { body, size: answer.ContentLength ?? 0, range: null, modifiedMs, etag };
    } catch (error) {
      if (notFound(error)) return null;
      if (status(error) === 416) {
        // A range outside the file: its size, for the 416's Content-Range.
        const info = await this.stat(key);
        return info ? { size: info.size, range: null, modifiedMs: info.modifiedMs, etag: '' } : null;
      }
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    // S3 answers a delete of a missing key with success, as the disk's removal of a missing file is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }

  async removeMany(keys: readonly string[]): Promise<void> {
    const safe = keys.filter(isSafeKey).map((key) => this.keyOf(key));
    // DeleteObjects takes at most 1000 keys; a missing one counts as deleted.
    for (let start = 0; start < safe.length; start += 1000) {
      const batch = safe.slice(start, start + 1000);
      const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      if (answer.Errors?.length) throw new Error(`removing ${answer.Errors.length} stored file(s) failed: ${answer.Errors[0].Key} ${answer.Errors[0].Code} ${answer.Errors[0].Message}`);
    }
  }

  async removeFolder(prefix: string): Promise<void> {
    if (!isSafeKey(prefix)) return;
    let batch: string[] = [];
    for await (const object of this.list(prefix)) {
      batch.push(object.key);
      if (batch.length === 1000) {
        await this.removeMany(batch);
        batch = [];
      }
    }
    await this.removeMany(batch);
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    if (prefix !== '' && !isSafeKey(prefix)) return;
    const full = prefix === '' ? this.prefix : `${this.prefix}${prefix}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: full, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(this.prefix.length), size: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async abortUnfinished(beforeMs: number): Promise<string[]> {
    const aborted: string[] = [];
    let keyMarker: string | undefined;
    let uploadMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.settings.bucket, Prefix: this.prefix || undefined, KeyMarker: keyMarker, UploadIdMarker: uploadMarker }),
      );
      for (const upload of page.Uploads ?? []) {
        // A younger one may be another process's upload under way.
        if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? 0) > beforeMs) continue;
        try {
          await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: upload.Key, UploadId: upload.UploadId }));
          aborted.push(upload.Key.slice(this.prefix.length));
        } catch (error) {
          if (!notFound(error)) throw error; // NoSuchUpload: another machine's sweep aborted it, or it completed
        }
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return aborted;
  }

  async presign(key: string, options: PresignOptions, now = Date.now()): Promise<string> {
    const window = PRESIGN_WINDOW_SECONDS * 1000;
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.keyOf(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
    });
    return getSignedUrl(this.client, command, { expiresIn: PRESIGN_SECONDS, signingDate: new Date(Math.floor(now / window) * window) });
  }
}

/** Where a browser fetches the bucket's presigned URLs from: the endpoint (path style) or the bucket's own host. */
export function bucketOrigin(settings: Pick<S3Settings, 'endpoint' | 'bucket' | 'region' | 'forcePathStyle'>): string {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The type a stored file is served as, by its name (as the disk's files are by @fastify/static). */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1].toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
