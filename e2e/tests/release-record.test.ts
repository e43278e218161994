// The repository's record of releases (releases.json): `npm run release -- --record` and its `-w <remote>` form,
// run in a repository of their own (a copy of the scripts, committed), since they write the record of HEAD.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/server';

const PARTS = ['remote_shared', 'remote_public', 'remote_dashboard', 'host_api'];
let repo: string;

const git = (...args: string[]) => {
  const answer = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], { cwd: repo, encoding: 'utf8' });
  if (answer.status !== 0) throw new Error(answer.stderr);
  return answer.stdout.trim();
};
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '-m', message);
  return git('rev-parse', 'HEAD');
};
/** `npm run release` as npm runs it: at the root, or in a workspace's folder (`-w`). */
const release = (args: string[], folder = '.') => spawnSync(process.execPath, [join(repo, 'scripts/release.mjs'), ...args], { cwd: join(repo, folder), encoding: 'utf8' });
const record = () => JSON.parse(readFileSync(join(repo, 'releases.json'), 'utf8')) as Record<string, { current: string; previous: string | null }>;

let first: string;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'college-record-'));
  cpSync(join(ROOT, 'scripts'), join(repo, 'scripts'), { recursive: true });
  for (const folder of ['remote-shared/src', 'remote-public/src', 'remote-dashboard/src', 'host/src', 'api/src']) {
    mkdirSync(join(repo, folder), { recursive: true });
    writeFileSync(join(repo, folder, 'index.ts'), 'export {};\n');
  }
  git('init', '-q');
  first = commit('first');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

test('npm run release -- --record records HEAD as every part’s current release, the current one becoming its previous', () => {
  let answer = release(['--record']);
  expect(answer.status).toBe(0);
  expect(record()).toEqual(Object.fromEntries(PARTS.map((part) => [part, { current: first, previous: null }])));
  const second = commit('second');
  answer = release(['--record']);
  expect(answer.stderr).toContain(`recorded host_api: current ${second.slice(0, 9)}, previous ${first.slice(0, 9)}`);
  expect(record().remote_public).toEqual({ current: second, previous: first });
  // Recorded again at the same commit, a part keeps its previous release.
  answer = release(['--record', '--part', 'host_api']);
  expect(answer.status).toBe(0);
  expect(answer.stderr).toContain('is its current release already');
  expect(record().host_api).toEqual({ current: second, previous: first });
});

test('npm run release -w <remote> -- --record prints the entry and records that remote alone', () => {
  const before = record();
  const third = commit('third');
  const answer = release(['--base-url', 'https://cdn.example/shared/3/', '--dir', join(ROOT, 'remote-shared/dist'), '--record'], 'remote-shared');
  expect(answer.status).toBe(0);
  expect((JSON.parse(answer.stdout) as { entry: string }).entry).toBe('https://cdn.example/shared/3/remoteEntry.js');
  expect(record()).toEqual({ ...before, remote_shared: { current: third, previous: before.remote_shared.current } });
});

test('--record refuses a part whose files are not committed, and a part that is none, leaving the record as it was', () => {
  const before = readFileSync(join(repo, 'releases.json'), 'utf8');
  writeFileSync(join(repo, 'api/src/index.ts'), 'export const changed = 1;\n');
  let answer = release(['--record']);
  expect(answer.status).toBe(1);
  expect(answer.stderr).toContain('host_api: files not committed');
  answer = release(['--record', '--part', 'remote_nothing']);
  expect(answer.status).toBe(1);
  expect(answer.stderr).toContain('--part remote_nothing: not a part');
  expect(readFileSync(join(repo, 'releases.json'), 'utf8')).toBe(before);
  // The other parts may be recorded meanwhile.
  expect(release(['--record', '--part', 'remote_dashboard']).status).toBe(0);
});
