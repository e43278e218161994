// What the API's benchmarks share (run.ts, load.ts): building what is stale, finding a free
// port, waiting for a spawned server to answer, the ceiling beside a run, and growing the demo's students to a
// benchmark's size.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import { REPO_ROOT } from '../src/config';
import type { Database, StudentsTable } from '../src/db';
import { rollKey } from '../src/db/rollKeys';
import { bumpVersions } from '../src/resources';

export const API_DIR = path.join(REPO_ROOT, 'api');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, seconds = 60): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Builds what is missing or older than its sources (scripts/build.mjs): the API, and the front ends whose pages the
 * server draws and serves, so a bench on a fresh clone measures the product rather than answering 503.
 */
export function ensureBuilt(): void {
  const result = spawnSync(process.execPath, [path.join('scripts', 'build.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

/**
 * Copies of the students already there (each in its model's class and section, with the next free rolls, a digital
 * id of its own) until there are `total`; the students' list cache is emptied. Answers how many were added.
 */
export async function topUpStudents(db: Kysely<Database>, total: number, now: number, chunk = 500): Promise<number> {
  const students = await db.selectFrom('students').selectAll().orderBy('id').execute();
  if (!students.length || students.length >= total) return 0;
  const nextRoll = new Map<string, number>();
  for (const s of students) {
    const group = `${s.class_id}|${s.section ?? ''}`;
    nextRoll.set(group, Math.max(nextRoll.get(group) ?? 1, (Number(s.roll_number) || 0) + 1));
  }
  const stamp = new Date(now).toISOString();
  const suffix = now.toString(36).toUpperCase();
  const extra: Insertable<StudentsTable>[] = Array.from({ length: total - students.length }, (_, i) => {
    const { id: _id, ...model } = students[i % students.length];
    const group = `${model.class_id}|${model.section ?? ''}`;
    const roll = nextRoll.get(group)!;
    nextRoll.set(group, roll + 1);
    return {
      ...model,
      roll_number: String(roll),
      roll_key: rollKey(String(roll)),
      digital_id_code: `DID-${model.class_id}-${roll}-${suffix}N${i}`,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < extra.length; start += chunk) {
      await trx.insertInto('students').values(extra.slice(start, start + chunk)).execute();
    }
    await bumpVersions(trx, ['students']);
  });
  return extra.length;
}

/** The machine's ceiling beside a run: ceiling.cjs answering `bodyFile` in `processes` processes. */
export function startCeiling(port: number, bodyFile: string, processes: number, headers: Record<string, string>, brotliFile?: string): ChildProcess {
  const args = [path.join(API_DIR, 'bench', 'ceiling.cjs'), String(port), bodyFile, String(processes), JSON.stringify(headers), ...(brotliFile ? [brotliFile] : [])];
  return spawn(process.execPath, args, { stdio: 'inherit' });
}
