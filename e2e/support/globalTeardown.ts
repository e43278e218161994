import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const server = (globalThis as { __E2E_SERVER__?: { process: ChildProcess; dataDir: string } }).__E2E_SERVER__;
  if (!server) return;
  server.process.kill('SIGTERM');
  await new Promise((done) => {
    if (server.process.exitCode !== null) return done(null);
    server.process.once('exit', done);
    setTimeout(done, 5000);
  });
  rmSync(server.dataDir, { recursive: true, force: true });
}
