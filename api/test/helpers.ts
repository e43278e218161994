// Test harness: a fresh database per test file (a temp SQLite file, or a new PostgreSQL database on the server
// named by TEST_DATABASE_URL), stored files in a temp folder (or, with TEST_S3_ENDPOINT, in a new bucket on that
// S3-compatible server), an app built on it, a movable clock, users, and sign-in.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import type { UserRole } from 'remote_shared/schemas';
import { buildApp } from '../src/app';
import { createUser } from '../src/auth';
import type { Config } from '../src/config';
import type { UserRow } from '../src/db';
import { type S3Settings, s3Client, type Storage, storageOf } from '../src/storage';

export const TEST_PASSWORD = 'correct-horse-9';

/**
 * The headers of a visitor's browser that already holds its CSRF cookie, as every page the site draws gives one. An
 * API read without it also gets a cookie, which makes that answer the visitor's own (`private`, resources/cache.ts).
 */
export const VISITOR = { cookie: 'csrftoken=abcdefghijklmnopqrstuvwxyz012345' };

/** A clock the test moves by hand. Starts at a fixed instant so expiry arithmetic is exact. */
export class TestClock {
  private current = Date.parse('2025-03-01T10:00:00.000Z');
  now = (): number => this.current;
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database for one test file: SQLite by default, PostgreSQL when TEST_DATABASE_URL is a postgres URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (server && /^postgres(ql)?:\/\//.test(server)) {
    const name = `college_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const client = new Client({ connectionString: server });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'college-db-'));
  return { url: `sqlite:${path.join(dir, 'test.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A bucket of its own on the S3-compatible server TEST_S3_ENDPOINT names (moto_server in CI), or null when unset:
 * the test file's files then live on disk. The bucket is made by createTestBucket.
 */
export function testBucket(): S3Settings | null {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) return null;
  return {
    endpoint,
    bucket: `college-test-${process.pid}-${randomBytes(4).toString('hex')}`,
    region: 'us-east-1',
    forcePathStyle: true,
    prefix: '',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  };
}

export async function createTestBucket(settings: S3Settings): Promise<void> {
  await s3Client(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }));
}

/** Empties and removes a test bucket (what is left of its multipart uploads goes with it on moto). */
export async function dropTestBucket(settings: S3Settings): Promise<void> {
  const storage = storageOf({ mediaRoot: '', s3: settings });
  for await (const object of storage.list('')) await storage.remove(object.key);
  await s3Client(settings).send(new DeleteBucketCommand({ Bucket: settings.bucket })).catch(() => undefined);
}

/** A configuration for tests: temp folders, a fixed secret, a cheap scrypt, silent logs, the given clock. */
export function testConfig(databaseUrl: string, clock: TestClock, overrides: Partial<Config> = {}): Config {
  const dir = mkdtempSync(path.join(tmpdir(), 'college-files-'));
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir: dir,
    mediaRoot: path.join(dir, 'media'),
    s3: testBucket(),
    secretKey: 'test-secret-key-' + randomBytes(8).toString('hex'),
    adminUsername: null,
    adminPassword: null,
    publicUrl: null,
    allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
    accessTokenLifetimeSeconds: 60 * 60,
    sessionLifetimeSeconds: 14 * 86400,
    staticRoots: {
      host: path.join(dir, 'missing-host'),
      shared: path.join(dir, 'missing-shared'),
      public: path.join(dir, 'missing-public'),
      dashboard: path.join(dir, 'missing-dashboard'),
    },
    remoteUrls: {
      remote_shared: '/remotes/shared/remoteEntry.js',
      remote_public: '/remotes/public/remoteEntry.js',
      remote_dashboard: '/remotes/dashboard/remoteEntry.js',
    },
    trustProxy: false,
    hstsSeconds: 365 * 86400,
    logLevel: false,
    scrypt: { N: 1024, r: 8, p: 1 }, // tests only: production uses 2^15
    uploadMaxBytes: 10 * 1024 * 1024,
    loginPairRate: { limit: 5, windowSeconds: 60 },
    loginAddressRate: { limit: 20, windowSeconds: 60 },
    loginSpray: { limit: 1000, windowSeconds: 60, delayMs: 0 },
    // Far above what any test file registers from its one address; the throttle tests set their own.
    registerRate: { limit: 1000, windowSeconds: 3600 },
    registerPictureRate: { bytes: 1024 ** 3, windowSeconds: 3600 },
    contactRate: { limit: 5, windowSeconds: 3600 },
    verifyRate: { limit: 1000, windowSeconds: 300 },
    timeZone: 'Asia/Dhaka',
    seedDemo: false,
    processes: 1,
    publicRenderer: null,
    serverRender: true,
    renderInProcess: false,
    queryStats: null,
    remotesFile: null,
    allowUnpinnedRemotes: false,
    previewOrigins: [],
    metricsPort: null,
    metricsToken: null,
    shutdownGraceMs: 10_000,
    appStartQuietMs: 5000,
    publicAssetBase: '/remotes/public/',
    now: clock.now,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  database: TestDatabase;
  /** Closes the app and builds a new one on the same database and folders (a server restart). */
  restart(): Promise<FastifyInstance>;
  /** Closes the app, drops the database and deletes the temp folders. */
  close(): Promise<void>;
}

/**
 * Builds an app on a fresh database. `beforeRoutes` may add routes (for example a guarded test route) before
 * the app is ready.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  beforeRoutes?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const clock = new TestClock();
  const database = await createTestDatabase();
  const config = testConfig(database.url, clock, overrides);
  if (config.s3) await createTestBucket(config.s3);
  const build = async () => {
    const app = await buildApp(config);
    beforeRoutes?.(app);
    await app.ready();
    return app;
  };
  const context: TestContext = {
    app: await build(),
    config,
    clock,
    database,
    async restart() {
      await context.app.close();
      context.app = await build();
      return context.app;
    },
    async close() {
      await context.app.close();
      await database.drop();
      if (config.s3) await dropTestBucket(config.s3);
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

export async function addUser(
  context: TestContext,
  fields: { username: string; password?: string; role?: UserRole; full_name?: string; phone?: string },
): Promise<UserRow> {
  return createUser(context.app.db, { password: TEST_PASSWORD, full_name: fields.username, ...fields }, context.config.scrypt, context.clock.now());
}

/** An Admin added to `context` and signed in: the Authorization header of their requests. */
export async function adminAuth(context: TestContext, username = 'admin'): Promise<Record<string, string>> {
  await addUser(context, { username, role: 'Admin' });
  return { authorization: `Bearer ${(await login(context.app, username)).access}` };
}

export interface SignedIn {
  access: string;
  refresh: string;
  sessionCookie: string;
  csrf: string;
  /** `sessionid=…; csrftoken=…`, for a Cookie header. */
  cookies: string;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return (response.cookies as { name: string; value: string }[]).find((c) => c.name === name)?.value;
}

export async function login(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { access, refresh } = response.json();
  const sessionCookie = cookieValue(response, 'sessionid')!;
  const csrf = cookieValue(response, 'csrftoken')!;
  return { access, refresh, sessionCookie, csrf, cookies: `sessionid=${sessionCookie}; csrftoken=${csrf}` };
}

/** A multipart/form-data body built the way a browser's FormData is sent. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type?: string }> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The storage a test's configuration names (MEDIA_ROOT, or the test file's bucket). */
export function testStorage(config: Pick<Config, 'mediaRoot' | 's3'>): Storage {
  return storageOf(config);
}

/** Every stored file, as sorted keys (paths relative to MEDIA_ROOT): what an upload test compares before and after. */
export async function mediaFiles(config: Pick<Config, 'mediaRoot' | 's3'>): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storageOf(config).list('')) keys.push(object.key);
  return keys.sort();
}

/** A stored file's bytes, or null when there is none. */
export function readStored(config: Pick<Config, 'mediaRoot' | 's3'>, key: string): Promise<Buffer | null> {
  return storageOf(config).read(key);
}

/** Whether a file is stored under `key`. */
export async function isStored(config: Pick<Config, 'mediaRoot' | 's3'>, key: string): Promise<boolean> {
  return (await storageOf(config).stat(key)) !== null;
}
