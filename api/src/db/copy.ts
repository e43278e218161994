// `npm run db:copy -- --to postgres://…` (cli.ts): a college that started on the default SQLite moves to
// PostgreSQL. The SQLite database is brought up to date (as a start would) and read inside one read transaction (a
// snapshot: a server still writing to it meanwhile changes nothing the copy sees); the target, which must be empty,
// gets the same migrations, then every table in foreign-key order, in batches, inside one transaction. Each
// serial/identity sequence is then set past the largest id copied (else the next insert would collide with a
// copied row), and every table's row count is compared with the source's before committing: any refusal, failed
// conversion or mismatch rolls the whole copy back, leaving the target as empty as it was.
//
// The two dialects store the same representations here (schema.ts: timestamps as ISO text, booleans as 0/1), but
// SQLite keeps whatever a column is given while PostgreSQL checks it: each value is converted by the target
// column's declared type (booleans, integers, timestamps and dates, JSON, text and its length), and one that cannot
// be is reported by table, row and column instead of failing a whole batch with PostgreSQL's terse message.
import { existsSync } from 'node:fs';
import { type Kysely, sql, type Transaction } from 'kysely';
import { dialectOf, openDatabase, sqliteHandle } from './connect';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

/** The target was not empty, or the source or target is not what the copy can take: nothing was written. */
export class CopyRefusedError extends Error {}

/** The copy started and failed (a value PostgreSQL cannot hold, counts that differ): rolled back. */
export class CopyFailedError extends Error {}

export interface CopiedTable {
  table: string;
  rows: number;
}

/** Kysely's own bookkeeping: each side has its own, made by its migrations; never copied. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Tables the migrations fill themselves, with the condition that marks a row as written since: the version
 * counters start at 1 in shard 0 for every resource (migrations 0002, 0009), so a freshly migrated database has
 * rows there and is still empty; any write adds to some shard. The copy replaces those rows with the source's.
 */
const SEEDED_BY_MIGRATIONS: Record<string, string> = { resource_versions: 'shard <> 0 or version <> 1' };

/** PostgreSQL binds at most 65,535 parameters per statement; batches stay well under, and under 1,000 rows. */
const MAX_PARAMETERS = 30_000;
const MAX_BATCH_ROWS = 1000;
/** A progress line every so many rows of a big table (students, audit entries), besides one per table. */
const PROGRESS_EVERY = 10_000;

/** A database URL with its password hidden, for progress lines and messages. */
export function redactUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

/**
 * The SQLite database's tables that hold data: not SQLite's own, not the migrations' bookkeeping, and not the search
 * indexes (virtual tables and their shadow tables, made from the tables they index: PostgreSQL has none).
 */
async function sqliteTablesOf(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(db);
  return rows.map((r) => r.name).filter((name) => !MIGRATION_TABLES.has(name));
}

export interface TargetColumn {
  name: string;
  /** information_schema's data_type: `integer`, `character varying`, `boolean`, `timestamp with time zone`… */
  type: string;
  /** For character types, the most characters the column holds (null: unbounded). */
  maxLength: number | null;
}

/** What better-sqlite3 reads out of a column. */
export type SqliteValue = string | number | bigint | Buffer | null;

/**
 * One SQLite value as the PostgreSQL column of `column.type` takes it, or throws a message saying why not (the
 * caller adds the table, row and column).
 */
export function toPostgresValue(value: SqliteValue, column: TargetColumn): unknown {
  if (value === null) return null;
  const { type } = column;
  if (Buffer.isBuffer(value) && type !== 'bytea') throw new Error(`holds bytes, the ${type} column takes none`);
  switch (type) {
    case 'boolean':
      // Stored as 0/1 by this schema, or 'true'/'false' text by hand.
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      throw new Error(`"${String(value)}" is not a boolean (0 or 1)`);
    case 'smallint':
    case 'integer':
    case 'bigint':
      if (typeof value === 'bigint') return value.toString();
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return value.trim();
      throw new Error(`"${String(value)}" is not an integer`);
    case 'real':
    case 'double precision':
    case 'numeric':
      if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return value.trim();
      throw new Error(`"${String(value)}" is not a number`);
    case 'date':
    case 'timestamp with time zone':
    case 'timestamp without time zone': {
      // ISO text as stored here; a number is read as SQLite's other usual form, Unix time in seconds.
      const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw new Error(`"${String(value)}" is not a date or time`);
      return typeof value === 'string' ? value : date.toISOString();
    }
    case 'json':
    case 'jsonb': {
      const text = typeof value === 'string' ? value : String(value);
      try {
        JSON.parse(text);
      } catch {
        throw new Error(`is not JSON: "${text.slice(0, 40)}"`);
      }
      return text;
    }
    case 'bytea':
      return Buffer.isBuffer(value) ? value : Buffer.from(String(value));
    default: {
      // Character types (and any other PostgreSQL parses from text).
      const text = typeof value === 'string' ? value : String(value);
      if (text.includes('\u0000')) throw new Error('holds a NUL character, which PostgreSQL text cannot');
      if (column.maxLength !== null) {
        // PostgreSQL counts characters (code points), as the spread does; SQLite never checked the length.
        const length = [...text].length;
        if (length > column.maxLength) throw new Error(`is ${length} characters long, the column holds ${column.maxLength}`);
      }
      return text;
    }
  }
}

