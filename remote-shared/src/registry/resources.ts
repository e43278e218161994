// Every managed resource of the API, described once as data: its path, its fields and their rules (the shared
// schema), its files, who may read and write it, its searches and filters, the values it can list for a filter,
// its cache tag and the other lists a write to it changes. The server makes its routes and checks from this
// (api/src/resources/), the dashboard its cache tags, file hints and limits (remote-dashboard/src/crud/
// resources.ts), the public site its paths. A new resource: an entry here, a server file, a screen.
import {
  acknowledgmentSchema,
  calendarEventSchema,
  classSchema,
  committeeMemberSchema,
  contactRecordSchema,
  gallerySchema,
  institutionSchema,
  noticeSchema,
  principalSchema,
  resultSchema,
  routineFileSchema,
  routineSchema,
  sectionSchema,
  staffSchema,
  studentSchema,
  subjectSchema,
  teacherSchema,
  userRoleSchema,
} from '../schemas/entities';
import type { Schema } from '../schemas/rules';
import { DOCUMENT_HINT, type FileRule, PHOTO_HINT } from './files';

/** Who may do something: anybody, or a signed-in Admin. */
export type Access = 'anyone' | 'admin';
export type Operation = 'list' | 'create' | 'retrieve' | 'update' | 'delete';
export const ALL_OPERATIONS: readonly Operation[] = ['list', 'create', 'retrieve', 'update', 'delete'];

/**
 * How a list filter compares (`?designation=Librarian`): `equals` the whole value; `contains` a case-insensitive
 * part of it, Bengali and Latin digits alike; `id` an id (a value that is no id matches nothing); `boolean` a yes
 * or no (`true`/`false`, `1`/`0`; anything else matches nothing); `range` a date field between two days, as
 * django-filter's DateFromToRangeFilter takes it: `?date_after=2026-11-01&date_before=2026-11-30`, both days
 * included (a value that is no date matches nothing).
 */
export type FilterKind = 'equals' | 'contains' | 'id' | 'boolean' | 'range';

/** How one query parameter of a list compares: a filter's kind, or one end of a `range`. */
export type FilterParameterKind = Exclude<FilterKind, 'range'> | 'after' | 'before';

/** The query parameters of a resource's filters, with the field each narrows: a `range` is two of them. */
export function filterParameters(entry: ResourceEntry): FilterParameter[] {
  return Object.entries(entry.filters ?? {}).flatMap(([field, kind]): FilterParameter[] =>
    kind === 'range' ? (['after', 'before'] as const).map((end) => ({ name: `${field}_${end}`, field, kind: end })) : [{ name: field, field, kind }],
  );
}

export interface FilterParameter {
  /** The query parameter: the field, or `<field>_after` and `<field>_before`. */
  name: string;
  field: string;
  kind: FilterParameterKind;
}

export const RESOURCE_KEYS = [
  'institutions',
  'principals',
  'committee',
  'notices',
  'gallery',
  'teachers',
  'staff',
  'students',
  'classes',
  'sections',
  'subjects',
  'routine',
  'results',
  'routines',
  'acknowledgments',
  'calendar',
  'contacts',
  'users',
] as const;
export type ResourceKey = (typeof RESOURCE_KEYS)[number];

export interface ResourceEntry {
  /** The URL segment under /api/: `notices` is /api/notices/ and /api/notices/:id/. */
  readonly path: string;
  /** The client cache's tag of its lists and records. */
  readonly tag: string;
  /** The fields a write sends, with their rules: the forms and the server validate with it. */
  readonly schema: Schema;
  readonly files?: Readonly<Record<string, FileRule>>;
  /** Who may list and retrieve. */
  readonly read: Access;
  /** Who may create; the `write` access unless said. */
  readonly create?: Access;
  /** Who may update and delete; Admin unless said. */
  readonly write?: Access;
  /** What the API offers; all five unless said. */
  readonly operations?: readonly Operation[];
  /** The fields `?search=` looks in (case-insensitive, Bengali and Latin digits alike). */
  readonly search?: readonly string[];
  /** The other query parameters that narrow the list, each a field, and how they compare. */
  readonly filters?: Readonly<Record<string, FilterKind>>;
  /** Fields whose distinct values `?distinct=<field>` answers: a filter's choices (the staff designations) or a search's suggestions (their names). */
  readonly distinct?: readonly string[];
  /** Other resources whose lists show this one's data, so a write here changes them too. */
  readonly changes?: readonly ResourceKey[];
  /**
   * How many records one upload screen sends at most (the gallery's pictures). A limit of the screen only: it
   * posts one record at a time, so the server never sees them together and counts nothing.
   */
  readonly perUpload?: number;
}

