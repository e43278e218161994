// `npm start`: builds what is missing or out of date, then the server (WEB_CONCURRENCY processes) serves the whole site on PORT
// (8080): the API under /api/, uploads under /media/, the host at / and each remote under /remotes/<name>/.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ROOT } from './apps.mjs';

build();

const server = spawn(process.execPath, [join(ROOT, 'api/dist/server.js')], { cwd: ROOT, stdio: 'inherit', env: process.env });
// Passed on to the server: SIGINT and SIGTERM stop it (each process draining), SIGHUP is its rolling restart.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
