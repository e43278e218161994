// Several server processes on one SQLite file (WEB_CONCURRENCY): each has its own connection, and a write that
// comes while another process is writing waits for it without putting the process to sleep, and is then taken,
// never refused with a 500. The other process here is a second connection to the same file, as
// another process would hold.
import SqliteDatabase from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminAuth, startTestApp, type TestContext } from './helpers';

let dir: string;
let file: string;
let context: TestContext;
let auth: Record<string, string>;
let other: SqliteDatabase.Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'college-processes-'));
  file = path.join(dir, 'college.db');
  context = await startTestApp({ databaseUrl: `sqlite:${file}` });
  auth = await adminAuth(context);
  other = new SqliteDatabase(file);
});
afterAll(async () => {
  other.close();
  await context.close();
  rmSync(dir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a write sent while another process holds the write lock waits for it and is taken', async () => {
  const created = await context.app.inject({ method: 'POST', url: '/api/classes/', headers: auth, payload: { name: 'একাদশ' } });
  expect(created.statusCode).toBe(201);
  const { id } = created.json();

  // The other process writes (its own class) and keeps its transaction open a moment.
  other.exec('begin immediate');
  other.prepare("insert into classes (name, created_at, updated_at) values ('দ্বাদশ', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')").run();
  const rename = context.app.inject({ method: 'PATCH', url: `/api/classes/${id}/`, headers: auth, payload: { name: 'একাদশ (বিজ্ঞান)' } });
  const add = context.app.inject({ method: 'POST', url: '/api/classes/', headers: auth, payload: { name: 'দ্বাদশ' } });
  // The process is not asleep while its writes wait (SQLite's own wait would sleep it, and this timer with it,
  // until the writes failed).
  await pause(150);
  other.exec('commit');

  expect((await rename).statusCode).toBe(200);
  // The check before this write saw the other process's committed class: refused as a duplicate, not a 500.
  const duplicate = await add;
  expect(duplicate.statusCode).toBe(409);
  expect(duplicate.json()).toMatchObject({ name: ['A class named "দ্বাদশ" already exists.'] });
  const names = (await context.app.inject({ method: 'GET', url: '/api/classes/', headers: auth })).json().map((c: { name: string }) => c.name);
  expect(names.sort()).toEqual(['একাদশ (বিজ্ঞান)', 'দ্বাদশ']);
});

test('a write waits at most five seconds for another process, then is refused (503) without a change', async () => {
  const before = (await context.app.inject({ method: 'GET', url: '/api/classes/', headers: auth })).json();
  other.exec('begin immediate');
  try {
    const answer = await context.app.inject({ method: 'POST', url: '/api/classes/', headers: auth, payload: { name: 'নবম' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({ detail: 'The database is busy; try again in a moment.' });
  } finally {
    other.exec('rollback');
  }
  expect((await context.app.inject({ method: 'GET', url: '/api/classes/', headers: auth })).json()).toEqual(before);
}, 15_000);

test("while a write waits for another process, the process's reads go on (the connection is not held by the wait)", async () => {
  other.exec('begin immediate');
  let written = false;
  const write = context.app.inject({ method: 'POST', url: '/api/classes/', headers: auth, payload: { name: 'দশম' } }).then((answer) => {
    written = true;
    return answer;
  });
  try {
    await pause(50);
    const read = context.app.inject({ method: 'GET', url: '/api/classes/?search=%E0%A6%A6', headers: auth });
    const first = await Promise.race([read, pause(2000).then(() => null)]);
    expect(first?.statusCode).toBe(200);
    expect(written).toBe(false);
  } finally {
    other.exec('commit');
  }
  expect((await write).statusCode).toBe(201);
});
