// Opens the database named by DATABASE_URL: `sqlite:<file>` (better-sqlite3) or `postgres://…` (pg Pool).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqlite, SqliteDriver } from 'kysely';
import { Pool } from 'pg';
import { queryStatsLog } from './queryStats';
import type { Database } from './schema';
import { openWalIndex, type WalIndex } from './walIndex';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(databaseUrl: string): DialectName {
  if (databaseUrl.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres';
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${databaseUrl.split(':')[0]}:…")`);
}

/** How long a write waits for another process's write to end before it fails, as `busy_timeout` below. */
const SQLITE_BUSY_MS = 5000;

/**
 * SQLite transactions that take the write lock at `begin` (`begin immediate`), waiting for it without blocking the
 * process. Kysely begins them deferred: a transaction then reads first and asks for the lock at its first write,
 * and when another process (`WEB_CONCURRENCY`) committed a write in between, SQLite refuses it at once
 * (SQLITE_BUSY: its reads are out of date) — a 500 for a write that would have succeeded a moment later. Every
 * transaction here writes, so each takes the lock first and its reads are current. The wait is a loop of short
 * pauses rather than SQLite's busy handler, which sleeps the whole process (every request it serves) meanwhile,
 * and during each pause the process's one connection is let go, so its reads (and its other writes, which then
 * wait their turn the same way) go on while this write waits.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(private readonly sqlite: SqliteDatabase.Database) {
    super({ database: keptStatements(sqlite) });
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    for (let waited = 0, pause = 1; ; waited += pause, pause = Math.min(pause * 2, 25)) {
      this.sqlite.pragma('busy_timeout = 0');
      try {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || waited >= SQLITE_BUSY_MS) throw error;
      } finally {
        this.sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_MS}`);
      }
      // Kysely's SQLite driver has one connection behind a lock: released, the same connection comes back.
      await this.releaseConnection();
      await new Promise((resolve) => setTimeout(resolve, pause));
      await this.acquireConnection();
    }
  }
}

/** Statements kept, the most recently used first: the queries the server makes are a few hundred shapes. */
const KEPT_STATEMENTS = 500;

/**
 * The connection as Kysely's driver sees it, its statements kept by their SQL. Kysely prepares every query anew,
 * which was a tenth of the processor of a list read that checks a session (`GET students/` as an Admin); a kept
 * statement is bound afresh each time. One that is still being read (an iteration under way, `busy`) is not shared:
 * that query gets a statement of its own. SQLite prepares a kept statement again by itself after the schema changes
 * (a migration).
 */
function keptStatements(sqlite: SqliteDatabase.Database): KyselySqlite {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      walIndexes.get(sqlite)?.close();
      sqlite.close();
    },
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        kept.delete(sql); // to the end: the most recently used
        kept.set(sql, statement);
        return statement;
      }
      const fresh = sqlite.prepare(sql);
      if (!statement) {
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
        kept.set(sql, fresh);
      }
      return fresh;
    },
  };
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SqliteDatabase.Database) {
    super({ database: sqlite });
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.sqlite);
  }
}

const sqliteHandles = new WeakMap<Kysely<any>, SqliteDatabase.Database>();

/**
 * The better-sqlite3 connection under a SQLite Kysely instance (undefined on PostgreSQL), for the few hot reads
 * that use a statement prepared once instead of Kysely's prepare-per-query.
 */
export function sqliteHandle(db: Kysely<any>): SqliteDatabase.Database | undefined {
  return sqliteHandles.get(db);
}

const walIndexes = new WeakMap<SqliteDatabase.Database, WalIndex>();

/** The WAL index of a SQLite connection (walIndex.ts), when it has one to read. */
export function sqliteWalIndex(sqlite: SqliteDatabase.Database): WalIndex | undefined {
  return walIndexes.get(sqlite);
}

const postgresPools = new WeakMap<Kysely<any>, Pool>();
const counterReaders = new WeakMap<Kysely<any>, Kysely<Database>>();

/** The pg Pool under a PostgreSQL Kysely instance (undefined on SQLite), for its figures (metrics.ts). */
export function postgresPool(db: Kysely<any>): Pool | undefined {
  return postgresPools.get(db);
}

/**
 * On PostgreSQL, the database's connection of its own for reading the version counters (resources/versions.ts);
 * undefined on SQLite. Every page view and list read reads the counters first, and through the pool that read
 * queued behind every query waiting for a connection: under load each of the pool's connections is held by a
 * search or a write's transaction (waiting on a row lock, or on the busy event loop between its statements), and
 * a page served from its kept copy waited for them all.
 */
export function countersReader(db: Kysely<any>): Kysely<Database> | undefined {
  return counterReaders.get(db);
}

/** The database at `databaseUrl`; `queryStats`: the folder of QUERY_STATS (queryStats.ts), null for none. */
export function openDatabase(databaseUrl: string, queryStats: string | null = null): Kysely<Database> {
  const log = queryStatsLog(queryStats);
  if (dialectOf(databaseUrl) === 'postgres') {
    // The college's tables fit in memory many times over: reading an index costs little more than reading in
    // order, and at PostgreSQL's default (4, for spinning disks) it sorted all 5,000 students (46 ms) for a deep
    // page of the students screen instead of reading 2,500 off their list-order index (3 ms). An `options`
    // parameter in DATABASE_URL takes precedence.
    const connect = (max: number) => {
      const pool = new Pool({ connectionString: databaseUrl, max, options: '-c random_page_cost=1.1' });
      // An idle connection the server ends (a restart, a failover, an administrator) must not crash the process:
      // the pool drops it and opens a new one for the next query.
      pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection closed: ${error.message}`));
      return { pool, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }) };
    };
    const { pool, db } = connect(10);
    // One connection: the counters are read one read at a time (versions.ts `sharedRead`). Closed with the database.
    const counters = connect(1).db;
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await Promise.all([destroy(), counters.destroy()]);
    };
    postgresPools.set(db, pool);
    counterReaders.set(db, counters);
    return db;
  }
  const file = databaseUrl.slice('sqlite:'.length);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; busy_timeout makes a single write statement outside a transaction
  // wait for another process's write instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_MS}`);
  const walIndex = openWalIndex(sqlite);
  if (walIndex) walIndexes.set(sqlite, walIndex);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite), log });
  sqliteHandles.set(db, sqlite);
  return db;
}
