// A pool of worker threads (node:worker_threads) for work on what users upload: a spreadsheet or a ZIP is parsed
// in one, so a file nobody thought of (one that takes a parser minutes, all the memory a worker may have, or
// crashes it) costs that worker, never the requests the process is answering. Each worker's JavaScript heap is
// limited (`resourceLimits`); that bounds the objects a parser makes, not Buffers, which live outside the heap, so
// the tasks bound the bytes they unpack themselves (transfer/zip.ts): the byte counts bound memory, the worker
// isolates.
//
// A job is one task run on one worker, one job at a time each. A job refused (its task threw), and a worker that
// crashed, ran out of memory or overran the time limit, ends its worker: the next job starts on a fresh one, with
// nothing left behind. A worker idle for a while ends too, giving its memory back. Tasks are the functions of a
// table that the worker's script serves (serve.ts); inputs and answers cross by structured clone (a Buffer
// arrives as a plain Uint8Array).
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../errors';

/** The tasks a worker serves, by name: each takes one input and answers a value or a promise of one. */
export type TaskTable = Record<string, (input: never) => unknown>;

/**
 * A task's answer whose memory is handed over to the requests' thread instead of copied: `buffers` (each owned by
 * the answer alone, never a Buffer from Node's shared pool) are transferred with it and unusable in the worker after.
 */
export class Transfer<T> {
  constructor(
    readonly value: T,
    readonly buffers: ArrayBuffer[],
  ) {}
}

/** What a task's answer arrives as: its value, whether or not its memory was transferred. */
export type Answered<R> = R extends Transfer<infer V> ? V : R;

/** A worker's script: a file Node runs as it is, or code that loads one (`eval`, as the tsx start does). */
export interface WorkerScript {
  file: string;
  eval?: boolean;
  env?: NodeJS.ProcessEnv;
}

export interface PoolOptions {
  script: WorkerScript;
  /** At most this many workers at once; more jobs wait their turn. */
  size: number;
  /**
   * Each worker's JavaScript heap (V8's old generation), in MB; its young generation (where V8 makes new objects) is
   * half as large. A reader makes objects by the million that live for one row (ExcelJS above all), and at V8's
   * default for a 256 MB heap (about 32 MB) many of them were collected into the old one: at 128 MB a 5,000-row XLSX
   * read in 92-99 ms against 115-126 (api/bench/parse.ts). The space is taken only while a reading needs it, and an
   * idle worker ends.
   */
  heapMb: number;
  /** A job that runs longer (its worker's start included) ends its worker and fails. */
  timeoutMs: number;
  /** A worker idle this long ends. */
  idleMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** What a job posts back: its answer, its refusal (an ApiError's parts), or the failure of its code. */
export type JobMessage =
  | { id: number; value: unknown }
  | { id: number; refused: { status: number; body: Record<string, unknown>; headers: Record<string, string> } }
  | { id: number; failed: string };

interface Job {
  id: number;
  task: string;
  input: unknown;
  /** The error a job that fails without a refusal of its own (a crash, no memory, too long) is answered with. */
  failure: () => Error;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** The job's time limit while busy, the idle limit while not. */
  timer: NodeJS.Timeout | null;
}

export class WorkerPool<T extends TaskTable> {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  /**
   * Runs `task` on `input` in a worker: its answer; its own ApiError when it refused; `failure()` when its worker
   * crashed, ran out of memory or took too long (logged), or the pool is closed.
   */
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[0], failure: () => Error): Promise<Answered<Awaited<ReturnType<T[K]>>>> {
    if (this.closed) return Promise.reject(failure());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, input, failure, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** The thread ids of the workers running now, busy or idle. */
  threadIds(): number[] {
    return [...this.slots].map((slot) => slot.worker.threadId);
  }

  /** Ends every worker; jobs running or waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(job.failure());
    await Promise.all([...this.slots].map((slot) => this.end(slot)));
  }

  private dispatch(): void {
    while (this.queue.length && !this.closed) {
      let slot = [...this.slots].find((candidate) => !candidate.job);
      if (!slot) {
        if (this.slots.size >= this.options.size) return;
        slot = this.start();
      }
      this.assign(slot, this.queue.shift()!);
    }
  }

  private start(): Slot {
    const { script, heapMb } = this.options;
    const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: heapMb / 2 };
    const worker = new Worker(script.file, { eval: script.eval ?? false, env: script.env ?? process.env, resourceLimits });
    const slot: Slot = { worker, job: null, timer: null };
    this.slots.add(slot);
    worker.on('message', (message: JobMessage) => this.answered(slot, message));
    // An uncaught error or running out of memory ('error', then 'exit'), or an exit of its own.
    worker.on('error', (error) => this.lost(slot, error));
    worker.on('exit', (code) => this.lost(slot, new Error(`the worker exited with code ${code}`)));
    return slot;
  }

  private assign(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref(); // a job keeps the process alive until it is answered
    this.setTimer(slot, this.options.timeoutMs, () => {
      this.options.log?.warn({ task: job.task, ms: this.options.timeoutMs }, 'a worker job took too long; its worker was ended');
      void this.end(slot);
      this.dispatch();
    });
    try {
      slot.worker.postMessage({ id: job.id, task: job.task, input: job.input });
    } catch (error) {
      // An input that cannot be cloned: the caller's mistake, not the file's.
      slot.job = null;
      job.reject(error as Error);
      this.idle(slot);
    }
  }

  private answered(slot: Slot, message: JobMessage): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    slot.job = null;
    if ('value' in message) {
      job.resolve(message.value);
      this.idle(slot);
    } else {
      if ('refused' in message) job.reject(new ApiError(message.refused.status, message.refused.body, message.refused.headers));
      else {
        this.options.log?.error({ task: job.task, error: message.failed }, 'a worker job failed');
        job.reject(job.failure());
      }
      void this.end(slot); // a refused job's worker is not used again
    }
    this.dispatch();
  }

  /** A worker that ended by itself: its job, if any, fails. */
  private lost(slot: Slot, error: Error): void {
    if (!this.slots.has(slot)) return; // ended by the pool, or its 'exit' after its 'error'
    this.forget(slot);
    const job = slot.job;
    slot.job = null;
    if (job) {
      this.options.log?.warn({ task: job.task, err: error }, 'a worker ended during its job');
      job.reject(job.failure());
    }
    this.dispatch();
  }

  private idle(slot: Slot): void {
    slot.worker.unref(); // an idle worker does not keep the process alive
    this.setTimer(slot, this.options.idleMs, () => void this.end(slot));
  }

  /** Ends a worker; its job, if any, fails. */
  private end(slot: Slot): Promise<void> {
    this.forget(slot);
    const job = slot.job;
    slot.job = null;
    job?.reject(job.failure());
    return slot.worker.terminate().then(
      () => undefined,
      () => undefined,
    );
  }

  private forget(slot: Slot): void {
    this.slots.delete(slot);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  private setTimer(slot: Slot, ms: number, then: () => void): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(then, ms);
    slot.timer.unref();
  }
}
