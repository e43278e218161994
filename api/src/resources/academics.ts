// Academics: classes and sections (a name each), the subjects of each class, and the class routine (the spec's
// camelCase payload over the class_routines table, the names the list shows, and the rules of a timetable: the
// subject is taught in that class; a slot ends after it starts; no teacher and no class and section holds two
// overlapping slots on the same day).
import type { Kysely } from 'kysely';
import type { ResourceKey } from 'remote_shared/registry';
import { type Day, routineTimeProblem, TEACHING_DAYS } from 'remote_shared/schemas';
import type { Database } from '../db';
import { conflict, validationError } from '../errors';
import { defineResource, usedBy } from './crud/define';
import type { UsedBy, WriteContext } from './crud/types';
import { lockTable } from './crud/writes';

/** Classes and sections: a name, unique after trimming and without regard to case; deletable when unused. */
function namedResource(key: ResourceKey & ('classes' | 'sections'), noun: string, uses: UsedBy[]) {
  return defineResource(key, {
    table: key,
    order: [['id', 'asc']],
    unique: [{ fields: ['name'], caseInsensitive: 'name', field: 'name', detail: (r) => `A ${noun} named "${String(r.name)}" already exists.` }],
    usedBy: uses,
  });
}

export const classes = namedResource('classes', 'class', [
  usedBy('subjects', 'class_id', 'subject', 'subjects'),
  usedBy('students', 'class_id', 'student', 'students'),
  usedBy('class_routines', 'class_id', 'routine entry', 'routine entries'),
  usedBy('results', 'class_id', 'result', 'results'),
  usedBy('routine_files', 'class_id', 'routine file', 'routine files'),
]);

// A student's section is its own text (the original's model), so only routine entries hold a section's id.
export const sections = namedResource('sections', 'section', [
  usedBy('class_routines', 'section_id', 'routine entry', 'routine entries'),
]);

const DAY_NAMES: Record<Day, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

/** The days a slot is held on: its own, or every teaching day when it has none. */
function daysOf(day: unknown): readonly Day[] {
  return typeof day === 'string' && day in DAY_NAMES ? [day as Day] : TEACHING_DAYS;
}

