// On SQLite, an index of every three letters (FTS5's trigram tokenizer) of the columns `?search=` reads in the
// lists that grow: the notices, the students and the contact messages. A search for a part of a word used to read
// every row (`like '%…%'`): 1 ms to count the matches among 5,000 notices on a quiet machine and 5 ms under load,
// for every search, since each write makes the lists' answers anew. The index answers the same question in a
// tenth of that (resources/crud/filters.ts). It holds no text of its own (`content=` the table, its rows found by
// id); triggers keep it up to date in the same transaction as each write, whatever makes the write. PostgreSQL
// keeps its `like`: nothing is made there.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../portable';

/** The tables given a search index, and the columns it covers (the registry's `search` fields of each). */
export const SEARCH_INDEXES = {
  notices: ['title', 'category'],
  students: ['full_name', 'digital_id_code'],
  contacts: ['name', 'email', 'phone', 'message'],
} as const satisfies Record<string, readonly string[]>;

/** The index of `table` (an FTS5 table, with its own shadow tables named after it). */
export function searchIndexName(table: string): string {
  return `${table}_search`;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, columns] of Object.entries(SEARCH_INDEXES)) {
    const index = sql.table(searchIndexName(table));
    const names = sql.join(columns.map((c) => sql.ref(c)));
    const values = (row: 'new' | 'old') => sql.join(columns.map((c) => sql.ref(`${row}.${c}`)));
    // Case folded as Unicode folds it, accents kept: as PostgreSQL's `lower(…) like`, and SQLite's own `like` for ASCII.
    await sql`create virtual table ${index} using fts5(${names}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram case_sensitive 0')`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_search_insert`)} after insert on ${sql.table(table)} begin
      insert into ${index} (rowid, ${names}) values (new.id, ${values('new')});
    end`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_search_delete`)} after delete on ${sql.table(table)} begin
      insert into ${index} (${index}, rowid, ${names}) values ('delete', old.id, ${values('old')});
    end`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_search_update`)} after update of ${names} on ${sql.table(table)} begin
      insert into ${index} (${index}, rowid, ${names}) values ('delete', old.id, ${values('old')});
      insert into ${index} (rowid, ${names}) values (new.id, ${values('new')});
    end`.execute(db);
    await sql`insert into ${index} (${index}) values ('rebuild')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of Object.keys(SEARCH_INDEXES)) {
    for (const change of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.ref(`${table}_search_${change}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(searchIndexName(table))}`.execute(db);
  }
}
