// The API's worker thread: serves TASKS to the pool (index.ts starts it). esbuild bundles it as dist/worker.js,
// beside dist/server.js; from source it runs through tsx.
import { serveTasks } from './serve';
import { TASKS } from './tasks';

serveTasks(TASKS);
