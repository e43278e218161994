// The worker threads' part of `npm run bench -w api`: reading the import bench's 5,000-student CSV and XLSX in the
// server's pool of worker threads (dist/worker.js, as the server runs it: the file copied there, the sheet packed
// back and unpacked) against reading them in this process, in the same run, in alternate blocks of readings, after
// WARMUP readings each way. Target: the pool no more than 20% slower (its worker warm; a cold one first loads its
// modules).
// Beside the time to the sheet, how long this process's event loop was busy meanwhile (what a server's other
// requests wait).
//
// Blocks, not single readings in turn: a reading in process leaves this thread megabytes of garbage (an XLSX read
// by ExcelJS above all), which its garbage collector would then collect while the next reading waits for its worker,
// charging the pool for it (19.6 ms of this thread's time in the pool's XLSX readings, against 1.2 ms for the CSV of
// the same rows). In blocks each way pays for its own garbage, as it would in a server; only a block's first reading
// may pay for the block before, and the median leaves it out.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileError, readSheet, unpackSheet } from '../src/transfer/parse';
import { type ApiTasks, HEAP_MB, WorkerPool } from '../src/workers';
import type { ImportFiles } from './import';
import { API_DIR } from './support';

/** The pool may be this much slower than reading in the process. */
const MAX_RATIO = 1.2;
/** Readings each way: BLOCKS blocks of ROUNDS / BLOCKS, in turn. */
const ROUNDS = 24;
const BLOCKS = 4;
/**
 * Readings each way before those: a thread's first readings of a file are slow while V8 compiles the reader and
 * grows the heap, about 4 in this process and 10 in a fresh worker (CSV: 69, 56, 48 ms … then 25). One warm-up
 * left the pool's first block in that phase and moved its median by a third from run to run.
 */
const WARMUP = 12;

interface Timing {
  /** Until the sheet is read (medians). */
  ms: number;
  /** Of which this process's event loop was busy. */
  busyMs: number;
}

export interface ParseRun {
  name: string;
  inProcess: Timing;
  pooled: Timing;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(read: () => Promise<unknown>): Promise<Timing> {
  const start = performance.now();
  const loop = performance.eventLoopUtilization();
  await read();
  const { active } = performance.eventLoopUtilization(loop);
  return { ms: performance.now() - start, busyMs: active };
}

const medians = (timings: Timing[]): Timing => ({ ms: median(timings.map((t) => t.ms)), busyMs: median(timings.map((t) => t.busyMs)) });

/** The medians of ROUNDS readings of each file, in the process and through the pool. */
export async function benchParsing(files: ImportFiles): Promise<ParseRun[]> {
  const pool = new WorkerPool<ApiTasks>({ script: { file: path.join(API_DIR, 'dist', 'worker.js') }, size: 1, heapMb: HEAP_MB, timeoutMs: 60_000, idleMs: 60_000 });
  const failure = () => fileError('unreadable');
  try {
    const runs: ParseRun[] = [];
    for (const [name, data] of [
      ['CSV', files.csv],
      ['XLSX', files.xlsx],
    ] as const) {
      const inProcess = () => readSheet(data);
      const pooled = async () => unpackSheet(await pool.run('readSheet', data, failure));
      for (let i = 0; i < WARMUP; i++) {
        await inProcess();
        await pooled();
      }
      const times = { inProcess: [] as Timing[], pooled: [] as Timing[] };
      for (let block = 0; block < BLOCKS; block++) {
        for (let i = 0; i < ROUNDS / BLOCKS; i++) times.inProcess.push(await timed(inProcess));
        for (let i = 0; i < ROUNDS / BLOCKS; i++) times.pooled.push(await timed(pooled));
      }
      runs.push({ name: `${name}, ${(data.length / 1024).toFixed(0)} KB`, inProcess: medians(times.inProcess), pooled: medians(times.pooled) });
    }
    return runs;
  } finally {
    await pool.close();
  }
}

/** Prints the runs; answers whether the pool missed its target. */
export function printParsing(runs: ParseRun[]): boolean {
  const table = [
    ['5,000 students read', 'in process, ms', 'worker pool, ms', 'ratio', 'result', 'event loop busy: in process, pool'],
    ...runs.map(({ name, inProcess, pooled }) => {
      const ratio = pooled.ms / inProcess.ms;
      return [
        name,
        inProcess.ms.toFixed(1),
        pooled.ms.toFixed(1),
        ratio.toFixed(2),
        ratio <= MAX_RATIO ? 'ok' : `MISS > ${MAX_RATIO}`,
        `${inProcess.busyMs.toFixed(1)} ms, ${pooled.busyMs.toFixed(1)} ms`,
      ];
    }),
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c >= 1 && c <= 3 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return runs.some((r) => r.pooled.ms / r.inProcess.ms > MAX_RATIO);
}
