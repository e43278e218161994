// Two machines on one box (issue 26, point 6): two servers started as two machines run them (each `node` process
// of the server entry with a data folder of its own, the same SECRET_KEY, WEB_CONCURRENCY=1), sharing one
// PostgreSQL database and one bucket, behind a small round-robin proxy that drops an instance it cannot reach.
// What one answers, the other agrees with: a write acknowledged by one is seen by a request begun after it on
// either (lists, details and drawn pages), a file uploaded through one is served by the other, a notice deleted
// through one is gone on both with its file, and killing one (SIGKILL) under load loses no acknowledged write.
// Needs PostgreSQL (TEST_DATABASE_URL) and an S3-compatible server (TEST_S3_ENDPOINT): runs in its own pass of
// scripts/test.mjs, which says so when it is skipped (api/jest.config.js leaves it out otherwise).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Storage } from '../src/storage';
import { createTestBucket, createTestDatabase, dropTestBucket, multipart, testBucket, type TestDatabase } from './helpers';
import { pdf, png } from './images';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { RENDERER_BASICS, writeStandInBuild } from './standInSite';

jest.setTimeout(120_000);

/** A public page that lists the notices, drawn by each server's renderer process from that server's API answers. */
const NOTICES_RENDERER = `${RENDERER_BASICS}
exports.preparePage = async ({ url, get }) => {
  const answer = await get('/api/notices/');
  const notices = answer.status === 200 ? answer.data : [];
  return {
    version: url + ' ' + (answer.etag || JSON.stringify(answer.data)),
    render: async () => ({
      status: 200,
      title: 'নোটিশ',
      meta: { canonical: url, description: 'নোটিশ', image: '', siteName: 'কলেজ' },
      head: '',
      html: '<main><ul>' + notices.map((n) => '<li data-id="' + n.id + '">' + n.title + '</li>').join('') + '</ul></main>',
      state: '{"api":{}}',
    }),
  };
};
`;

interface Proxy {
  url: string;
  /** The instances still in the rotation. */
  alive(): string[];
  close(): Promise<void>;
}

/**
 * A round-robin proxy as a load balancer in front of two machines: each request goes to the next instance still
 * in the rotation; one that refuses the connection is dropped and the request goes to the next (it never reached
 * the first); one that breaks a request midway is dropped too, and that request answered 502 (it may or may not
 * have been done: the client must not take it as acknowledged).
 */
async function startProxy(backends: string[]): Promise<Proxy> {
  const alive = [...backends];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = () => {
        if (!alive.length) return outgoing.writeHead(502).end('no instance left');
        const backend = alive[next++ % alive.length];
        // A connection of its own per request (no keep-alive to the instances): a refused one never reached it.
        const { connection: _hop, ...headers } = incoming.headers;
        const forwarded = httpRequest(`${backend}${incoming.url}`, { method: incoming.method, headers, agent: false }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          answer.on('error', () => outgoing.destroy());
        });
        forwarded.on('error', (error: NodeJS.ErrnoException) => {
          const index = alive.indexOf(backend);
          if (index >= 0) alive.splice(index, 1);
          if (error.code === 'ECONNREFUSED') return attempt();
          if (outgoing.headersSent) outgoing.destroy();
          else outgoing.writeHead(502).end(`instance failed: ${error.message}`);
        });
        forwarded.end(body);
      };
      attempt();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    alive: () => [...alive],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let database: TestDatabase;
const bucket = testBucket()!;
const buildDir = mkdtempSync(path.join(tmpdir(), 'college-two-machines-'));
let one: ServerProcess;
let two: ServerProcess;
let proxy: Proxy;
let auth: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTestBucket(bucket);
  const { roots, rendererPath } = writeStandInBuild(buildDir, NOTICES_RENDERER);
  const adminPassword = randomBytes(12).toString('base64url');
  const env = {
    SECRET_KEY: randomBytes(32).toString('hex'),
    WEB_CONCURRENCY: '1',
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: bucket.endpoint!,
    S3_BUCKET: bucket.bucket,
    S3_REGION: bucket.region,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: bucket.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.credentials!.secretAccessKey,
    SERVER_RENDER: '1',
    PUBLIC_RENDERER: rendererPath,
    STATIC_HOST_ROOT: roots.host,
    STATIC_SHARED_ROOT: roots.shared,
    STATIC_PUBLIC_ROOT: roots.public,
    STATIC_DASHBOARD_ROOT: roots.dashboard,
  };
  // One after the other, as a second machine joins: both would otherwise create the Admin at once.
  one = await startServerProcess({ database, adminPassword, env });
  two = await startServerProcess({ database, adminPassword, env });
  proxy = await startProxy([one.origin, two.origin]);
  // Signed in through the proxy, on whichever instance: the token is good on both (same SECRET_KEY, sessions in the database).
  const token = await fetch(`${proxy.url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'process-admin', password: adminPassword }),
  });
  expect(token.status).toBe(200);
  auth = { authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
});

afterAll(async () => {
  await proxy?.close();
  await one?.stop();
  await two?.stop();
  await database?.drop();
  await dropTestBucket(bucket);
  rmSync(buildDir, { recursive: true, force: true });
});

const both = () => [one, two];

async function createNotice(base: string, title: string, file?: Buffer): Promise<{ id: number; title: string; pdf_file: string | null }> {
  const form = await multipart({ title, category: 'সাধারণ' }, file ? { pdf_file: { data: file, filename: 'notice.pdf', type: 'application/pdf' } } : {});
  const answer = await fetch(`${base}/api/notices/`, { method: 'POST', headers: { ...auth, ...form.headers }, body: new Uint8Array(form.payload) });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { id: number; title: string; pdf_file: string | null };
}

const mediaPath = (url: string) => new URL(url).pathname;
const keyOf = (url: string) => decodeURIComponent(mediaPath(url).replace(/^\/media\//, ''));

test('a write answered through either instance is seen by a request begun after it on both: lists, details, drawn pages', async () => {
  for (let i = 0; i < 6; i++) {
    // Through the proxy: the writes alternate between the instances.
    const notice = await createNotice(proxy.url, `বিজ্ঞপ্তি ${i}`);
    for (const server of both()) {
      const list = (await (await fetch(`${server.api}notices/`)).json()) as { id: number }[];
      expect({ at: server.origin, listed: list.some((n) => n.id === notice.id) }).toEqual({ at: server.origin, listed: true });
      const detail = await fetch(`${server.api}notices/${notice.id}/`);
      expect(detail.status).toBe(200);
      const page = await fetch(`${server.origin}/notice`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<li data-id="${notice.id}">বিজ্ঞপ্তি ${i}</li>`);
    }
  }
});