export const REGISTRY = {
  institutions: {
    path: 'institutions',
    tag: 'Institution',
    schema: institutionSchema,
    files: {
      logo: { type: 'image', maxMegabytes: 2, hint: 'সর্বোচ্চ {mb_bn}MB (JPEG, PNG, JPG, WEBP)', tooLarge: 'Logo must be less than {mb}MB' },
      institution_image: {
        type: 'image',
        maxMegabytes: 9,
        hint: 'সর্বোচ্চ {mb_bn}MB (JPEG, PNG, JPG, WEBP)',
        tooLarge: 'Institution image must be less than {mb}MB',
      },
      citizen_charter_file: { type: 'pdf', maxMegabytes: 10, hint: 'শুধু PDF, সর্বোচ্চ {mb_bn}MB' },
    },
    read: 'anyone',
    // A notice's preview card shows the college's name and logo (its `preview_image` changes with them).
    changes: ['notices'],
  },
  principals: {
    path: 'principal-vice-principal',
    tag: 'Principal',
    schema: principalSchema,
    files: { photo: { type: 'image', maxMegabytes: 5, hint: PHOTO_HINT } },
    read: 'anyone',
    filters: { designation: 'equals' },
  },
  committee: {
    path: 'committee-members',
    tag: 'Committee',
    schema: committeeMemberSchema,
    files: { photo: { type: 'image', maxMegabytes: 2, hint: PHOTO_HINT } },
    read: 'anyone',
    search: ['full_name', 'role'],
    // The committee screen's name and role search boxes.
    filters: { full_name: 'contains', role: 'contains' },
  },
  notices: {
    path: 'notices',
    tag: 'Notice',
    schema: noticeSchema,
    files: { pdf_file: { type: 'pdf', maxMegabytes: 10 } },
    read: 'anyone',
    search: ['title', 'category'],
    // The overview counts this month's notices (`?date_after=`).
    filters: { category: 'equals', date: 'range' },
  },
  gallery: {
    path: 'gallery',
    tag: 'Gallery',
    schema: gallerySchema,
    files: { image: { type: 'image', maxMegabytes: 5, required: true } },
    read: 'anyone',
    // The original's upload screen took at most four pictures at once.
    perUpload: 4,
  },
  teachers: {
    path: 'teachers',
    tag: 'Teacher',
    schema: teacherSchema,
    files: { photo: { type: 'image', maxMegabytes: 2, hint: PHOTO_HINT } },
    read: 'anyone',
    search: ['full_name', 'subject', 'designation'],
    filters: { designation: 'equals', full_name: 'contains' },
    distinct: ['designation', 'full_name'],
    changes: ['routine'],
  },
  staff: {
    path: 'staff',
    tag: 'Staff',
    schema: staffSchema,
    files: { photo: { type: 'image', maxMegabytes: 2, hint: PHOTO_HINT } },
    // Public, as teachers are (the original's staff list; the Faculty and Staff page).
    read: 'anyone',
    search: ['full_name', 'designation'],
    filters: { designation: 'equals', full_name: 'contains' },
    distinct: ['designation', 'full_name'],
  },
  students: {
    path: 'students',
    tag: 'Student',
    schema: studentSchema,
    files: { photo: { type: 'image', maxMegabytes: 2, hint: PHOTO_HINT } },
    read: 'admin',
    search: ['full_name', 'digital_id_code'],
    filters: { class_name: 'id', section: 'equals', gender: 'equals', full_name: 'contains' },
  },
  classes: {
    path: 'classes',
    tag: 'Class',
    schema: classSchema,
    read: 'anyone',
    search: ['name'],
    changes: ['subjects', 'students', 'routine', 'results', 'routines'],
  },
  sections: {
    path: 'sections',
    tag: 'Section',
    schema: sectionSchema,
    read: 'anyone',
    search: ['name'],
    // A student's section is its own text (the sections are the form's choices): only the routine shows their names.
    changes: ['routine'],
  },
  subjects: {
    path: 'subjects',
    tag: 'Subject',
    schema: subjectSchema,
    read: 'anyone',
    search: ['name'],
    filters: { class_name: 'id' },
    changes: ['routine'],
  },
  routine: {
    path: 'class-routine',
    tag: 'Routine',
    schema: routineSchema,
    read: 'anyone',
    filters: { classId: 'id', sectionId: 'id', teacherId: 'id', day: 'equals' },
  },
  // The college's public record (issue 13): exam results, routines as files, recognition and permission letters.
  results: {
    path: 'results',
    tag: 'Result',
    schema: resultSchema,
    files: { file: { type: 'document', maxMegabytes: 10, required: true, hint: DOCUMENT_HINT } },
    read: 'anyone',
    filters: { category: 'equals', year: 'equals', class_name: 'id' },
    // The years a filter can offer.
    distinct: ['year'],
  },
  routines: {
    path: 'routines',
    tag: 'RoutineFile',
    schema: routineFileSchema,
    files: { file: { type: 'document', maxMegabytes: 10, required: true, hint: DOCUMENT_HINT } },
    read: 'anyone',
    filters: { category: 'equals', class_name: 'id' },
  },
  acknowledgments: {
    // Singular, as the original's; also answered without the trailing slash (api/src/resources/publicRecord.ts).
    path: 'acknowledgment',
    tag: 'Acknowledgment',
    schema: acknowledgmentSchema,
    files: { image: { type: 'document', maxMegabytes: 10, required: true, hint: DOCUMENT_HINT } },
    read: 'anyone',
  },
  // The academic calendar (issue 29): on /about and in /calendar.ics. Written by an Admin, as the notices are.
  calendar: {
    path: 'calendar',
    tag: 'CalendarEvent',
    schema: calendarEventSchema,
    read: 'anyone',
    filters: { kind: 'equals' },
  },
  contacts: {
    path: 'contacts',
    tag: 'Contact',
    schema: contactRecordSchema,
    read: 'admin',
    // The public contact form. An Admin's update marks a message read or unread, nothing else.
    create: 'anyone',
    operations: ['list', 'create', 'retrieve', 'update', 'delete'],
    search: ['name', 'email', 'phone', 'message'],
    filters: { is_read: 'boolean' },
  },
  users: {
    path: 'users',
    tag: 'User',
    // Only the role is written here; accounts come from register/ and the command line.
    schema: userRoleSchema,
    read: 'admin',
    operations: ['list', 'retrieve', 'update'],
    search: ['username', 'full_name', 'email'],
    filters: { role: 'equals' },
  },
} as const satisfies Record<ResourceKey, ResourceEntry>;

