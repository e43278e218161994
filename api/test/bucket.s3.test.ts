// Stored files in an S3-compatible bucket (issue 26, point 1), on the server TEST_S3_ENDPOINT names (moto_server in
// CI; each test file makes its own bucket): what only a bucket has. /media/ streamed with ranges and today's
// headers; MEDIA_REDIRECT's presigned URLs, whose answer has the file's type and disposition; the orphan sweep on
// the bucket, with its grace, from several machines at once, aborting multipart uploads left incomplete; and
// `media:copy` both ways, checked and safe to run again. Runs only in the S3 pass (api/jest.config.js).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CreateMultipartUploadCommand, ListMultipartUploadsCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { runCli } from '../src/cli';
import { pageDirectives } from '../src/site/security';
import { bucketOrigin, DiskStorage, s3Client, S3Storage } from '../src/storage';
import { checkUpload, IMAGE_KINDS, storeUpload } from '../src/uploads';
import { fileColumns } from '../src/resources/fileColumns';
import { sweepOrphanFiles } from '../src/sweep';
import { adminAuth, createTestBucket, dropTestBucket, mediaFiles, multipart, readStored, startTestApp, testBucket, type TestContext, testStorage } from './helpers';
import { pdf, png } from './images';

const HOUR = 3600;
let t: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  auth = await adminAuth(t);
});
afterAll(() => t.close());

