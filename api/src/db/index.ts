export { openDatabase, dialectOf, sqliteHandle, type DialectName } from './connect';
export { default as dbPlugin } from './plugin';
export { migrateToLatest } from './migrate';
export { isPostgres, isoNow, isUniqueViolation, isForeignKeyViolation, withIdColumn } from './portable';
export type * from './schema';
