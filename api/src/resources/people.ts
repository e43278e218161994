// The people of the college: teachers, non-teaching staff and students.
import type { Values } from 'remote_shared/schemas';
import { rollKey } from '../db/rollKeys';
import { verifyUrl } from '../verifyUrl';
import { defineResource, usedBy } from './crud/define';
import type { BatchContext, WriteContext } from './crud/types';

const blank = (value: unknown) => value === null || value === undefined || value === '';
const sameText = (a: unknown, b: unknown) => (blank(a) && blank(b)) || a === b;

/**
 * `teacher_intro` written into `profile`, its other name. The original's own dashboard sends both on every add and
 * edit, with no input for `profile`: `profile=""` on an add and the stored value on an edit, the typed intro in
 * `teacher_intro`. So when both come and differ, the one that differs from the stored value wins (on a create, the
 * one that is not empty); when both differ from it, or neither is empty on a create, `profile`, the API's own name.
 */
function takeIntro(values: Values, existing: Record<string, unknown> | null = null): void {
  if (!('teacher_intro' in values)) return;
  const intro = values.teacher_intro;
  delete values.teacher_intro;
  if (!('profile' in values)) {
    values.profile = intro;
    return;
  }
  const profile = values.profile;
  if (sameText(profile, intro)) return;
  const profileIsStale = existing ? sameText(profile, existing.profile) : blank(profile);
  if (profileIsStale) values.profile = intro;
}

export const teachers = defineResource('teachers', {
  table: 'teachers',
  folder: 'teachers',
  order: [['id', 'asc']],
  usedBy: [usedBy('class_routines', 'teacher_id', 'routine entry', 'routine entries')],
  // `teacher_intro` is another name for `profile` (the original's later client): written into profile, answered from it.
  prepare: (values, { existing }) => takeIntro(values, existing),
  prepareMany: async (records) => records.forEach((record) => takeIntro(record)),
  // The routine screen reads a teacher's `name`.
  present: (answer, row) => {
    answer.name = row.full_name;
    answer.teacher_intro = row.profile;
  },
});

export const staff = defineResource('staff', {
  table: 'staff',
  folder: 'staff',
  order: [['id', 'asc']],
});

/** The digital ids a new student may have, from the class, the roll and the time: `n` counts the ones taken. */
function digitalIdCandidate(classId: unknown, roll: unknown, now: number, n: number): string {
  const base = `DID-${String(classId)}-${String(roll)}-${now.toString(36).toUpperCase()}`;
  return n === 0 ? base : `${base}-${n}`;
}

/** A digital id from the class, the roll and the time, made unique by a counter if ever needed. */
async function digitalIdCode(context: WriteContext, classId: unknown, roll: unknown): Promise<string> {
  const now = context.config.now();
  for (let n = 0; ; n++) {
    const code = digitalIdCandidate(classId, roll, now, n);
    const taken = await context.db.selectFrom('students').select('id').where('digital_id_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/**
 * The digital ids of many new students at once (an import): unique among themselves, the codes the others bring
 * and the database's codes of this moment (every made code holds the time, so only those can clash).
 */
async function digitalIdCodes(records: Values[], { db, config }: BatchContext): Promise<void> {
  const now = config.now();
  const stamp = `-${now.toString(36).toUpperCase()}`;
  const stored = await db.selectFrom('students').select('digital_id_code').where('digital_id_code', 'like', `%${stamp}%`).execute();
  const taken = new Set([...stored.map((row) => row.digital_id_code), ...records.map((values) => values.digital_id_code).filter((code) => typeof code === 'string')]);
  for (const values of records) {
    if (typeof values.digital_id_code === 'string') continue;
    let n = 0;
    while (taken.has(digitalIdCandidate(values.class_name, values.roll_number, now, n))) n++;
    values.digital_id_code = digitalIdCandidate(values.class_name, values.roll_number, now, n);
    taken.add(values.digital_id_code);
  }
}

/** The comparable form of the roll a write sets (db/rollKeys.ts). */
function setRollKey(values: Values): void {
  if (typeof values.roll_number === 'string') values.roll_key = rollKey(values.roll_number);
}

export const students = defineResource('students', {
  table: 'students',
  columns: { class_name: 'class_id' },
  folder: 'students',
  // A roll in its class and section, as a number where it is one (roll_key).
  order: [
    ['class_id', 'asc'],
    ['section', 'asc'],
    ['roll_key', 'asc'],
    ['roll_number', 'asc'],
    ['id', 'asc'],
  ],
  references: { class_name: { table: 'classes' } },
  unique: [
    {
      // `0045` and `45` are one roll: compared by roll_key (db/rollKeys.ts), which prepare sets with the roll.
      fields: ['class_name', 'section', 'roll_key'],
      field: 'roll_number',
      detail: (r) => `Roll number ${String(r.roll_number)} is already taken in this class and section.`,
    },
    { fields: ['digital_id_code'], field: 'digital_id_code', detail: (r) => `The digital ID ${String(r.digital_id_code)} belongs to another student.` },
  ],
  prepare: async (values, context) => {
    setRollKey(values);
    // Kept when an edit leaves it blank; made when a new student has none.
    if (values.digital_id_code === null || values.digital_id_code === undefined) {
      delete values.digital_id_code;
      if (!context.existing) values.digital_id_code = await digitalIdCode(context, context.record.class_name, context.record.roll_number);
    }
  },
  // An import's new students: their rolls' keys, and a digital id for each that has none.
  prepareMany: async (records, context) => {
    for (const values of records) setRollKey(values);
    await digitalIdCodes(records, context);
  },
  // The page the student's ID card opens (api/src/verifyUrl.ts). Students are read by Admins only, so nobody else
  // is ever answered a signed address.
  present: (answer, row, { config, origin }) => {
    answer.verify_url = row.digital_id_code ? verifyUrl(config.secretKey, origin, row.digital_id_code) : null;
  },
});
