// `npm test`: type check, lint, unit and API tests (SQLite, and PostgreSQL too when TEST_DATABASE_URL names one;
// the stored-file tests on an S3-compatible bucket too when TEST_S3_ENDPOINT names a server), then the browser
// tests against the production build, then the N-1 matrix (scripts/matrix.mjs: each part at its previous release,
// the others current). `npm test -- <pass>…` runs only the passes named (typecheck, lint, unit, e2e, matrix).
// Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { build } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { MATRIX_JEST, matrixEnv, missingPrerequisite, preparePrevious } from './matrix.mjs';
import { PARTS } from './releases.mjs';

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

// On SQLite even when TEST_DATABASE_URL is set (CI sets it for the whole run): the PostgreSQL pass comes next. Files
// on disk in both (TEST_S3_ENDPOINT is the S3 pass's).
if (want('unit')) jest('unit and API tests (SQLite)', ['--maxWorkers=2'], { TEST_DATABASE_URL: '', TEST_S3_ENDPOINT: '' });

const pg = process.env.TEST_DATABASE_URL;
// With it, the `*.pg.test.ts` files too (db:copy into PostgreSQL, the counters' own connection; api/jest.config.js leaves them out otherwise).
if (want('unit') && pg && /^postgres(ql)?:/.test(pg)) {
  jest('API tests (PostgreSQL)', ['--selectProjects', 'api', '--runInBand'], { TEST_DATABASE_URL: pg, TEST_S3_ENDPOINT: '' });
} else if (want('unit')) {
  console.log('\n[test] API tests on PostgreSQL (and db:copy) skipped: set TEST_DATABASE_URL=postgres://... to run them (.ci/run does)');
}

// The tests that store, replace, delete, serve and sweep files, again with every file in a bucket (one per test
// file) on the S3-compatible server TEST_S3_ENDPOINT names (.ci/run starts moto_server), and the bucket-only ones
// (`*.s3.test.ts`: presigned redirects, multipart uploads, media:copy). On PostgreSQL when TEST_DATABASE_URL names it.
const S3_TESTS = [
  'api/test/bucket.s3.test.ts',
  'api/test/resources-uploads.test.ts',
  'api/test/resources-permissions.test.ts',
  'api/test/register.test.ts',
  'api/test/image-variants.test.ts',
  'api/test/photos-import.test.ts',
  'api/test/seed.test.ts',
  'api/test/backup.test.ts',
  'api/test/backup-schedule.test.ts',
];
const s3 = process.env.TEST_S3_ENDPOINT;
if (want('unit') && s3) {
  jest('API tests on a bucket (S3)', [...S3_TESTS, '--selectProjects', 'api', '--runInBand'], { TEST_S3_ENDPOINT: s3 });
} else if (want('unit')) {
  console.log('\n[test] API tests on an S3 bucket skipped: set TEST_S3_ENDPOINT=http://127.0.0.1:<port> of an S3-compatible server (moto_server; .ci/run starts one)');
}

// Two machines on one box: two servers sharing one PostgreSQL database and one bucket behind a round-robin proxy,
// one of them killed under load (api/test/two-machines.pg.s3.test.ts). Needs both servers.
if (want('unit') && s3 && pg && /^postgres(ql)?:/.test(pg)) {
  jest('two machines (PostgreSQL and S3)', ['api/test/two-machines.pg.s3.test.ts', '--selectProjects', 'api', '--runInBand'], { TEST_DATABASE_URL: pg, TEST_S3_ENDPOINT: s3 });
} else if (want('unit')) {
  console.log('\n[test] two machines on one box skipped: it needs both TEST_DATABASE_URL=postgres://... and TEST_S3_ENDPOINT (.ci/run sets them)');
}

const chromium = want('e2e') || want('matrix') ? ensureChromium() : null;
if ((want('e2e') || want('matrix')) && chromium) {
  console.log('\n[test] production build (only what changed)');
  build({ quiet: true });
}

if (want('e2e')) {
  if (!chromium) failures.push('browser tests: Chromium missing');
  else jest('browser tests', ['--config', 'e2e/jest.config.js', '--runInBand'], { CHROME_PATH: chromium });
}

// The N-1 matrix: a pass of its own, one smoke run per part. One that cannot run is a failure named in the
// summary, never a quiet pass: the matrix is what says a release can ship beside the others' previous ones.
if (want('matrix')) {
  const missing = chromium ? missingPrerequisite() : 'Chromium is missing';
  if (missing) {
    console.error(`\n[test] !!! N-1 matrix NOT RUN: ${missing} !!!`);
    failures.push(`N-1 matrix not run (${missing})`);
  } else {
    for (const part of Object.keys(PARTS)) {
      let prepared = null;
      try {
        console.log(`\n[test] N-1 matrix: ${part} at its previous release`);
        prepared = preparePrevious(part);
      } catch (error) {
        console.error(`[test] N-1 matrix: ${part}: ${error.message}`);
        failures.push(`N-1 matrix: ${part} (${error.message})`);
      }
      if (prepared) jest(`N-1 matrix: ${part} at ${prepared.commit.slice(0, 9)}`, MATRIX_JEST, { CHROME_PATH: chromium, ...matrixEnv(prepared) });
    }
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
if (failures.length) {
  console.error(`[test] failed: ${failures.join('; ')}`);
  process.exit(1);
}
