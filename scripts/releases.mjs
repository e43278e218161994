// The repository's record of what was shipped (releases.json at the root): for each remote and for the host with
// the API (one part, `host_api`: the API serves the host's page), the commit of its current and of its previous
// release. `npm run release -- --record` writes it; the N-1 matrix (scripts/matrix.mjs) builds each part at its
// previous commit and runs it against the others' current code. The live release file (REMOTES_FILE) is the
// operator's and says what runs; this record says from which commit each part was built.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, ROOT } from './apps.mjs';

export const RECORD = join(ROOT, 'releases.json');

/** The parts the record names, each with the apps built from it (their inputs say which files belong to it). */
export const PARTS = {
  remote_shared: ['remote-shared'],
  remote_public: ['remote-public'],
  remote_dashboard: ['remote-dashboard'],
  host_api: ['host', 'api'],
};

/** The part of a workspace (`remote-public` → `remote_public`), or null for one that is not released alone. */
export const partOf = (workspace) => Object.keys(PARTS).find((part) => PARTS[part].length === 1 && PARTS[part][0] === workspace) ?? null;

/** `git …` in the repository: its output, trimmed; throws with git's own words when it fails. */
export function git(args, cwd = ROOT) {
  const answer = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (answer.status !== 0) throw new Error(`git ${args.join(' ')}: ${(answer.stderr || answer.stdout).trim()}`);
  return answer.stdout.trim();
}

/** The record as it is: `{ part: { current, previous } }`, each a full commit id (previous may be null). */
export function readRecord() {
  if (!existsSync(RECORD)) return {};
  return JSON.parse(readFileSync(RECORD, 'utf8'));
}

/** The files a part is built from that have changes not committed: a build of them is not HEAD's. */
function uncommitted(part) {
  const inputs = APPS.filter((app) => PARTS[part].includes(app.name)).flatMap((app) => app.inputs);
  return git(['status', '--porcelain', '--', ...inputs]);
}

/**
 * Records HEAD as the current release of each of `parts`: the current one becomes the previous. A part whose
 * current release is HEAD already is left as it is (a second --record of one release does not lose its previous).
 * Refuses when a part's files have changes not committed. Returns what it did, one line a part.
 */
export function record(parts) {
  const head = git(['rev-parse', 'HEAD']);
  const dirty = parts.filter((part) => uncommitted(part) !== '');
  if (dirty.length) throw new Error(`${dirty.join(', ')}: files not committed, so the build is not HEAD's (commit first)`);
  const releases = readRecord();
  const said = [];
  for (const part of parts) {
    const was = releases[part];
    if (was?.current === head) {
      said.push(`${part}: ${head.slice(0, 9)} is its current release already`);
      continue;
    }
    releases[part] = { current: head, previous: was?.current ?? null };
    said.push(`${part}: current ${head.slice(0, 9)}, previous ${was?.current ? was.current.slice(0, 9) : 'none'}`);
  }
  // In the parts' order, written whole (a new file renamed over the old).
  const ordered = Object.fromEntries(Object.keys(PARTS).filter((part) => releases[part]).map((part) => [part, releases[part]]));
  writeFileSync(`${RECORD}.new`, `${JSON.stringify(ordered, null, 2)}\n`);
  renameSync(`${RECORD}.new`, RECORD);
  return said;
}
