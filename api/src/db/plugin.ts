// Makes the database available as `app.db` and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

async function dbPlugin(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.decorate('db', options.db);
  app.addHook('onClose', async () => {
    await options.db.destroy();
  });
}

export default fp(dbPlugin, { name: 'db' });
