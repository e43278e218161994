// The SQLite connection keeps its statements by their SQL (db/connect.ts): a query made again answers as a fresh
// one would, a statement made before a change of the table's columns reads the new ones, and a query that failed
// leaves the statement usable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../src/db';

let dir: string;
let db: Kysely<any>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'college-statements-'));
  db = openDatabase(`sqlite:${path.join(dir, 'kept.db')}`) as Kysely<any>;
  await sql`create table things (id integer primary key, name text not null unique)`.execute(db);
  await db.insertInto('things').values([{ name: 'ক' }, { name: 'খ' }, { name: 'গ' }]).execute();
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const names = () => db.selectFrom('things').select('name').orderBy('id').execute();

test('the same query made again answers with what the table holds now', async () => {
  expect((await names()).map((r) => r.name)).toEqual(['ক', 'খ', 'গ']);
  await db.insertInto('things').values({ name: 'ঘ' }).execute();
  expect((await names()).map((r) => r.name)).toEqual(['ক', 'খ', 'গ', 'ঘ']);
  expect(await db.selectFrom('things').select('name').where('id', '=', 2).executeTakeFirst()).toEqual({ name: 'খ' });
  expect(await db.selectFrom('things').select('name').where('id', '=', 3).executeTakeFirst()).toEqual({ name: 'গ' });
});

test('a query that failed leaves its statement usable', async () => {
  const add = (name: string) => db.insertInto('things').values({ name }).execute();
  // Read as text: the driver's error class may come from another test file's realm (jest loads the native module once).
  const failure = await add('ক').then(() => 'no error', (error: unknown) => String(error));
  expect(failure).toMatch(/UNIQUE/);
  await add('ঙ');
  expect((await names()).map((r) => r.name)).toContain('ঙ');
});

test('a statement kept from before a column was added reads the new column', async () => {
  const all = () => db.selectFrom('things').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  expect(Object.keys(await all())).toEqual(['id', 'name']);
  await sql`alter table things add column note text default 'নতুন'`.execute(db);
  expect(await all()).toEqual({ id: 1, name: 'ক', note: 'নতুন' });
});
