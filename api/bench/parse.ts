// The worker threads' part of `npm run bench -w api`: reading the import bench's 5,000-student CSV and XLSX in the
// server's pool of worker threads (dist/worker.js, as the server runs it: the file copied there, the sheet copied
// back) against reading them in this process, in the same run, alternately, after a warm-up of
// each. Target: the pool no more than 20% slower (its worker warm; a cold one first loads its modules).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileError, readSheet } from '../src/transfer/parse';
import { type ApiTasks, WorkerPool } from '../src/workers';
import type { ImportFiles } from './import';
import { API_DIR } from './support';

/** The pool may be this much slower than reading in the process. */
const MAX_RATIO = 1.2;
const ROUNDS = 15;

export interface ParseRun {
  name: string;
  inProcessMs: number;
  pooledMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(read: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await read();
  return performance.now() - start;
}

/** The median of ROUNDS readings of each file, in the process and through the pool. */
export async function benchParsing(files: ImportFiles): Promise<ParseRun[]> {
  const pool = new WorkerPool<ApiTasks>({ script: { file: path.join(API_DIR, 'dist', 'worker.js') }, size: 1, heapMb: 256, timeoutMs: 60_000, idleMs: 60_000 });
  const failure = () => fileError('unreadable');
  try {
    const runs: ParseRun[] = [];
    for (const [name, data] of [
      ['CSV', files.csv],
      ['XLSX', files.xlsx],
    ] as const) {
      const inProcess = () => readSheet(data);
      const pooled = () => pool.run('readSheet', data, failure);
      await inProcess();
      await pooled();
      const times = { inProcess: [] as number[], pooled: [] as number[] };
      for (let i = 0; i < ROUNDS; i++) {
        times.inProcess.push(await timed(inProcess));
        times.pooled.push(await timed(pooled));
      }
      runs.push({ name: `${name}, ${(data.length / 1024).toFixed(0)} KB`, inProcessMs: median(times.inProcess), pooledMs: median(times.pooled) });
    }
    return runs;
  } finally {
    await pool.close();
  }
}

/** Prints the runs; answers whether the pool missed its target. */
export function printParsing(runs: ParseRun[]): boolean {
  const table = [
    ['5,000 students read', 'in process, ms', 'worker pool, ms', 'ratio', 'result'],
    ...runs.map((r) => {
      const ratio = r.pooledMs / r.inProcessMs;
      return [r.name, r.inProcessMs.toFixed(1), r.pooledMs.toFixed(1), ratio.toFixed(2), ratio <= MAX_RATIO ? 'ok' : `MISS > ${MAX_RATIO}`];
    }),
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c >= 1 && c <= 3 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return runs.some((r) => r.pooledMs / r.inProcessMs > MAX_RATIO);
}
