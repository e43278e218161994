// `npm run dev`: every app on its own webpack dev server (host 3000, shared 3001, public 3002, dashboard 3003)
// and the API on 8080 with file watching. Open http://localhost:3000. The dev servers proxy /api and /media.
import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

const parts = [
  ['api', ['run', 'dev', '-w', 'api']],
  ['remote-shared', ['start', '-w', 'remote-shared']],
  ['remote-public', ['start', '-w', 'remote-public']],
  ['remote-dashboard', ['start', '-w', 'remote-dashboard']],
  ['host', ['start', '-w', 'host']],
];

// The remotes are on other ports here, unpinned: development only (ALLOW_UNPINNED_REMOTES).
const children = parts.map(([name, args]) => {
  const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1', ALLOW_UNPINNED_REMOTES: '1' } });
  const prefix = `[${name}] `;
  const relay = (stream, out) => stream.on('data', (chunk) => out.write(String(chunk).replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log('Dev servers starting: open http://localhost:3000 (API on http://localhost:8080/api/)');
