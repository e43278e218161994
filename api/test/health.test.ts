// /healthz and /readyz as a load balancer sees them: ready while the database and storage answer, 503 naming the
// part that does not (the database gone under a running server; the media folder unwritable), 503 while draining,
// never cached. Draining as a client on a keep-alive connection sees it: its next answer closes the connection,
// and new connections are refused.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Client } from 'undici';
import { sqliteHandle } from '../src/db';
import { drain, STORAGE_CHECK_MS } from '../src/health';
import { startTestApp, type TestContext } from './helpers';

let context: TestContext;
beforeEach(async () => {
  context = await startTestApp();
});
afterEach(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });

test('/healthz and /readyz answer 200, never cached', async () => {
  const health = await get('/healthz');
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
  expect(health.headers['cache-control']).toBe('no-store');
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  expect(ready.headers['cache-control']).toBe('no-store');
});

test('/readyz answers 503 naming the database when it stops answering; /healthz stays 200', async () => {
  expect((await get('/readyz')).statusCode).toBe(200);
  // The database goes away under the running server: on PostgreSQL it is dropped (its connections ended), on
  // SQLite the connection is closed.
  const sqlite = sqliteHandle(context.app.db);
  if (sqlite) sqlite.close();
  else await context.database.drop();
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ detail: 'Not ready: database not answering.', status: 'unavailable', database: 'failing', storage: 'ok' });
  expect(ready.headers['cache-control']).toBe('no-store');
  expect((await get('/healthz')).statusCode).toBe(200);
});

test('/readyz answers 503 naming storage when the media folder cannot be written, remembering its check a few seconds', async () => {
  const { mediaRoot } = context.config;
  expect((await get('/readyz')).statusCode).toBe(200);
  // The media folder replaced by a file: nothing can be stored under it.
  rmSync(mediaRoot, { recursive: true, force: true });
  writeFileSync(mediaRoot, 'not a folder');
  // The last check is remembered: a balancer polling every second costs one file write per period.
  expect((await get('/readyz')).statusCode).toBe(200);
  context.clock.advance(STORAGE_CHECK_MS / 1000);
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ detail: 'Not ready: storage not answering.', status: 'unavailable', database: 'ok', storage: 'failing' });
  // Back once the folder is, at the next check.
  rmSync(mediaRoot, { force: true });
  mkdirSync(mediaRoot);
  context.clock.advance(STORAGE_CHECK_MS / 1000);
  expect((await get('/readyz')).statusCode).toBe(200);
});

test('draining: the next answer on a kept-alive connection is a 503 from /readyz with Connection: close; new connections are refused', async () => {
  const { app } = context;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const client = new Client(`http://127.0.0.1:${port}`);
  try {
    const first = await client.request({ method: 'GET', path: '/readyz' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.connection).toBe('keep-alive');
    await first.body.dump();

    const drained = drain(app, 10_000);
    const during = await client.request({ method: 'GET', path: '/readyz' });
    expect(during.statusCode).toBe(503);
    expect(during.headers.connection).toBe('close');
    expect(await during.body.json()).toEqual({ detail: 'The server is stopping.', status: 'draining', database: 'ok', storage: 'ok' });
    // That connection closed, the app closes at once (nothing else was open) rather than after the grace period.
    await drained;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  } finally {
    await client.close();
  }
});
