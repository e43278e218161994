// The worker's side of pool.ts: serves a table of tasks on the thread's port, one job at a time (the pool sends a
// worker its next job only once it has answered). A task's ApiError is its refusal and crosses as its parts; any
// other error is the failure of its code. An answer given as a Transfer hands its buffers over with it.
import { parentPort } from 'node:worker_threads';
import { ApiError } from '../errors';
import { Transfer, type JobMessage, type TaskTable } from './pool';

export function serveTasks(tasks: TaskTable): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', ({ id, task, input }: { id: number; task: string; input: never }) => {
    void (async () => {
      let message: JobMessage;
      let buffers: ArrayBuffer[] = [];
      try {
        if (!Object.hasOwn(tasks, task)) throw new Error(`no task named ${task}`);
        const value = await tasks[task](input);
        if (value instanceof Transfer) buffers = value.buffers;
        message = { id, value: value instanceof Transfer ? value.value : value };
      } catch (error) {
        message =
          error instanceof ApiError
            ? { id, refused: { status: error.statusCode, body: error.body, headers: error.headers } }
            : { id, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      }
      try {
        port.postMessage(message, buffers);
      } catch (error) {
        port.postMessage({ id, failed: `its answer could not be sent: ${String(error)}` } satisfies JobMessage);
      }
    })();
  });
}
