// `npm start`: migrate, make sure the configured Admin exists, fill an empty database with the demo college (SEED_DEMO),
// serve on PORT with WEB_CONCURRENCY processes, stop cleanly on SIGTERM/SIGINT.
//
// With more than one process this first one does what must happen once (migrations, the Admin, the demo content,
// the hourly and daily clean-ups) and then starts the others (node:cluster), which share the port and serve. They
// keep no state of their own (docs/deploy.md, "Several API processes"), so any of them may answer any request. One that
// ends unexpectedly is replaced; one that cannot start (the port taken) stops the whole server. SIGHUP to this
// first process replaces the serving ones one at a time (a rolling restart, to run new code): each new one serves
// before the one it replaces stops accepting and drains (health.ts), so no request is lost.
import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_MIN_LENGTH } from 'remote_shared/schemas';
import { buildApp } from './app';
import { scheduleAuditPrunes } from './audit';
import { ensureAdmin, pruneExpired } from './auth';
import { reportUsernameClashes } from './auth/users';
import { type Config, loadConfig } from './config';
import { seedDemo } from './demo/seed';
import { scheduleBackups } from './backup/schedule';
import { drain } from './health';
import { answerClusterMetrics, clusterMetrics, serveMetricsPort } from './metrics';
import { fileColumns } from './resources/fileColumns';
import { scheduleOrphanSweeps } from './sweep';

// The production server: the libraries the page renderer loads (React, Redux Toolkit) run their production
// builds, not the development checks that cost a drawn page tens of milliseconds.
process.env.NODE_ENV ??= 'production';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Past its grace period (SHUTDOWN_GRACE) a stopping process has this long to close before it is ended. */
const CLOSE_AFTER_GRACE_MS = 5000;
/** A serving process that ended is replaced after this pause (not at once: a fault that ends each must not spin). */
const REPLACE_AFTER_MS = 1000;

/** Drains `app` on SIGTERM or SIGINT (after `beforeClose`), exiting 0 once closed or 1 when it takes too long. */
function stopOnSignals(app: FastifyInstance, config: Config, beforeClose: () => Promise<void> | void): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck request must not block forever.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + CLOSE_AFTER_GRACE_MS).unref();
    await beforeClose();
    await drain(app, config.shutdownGraceMs);
    process.exit(process.exitCode ?? 0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  // A serving process whose first process has gone (killed with -9) stops too, rather than serve unsupervised.
  if (cluster.isWorker) process.once('disconnect', () => void stop('disconnect'));
}

/** A serving process of several: the app (its migrations already run by the first process) on the shared port. */
async function serve(config: Config): Promise<void> {
  const app = await buildApp(config);
  stopOnSignals(app, config, () => undefined);
  await app.listen({ port: config.port, host: config.host });
}

interface Supervisor {
  /** Stops every serving process (SIGTERM: each drains) and resolves once all have ended. */
  stop(): Promise<void>;
  /** Replaces the serving processes one at a time, each new one serving before its predecessor drains. */
  roll(): Promise<void>;
}

/** Starts `count` serving processes and keeps that many. */
function superviseProcesses(count: number, app: FastifyInstance): Supervisor {
  let stopping = false;
  let rolling = false;
  const running = new Set<Worker>();
  /** Processes told to stop by a rolling restart: not replaced when they end. */
  const retiring = new Set<Worker>();
  let allEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (allEnded = resolve));
  /** Forks one; resolves true once it listens, false if it ends before. `replacing`: one that cannot start stops only the restart. */
  const start = (replacing = false): Promise<boolean> => {
    const worker = cluster.fork();
    running.add(worker);
    let listening = false;
    return new Promise((resolve) => {
      worker.once('listening', () => {
        listening = true;
        resolve(true);
      });
      worker.once('exit', (code, signal) => {
        running.delete(worker);
        resolve(false);
        if (stopping) {
          if (!running.size) allEnded();
          return;
        }
        if (retiring.delete(worker)) return;
        if (!listening) {
          if (replacing) {
            app.log.error({ code, signal }, 'a new server process could not start; the rolling restart stops and the running ones keep serving');
            return;
          }
          app.log.error({ code, signal }, 'a server process could not start; stopping');
          process.exitCode = 1;
          process.kill(process.pid, 'SIGTERM');
          return;
        }
        app.log.warn({ code, signal, process: worker.process.pid }, 'a server process ended; starting another');
        setTimeout(() => !stopping && void start(), REPLACE_AFTER_MS).unref();
      });
    });
  };
  for (let i = 0; i < count; i++) void start();
  return {
    stop() {
      stopping = true;
      if (!running.size) return Promise.resolve();
      for (const worker of running) worker.process.kill('SIGTERM');
      return ended;
    },
    async roll() {
      if (stopping) return;
      if (rolling) {
        app.log.warn('SIGHUP: a rolling restart is already under way');
        return;
      }
      rolling = true;
      app.log.info({ processes: running.size }, 'SIGHUP: replacing the server processes one at a time');
      try {
        for (const worker of [...running]) {
          if (stopping) return;
          if (!running.has(worker)) continue; // ended meanwhile, and replaced already
          if (!(await start(true))) return;
          retiring.add(worker);
          const gone = new Promise((resolve) => worker.once('exit', resolve));
          worker.process.kill('SIGTERM');
          await gone;
        }
        app.log.info('rolling restart done');
      } finally {
        rolling = false;
      }
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config);
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
  const orphanSweeps = scheduleOrphanSweeps(app.db, config, fileColumns(), app.log);
  // The audit trail's entries older than AUDIT_RETENTION: pruned now and daily.
  const auditPrunes = scheduleAuditPrunes(app.db, config, app.log);
  // BACKUP_DIR: a backup when one is due, by whichever process of all the machines takes the schedule's lease.
  const backups = config.backups ? scheduleBackups(app.db, { ...config, backups: config.backups }, app.log) : null;

  const processes = config.processes > 1 ? superviseProcesses(config.processes, app) : null;
  stopOnSignals(app, config, async () => {
    clearInterval(pruneTimer);
    orphanSweeps.stop();
    auditPrunes.stop();
    backups?.stop();
    await processes?.stop();
  });
  // SIGHUP: a rolling restart. One process has no other to take its requests meanwhile, so it keeps serving; its
  // restart (by its supervisor) leaves a gap: WEB_CONCURRENCY=2 or more, or another machine behind the balancer.
  process.on('SIGHUP', () => {
    if (processes) void processes.roll();
    else app.log.warn('SIGHUP: one process (WEB_CONCURRENCY=1) cannot be replaced without a gap; keeps serving');
  });
  if (processes) {
    answerClusterMetrics(app.metrics.registry);
    app.log.info({ processes: config.processes }, 'serving from several processes (WEB_CONCURRENCY)');
  } else await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== null) {
    const registry = app.metrics.registry;
    await serveMetricsPort(config.metricsPort, () => (processes ? clusterMetrics(registry) : registry.metrics()), registry.contentType);
    app.log.info({ port: config.metricsPort }, '/metrics on 127.0.0.1 (METRICS_PORT)');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
