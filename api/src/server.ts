// `npm start`: migrate, make sure the configured Admin exists, fill an empty database with the demo college (SEED_DEMO),
// serve on PORT, stop cleanly on SIGTERM/SIGINT.
import { PASSWORD_MIN_LENGTH } from 'remote_shared/schemas';
import { buildApp } from './app';
import { scheduleAuditPrunes } from './audit';
import { ensureAdmin, pruneExpired } from './auth';
import { reportUsernameClashes } from './auth/users';
import { loadConfig } from './config';
import { seedDemo } from './demo/seed';
import { scheduleOrphanSweeps } from './uploads/sweep';

// The production server: the libraries the page renderer loads (React, Redux Toolkit) run their production
// builds, not the development checks that cost a drawn page tens of milliseconds.
process.env.NODE_ENV ??= 'production';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  // Usernames that are one name under the rule but predate it: kept working, named in a warning.
  await reportUsernameClashes(app.db, app.log);

  if (config.adminUsername && config.adminPassword) {
    if (config.adminPassword.length < PASSWORD_MIN_LENGTH) {
      throw new Error(`ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters`);
    }
    const result = await ensureAdmin(app.db, { username: config.adminUsername, password: config.adminPassword }, config.scrypt, config.now());
    app.log.info({ username: config.adminUsername, result }, 'Admin from ADMIN_USERNAME/ADMIN_PASSWORD');
  } else if (config.adminUsername || config.adminPassword) {
    app.log.warn('Set both ADMIN_USERNAME and ADMIN_PASSWORD to create the Admin; one alone is ignored');
  }

  if (config.seedDemo) {
    const seeded = await seedDemo(app.db, config);
    if (seeded) app.log.info('the database was empty: filled it with the demo college (SEED_DEMO=0 turns this off)');
    else app.log.info('the database has content: no demo content added');
  }

  const prune = () => pruneExpired(app.db, config.now()).catch((err) => app.log.warn({ err }, 'pruning sessions failed'));
  await prune();
  const pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruneTimer.unref();
  // Files stored for writes that never committed (a kill -9 mid-write): swept now, beside listening, and hourly.
  const orphanSweeps = scheduleOrphanSweeps(app.db, config, app.log);
  // The audit trail's entries older than AUDIT_RETENTION: pruned now and daily.
  const auditPrunes = scheduleAuditPrunes(app.db, config, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(pruneTimer);
    orphanSweeps.stop();
    auditPrunes.stop();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref(); // a stuck request must not block forever
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
