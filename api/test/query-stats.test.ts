// QUERY_STATS (db/queryStats.ts): each statement's runs and time summed per process into a folder, and the folder's
// files summed again, the costliest first: what the load run's `--queries` prints.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db';
import { readQueryStats } from '../src/db/queryStats';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'college-queries-'));
});
afterEach(() => {
  jest.useRealTimers();
  rmSync(folder, { recursive: true, force: true });
});

test("sums each statement's runs and time, whatever its parameters, and writes them every 2 s", async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const db = openDatabase(`sqlite:${path.join(folder, 'college.db')}`, folder);
  try {
    for (const n of [1, 2, 3]) await sql`select ${n} as n`.execute(db);
    await sql`select count(*) as c from sqlite_master`.execute(db);
    expect(readdirSync(folder).filter((file) => file.startsWith('queries-'))).toEqual([]);
    jest.advanceTimersByTime(2000);
    const [first, second] = readQueryStats(folder);
    expect(
      [first, second]
        .map(({ sql: text, count }) => ({ sql: text, count }))
        .sort((a, b) => b.count - a.count),
    ).toEqual([
      { sql: 'select ? as n', count: 3 },
      { sql: 'select count(*) as c from sqlite_master', count: 1 },
    ]);
    expect(first.ms).toBeGreaterThanOrEqual(second.ms);
    expect(readQueryStats(folder)).toHaveLength(2);
    // Written whole, then renamed into place: a reader never finds a file half written.
    expect(readdirSync(folder).filter((file) => file.startsWith('queries-'))).toEqual([`queries-${process.pid}.json`]);
  } finally {
    await db.destroy();
  }
});

test('off without a folder: nothing is written', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const db = openDatabase(`sqlite:${path.join(folder, 'college.db')}`);
  try {
    await sql`select 1 as n`.execute(db);
    jest.advanceTimersByTime(5000);
    expect(readdirSync(folder).filter((file) => file.startsWith('queries-'))).toEqual([]);
  } finally {
    await db.destroy();
  }
});
