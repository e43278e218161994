// Builds the product for production, one app after another (parallel webpack builds fight over 2 cores).
//   node scripts/build.mjs          builds what is missing or older than its sources
//   node scripts/build.mjs --all    builds everything
import { spawnSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, ROOT, isStale } from './apps.mjs';

export function build({ all = false, quiet = false } = {}) {
  const todo = APPS.filter((app) => all || isStale(app));
  for (const app of todo) {
    if (!quiet) console.log(`[build] ${app.name}`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.name, '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`[build] ${app.name} failed`);
      process.exit(result.status ?? 1);
    }
    // Built now, even where webpack left an unchanged file as it was (it writes only what changed): else an output
    // older than a changed input (the lockfile) would be stale forever.
    const now = new Date();
    utimesSync(join(ROOT, app.name, app.output), now, now);
  }
  if (!quiet && todo.length === 0) console.log('[build] everything is up to date');
}

if (import.meta.url === `file://${process.argv[1]}`) build({ all: process.argv.includes('--all') });
