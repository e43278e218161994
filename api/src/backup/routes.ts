// `GET /api/backups/` (Admin): the last backup that succeeded, for the dashboard's overview (its time and size),
// and whether one is running now. Read from `backup_runs` (uploads/removals.ts), which every backup of every process and
// machine writes, manual or scheduled.
import type { FastifyInstance } from 'fastify';
import type { BackupStatus } from 'remote_shared/schemas';
import { requireAdmin } from '../auth';
import { refuseMissingMethods } from '../notAllowed';
import { backupRunning } from '../uploads/removals';

export async function backupRoutes(app: FastifyInstance, options: { now: () => number }): Promise<void> {
  app.get('/backups/', { onRequest: requireAdmin }, async (_request, reply) => {
    const row = await app.db
      .selectFrom('backup_runs')
      .select(['started_at', 'finished_at', 'size_bytes', 'file_count', 'kind'])
      .where('finished_at', 'is not', null)
      .where('error', 'is', null)
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const answer: BackupStatus = {
      last: row
        ? { started_at: row.started_at, finished_at: row.finished_at!, size_bytes: Number(row.size_bytes), file_count: Number(row.file_count), kind: row.kind === 'scheduled' ? 'scheduled' : 'manual' }
        : null,
      running: await backupRunning(app.db, options.now),
    };
    return reply.header('cache-control', 'private, no-store').send(answer);
  });
  const admin = { read: requireAdmin, create: requireAdmin, write: requireAdmin };
  refuseMissingMethods(app, '/backups/', { GET: true }, admin, true);
}
