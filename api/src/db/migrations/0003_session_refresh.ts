// Rotating refresh tokens: each session counts the refresh tokens it has handed out. A refresh token carries the
// generation it was made at; using it moves the session to the next generation, so an older token presented
// again is a reuse (a stolen copy, or the rightful one after the thief used it) and ends the session.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Existing sessions start at 0, the generation their tokens (made without one) are read as.
  await db.schema
    .alterTable('sessions')
    .addColumn('refresh_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('refresh_generation').execute();
}
