// Every managed resource of API.md, declared for the CRUD factory: its table, the shared schema its forms use,
// its files, who may read and write it, and its own rules. Nothing here writes a route.
import { type FastifyRequest } from 'fastify';
import {
  classSchema,
  committeeMemberSchema,
  contactReachProblem,
  contactSchema,
  gallerySchema,
  institutionSchema,
  noticeSchema,
  principalSchema,
  sectionSchema,
  staffSchema,
  studentSchema,
  subjectSchema,
  teacherSchema,
  userRoleSchema,
  type UserRole,
} from 'remote_shared/schemas';
import { clientAddressKey, recordHit, throttleWait, type ThrottleRule, toPublicUser } from '../auth';
import type { Config } from '../config';
import type { UserRow } from '../db';
import { ApiError, nonFieldError, throttled } from '../errors';
import { IMAGE_KINDS, PDF_KINDS } from '../uploads';
import { defineResource, equalsFilter, integerFilter, type ResourceDefinition, searchColumns, type UsedBy, type WriteContext } from './factory';
import { checkSubjectMove, routine } from './routine';

const MB = 1024 * 1024;

function image(folder: string, maxMegabytes: number, required = false) {
  return { folder, maxBytes: maxMegabytes * MB, kinds: IMAGE_KINDS, required };
}

function counted(singular: string, plural: string) {
  return (n: number) => `${n} ${n === 1 ? singular : plural}`;
}

function usedBy(table: UsedBy['table'], column: string, singular: string, plural: string): UsedBy {
  return { table, column, label: counted(singular, plural) };
}

const search = (...columns: string[]) => (query: Parameters<typeof searchColumns>[0], value: string) => searchColumns(query, columns, value);