test('a file uploaded through one instance is served by the other, from the one bucket', async () => {
  const file = pdf({ padTo: 20_000 });
  const notice = await createNotice(one.origin, 'ফাইলসহ বিজ্ঞপ্তি', file);
  const served = await fetch(`${two.origin}${mediaPath(notice.pdf_file!)}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);

  const form = await multipart({ caption: 'ক্যাম্পাস' }, { image: { data: png('campus'), filename: 'campus.png' } });
  const picture = await fetch(`${two.api}gallery/`, { method: 'POST', headers: { ...auth, ...form.headers }, body: new Uint8Array(form.payload) });
  expect(picture.status).toBe(201);
  const { image } = (await picture.json()) as { image: string };
  const shown = await fetch(`${one.origin}${mediaPath(image)}`);
  expect(shown.status).toBe(200);
  expect(shown.headers.get('content-type')).toMatch(/^image\//);
});

test('a notice deleted through one instance is gone on both (404), and so is its file', async () => {
  const notice = await createNotice(one.origin, 'মুছে ফেলার বিজ্ঞপ্তি', pdf());
  const bucketStorage = new S3Storage(bucket);
  expect(await bucketStorage.stat(keyOf(notice.pdf_file!))).not.toBeNull();
  for (const server of both()) expect((await fetch(`${server.origin}${mediaPath(notice.pdf_file!)}`)).status).toBe(200);

  const deleted = await fetch(`${two.api}notices/${notice.id}/`, { method: 'DELETE', headers: auth });
  expect(deleted.status).toBe(204);
  for (const server of both()) {
    expect((await fetch(`${server.api}notices/${notice.id}/`)).status).toBe(404);
    expect((await fetch(`${server.origin}${mediaPath(notice.pdf_file!)}`)).status).toBe(404);
    const list = (await (await fetch(`${server.api}notices/`)).json()) as { id: number }[];
    expect(list.map((n) => n.id)).not.toContain(notice.id);
    expect(await (await fetch(`${server.origin}/notice`)).text()).not.toContain(`data-id="${notice.id}"`);
  }
  expect(await bucketStorage.stat(keyOf(notice.pdf_file!))).toBeNull();
});

test('one instance killed (SIGKILL) under load: the proxy drops it, and no acknowledged write is lost', async () => {
  const CLIENTS = 8;
  const LOAD_MS = 12_000;
  const KILL_AT_MS = 4_000;
  const acknowledged: number[] = [];
  const failures: { at: number; what: string }[] = [];
  let answeredAfterKill = 0;
  let killedAt = Infinity;
  const started = Date.now();
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    killedAt = Date.now();
    process.kill(two.pid, 'SIGKILL');
  })();
  const client = async (n: number) => {
    for (let i = 0; Date.now() - started < LOAD_MS; i++) {
      const what = `POST classes/ #${n}.${i}`;
      try {
        const answer = await fetch(`${proxy.url}/api/classes/`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `শ্রেণি ${n}-${i}` }),
        });
        const body = (await answer.json().catch(() => ({}))) as { id?: number };
        if (answer.status === 201) acknowledged.push(body.id!);
        else failures.push({ at: Date.now(), what: `${what}: ${answer.status}` });
        if (Date.now() > killedAt && answer.status === 201) answeredAfterKill += 1;
      } catch (error) {
        failures.push({ at: Date.now(), what: `${what}: ${(error as Error).message}` });
      }
    }
  };
  await Promise.all([killer, ...Array.from({ length: CLIENTS }, (_, n) => client(n))]);

  expect(await two.exited).toBeNull(); // ended by the signal
  expect(proxy.alive()).toEqual([one.origin]);
  // Only what was under way at the instant of the kill may fail (at most one request per client), never before it.
  expect(failures.length).toBeLessThanOrEqual(CLIENTS);
  expect(failures.filter((f) => f.at < killedAt)).toEqual([]);
  expect(answeredAfterKill).toBeGreaterThan(CLIENTS);
  expect(acknowledged.length).toBeGreaterThan(CLIENTS * 5);
  // Every acknowledged write, whichever instance answered it, is there, read from the one left.
  const stored = new Set(((await (await fetch(`${one.api}classes/`, { headers: auth })).json()) as { id: number }[]).map((c) => c.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
});
