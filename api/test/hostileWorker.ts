// A worker script for the pool's tests (workers.test.ts): real tasks that misbehave as a parser fed a hostile file
// might, each in one way.
import { threadId } from 'node:worker_threads';
import { ApiError } from '../src/errors';
import { serveTasks } from '../src/workers/serve';

export const HOSTILE_TASKS = {
  echo: (value: string) => value,
  /** Answers after `ms`. */
  later: (ms: number) => new Promise<number>((resolve) => setTimeout(() => resolve(ms), ms)),
  thread: () => threadId,
  refuse: (detail: string) => {
    throw new ApiError(400, { detail });
  },
  fail: () => {
    throw new TypeError('a bug in the parser');
  },
  /** An error thrown where no job catches it. */
  crash: () =>
    new Promise(() => {
      setImmediate(() => {
        throw new Error('uncaught');
      });
    }),
  exit: () => process.exit(3),
  /** Keeps every array it makes until the heap is full. */
  exhaust: () => {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  },
  spin: () => {
    for (;;);
  },
};

export type HostileTasks = typeof HOSTILE_TASKS;

serveTasks(HOSTILE_TASKS);
