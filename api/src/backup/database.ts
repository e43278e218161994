// The database half of a backup: a consistent snapshot while the site keeps serving and writing, with the stored
// files its rows name read from that same snapshot (not from the live database, where rows come and go meanwhile);
// and the way back, into an empty database of the same kind.
// - SQLite: `VACUUM INTO` writes a compact copy as of one read transaction (writers go on meanwhile, in WAL
//   mode); the file names are then read from that copy.
// - PostgreSQL: a repeatable-read transaction exports its snapshot (pg_export_snapshot); the file names are read
//   in that transaction and `pg_dump --snapshot` dumps exactly what it sees, in the custom format. pg_dump and
//   pg_restore get the connection through the environment (PGHOST, PGPASSWORD…), never a password in their
//   arguments, where `ps` would show it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rename } from 'node:fs/promises';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { Client } from 'pg';
import { type Database, dialectOf, type DialectName } from '../db';
import { fileColumns } from '../resources/fileColumns';

/** The file a backup keeps its database in, by kind. */
export const DATABASE_FILE: Record<DialectName, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };

/** The SQLite file of a `sqlite:` URL. */
function sqliteFile(databaseUrl: string): string {
  return databaseUrl.slice('sqlite:'.length);
}

/** The environment pg_dump and pg_restore connect with (libpq's variables), made from a postgres:// URL. */
export function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ''));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (name) env.PGDATABASE = name;
  // The URL's options that libpq also reads from the environment (sslmode=require, a host given as ?host=/socket).
  const fromQuery: Record<string, string> = { sslmode: 'PGSSLMODE', sslrootcert: 'PGSSLROOTCERT', sslcert: 'PGSSLCERT', sslkey: 'PGSSLKEY', host: 'PGHOST', application_name: 'PGAPPNAME' };
  for (const [name, value] of url.searchParams) if (fromQuery[name]) env[fromQuery[name]] = value;
  return env;
}

/** Runs pg_dump or pg_restore; rejects with what it wrote to stderr. */
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own environment: PATH and locale from ours, the connection from the URL, nothing else of ours.
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: process.env.LANG ?? 'C.UTF-8', ...libpqEnvironment(databaseUrl) };
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 10_000) stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${tool} was not found: install PostgreSQL's client programs, of the server's major version or newer` : `${tool}: ${error.message}`)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Every stored file the rows name, by a read function over (table, column) pairs. */
async function namedKeys(read: (table: string, column: string) => Promise<unknown[]>): Promise<string[]> {
  const keys = new Set<string>();
  for (const { table, column } of fileColumns()) for (const value of await read(table, column)) if (typeof value === 'string' && value) keys.add(value);
  return [...keys].sort();
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface DatabaseSnapshot {
  kind: DialectName;
  /** The newest migration the snapshot has. */
  migration: string | null;
  /** The stored files its rows name. */
  keys: string[];
}

/**
 * Writes a snapshot of the database to `file` and answers what it names. The backup's marker must be committed
 * before this is called (uploads/removals.ts).
 */
export async function snapshotDatabase(db: Kysely<Database>, databaseUrl: string, file: string): Promise<DatabaseSnapshot> {
  const kind = dialectOf(databaseUrl);
  if (kind === 'sqlite') {
    const partial = `${file}.partial`;
    rmSync(partial, { force: true });
    await sql`vacuum into ${partial}`.execute(db);
    await rename(partial, file);
    const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      const keys = await namedKeys(async (table, column) =>
        copy.prepare(`select ${quoted(column)} as name from ${quoted(table)} where ${quoted(column)} is not null`).pluck().all(),
      );
      return { kind, migration: newestMigration(copy.prepare('select name from kysely_migration order by name desc limit 1').pluck().get()), keys };
    } finally {
      copy.close();
    }
  }
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id;
    const keys = await namedKeys(async (table, column) =>
      (await client.query<{ name: unknown }>(`select ${quoted(column)} as name from ${quoted(table)} where ${quoted(column)} is not null`)).rows.map((row) => row.name),
    );
    const migration = (await client.query<{ name: string }>('select name from kysely_migration order by name desc limit 1')).rows[0]?.name;
    // The exported snapshot lives as long as this transaction: pg_dump takes it up before the commit below.
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`], databaseUrl);
    await client.query('commit');
    return { kind, migration: newestMigration(migration), keys };
  } finally {
    await client.end();
  }
}

function newestMigration(name: unknown): string | null {
  return typeof name === 'string' ? name : null;
}

/** Whether the database has any table at all (an empty one is what a restore goes into). */
export async function databaseHasTables(databaseUrl: string): Promise<boolean> {
  if (dialectOf(databaseUrl) === 'sqlite') {
    const file = sqliteFile(databaseUrl);
    if (!existsSync(file)) return false;
    const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      return Boolean(sqlite.prepare("select 1 from sqlite_master where type = 'table' limit 1").get());
    } finally {
      sqlite.close();
    }
  }
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from information_schema.tables where table_schema = current_schema() limit 1");
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/**
 * Puts the backup's database in place of the target's. With `replace` the target's tables go first (restore
 * --force); otherwise the target is empty (checked before). No server may be using the target meanwhile.
 */
export async function restoreDatabase(kind: DialectName, dump: string, databaseUrl: string, replace: boolean): Promise<void> {
  if (kind === 'sqlite') {
    const target = sqliteFile(databaseUrl);
    const partial = `${target}.restoring`;
    mkdirSync(path.dirname(target), { recursive: true });
    const copy = new SqliteDatabase(dump, { readonly: true, fileMustExist: true });
    try {
      // better-sqlite3's online backup: a copy in WAL mode as the server opens it, written beside the target.
      rmSync(partial, { force: true });
      await copy.backup(partial);
    } finally {
      copy.close();
    }
    // The old database's write-ahead log must not be replayed onto the restored file.
    for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
    await rename(partial, target);
    return;
  }
  if (replace) {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    } finally {
      await client.end();
    }
  }
  // Owners and grants are the old server's roles, which the target may not have: the restoring user owns it all.
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${libpqEnvironment(databaseUrl).PGDATABASE ?? ''}`, dump], databaseUrl);
}
