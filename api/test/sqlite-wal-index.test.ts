// The WAL index's header (db/walIndex.ts), which tells the version counters (resources/versions.ts) whether a SQLite
// database may have changed: every commit of any connection moves it, reads and rolled-back writes leave it, and
// where there is no index to read (in memory, another journal mode) there is none, so SQLite is asked instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openWalIndex } from '../src/db/walIndex';

let dir: string;
beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'college-wal-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function walDatabase(name: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(path.join(dir, name));
  sqlite.pragma('journal_mode = WAL');
  return sqlite;
}

test("every commit moves the header, its own connection's and another's; reads and a rollback leave it", () => {
  const [mine, other] = [walDatabase('moves.db'), walDatabase('moves.db')];
  const index = openWalIndex(mine)!;
  try {
    expect(index).not.toBeNull();
    mine.exec('create table t (n integer)');
    const seen = () => Buffer.from(index.header()!);
    const start = seen();
    mine.prepare('select count(*) from t').get();
    other.prepare('select count(*) from t').get();
    expect(seen()).toEqual(start);

    other.prepare('insert into t values (1)').run();
    const afterOther = seen();
    expect(afterOther).not.toEqual(start);

    mine.prepare('insert into t values (2)').run();
    const afterMine = seen();
    expect(afterMine).not.toEqual(afterOther);

    expect(() => mine.transaction(() => {
      mine.prepare('insert into t values (3)').run();
      throw new Error('rolled back');
    })()).toThrow('rolled back');
    expect(seen()).toEqual(afterMine);

    // A checkpoint that empties the log, then a commit that starts it again: the header moves, never back to a
    // header seen before.
    other.pragma('wal_checkpoint(TRUNCATE)');
    other.prepare('insert into t values (4)').run();
    expect([start, afterOther, afterMine]).not.toContainEqual(seen());
    expect(mine.prepare('select count(*) as n from t').get()).toEqual({ n: 3 });
  } finally {
    index.close();
    mine.close();
    other.close();
  }
});

test('no index to read: in memory, or not in WAL mode', () => {
  const memory = new SqliteDatabase(':memory:');
  const journal = new SqliteDatabase(path.join(dir, 'journal.db'));
  journal.pragma('journal_mode = DELETE');
  try {
    expect(openWalIndex(memory)).toBeNull();
    expect(openWalIndex(journal)).toBeNull();
  } finally {
    memory.close();
    journal.close();
  }
});
