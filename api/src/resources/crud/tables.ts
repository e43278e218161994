// Where the one generic factory meets the fourteen typed tables. Domain files query through Kysely<Database>,
// with every column checked; the factory handles any resource's table by names it reads from the definition, so
// it sees those tables as rows of unknown values with an id. These two casts are the only place that happens.
import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { ResourceTable, Row, TableRow } from './types';

/** Any resource table as the factory sees it: an id and columns of unknown type. */
interface LooseTable {
  id: Generated<number>;
  [column: string]: unknown;
}

/** The resource tables by name, each loose. Only resource tables: the sign-in tables stay out of reach. */
export type LooseDatabase = Record<ResourceTable, LooseTable>;

/** The database (or a transaction) with the resource tables seen loosely, for the factory's generic queries. */
export function loose(db: Transaction<Database>): Transaction<LooseDatabase>;
export function loose(db: Kysely<Database>): Kysely<LooseDatabase>;
export function loose(db: Kysely<Database> | Transaction<Database>): Kysely<LooseDatabase> {
  return db as unknown as Kysely<LooseDatabase>;
}

/** A row the factory read from `definition.table`, handed to that definition's own hooks as its table's row. */
export function asTableRow<T extends ResourceTable>(row: Row): TableRow<T> {
  return row as unknown as TableRow<T>;
}