export type Registry = typeof REGISTRY;
/** The client cache's tags, one per resource. */
export type ResourceTag = Registry[ResourceKey]['tag'];
export const RESOURCE_TAGS: readonly ResourceTag[] = RESOURCE_KEYS.map((key) => REGISTRY[key].tag);

/** The entry of a resource, as the general type (for code that handles any resource). */
/** What the API offers on a resource: its entry's operations, all five unless said. */
export function operationsOf(entry: Pick<ResourceEntry, 'operations'>): ReadonlySet<Operation> {
  return new Set(entry.operations ?? ALL_OPERATIONS);
}

/** Who may create a resource's records, and who may update and delete them: create as write unless said, write an Admin's unless said. */
export function writeAccessOf(entry: Pick<ResourceEntry, 'create' | 'write'>): { create: Access; write: Access } {
  const write = entry.write ?? 'admin';
  return { create: entry.create ?? write, write };
}

export function entryOf(key: ResourceKey): ResourceEntry {
  return REGISTRY[key];
}

/** The resource served at /api/<path>/, or undefined. */
export function keyOfPath(path: string): ResourceKey | undefined {
  return RESOURCE_KEYS.find((key) => REGISTRY[key].path === path);
}

/** The list URL of a resource, relative to /api/: `notices/`. */
export function listUrl(key: ResourceKey): string {
  return `${REGISTRY[key].path}/`;
}

/** The URL of one record, relative to /api/: `notices/7/`. */
export function itemUrl(key: ResourceKey, id: number | string): string {
  return `${REGISTRY[key].path}/${id}/`;
}

/** The tags a write to `key` changes: its own, then those of the lists that show its data. */
export function changedTags(key: ResourceKey): ResourceTag[] {
  const entry: ResourceEntry = REGISTRY[key];
  return [REGISTRY[key].tag, ...(entry.changes ?? []).map((other) => REGISTRY[other].tag)];
}

/** The resources whose writes change the list of `key` (the routine shows class, section, subject and teacher names). */
export function changedBy(key: ResourceKey): ResourceKey[] {
  return RESOURCE_KEYS.filter((other) => (entryOf(other).changes ?? []).includes(key));
}