async function namesById(db: Kysely<Database>, table: 'classes' | 'sections' | 'subjects' | 'teachers', ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const unique = [...new Set(ids)];
  const rows =
    table === 'teachers'
      ? await db.selectFrom('teachers').select(['id', 'full_name as name']).where('id', 'in', unique).execute()
      : await db.selectFrom(table).select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function checkTimetable({ db, record, existing }: WriteContext): Promise<void> {
  const subject = await db.selectFrom('subjects').select('class_id').where('id', '=', Number(record.subjectId)).executeTakeFirst();
  if (subject && subject.class_id !== Number(record.classId)) {
    throw validationError({ subjectId: ['This subject is not taught in the chosen class.'] });
  }
  const timeProblem = routineTimeProblem(record);
  if (timeProblem) throw validationError({ endTime: [timeProblem] });

  const days = daysOf(record.day);
  const candidates = await db
    .selectFrom('class_routines')
    .selectAll()
    .where('start_time', '<', String(record.endTime))
    .where('end_time', '>', String(record.startTime))
    .where((eb) =>
      eb.or([
        eb('teacher_id', '=', Number(record.teacherId)),
        eb.and([eb('class_id', '=', Number(record.classId)), eb('section_id', '=', Number(record.sectionId))]),
      ]),
    )
    .$if(existing !== null, (q) => q.where('id', '<>', Number(existing!.id)))
    .orderBy('start_time')
    .execute();
  for (const other of candidates) {
    const shared = daysOf(other.day).find((d) => days.includes(d));
    if (!shared) continue;
    const when = `on ${DAY_NAMES[shared]} from ${other.start_time} to ${other.end_time}`;
    if (other.teacher_id === Number(record.teacherId)) {
      const teacher = (await namesById(db, 'teachers', [other.teacher_id])).get(other.teacher_id);
      throw conflict(`${teacher ?? 'This teacher'} already has a class ${when}.`);
    }
    const className = (await namesById(db, 'classes', [other.class_id])).get(other.class_id);
    const sectionName = (await namesById(db, 'sections', [other.section_id])).get(other.section_id);
    throw conflict(`Class ${className}, section ${sectionName} already has a class ${when}.`);
  }
}

const LISTED_ENTRIES = 3;

/**
 * A subject moved to another class while routine entries teach it in its old class would break their rule (the
 * subject belongs to the class): refused with a 409 naming those entries, like a delete of a record in use.
 */
export async function checkSubjectMove({ db, record, existing }: WriteContext): Promise<void> {
  if (!existing || Number(record.class_name) === Number(existing.class_name)) return;
  await lockTable(db, 'class_routines'); // no routine entry for the old class may be added until this commits
  const entries = await db
    .selectFrom('class_routines')
    .selectAll()
    .where('subject_id', '=', Number(existing.id))
    .where('class_id', '<>', Number(record.class_name))
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  if (!entries.length) return;
  const classes = await namesById(db, 'classes', entries.map((e) => e.class_id));
  const sections = await namesById(db, 'sections', entries.map((e) => e.section_id));
  const described = entries.slice(0, LISTED_ENTRIES).map((e) => {
    const when = e.day ? `on ${DAY_NAMES[e.day] ?? e.day}` : 'on every teaching day';
    return `class ${classes.get(e.class_id)}, section ${sections.get(e.section_id)} ${when} from ${e.start_time} to ${e.end_time}`;
  });
  if (entries.length > LISTED_ENTRIES) described.push(`${entries.length - LISTED_ENTRIES} more`);
  const count = entries.length === 1 ? '1 routine entry' : `${entries.length} routine entries`;
  throw conflict(
    `This subject cannot move to another class: it is still in use by ${count} of its class (${described.join('; ')}). Delete or change those first.`,
  );
}

export const subjects = defineResource('subjects', {
  table: 'subjects',
  columns: { class_name: 'class_id' },
  order: [['id', 'asc']],
  references: { class_name: { table: 'classes' } },
  unique: [
    {
      fields: ['class_name', 'name'],
      caseInsensitive: 'name',
      field: 'name',
      detail: (r) => `This class already has a subject named "${String(r.name)}".`,
    },
  ],
  usedBy: [usedBy('class_routines', 'subject_id', 'routine entry', 'routine entries')],
  check: checkSubjectMove,
});

export const routine = defineResource('routine', {
  table: 'class_routines',
  columns: {
    classId: 'class_id',
    sectionId: 'section_id',
    subjectId: 'subject_id',
    teacherId: 'teacher_id',
    startTime: 'start_time',
    endTime: 'end_time',
  },
  order: [
    ['start_time', 'asc'],
    ['class_id', 'asc'],
    ['section_id', 'asc'],
    ['id', 'asc'],
  ],
  references: {
    classId: { table: 'classes' },
    sectionId: { table: 'sections' },
    subjectId: { table: 'subjects' },
    teacherId: { table: 'teachers' },
  },
  check: checkTimetable,
  expand: async (answers, _rows, db) => {
    const ids = (field: string) => answers.map((a) => Number(a[field]));
    const [classes, sections, subjects, teachers] = await Promise.all([
      namesById(db, 'classes', ids('classId')),
      namesById(db, 'sections', ids('sectionId')),
      namesById(db, 'subjects', ids('subjectId')),
      namesById(db, 'teachers', ids('teacherId')),
    ]);
    for (const answer of answers) {
      answer.className = classes.get(Number(answer.classId)) ?? null;
      answer.sectionName = sections.get(Number(answer.sectionId)) ?? null;
      answer.subjectName = subjects.get(Number(answer.subjectId)) ?? null;
      answer.teacherName = teachers.get(Number(answer.teacherId)) ?? null;
    }
  },
});
