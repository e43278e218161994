// The pool of worker threads (src/workers/): jobs answered, queued beyond its size, and every way a job can fail
// (refused, a bug, an uncaught error, an exit, no memory left, too long) answered as that job's failure, with its
// worker replaced and the next job served by a fresh one. Then the app's own pool: an import whose worker runs out
// of memory is a 400 with the import's message, never a 5xx, and the server goes on answering.
import path from 'node:path';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from 'remote_shared/transfer';
import { ApiError } from '../src/errors';
import { sourceWorker, WorkerPool, type PoolOptions } from '../src/workers';
import { adminAuth, startTestApp } from './helpers';
import type { HostileTasks } from './hostileWorker';
import { csv, upload, xlsx } from './transfer';

const failure = () => new ApiError(400, { detail: 'the job failed' });

function pool(options: Partial<PoolOptions> = {}): WorkerPool<HostileTasks> {
  return new WorkerPool<HostileTasks>({ script: sourceWorker(path.join(__dirname, 'hostileWorker.ts')), size: 1, heapMb: 64, timeoutMs: 60_000, idleMs: 60_000, ...options });
}

/** The job's outcome: its value, or its error's status and body. */
const outcome = (job: Promise<unknown>) =>
  job.then(
    (value) => ({ value }),
    (error: unknown) => (error instanceof ApiError ? { status: error.statusCode, body: error.body } : { error: String(error) }),
  );

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(condition()).toBe(true);
}

test('answers jobs, one at a time per worker: beyond its size they wait their turn', async () => {
  const workers = pool({ size: 1 });
  try {
    const order: string[] = [];
    const slow = workers.run('later', 300, failure).then((ms) => order.push(`later ${ms}`));
    const quick = workers.run('echo', 'আমদানি', failure).then((value) => order.push(value));
    await Promise.all([slow, quick]);
    expect(order).toEqual(['later 300', 'আমদানি']);
    expect(workers.threadIds()).toHaveLength(1);

    const two = pool({ size: 2 });
    try {
      const threads = await Promise.all([two.run('later', 300, failure).then(() => two.threadIds()), two.run('thread', undefined, failure)]);
      expect(new Set(threads[0]).size).toBe(2);
    } finally {
      await two.close();
    }
  } finally {
    await workers.close();
  }
});

test.each([
  { job: 'refuse', answer: { status: 400, body: { detail: 'its own refusal' } }, heapMb: 64, timeoutMs: 60_000 },
  { job: 'fail', answer: { status: 400, body: { detail: 'the job failed' } }, heapMb: 64, timeoutMs: 60_000 },
  { job: 'crash', answer: { status: 400, body: { detail: 'the job failed' } }, heapMb: 64, timeoutMs: 60_000 },
  { job: 'exit', answer: { status: 400, body: { detail: 'the job failed' } }, heapMb: 64, timeoutMs: 60_000 },
  { job: 'exhaust', answer: { status: 400, body: { detail: 'the job failed' } }, heapMb: 32, timeoutMs: 60_000 },
  { job: 'spin', answer: { status: 400, body: { detail: 'the job failed' } }, heapMb: 64, timeoutMs: 1000 },
] as const)('a job that does "$job" is answered as such; its worker is replaced and the next job runs on a fresh one', async ({ job, answer, heapMb, timeoutMs }) => {
  const workers = pool({ heapMb, timeoutMs });
  try {
    const first = await workers.run('thread', undefined, failure);
    expect(await outcome(workers.run(job, 'its own refusal', failure))).toEqual(answer);
    await until(() => workers.threadIds().length === 0);
    const next = await workers.run('thread', undefined, failure);
    expect(next).not.toBe(first);
    expect(await workers.run('echo', 'আবার', failure)).toBe('আবার');
  } finally {
    await workers.close();
  }
});

test('an idle worker ends; a closed pool fails what is waiting and takes no more', async () => {
  const idle = pool({ idleMs: 200 });
  await idle.run('echo', 'x', failure);
  expect(idle.threadIds()).toHaveLength(1);
  await until(() => idle.threadIds().length === 0);
  await idle.close();

  const workers = pool({ size: 1 });
  const running = outcome(workers.run('later', 5000, failure));
  const waiting = outcome(workers.run('echo', 'y', failure));
  await workers.close();
  expect(await running).toEqual({ status: 400, body: { detail: 'the job failed' } });
  expect(await waiting).toEqual({ status: 400, body: { detail: 'the job failed' } });
  expect(workers.threadIds()).toEqual([]);
  expect(await outcome(workers.run('echo', 'z', failure))).toEqual({ status: 400, body: { detail: 'the job failed' } });
});

test("an import whose worker runs out of memory is a 400 with the import's message; the server goes on answering", async () => {
  // A heap too small for ExcelJS to read 10,000 rows, large enough for a small CSV.
  const t = await startTestApp({ workerHeapMb: 24 });
  try {
    const admin = await adminAuth(t);
    const header = [...IMPORT_COLUMNS.students];
    const row = (i: number) => [`ছাত্র ${i}`, String(i), 'একাদশ', 'ক', 'male', '2008-01-31', `ঠিকানা ${i}`, `অভিভাবক ${i}`, '01711223344', `s${i}@example.com`, '01711223344', `DID-${i}`];
    const sheet = await xlsx([header, ...Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => row(i + 1))]);
    const importing = upload(t.app, '/api/students/import/', admin, sheet, { dry_run: 'true' }, 'students.xlsx');
    const read = await t.app.inject({ url: '/api/classes/', headers: admin });
    expect(read.statusCode).toBe(200);
    const refused = await importing;
    expect([refused.statusCode, refused.json()]).toEqual([400, { file: [IMPORT_MESSAGES.unreadable] }]);

    expect((await t.app.inject({ method: 'POST', url: '/api/classes/', headers: admin, payload: { name: 'একাদশ' } })).statusCode).toBe(201);
    const small = await upload(t.app, '/api/students/import/', admin, csv([header, row(1)]), { dry_run: 'true' });
    expect([small.statusCode, small.json()]).toEqual([200, { dry_run: true, rows: 1, create: 1, errors: [] }]);
  } finally {
    await t.close();
  }
});
