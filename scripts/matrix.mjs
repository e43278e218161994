// The N-1 matrix: each part of the site at the commit of its previous release (releases.json), run against the
// current code of every other part, through the composed site's browser smoke test (e2e/matrix/). For each part:
//   - the old commit is checked out in a git worktree of this clone (which holds the history; a shallow clone
//     fetches it, and says so when it cannot);
//   - its node_modules are the clone's (copied as hard links) when its package-lock.json is this one's, else `npm ci`;
//   - only that part is built there (one webpack build for a remote; the host and the API for host_api);
//   - the smoke test then serves it as a release: a remote from its own origin, named by a release file made by
//     `npm run release`; the old host and API as that commit's own server, with a release file naming the current
//     remotes' builds (which must be built: `npm test` builds them first).
//   node scripts/matrix.mjs [part…]      runs the parts named, or all four
// Worktrees are kept under the system's temporary folder, one per commit, and their builds reused on the next run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { PARTS, git, readRecord } from './releases.mjs';

// One folder of worktrees per clone (another clone's run on this machine keeps its own).
const WORKTREES = join(tmpdir(), `college-matrix-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);

/** What each app's build leaves last: present, the build finished. A remote's files.json is made here when its old build did not write one. */
const OUTPUT = { 'remote-shared': 'dist/remoteEntry.js', 'remote-public': 'dist/remoteEntry.js', 'remote-dashboard': 'dist/remoteEntry.js', host: 'dist/index.html', api: 'dist/server.js' };

const say = (line) => console.log(`[matrix] ${line}`);

/** Whether `commit` is an object of this clone. */
const present = (commit) => spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT }).status === 0;

/**
 * Makes sure the clone holds `commit`: a shallow clone (CI's may be) fetches its history from its origin first.
 * Throws, saying what to do, when the commit cannot be had.
 */
export function ensureCommit(commit) {
  if (present(commit)) return;
  const shallow = git(['rev-parse', '--is-shallow-repository']) === 'true';
  say(`${commit.slice(0, 9)} is not in this ${shallow ? 'shallow ' : ''}clone: fetching ${shallow ? 'its history' : 'it'} from its origin`);
  const args = shallow ? ['fetch', '--quiet', '--unshallow'] : ['fetch', '--quiet', 'origin', commit];
  // No prompt for credentials, and a bound on a remote that does not answer.
  spawnSync('git', args, { cwd: ROOT, stdio: 'inherit', timeout: 120000, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  if (!present(commit)) {
    throw new Error(`commit ${commit} named in releases.json is not in this clone${shallow ? ', a shallow one whose history could not be fetched' : ''}: clone the repository whole (without --depth) to run the N-1 matrix`);
  }
}

/** Runs `command` in `cwd`, output shown; throws when it fails. */
function run(cwd, command, args) {
  const answer = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (answer.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (${answer.status ?? answer.signal})`);
}

/** The worktree of `commit`, made if need be, with node_modules to build with. */
function worktreeOf(commit) {
  const dir = join(WORKTREES, commit);
  const at = existsSync(join(dir, '.git')) ? spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).stdout.trim() : '';
  if (at !== commit) {
    rmSync(dir, { recursive: true, force: true });
    // (A worktree whose folder went, as the temporary folder is emptied, is forgotten first.)
    git(['worktree', 'prune']);
    mkdirSync(WORKTREES, { recursive: true });
    git(['worktree', 'add', '--quiet', '--detach', dir, commit]);
  }
  const lockfile = readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
  const oldLockfile = readFileSync(join(dir, 'package-lock.json'), 'utf8');
  if (existsSync(join(dir, 'node_modules'))) return dir;
  if (oldLockfile === lockfile) {
    // The same packages: the clone's own, copied as hard links (seconds, no space; a full copy where the temporary
    // folder is on another file system). Not a symbolic link to them: node and the renderer process's permission
    // model follow links to their real place, which is outside the worktree, and the renderer may read only the
    // node_modules above its own script. The workspaces' links in it stay relative, to the worktree's own packages.
    const workspaces = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).workspaces ?? [];
    for (const folder of ['.', ...workspaces]) {
      const mine = join(ROOT, folder, 'node_modules');
      const theirs = join(dir, folder, 'node_modules');
      if (!existsSync(mine) || !existsSync(join(dir, folder))) continue;
      if (spawnSync('cp', ['-al', mine, theirs]).status !== 0) {
        rmSync(theirs, { recursive: true, force: true });
        run(ROOT, 'cp', ['-a', mine, theirs]);
      }
    }
    say(`${commit.slice(0, 9)}: package-lock.json as this one's, node_modules copied from the clone (hard links)`);
  } else {
    say(`${commit.slice(0, 9)}: package-lock.json differs from this one's: npm ci there`);
    run(dir, 'npm', ['ci', '--no-audit', '--no-fund']);
  }
  return dir;
}

/**
 * Builds `part` at its previous release's commit (each of its apps once per worktree: a finished build is kept).
 * Returns `{ part, commit, root }`, or null when the record names no previous release of it.
 */
export function preparePrevious(part) {
  const commit = readRecord()[part]?.previous;
  if (!commit) return null;
  ensureCommit(commit);
  const root = worktreeOf(commit);
  for (const app of PARTS[part]) {
    if (existsSync(join(root, app, OUTPUT[app]))) {
      say(`${app} of ${commit.slice(0, 9)}: built already (${root})`);
    } else {
      say(`building ${app} at ${commit.slice(0, 9)}`);
      run(root, 'npm', ['run', 'build', '-w', app, '--silent']);
    }
    // A build made before builds listed their files: listed now, by this clone's files.mjs, so it can be released.
    if (app.startsWith('remote-') && !existsSync(join(root, app, 'dist/files.json'))) run(ROOT, process.execPath, [join(ROOT, 'scripts/files.mjs'), join(root, app, 'dist')]);
  }
  return { part, commit, root };
}

/** Why the matrix cannot run here, or null when it can: a record with a previous release for each part. */
export function missingPrerequisite() {
  if (!existsSync(join(ROOT, 'releases.json'))) return 'releases.json is missing (npm run release -- --record writes it)';
  const record = readRecord();
  const without = Object.keys(PARTS).filter((part) => !record[part]?.previous);
  if (without.length) return `releases.json names no previous release of ${without.join(', ')}`;
  return null;
}

/** The environment of the smoke test for a prepared part. */
export const matrixEnv = ({ part, commit, root }) => ({ MATRIX_PART: part, MATRIX_COMMIT: commit, MATRIX_ROOT: root });

/** The jest arguments of the smoke test. */
export const MATRIX_JEST = ['--config', 'e2e/matrix/jest.config.js', '--runInBand'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const parts = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(PARTS);
  const failed = [];
  const missing = missingPrerequisite();
  if (missing) {
    console.error(`[matrix] cannot run: ${missing}`);
    process.exit(1);
  }
  for (const part of parts) {
    const started = Date.now();
    try {
      const prepared = preparePrevious(part);
      say(`${part} at ${prepared.commit.slice(0, 9)}, everything else current`);
      const answer = spawnSync('npx', ['jest', ...MATRIX_JEST], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...matrixEnv(prepared) } });
      if (answer.status !== 0) failed.push(part);
    } catch (error) {
      console.error(`[matrix] ${part}: ${error.message}`);
      failed.push(part);
    }
    say(`${part}: ${Math.round((Date.now() - started) / 1000)} s (worktree, build and smoke test)`);
  }
  if (failed.length) {
    console.error(`[matrix] failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  say(`passed: ${parts.join(', ')}`);
}
