import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const server = (globalThis as { __E2E_SERVER__?: { process: ChildProcess; dataDir: string } }).__E2E_SERVER__;
  if (!server) return;
  server.process.kill('SIGTERM');
  await new Promise<void>((done) => {
    if (server.process.exitCode !== null) return done();
    // At most 5 s; the timer goes with the server, so nothing keeps jest running once it has stopped.
    const timer = setTimeout(done, 5000);
    server.process.once('exit', () => {
      clearTimeout(timer);
      done();
    });
  });
  rmSync(server.dataDir, { recursive: true, force: true });
}