/** Tables in an order where each comes after every table its foreign keys name (self-references aside). */
export function dependencyOrder(tables: string[], references: { table: string; references: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new CopyRefusedError(`foreign keys form a cycle: ${[...path, table].join(' → ')}`);
    state.set(table, 'visiting');
    for (const ref of references) if (ref.table === table && ref.references !== table && tables.includes(ref.references)) visit(ref.references, [...path, table]);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

async function postgresTables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.name).filter((name) => !MIGRATION_TABLES.has(name));
}

async function appliedMigrations(db: Kysely<any>, postgres: boolean): Promise<string[]> {
  const exists = postgres
    ? (await sql<{ name: string | null }>`select to_regclass('kysely_migration')::text as name`.execute(db)).rows[0].name
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db)).rows[0]?.name;
  if (!exists) return [];
  return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
}

/** Refuses a target where any table of ours has a row, or whose migrations include some this version lacks. */
async function refuseNonEmpty(db: Kysely<any>, ours: string[], target: string): Promise<void> {
  const unknown = (await appliedMigrations(db, true)).filter((name) => !(name in migrations));
  if (unknown.length) {
    throw new CopyRefusedError(
      `${target} is not empty: its migrations are ahead of this version (${unknown.join(', ')}). Copy into an empty database.`,
    );
  }
  const present = new Set(await postgresTables(db));
  const filled: string[] = [];
  for (const table of ours.filter((t) => present.has(t))) {
    const written = SEEDED_BY_MIGRATIONS[table] ? sql`where ${sql.raw(SEEDED_BY_MIGRATIONS[table])}` : sql``;
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} ${written}`.execute(db);
    if (Number(rows[0].n) > 0) filled.push(`${table} (${plural(Number(rows[0].n), 'row')})`);
  }
  if (filled.length) {
    throw new CopyRefusedError(`${target} is not empty: ${filled.join(', ')}. db:copy copies only into an empty database; nothing was written.`);
  }
}

export interface CopyOptions {
  /** Progress lines, as the CLI prints them. */
  progress?: (line: string) => void;
  /** Rows per insert (the default fits PostgreSQL's parameter limit); small in tests to cross batch edges. */
  batchRows?: number;
}

/** Copies the SQLite database `sourceUrl` (`sqlite:<file>`) into the empty PostgreSQL database `targetUrl`. */
export async function copySqliteToPostgres(sourceUrl: string, targetUrl: string, options: CopyOptions = {}): Promise<CopiedTable[]> {
  const progress = options.progress ?? (() => undefined);
  if (dialectOf(sourceUrl) !== 'sqlite') throw new CopyRefusedError(`the source must be a SQLite database (sqlite:<file>), not ${redactUrl(sourceUrl)}`);
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) throw new CopyRefusedError(`--to must be a postgres:// URL (got "${redactUrl(targetUrl)}")`);
  const file = sourceUrl.slice('sqlite:'.length);
  // Opening a missing file would make an empty database and copy nothing, a silent success.
  if (file === ':memory:' || !existsSync(file)) throw new CopyRefusedError(`no SQLite database at ${file}`);
  const target = redactUrl(targetUrl);

  const source = openDatabase(sourceUrl);
  const into = openDatabase(targetUrl);
  try {
    const sourceAhead = (await appliedMigrations(source, false)).filter((name) => !(name in migrations));
    if (sourceAhead.length) throw new CopyRefusedError(`${file} was migrated by a newer version (${sourceAhead.join(', ')}): run db:copy from that version`);
    const sourceTables = await sqliteTablesOf(source);
    await refuseNonEmpty(into, sourceTables, target);

    progress(`Copying ${file} into ${target}`);
    for (const name of await migrateToLatest(source)) progress(`source: migration ${name} applied`);
    const applied = await migrateToLatest(into);
    progress(`target: ${plural(applied.length, 'migration')} applied`);

    // After both migrations, both sides have the same tables (a table only one side has is a schema this version
    // did not make: refused rather than dropped or guessed).
    const sqliteTables = await sqliteTablesOf(source);
    const pgTables = await postgresTables(into);
    const onlySource = sqliteTables.filter((t) => !pgTables.includes(t));
    const onlyTarget = pgTables.filter((t) => !sqliteTables.includes(t));
    if (onlySource.length || onlyTarget.length) {
      throw new CopyRefusedError(
        `the two schemas differ after migrating: ${[...onlySource.map((t) => `${t} only in SQLite`), ...onlyTarget.map((t) => `${t} only in PostgreSQL`)].join(', ')}`,
      );
    }
    const references = (
      await sql<{ table: string; references: string }>`
        select cl.relname as "table", ref.relname as "references"
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_class ref on ref.oid = c.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where c.contype = 'f' and n.nspname = current_schema()`.execute(into)
    ).rows;
    const order = dependencyOrder(pgTables, references);
    const columns = new Map<string, TargetColumn[]>();
    for (const row of (
      await sql<{ table: string; name: string; type: string; max: number | null }>`
        select table_name as "table", column_name as name, data_type as type, character_maximum_length as max
        from information_schema.columns where table_schema = current_schema()`.execute(into)
    ).rows) {
      columns.set(row.table, [...(columns.get(row.table) ?? []), { name: row.name, type: row.type, maxLength: row.max }]);
    }

    const sqlite = sqliteHandle(source)!;
    // One read transaction over the whole copy: its first read fixes the snapshot (WAL), so the counts below and
    // every batch are of the same moment, whatever a running server writes meanwhile.
    sqlite.exec('begin');
    try {
      const copied = await into.transaction().execute(async (trx) => {
        // No writer of the target (a server started on it too early) can add rows between the check and the copy.
        await sql`lock table ${sql.join(order.map((t) => sql.table(t)))} in exclusive mode`.execute(trx);
        await refuseNonEmpty(trx, order, target);
        const result: CopiedTable[] = [];
        for (const table of order) result.push({ table, rows: await copyTable(sqlite, trx, table, columns.get(table) ?? [], options.batchRows, progress) });
        await setSequences(trx, progress);
        await compareCounts(sqlite, trx, result);
        return result;
      });
      const total = copied.reduce((sum, t) => sum + t.rows, 0);
      progress(`Done: ${plural(total, 'row')} in ${plural(copied.length, 'table')}, every count checked. Now set DATABASE_URL to the target and start the server.`);
      return copied;
    } finally {
      sqlite.exec('rollback'); // only read
    }
  } finally {
    await source.destroy();
    await into.destroy();
  }
}

