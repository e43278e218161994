// `GET /api/stats/` (anyone): the college's numbers, as the DSHE's 2025 order asks a college to publish them (the
// public /about page; the dashboard's overview): students by class, section and gender, and the numbers of teachers
// and staff. Counts only, never a name. Cached like a list, by the version counters of the tables it counts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { REGISTRY } from 'remote_shared/registry';
import { GENDERS, type Stats, type StudentCount } from 'remote_shared/schemas';
import type { Database } from '../db';
import { ListCache, readCaching, sendEntry } from './cache';
import { readVersions } from './versions';

/** The resources whose writes change the numbers (a class's name is in the answer too). */
export const STATS_DEPEND_ON = [REGISTRY.students.path, REGISTRY.teachers.path, REGISTRY.staff.path, REGISTRY.classes.path];

const collator = new Intl.Collator('bn', { numeric: true });
const GENDER_ORDER = new Map<string | null, number>([...GENDERS.map((g, i) => [g, i] as const), [null, GENDERS.length]]);

/** The numbers as they are now, students sorted by class name, section and gender (male, female, other, none). */
export async function readStats(db: Kysely<Database>): Promise<Stats> {
  const rows = await db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.class_id')
    .select((eb) => ['students.class_id', 'classes.name', 'students.section', 'students.gender', eb.fn.countAll<number | string>().as('count')])
    .groupBy(['students.class_id', 'classes.name', 'students.section', 'students.gender'])
    .execute();
  // Students with no section and with an empty one are one group: "" in the answer.
  const groups = new Map<string, StudentCount>();
  for (const row of rows) {
    const section = row.section ?? '';
    const key = JSON.stringify([row.class_id, section, row.gender]);
    const found = groups.get(key);
    if (found) found.count += Number(row.count);
    else groups.set(key, { class_name: row.class_id, class: row.name, section, gender: row.gender, count: Number(row.count) });
  }
  const students = [...groups.values()].sort(
    (a, b) =>
      collator.compare(a.class, b.class) ||
      a.class_name - b.class_name ||
      collator.compare(a.section, b.section) ||
      GENDER_ORDER.get(a.gender)! - GENDER_ORDER.get(b.gender)!,
  );
  const count = async (table: 'teachers' | 'staff') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count);
  return { students, teachers: await count('teachers'), staff: await count('staff') };
}

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ListCache(1);
  app.get('/stats/', async (request, reply) => {
    const version = await readVersions(app.db, STATS_DEPEND_ON, request);
    const entry = cache.get('stats', version) ?? cache.set('stats', version, await readStats(app.db));
    return sendEntry(request, reply, entry, readCaching(request, reply, true));
  });
}