/** Today's date (YYYY-MM-DD) in the college's time zone. */
export function today(config: Pick<Config, 'timeZone' | 'now'>): string {
  let format = dayFormats.get(config.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: config.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(config.timeZone, format); // making one costs far more than using it
  }
  return format.format(new Date(config.now()));
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export const institutions = defineResource({
  path: 'institutions',
  table: 'institutions',
  schema: institutionSchema,
  files: { logo: image('institution', 2), institution_image: image('institution', 9) },
  read: 'anyone',
  order: [['id', 'asc']],
  unique: [{ fields: [], detail: () => 'An institution already exists. Edit it instead of adding another.' }],
  // The public footer reads the address code under this name.
  present: (answer) => {
    answer.location_code = answer.address_code;
  },
});

const DESIGNATION_LABEL: Record<string, string> = { principal: 'principal', vice_principal: 'vice-principal' };

export const principals = defineResource({
  path: 'principal-vice-principal',
  table: 'principals',
  schema: principalSchema,
  files: { photo: image('principals', 5) },
  read: 'anyone',
  order: [['designation', 'asc']],
  filters: { designation: equalsFilter('designation') },
  unique: [
    {
      fields: ['designation'],
      field: 'designation',
      detail: (r) => `A ${DESIGNATION_LABEL[String(r.designation)] ?? r.designation} record already exists. Edit it instead of adding another.`,
    },
  ],
});

export const committeeMembers = defineResource({
  path: 'committee-members',
  table: 'committee_members',
  schema: committeeMemberSchema,
  files: { photo: image('committee', 2) },
  read: 'anyone',
  order: [['id', 'asc']],
  filters: { search: search('full_name', 'role'), role: equalsFilter('role') },
});

export const notices = defineResource({
  path: 'notices',
  table: 'notices',
  schema: noticeSchema,
  files: { pdf_file: { folder: 'notices', maxBytes: 10 * MB, kinds: PDF_KINDS } },
  read: 'anyone',
  order: [
    ['date', 'desc'],
    ['id', 'desc'],
  ],
  filters: { search: search('title', 'category'), category: equalsFilter('category') },
  prepare: (values, { existing, config }) => {
    // A notice without a date is dated today, on create and when an edit clears the date.
    if (values.date === null || (!existing && values.date === undefined)) values.date = today(config);
  },
});

export const gallery = defineResource({
  path: 'gallery',
  table: 'gallery',
  schema: gallerySchema,
  files: { image: image('gallery', 5, true) },
  read: 'anyone',
  order: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
});

export const teachers = defineResource({
  path: 'teachers',
  table: 'teachers',
  schema: teacherSchema,
  files: { photo: image('teachers', 2) },
  read: 'anyone',
  order: [['id', 'asc']],
  filters: { designation: equalsFilter('designation'), search: search('full_name', 'subject', 'designation') },
  usedBy: [usedBy('class_routines', 'teacher_id', 'routine entry', 'routine entries')],
  // The routine screen reads a teacher's `name`.
  present: (answer) => {
    answer.name = answer.full_name;
  },
});

export const staff = defineResource({
  path: 'staff',
  table: 'staff',
  schema: staffSchema,
  files: { photo: image('staff', 2) },
  read: 'admin',
  order: [['id', 'asc']],
  filters: { designation: equalsFilter('designation'), search: search('full_name', 'designation') },
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

export const students = defineResource({
  path: 'students',
  table: 'students',
  schema: studentSchema,
  columns: { class_name: 'class_id', section: 'section_id' },
  files: { photo: image('students', 2) },
  read: 'admin',
  order: [
    ['class_id', 'asc'],
    ['section_id', 'asc'],
    ['roll_number', 'asc'],
    ['id', 'asc'],
  ],
  filters: { class_name: integerFilter('class_id'), section: integerFilter('section_id'), search: search('full_name', 'digital_id_code') },
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

/** Classes and sections: a name, unique after trimming and without regard to case; deletable when unused. */
function namedResource(path: 'classes' | 'sections', noun: string, schema: typeof classSchema, uses: UsedBy[]): ResourceDefinition {
  return defineResource({
    path,
    table: path,
    schema,
    read: 'anyone',
    order: [['id', 'asc']],
    filters: { search: search('name') },
    unique: [{ fields: ['name'], caseInsensitive: 'name', field: 'name', detail: (r) => `A ${noun} named "${r.name}" already exists.` }],
    usedBy: uses,
  });
}

export const classes = namedResource('classes', 'class', classSchema, [
  usedBy('subjects', 'class_id', 'subject', 'subjects'),
  usedBy('students', 'class_id', 'student', 'students'),
  usedBy('class_routines', 'class_id', 'routine entry', 'routine entries'),
]);

export const sections = namedResource('sections', 'section', sectionSchema, [
  usedBy('students', 'section_id', 'student', 'students'),
  usedBy('class_routines', 'section_id', 'routine entry', 'routine entries'),
]);

export const subjects = defineResource({
  path: 'subjects',
  table: 'subjects',
  schema: subjectSchema,
  columns: { class_name: 'class_id' },
  read: 'anyone',
  order: [['id', 'asc']],
  filters: { class_name: integerFilter('class_id'), search: search('name') },
  references: { class_name: { table: 'classes' } },
  unique: [
    {
      fields: ['class_name', 'name'],
      caseInsensitive: 'name',
      field: 'name',
      detail: (r) => `This class already has a subject named "${r.name}".`,
    },
  ],
  usedBy: [usedBy('class_routines', 'subject_id', 'routine entry', 'routine entries')],
  check: checkSubjectMove,
});

// Counted by clientAddressKey: one IPv6 subscriber's whole /64 is one sender.
const contactThrottle = (config: Config): ThrottleRule => ({ scope: 'contact-address', ...config.contactRate });

export const contacts = defineResource({
  path: 'contacts',
  table: 'contacts',
  schema: contactSchema,
  read: 'admin',
  create: 'anyone',
  operations: ['list', 'create', 'retrieve', 'delete'],
  order: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  filters: { search: search('name', 'email', 'phone', 'message') },
  // An address over its allowance is refused before its message is even read.
  beforeCreate: async (request: FastifyRequest, config: Config) => {
    const wait = await throttleWait(request.server.db, contactThrottle(config), clientAddressKey(request.ip), config.now());
    if (wait) throw throttled(wait);
  },
  check: async ({ db, record, request, config }) => {
    const problem = contactReachProblem(record);
    if (problem) throw nonFieldError(problem);
    // Only messages that would be kept count against the address.
    const wait = await recordHit(db, contactThrottle(config), clientAddressKey(request.ip), config.now());
    if (wait) throw throttled(wait);
  },
});

const LAST_ADMIN = 'The last Admin cannot be demoted. Make another user an Admin first.';

export const users = defineResource({
  path: 'users',
  table: 'users',
  schema: userRoleSchema,
  read: 'admin',
  operations: ['list', 'retrieve', 'update'],
  order: [['id', 'asc']],
  filters: { role: equalsFilter('role'), search: search('username', 'full_name', 'email') },
  // Written by register/ and the CLI too, so its list is never cached.
  cached: false,
  answer: (row, config) => ({ ...toPublicUser(row as unknown as UserRow, config) }),
  check: async ({ db, existing, record }) => {
    if (existing?.role !== 'Admin' || record.role === 'Admin') return;
    const other = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Admin' satisfies UserRole)
      .where('is_active', '=', 1)
      .where('id', '<>', Number(existing.id))
      .executeTakeFirst();
    if (!other) throw new ApiError(409, { detail: LAST_ADMIN, role: [LAST_ADMIN] });
  },
});

export const RESOURCES: readonly ResourceDefinition[] = [
  institutions,
  principals,
  committeeMembers,
  notices,
  gallery,
  teachers,
  staff,
  students,
  classes,
  sections,
  subjects,
  routine,
  contacts,
  users,
];
