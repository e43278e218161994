// The API's worker threads, on every app as `app.workers` (app.ts): uploaded spreadsheets and ZIPs are read there
// (tasks.ts). The built server starts dist/worker.js, bundled beside it by build.mjs; run from source (tests,
// `npm run dev`, the benches) it starts worker.ts through tsx, as the server itself runs. Another feature adds its
// task to tasks.ts, or starts a pool of its own on its own script with the same WorkerPool.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { WorkerPool, type WorkerScript } from './pool';
import type { ApiTasks } from './tasks';

export { WorkerPool, type PoolOptions, type TaskTable, type WorkerScript } from './pool';
export type { ApiTasks } from './tasks';

declare module 'fastify' {
  interface FastifyInstance {
    workers: WorkerPool<ApiTasks>;
  }
}

/**
 * Room for the heaviest real file, and more: 10,000 rows unpacking to 33 MB, heavier than 10,000 students with every
 * cell at its longest, are read with 64 MB and not with 48 (transfer/parse.ts, ExcelJS's streaming reader).
 */
export const HEAP_MB = 256;
/** A 10,000-row XLSX is read in a few seconds; a job ten times longer is stuck. */
const JOB_TIMEOUT_MS = 60_000;
/** Imports come in bursts (a check, then the import): a worker waits this long for the next job, then ends. */
const IDLE_MS = 60_000;

/** A worker script in TypeScript, started through tsx's require hook with the API's tsconfig (its path aliases). */
export function sourceWorker(file: string): WorkerScript {
  const register = require.resolve('tsx/cjs/api');
  return {
    file: `require(${JSON.stringify(register)}).register();\nrequire(${JSON.stringify(file)});`,
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.resolve(__dirname, '../../tsconfig.json') },
  };
}

/** The API's worker: dist/worker.js beside the bundle this code is in, else worker.ts beside this file. */
export function apiWorkerScript(): WorkerScript {
  const fromSource = __filename.endsWith('.ts');
  const file = path.join(__dirname, fromSource ? 'worker.ts' : 'worker.js');
  // Missing from a build: say so at start, not as every import failing.
  if (!existsSync(file)) throw new Error(`the worker thread's script ${file} is missing: build the API (npm run build -w api)`);
  return fromSource ? sourceWorker(file) : { file };
}

/** The app's pool: the processor cores shared among the server's processes, at least one worker each. */
export function createWorkerPool(config: Config, log: FastifyBaseLogger): WorkerPool<ApiTasks> {
  return new WorkerPool<ApiTasks>({
    script: apiWorkerScript(),
    size: Math.max(1, Math.floor(availableParallelism() / config.processes)),
    heapMb: config.workerHeapMb ?? HEAP_MB,
    timeoutMs: JOB_TIMEOUT_MS,
    idleMs: IDLE_MS,
    log,
  });
}