const key = (url: string) => decodeURIComponent(url.replace(/^http:\/\/localhost:80\/media\//, ''));

async function createNotice(file: Buffer): Promise<{ id: number; pdf_file: string }> {
  const form = await multipart({ title: 'ভর্তি বিজ্ঞপ্তি' }, { pdf_file: { data: file, filename: 'admission.pdf', type: 'application/pdf' } });
  const response = await t.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function createTeacher(context: TestContext, headers: Record<string, string>, name: string): Promise<{ id: number; photo: string }> {
  const form = await multipart({ full_name: name }, { photo: { data: png(name), filename: 'photo.png' } });
  const response = await context.app.inject({ method: 'POST', url: '/api/teachers/', headers: { ...headers, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  return response.json();
}

test('the files are in the bucket, not under MEDIA_ROOT', async () => {
  const notice = await createNotice(pdf());
  expect(t.config.s3).toBeTruthy();
  expect(await new S3Storage(t.config.s3!).stat(key(notice.pdf_file))).toMatchObject({ size: pdf().length });
  expect(await new DiskStorage(t.config.mediaRoot).stat(key(notice.pdf_file))).toBeNull();
});

describe('/media/ streamed from the bucket', () => {
  test('a PDF whole, and by ranges, with the cache headers of the disk', async () => {
    const file = pdf({ padTo: 50_000 });
    const notice = await createNotice(file);
    const url = new URL(notice.pdf_file).pathname;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'public, max-age=31536000, immutable', 'accept-ranges': 'bytes' });
    expect(whole.rawPayload.equals(file)).toBe(true);

    const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${file.length}`);
    expect(first.rawPayload.equals(file.subarray(0, 100))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-500' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(file.subarray(file.length - 500))).toBe(true);
    const outside = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${file.length + 10}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${file.length}`);

    const download = await t.app.inject({ method: 'GET', url: `${url}?download=1` });
    expect(download.headers['content-disposition']).toBe('attachment');
  });

  test('another type downloads, never renders; dot folders, missing files and paths outside answer 404', async () => {
    await testStorage(t.config).put('gallery/planted.html', Buffer.from('<script>alert(1)</script>'));
    const planted = await t.app.inject({ method: 'GET', url: '/media/gallery/planted.html' });
    expect(planted.statusCode).toBe(200);
    expect(planted.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' });
    await testStorage(t.config).put('.private/x.png', png());
    for (const url of ['/media/.private/x.png', '/media/gallery/missing.png', '/media/gallery/..%2f..%2fetc%2fpasswd', '/media/gallery/%2e%2e/x.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('MEDIA_REDIRECT=1: a redirect to a short-lived presigned URL', () => {
  let r: TestContext;
  let rAuth: Record<string, string>;
  beforeAll(async () => {
    r = await startTestApp({ mediaRedirect: true });
    rAuth = await adminAuth(r);
  });
  afterAll(() => r.close());

  test('fetched, the URL gives the file with its type; the redirect is never immutable', async () => {
    const file = pdf();
    const form = await multipart({ title: 'রুটিন' }, { pdf_file: { data: file, filename: 'routine.pdf', type: 'application/pdf' } });
    const notice = (await r.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...rAuth, ...form.headers }, payload: form.payload })).json();
    const answer = await r.app.inject({ method: 'GET', url: new URL(notice.pdf_file).pathname });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const location = String(answer.headers.location);
    expect(location.startsWith(`${bucketOrigin(r.config.s3!)}/`)).toBe(true);
    expect(location).toContain('X-Amz-Expires=900');
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await fetched.arrayBuffer()).equals(file)).toBe(true);

    // `?download=1`: the bucket is asked to answer with `attachment` (S3, MinIO and R2 do; moto ignores it).
    const download = new URL(String((await r.app.inject({ method: 'GET', url: `${new URL(notice.pdf_file).pathname}?download=1` })).headers.location));
    expect(download.searchParams.get('response-content-disposition')).toBe('attachment');
    expect(download.searchParams.get('response-content-type')).toBe('application/pdf');
  });

  test('another type comes from the bucket as a download of bytes; a display size as a WebP', async () => {
    await testStorage(r.config).put('gallery/planted.html', Buffer.from('<script>alert(1)</script>'));
    const location = new URL(String((await r.app.inject({ method: 'GET', url: '/media/gallery/planted.html' })).headers.location));
    expect(location.searchParams.get('response-content-disposition')).toBe('attachment');
    // Stored so too: the bucket's own answer is a download whatever the server makes of the presign.
    const planted = await fetch(location);
    expect(planted.headers.get('content-type')).toBe('application/octet-stream');
    expect(planted.headers.get('content-disposition')).toBe('attachment');

    const teacher = await createTeacher(r, rAuth, 'রেদওয়ান');
    const variant = await r.app.inject({ method: 'GET', url: `/media/_w/160/${key(teacher.photo)}` });
    expect(variant.statusCode).toBe(302);
    expect(variant.headers['cache-control']).not.toContain('immutable');
    const fetched = await fetch(String(variant.headers.location));
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fetched.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
  });

  test("the bucket's origin is in the pages' img-src and media-src, only with MEDIA_REDIRECT", () => {
    const origin = bucketOrigin(r.config.s3!);
    const directives = pageDirectives(r.config);
    expect(directives['img-src']).toContain(origin);
    expect(directives['media-src']).toContain(origin);
    expect(pageDirectives(t.config)['img-src']).not.toContain(origin);
  });
});

describe('the orphan sweep on the bucket', () => {
  const storeOrphan = () =>
    storeUpload(testStorage(t.config), checkUpload({ fieldname: 'photo', filename: 'x', mimetype: '', data: png('orphan ' + Math.random()) }, { field: 'photo', folder: 'teachers', maxBytes: 2 * 1024 * 1024, kinds: IMAGE_KINDS }));
  // The bucket dates its objects by its own clock: the sweep's clock is moved from the real one.
  const sweepAt = (offsetSeconds: number) => sweepOrphanFiles(t.app.db, { storage: testStorage(t.config), now: () => Date.now() + offsetSeconds * 1000, graceSeconds: HOUR, columns: fileColumns() });

  test('keeps a young orphan, removes it after the grace with its display sizes; named files stay', async () => {
    const named = await createTeacher(t, auth, 'নামসহ');
    const orphan = await storeOrphan();
    expect((await t.app.inject({ method: 'GET', url: `/media/_w/160/${orphan}` })).statusCode).toBe(200);
    expect((await sweepAt(0)).removed).toEqual([]);
    const { removed } = await sweepAt(HOUR + 60);
    expect(removed).toEqual(expect.arrayContaining([orphan, `.variants/160/${orphan}.webp`]));
    expect(removed).not.toContain(key(named.photo));
    const files = await mediaFiles(t.config);
    expect(files).not.toContain(orphan);
    expect(files).toContain(key(named.photo));
  });

  test('two machines sweeping at once both finish, and the orphan is gone once', async () => {
    const orphan = await storeOrphan();
    const results = await Promise.all([sweepAt(HOUR + 60), sweepAt(HOUR + 60)]);
    for (const result of results) expect(result.failed).toBeUndefined();
    expect(results.some((result) => result.removed.includes(orphan))).toBe(true);
    expect(await readStored(t.config, orphan)).toBeNull();
  });

  test('a multipart upload left incomplete is aborted after the grace, not before', async () => {
    const client = s3Client(t.config.s3!);
    const Bucket = t.config.s3!.bucket;
    const Key = 'notices/0123456789abcdef01234567.pdf';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: Buffer.alloc(1024, 1) }));
    const pending = async () => (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads ?? [];
    // Aged by the bucket's own clock (moto dates every multipart upload 2010-11-10): the sweep's clock set from it.
    const initiated = (await pending()).find((upload) => upload.UploadId === UploadId)!.Initiated!.getTime();
    const sweepAtInitiated = (offsetSeconds: number) => sweepOrphanFiles(t.app.db, { storage: testStorage(t.config), now: () => initiated + offsetSeconds * 1000, graceSeconds: HOUR, columns: fileColumns() });
    expect((await sweepAtInitiated(HOUR - 60)).aborted).toBeUndefined();
    expect((await pending()).map((upload) => upload.UploadId)).toContain(UploadId);
    expect((await sweepAtInitiated(HOUR + 60)).aborted).toEqual([Key]);
    expect((await pending()).map((upload) => upload.UploadId)).not.toContain(UploadId);
  });
});

test('an upload never overwrites a file of the same name (a conditional write)', async () => {
  const storage = testStorage(t.config);
  await storage.put('teachers/fffffffffffffffffffffff0.png', png('first'), { exclusive: true });
  await expect(storage.put('teachers/fffffffffffffffffffffff0.png', png('second'), { exclusive: true })).rejects.toMatchObject({ code: 'EEXIST' });
  expect((await storage.read('teachers/fffffffffffffffffffffff0.png'))!.equals(png('first'))).toBe(true);
  await storage.remove('teachers/fffffffffffffffffffffff0.png');
});

describe('npm run media:copy', () => {
  test('copies MEDIA_ROOT into the bucket and back, every file checked; a second run copies nothing', async () => {
    const bucket = testBucket()!;
    await createTestBucket(bucket);
    const root = path.join(t.config.dataDir, 'copy-source');
    const back = path.join(t.config.dataDir, 'copy-back');
    const files: Record<string, Buffer> = {
      'notices/0123456789abcdef01234567.pdf': pdf({ padTo: 9 * 1024 * 1024 }), // in parts (multipart upload)
      'teachers/89abcdef0123456789abcdef.png': png('teacher'),
      '.variants/160/teachers/89abcdef0123456789abcdef.png.webp': Buffer.from('webp'),
      'operator/notes.txt': Buffer.from('kept as it is'),
    };
    for (const [name, data] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), data);
    }
    writeFileSync(path.join(root, 'teachers', 'x.png.0123456789ab.tmp'), 'half a write');
    const run = async (to: string, mediaRoot: string) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(['media:copy', '--to', to], { config: { ...t.config, mediaRoot, s3: bucket }, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    try {
      const first = await run('s3', root);
      expect(first).toMatchObject({ code: 0, err: '' });
      expect(first.out).toContain('4 copied, 0 already there (same size and SHA-256), 0 failed.');
      const inBucket = new S3Storage(bucket);
      for (const [name, data] of Object.entries(files)) expect((await inBucket.read(name))!.equals(data)).toBe(true);
      expect((await run('s3', root)).out).toContain('0 copied, 4 already there');

      // A file changed on one side is copied again; one the same is not.
      writeFileSync(path.join(root, 'operator/notes.txt'), 'changed, same len');
      expect((await run('s3', root)).out).toContain('1 copied, 3 already there');

      const home = await run('disk', back);
      expect(home).toMatchObject({ code: 0, err: '' });
      expect(home.out).toContain('4 copied, 0 already there');
      for (const name of Object.keys(files)) expect(readFileSync(path.join(back, name)).equals(readFileSync(path.join(root, name)))).toBe(true);
      expect((await run('disk', back)).out).toContain('0 copied, 4 already there');
    } finally {
      await dropTestBucket(bucket);
    }
  });

  test('refuses without a target, or without a bucket', async () => {
    const err: string[] = [];
    const io = { out: () => undefined, err: (l: string) => err.push(l) };
    expect(await runCli(['media:copy'], { config: t.config, io })).toBe(2);
    expect(await runCli(['media:copy', '--to', 'ftp'], { config: t.config, io })).toBe(2);
    expect(await runCli(['media:copy', '--to', 's3'], { env: { DATA_DIR: t.config.dataDir, SECRET_KEY: 'k' }, io })).toBe(2);
    expect(err.join('\n')).toContain('MEDIA_STORAGE=s3 needs S3_BUCKET');
  });
});
