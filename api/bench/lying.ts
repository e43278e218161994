// Files that lie about their size (the test's, api/test/lyingFiles.ts), sent to a server in its own process as an
// attacker would, each ROUNDS times, with reads of `classes/` answered meanwhile. Targets (issue: files that lie):
// refused within 1 s, reads meanwhile under 200 ms, the resident set back within 50 MB of where it was within 30 s.
import { IMPORT_MESSAGES } from 'remote_shared/transfer';
import { isDeepStrictEqual } from 'node:util';
import { measureRefusal, photoArchive, photoBomb, postFile, sheetBomb, type Answer, type Refusal } from '../test/lyingFiles';
import { startServerProcess } from '../test/serverProcess';

const ROUNDS = 3;
export const LYING_TARGETS = { refusedMs: 1000, readMs: 200, settledMb: 50 };
const MB = 1024 * 1024;

export interface LyingRun {
  name: string;
  refusals: Refusal[];
  /** Whether every answer was the refusal the import gives. */
  refused: boolean;
}

export async function benchLying(): Promise<LyingRun[]> {
  const server = await startServerProcess();
  try {
    const json = { ...server.admin, 'content-type': 'application/json' };
    const made = await fetch(`${server.api}classes/`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'একাদশ' }) });
    const classId = ((await made.json()) as { id: number }).id;
    await fetch(`${server.api}students/`, { method: 'POST', headers: json, body: JSON.stringify({ full_name: 'রহিম', roll_number: '1', class_name: classId, section: 'ক' }) });
    const photos = (file: Buffer) => postFile(server, 'students/photos/', file, 'photos.zip', { match: 'roll', class_name: String(classId), section: 'ক', dry_run: 'true' });
    const sheet = (file: Buffer) => postFile(server, 'students/import/', file, 'students.xlsx', { dry_run: 'true' });
    const { good, bomb } = await sheetBomb();
    const cases: Array<[string, () => Promise<Answer>, () => Promise<Answer>, Answer]> = [
      ...[1024, 256, 64].map((mib): [string, () => Promise<Answer>, () => Promise<Answer>, Answer] => {
        const zip = photoBomb(mib);
        return [`photo ZIP, ${mib} MiB entry declaring 1 KB`, () => photos(photoArchive()), () => photos(zip), { status: 400, body: { file: [IMPORT_MESSAGES.zipUnreadable] } }];
      }),
      ['XLSX, 1 GiB sheet1.xml declaring 2 KB', () => sheet(good), () => sheet(bomb), { status: 400, body: { file: [IMPORT_MESSAGES.unreadable] } }],
    ];
    const runs: LyingRun[] = [];
    for (const [name, warmUp, send, refusal] of cases) {
      const refusals: Refusal[] = [];
      for (let i = 0; i < ROUNDS; i++) refusals.push(await measureRefusal(server, warmUp, send));
      runs.push({ name, refusals, refused: refusals.every((r) => isDeepStrictEqual(r.answer, refusal)) });
    }
    return runs;
  } finally {
    await server.stop();
  }
}

/** Prints the worst of each file's rounds beside the targets; answers whether one was missed. */
export function printLying(runs: LyingRun[]): boolean {
  let missed = false;
  const rows = [['file (worst of rounds)', 'refused in', 'slowest read meanwhile', 'memory: peak rise, after', 'result']];
  for (const { name, refusals, refused } of runs) {
    const ms = Math.max(...refusals.map((r) => r.ms));
    const read = Math.max(...refusals.map((r) => r.slowestReadMs));
    const peak = Math.max(...refusals.map((r) => r.peakRise)) / MB;
    const settled = Math.max(...refusals.map((r) => r.settledRise)) / MB;
    const ok = refused && ms < LYING_TARGETS.refusedMs && read < LYING_TARGETS.readMs && settled <= LYING_TARGETS.settledMb;
    missed ||= !ok;
    rows.push([name, `${ms.toFixed(0)} ms`, `${read.toFixed(0)} ms`, `${peak.toFixed(0)} MB, ${settled.toFixed(0)} MB`, ok ? 'ok' : refused ? 'MISS' : 'MISS (not refused)']);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return missed;
}
