// `npm test`: type check, lint, unit and API tests (SQLite, and PostgreSQL too when TEST_DATABASE_URL names one),
// then the browser tests against the production build. Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { build } from './build.mjs';
import { ensureChromium } from './chromium.mjs';

const resultsDir = mkdtempSync(join(tmpdir(), 'college-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n[test] ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function jest(label, args, env = {}) {
  const output = join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  run(label, 'npx', ['jest', ...args, '--json', `--outputFile=${output}`], env);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) failures.push(`${label}: no test ran`);
  } catch {
    failures.push(`${label}: no report`);
  }
}

const only = process.argv.slice(2);
const want = (part) => only.length === 0 || only.includes(part);

if (want('typecheck')) run('type check', 'npx', ['tsc', '-p', 'tsconfig.check.json']);

if (want('lint')) run('lint', 'npm', ['run', '--silent', 'lint']);

// On SQLite even when TEST_DATABASE_URL is set (CI sets it for the whole run): the PostgreSQL pass comes next.
if (want('unit')) jest('unit and API tests (SQLite)', ['--maxWorkers=2'], { TEST_DATABASE_URL: '' });

const pg = process.env.TEST_DATABASE_URL;
if (want('unit') && pg && /^postgres(ql)?:/.test(pg)) {
  jest('API tests (PostgreSQL)', ['--selectProjects', 'api', '--runInBand'], { TEST_DATABASE_URL: pg });
} else if (want('unit')) {
  console.log('\n[test] API tests on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://... to run them (.ci/run does)');
}

if (want('e2e')) {
  const chromium = ensureChromium();
  if (!chromium) {
    failures.push('browser tests: Chromium missing');
  } else {
    console.log('\n[test] production build (only what changed)');
    build({ quiet: true });
    jest('browser tests', ['--config', 'e2e/jest.config.js', '--runInBand'], { CHROME_PATH: chromium });
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
if (failures.length) {
  console.error(`[test] failed: ${failures.join('; ')}`);
  process.exit(1);
}
