export { openDatabase, dialectOf, countersReader, postgresPool, sqliteHandle, sqliteWalIndex, type DialectName } from './connect';
export { default as dbPlugin } from './plugin';
export { migrateToLatest } from './migrate';
export { isPostgres, isoNow, isUniqueViolation, isForeignKeyViolation, withIdColumn } from './portable';
export type * from './schema';
