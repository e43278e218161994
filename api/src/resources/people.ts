// The people of the college: teachers, non-teaching staff and students.
import { defineResource, usedBy } from './crud/define';
import type { WriteContext } from './crud/types';

export const teachers = defineResource('teachers', {
  table: 'teachers',
  folder: 'teachers',
  order: [['id', 'asc']],
  usedBy: [usedBy('class_routines', 'teacher_id', 'routine entry', 'routine entries')],
  // The routine screen reads a teacher's `name`.
  present: (answer, row) => {
    answer.name = row.full_name;
  },
});

export const staff = defineResource('staff', {
  table: 'staff',
  folder: 'staff',
  order: [['id', 'asc']],
});

/** A digital id from the class, the roll and the time, made unique by a counter if ever needed. */
async function digitalIdCode(context: WriteContext, classId: unknown, roll: unknown): Promise<string> {
  const base = `DID-${classId}-${roll}-${context.config.now().toString(36).toUpperCase()}`;
  for (let n = 0; ; n++) {
    const code = n === 0 ? base : `${base}-${n}`;
    const taken = await context.db.selectFrom('students').select('id').where('digital_id_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

export const students = defineResource('students', {
  table: 'students',
  columns: { class_name: 'class_id', section: 'section_id' },
  folder: 'students',
  order: [
    ['class_id', 'asc'],
    ['section_id', 'asc'],
    ['roll_number', 'asc'],
    ['id', 'asc'],
  ],
  references: { class_name: { table: 'classes' }, section: { table: 'sections' } },
  unique: [
    {
      fields: ['class_name', 'section', 'roll_number'],
      field: 'roll_number',
      detail: (r) => `Roll number ${r.roll_number} is already taken in this class and section.`,
    },
    { fields: ['digital_id_code'], field: 'digital_id_code', detail: (r) => `The digital ID ${r.digital_id_code} belongs to another student.` },
  ],
  prepare: async (values, context) => {
    // Kept when an edit leaves it blank; made when a new student has none.
    if (values.digital_id_code === null || values.digital_id_code === undefined) {
      delete values.digital_id_code;
      if (!context.existing) values.digital_id_code = await digitalIdCode(context, context.record.class_name, context.record.roll_number);
    }
  },
});