type SqliteHandle = NonNullable<ReturnType<typeof sqliteHandle>>;

async function copyTable(
  sqlite: SqliteHandle,
  trx: Transaction<any>,
  table: string,
  targetColumns: TargetColumn[],
  batchRows: number | undefined,
  progress: (line: string) => void,
): Promise<number> {
  const sourceColumns = (sqlite.pragma(`table_info(${quote(table)})`) as { name: string }[]).map((c) => c.name);
  const byName = new Map(targetColumns.map((c) => [c.name, c]));
  const missing = sourceColumns.filter((c) => !byName.has(c));
  if (missing.length) throw new CopyFailedError(`${table}: column${missing.length === 1 ? '' : 's'} ${missing.join(', ')} only in SQLite`);
  if (SEEDED_BY_MIGRATIONS[table]) await trx.deleteFrom(table).execute(); // unwritten, as refuseNonEmpty checked
  const size = Math.max(1, Math.min(batchRows ?? MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, sourceColumns.length))));
  // Pages by rowid (every table here has one): each batch is a fresh statement, none left open across awaits.
  const page = sqlite.prepare(`select rowid as "__rowid", ${sourceColumns.map(quote).join(', ')} from ${quote(table)} where rowid > ? order by rowid limit ?`);
  let after = Number.MIN_SAFE_INTEGER;
  let copied = 0;
  let reported = 0;
  for (;;) {
    const rows = page.all(after, size) as Record<string, SqliteValue>[];
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const name of sourceColumns) {
        try {
          out[name] = toPostgresValue(row[name], byName.get(name)!);
        } catch (error) {
          const id = row.id ?? row.__rowid;
          throw new CopyFailedError(`${table} row ${String(id)}, column ${name}: ${(error as Error).message}. Nothing was copied; correct it and run db:copy again.`);
        }
      }
      return out;
    });
    await trx.insertInto(table).values(values).execute();
    copied += rows.length;
    after = Number(rows[rows.length - 1].__rowid);
    if (copied - reported >= PROGRESS_EVERY) {
      progress(`  ${table}: ${plural(copied, 'row')}…`);
      reported = copied;
    }
  }
  progress(`  ${table}: ${plural(copied, 'row')}`);
  return copied;
}

/** Every serial or identity column's sequence set so its next value is past the largest copied. */
async function setSequences(trx: Transaction<any>, progress: (line: string) => void): Promise<void> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    select table_name as "table", column_name as "column",
      pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(trx);
  for (const { table, column, sequence } of rows) {
    if (!sequence || MIGRATION_TABLES.has(table)) continue;
    const { rows: next } = await sql<{ next: string }>`
      select setval(${sequence}::regclass, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false) as next`.execute(trx);
    progress(`  sequence ${sequence}: next ${next[0].next}`);
  }
}

/** The copy's row counts against the source's snapshot: any difference fails (and rolls back) the copy. */
async function compareCounts(sqlite: SqliteHandle, trx: Transaction<any>, copied: CopiedTable[]): Promise<void> {
  const differ: string[] = [];
  for (const { table } of copied) {
    const inSource = Number((sqlite.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n);
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(trx);
    if (Number(rows[0].n) !== inSource) differ.push(`${table}: ${inSource} in SQLite, ${rows[0].n} in PostgreSQL`);
  }
  if (differ.length) throw new CopyFailedError(`row counts differ, the copy was rolled back: ${differ.join('; ')}`);
}
