// `npm run bench:storage -w api`: writing and reading stored files through the storage interface (storage/), on
// disk (a temp MEDIA_ROOT) against a bucket, for 100 KB files (a photo) and 5 MB files (a notice's PDF), four at a
// time as a few uploads and page views at once would. The bucket is the S3-compatible server BENCH_S3_ENDPOINT
// names, else a moto_server started here (moto is an in-memory stand-in: a real bucket's figures depend on its
// network and differ). Prints MB/s and files/s.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { DiskStorage, S3Storage, type S3Settings, s3Client, type Storage } from '../src/storage';
import { freePort } from './support';

const AT_ONCE = 4;
const SIZES = [
  { label: '100 KB', bytes: 100 * 1024, files: 200 },
  { label: '5 MB', bytes: 5 * 1024 * 1024, files: 20 },
];

async function timed(count: number, work: (i: number) => Promise<void>): Promise<number> {
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return (performance.now() - start) / 1000;
}

async function measure(name: string, storage: Storage): Promise<string[]> {
  const rows: string[] = [];
  for (const { label, bytes, files } of SIZES) {
    const data = randomBytes(bytes);
    const keys = Array.from({ length: files }, () => `bench/${randomBytes(12).toString('hex')}.pdf`);
    const write = await timed(files, (i) => storage.put(keys[i], data));
    const read = await timed(files, async (i) => {
      if ((await storage.read(keys[i]))?.length !== bytes) throw new Error(`${keys[i]} read back wrong`);
    });
    await storage.removeMany(keys);
    const mb = (files * bytes) / 1024 / 1024;
    rows.push(`| ${name} | ${label} × ${files} | ${(mb / write).toFixed(0)} MB/s, ${(files / write).toFixed(0)} files/s | ${(mb / read).toFixed(0)} MB/s, ${(files / read).toFixed(0)} files/s |`);
  }
  return rows;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'college-bench-storage-'));
  let endpoint = process.env.BENCH_S3_ENDPOINT;
  const moto = endpoint ? null : spawn('moto_server', ['-H', '127.0.0.1', '-p', String(await freePort())], { stdio: 'ignore' });
  try {
    if (moto) {
      endpoint = `http://127.0.0.1:${moto.spawnargs.at(-1)}`;
      for (let i = 0; i < 60 && !(await fetch(endpoint).then((r) => r.ok, () => false)); i++) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const settings: S3Settings = { endpoint: endpoint!, bucket: `bench-${Date.now()}`, region: 'us-east-1', forcePathStyle: true, prefix: '', credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' } };
    await s3Client(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }));
    const rows = [...(await measure('disk', new DiskStorage(dir))), ...(await measure(moto ? 'bucket (moto)' : 'bucket', new S3Storage(settings)))];
    console.log(`Stored files, ${AT_ONCE} at a time, through the storage interface (write includes the SDK's upload; 5 MB is one PutObject):\n`);
    console.log('| storage | files | write | read |\n|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    moto?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
