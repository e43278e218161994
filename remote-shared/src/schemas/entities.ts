// Field rules of each entity of the API contract (../../../API.md). The server's resources and the forms
// read them from here; add an entity's schema here before building its screen or its route.
import { requiring, toLatinDigits, type Schema } from './rules';

export const PASSWORD_MIN_LENGTH = 8;

export const loginSchema = {
  username: { kind: 'string', required: true, maxLength: 150 },
  password: { kind: 'password', required: true, maxLength: 128 },
} satisfies Schema;

export const registerSchema = {
  // A new name: the username rule of usernames.ts. Signing in (loginSchema) takes any existing name.
  username: { kind: 'username', required: true, maxLength: 150 },
  full_name: { kind: 'string', required: true, maxLength: 150 },
  email: { kind: 'email', maxLength: 254 },
  phone: { kind: 'phone', required: true },
  password: { kind: 'password', required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: 128 },
  confirm_password: { kind: 'password', required: true, maxLength: 128 },
} satisfies Schema;

export const contactSchema = {
  name: { kind: 'string', required: true, maxLength: 150 },
  email: { kind: 'email', maxLength: 254 },
  phone: { kind: 'tel', maxLength: 30 },
  message: { kind: 'text', required: true, maxLength: 5000 },
} satisfies Schema;

/**
 * A contact message as the API keeps it: the visitor's form, and whether an Admin has read it. A visitor never
 * sets `is_read` (the server stores every new message unread); an Admin's update writes only it.
 */
export const contactRecordSchema = {
  ...contactSchema,
  is_read: { kind: 'boolean' },
} satisfies Schema;

/** The contact form's rule beyond single fields: some way to answer the sender. */
export const CONTACT_REACH_MESSAGE = 'Please provide an email address or a phone number.';

export function contactReachProblem(values: { email?: unknown; phone?: unknown }): string | null {
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  return blank(values.email) && blank(values.phone) ? CONTACT_REACH_MESSAGE : null;
}

export const USER_ROLES = ['Admin', 'General'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRoleSchema = {
  role: { kind: 'choice', required: true, choices: USER_ROLES },
} satisfies Schema;

/** The user as `GET user/` answers it. */
export interface User {
  id: number;
  username: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role: UserRole;
  profile_picture: string | null;
}

/** Django's password validators, in their words: length is in registerSchema; these are the rest. */
export const PASSWORD_MESSAGES = {
  numeric: 'This password is entirely numeric.',
  common: 'This password is too common.',
  similar: (what: string) => `The password is too similar to the ${what}.`,
} as const;

// The most used passwords of at least PASSWORD_MIN_LENGTH characters (from public breach lists).
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', '12345678', '123456789', '1234567890', '87654321',
  'qwertyuiop', 'qwerty123', 'qwerty12', '1q2w3e4r', '1qaz2wsx', 'iloveyou', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'admin123', 'administrator',
  'letmein1', 'trustno1', 'superman', 'whatever', 'passw0rd', 'p@ssw0rd', 'bangladesh', 'asdfghjkl',
  '11111111', '00000000', '123123123', 'zxcvbnm1', 'dragon123', 'master123', 'changeme',
]);

/**
 * What is wrong with a password beyond its length: entirely numeric (Bengali digits count), too common, or
 * too close to the user's own name, username or email. Empty when it is acceptable.
 */
export function passwordProblems(
  password: string,
  user: { username?: string | null; full_name?: string | null; email?: string | null } = {},
): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  const attributes: [string, string | null | undefined][] = [
    ['username', user.username],
    ['full name', user.full_name],
    ['email address', user.email?.split('@')[0]],
  ];
  for (const [what, value] of attributes) {
    const attribute = value?.trim().toLowerCase();
    if (!attribute || attribute.length < 3) continue;
    // Equal, or one contains the other with little added: Django's similarity check in a simpler form.
    const contained = lower.includes(attribute) || attribute.includes(lower);
    if (lower === attribute || (contained && Math.min(lower.length, attribute.length) / Math.max(lower.length, attribute.length) >= 0.6)) {
      problems.push(PASSWORD_MESSAGES.similar(what));
      break;
    }
  }
  if (COMMON_PASSWORDS.has(lower)) problems.push(PASSWORD_MESSAGES.common);
  if (/^\d+$/.test(toLatinDigits(password))) problems.push(PASSWORD_MESSAGES.numeric);
  return problems;
}

// ---- The managed resources of API.md. Each server resource validates with its schema; the dashboard forms
// ---- validate with the same schema, or with a `requiring(...)` copy where the form asks for more.

export const institutionSchema = {
  name: { kind: 'string', required: true, maxLength: 255 },
  government_approval_number: { kind: 'string', maxLength: 100 },
  government_approval_date: { kind: 'date' },
  history: { kind: 'text', maxLength: 20000 },
  address: { kind: 'string', maxLength: 500 },
  address_code: { kind: 'string', maxLength: 50 },
  contact_email: { kind: 'email', maxLength: 254 },
  contact_phone: { kind: 'tel', maxLength: 30 },
  // The public record the DSHE's 2025 order asks for (the /about page): codes, aims, the citizen charter (text, and
  // a PDF in the registry's files) and the complaint (GRS) and right-to-information officers.
  eiin: { kind: 'digits', maxLength: 20 },
  college_code: { kind: 'string', maxLength: 20 },
  education_board: { kind: 'string', maxLength: 100 },
  mission: { kind: 'text', maxLength: 20000 },
  objective: { kind: 'text', maxLength: 20000 },
  citizen_charter: { kind: 'text', maxLength: 20000 },
  grs_officer_name: { kind: 'string', maxLength: 150 },
  grs_officer_phone: { kind: 'tel', maxLength: 30 },
  grs_officer_email: { kind: 'email', maxLength: 254 },
  rti_officer_name: { kind: 'string', maxLength: 150 },
  rti_officer_phone: { kind: 'tel', maxLength: 30 },
  rti_officer_email: { kind: 'email', maxLength: 254 },
} satisfies Schema;

/** The dashboard's institution form asks for more than the API requires. */
export const institutionFormSchema = requiring(institutionSchema, ['name', 'contact_email', 'contact_phone', 'address']);

export const DESIGNATIONS = ['principal', 'vice_principal'] as const;
export type Designation = (typeof DESIGNATIONS)[number];

export const principalSchema = {
  designation: { kind: 'choice', required: true, choices: DESIGNATIONS },
  full_name: { kind: 'string', required: true, maxLength: 150 },
  contact_email: { kind: 'email', maxLength: 254 },
  contact_phone: { kind: 'tel', maxLength: 30 },
  message: { kind: 'text', maxLength: 20000 },
} satisfies Schema;

export const committeeMemberSchema = {
  full_name: { kind: 'string', required: true, maxLength: 150 },
  role: { kind: 'string', required: true, maxLength: 100 },
  contact_email: { kind: 'email', maxLength: 254 },
  contact_phone: { kind: 'tel', maxLength: 30 },
} satisfies Schema;

export const noticeSchema = {
  title: { kind: 'string', required: true, maxLength: 255 },
  description: { kind: 'text', maxLength: 10000 },
  date: { kind: 'date' },
  category: { kind: 'string', maxLength: 100 },
} satisfies Schema;

export const gallerySchema = {
  caption: { kind: 'string', maxLength: 255 },
} satisfies Schema;

export const teacherSchema = {
  full_name: { kind: 'string', required: true, maxLength: 150 },
  designation: { kind: 'string', maxLength: 100 },
  subject: { kind: 'string', maxLength: 100 },
  contact_phone: { kind: 'phone' },
  contact_email: { kind: 'email', maxLength: 254 },
  profile: { kind: 'text', maxLength: 5000 },
  /** Another name for `profile` (the original's later client): accepted on writes, answered as `profile`. */
  teacher_intro: { kind: 'text', maxLength: 5000 },
} satisfies Schema;

export const staffSchema = {
  full_name: { kind: 'string', required: true, maxLength: 150 },
  designation: { kind: 'string', required: true, maxLength: 100 },
  contact_phone: { kind: 'phone' },
  contact_email: { kind: 'email', maxLength: 254 },
  profile: { kind: 'text', maxLength: 5000 },
} satisfies Schema;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
/** How the dashboard's student form and the public counts name each gender. */
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: 'ছাত্র', female: 'ছাত্রী', other: 'অন্যান্য' };

export const studentSchema = {
  full_name: { kind: 'string', required: true, maxLength: 150 },
  /**
   * Text, as the original stored it: trimmed, Bengali digits as Latin, leading zeros kept (`0045`). Compared and
   * sorted as a number where it is one: `0045` and `45` are the same roll in a class and section.
   */
  roll_number: { kind: 'string', required: true, maxLength: 20, latinDigits: true },
  /** The id of a class. */
  class_name: { kind: 'integer', required: true, min: 1 },
  /** Free text, as the original stored it (`ক`); the dashboard offers the sections' names. */
  section: { kind: 'string', maxLength: 50 },
  gender: { kind: 'choice', choices: GENDERS },
  date_of_birth: { kind: 'date' },
  address: { kind: 'string', maxLength: 500 },
  guardian_name: { kind: 'string', maxLength: 150 },
  guardian_contact: { kind: 'tel', maxLength: 30 },
  contact_email: { kind: 'email', maxLength: 254 },
  contact_phone: { kind: 'tel', maxLength: 30 },
  digital_id_code: { kind: 'string', maxLength: 64 },
} satisfies Schema;

export const classSchema = {
  name: { kind: 'string', required: true, maxLength: 100 },
} satisfies Schema;

export const sectionSchema = {
  name: { kind: 'string', required: true, maxLength: 100 },
} satisfies Schema;

export const subjectSchema = {
  name: { kind: 'string', required: true, maxLength: 150 },
  /** The id of a class. */
  class_name: { kind: 'integer', required: true, min: 1 },
} satisfies Schema;

/** Teaching days, Sunday first; a routine entry without a day is held on every teaching day. */
export const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Day = (typeof DAYS)[number];
export const TEACHING_DAYS: readonly Day[] = ['sun', 'mon', 'tue', 'wed', 'thu'];

/** The spec's camelCase payload. */
export const routineSchema = {
  classId: { kind: 'integer', required: true, min: 1 },
  sectionId: { kind: 'integer', required: true, min: 1 },
  subjectId: { kind: 'integer', required: true, min: 1 },
  teacherId: { kind: 'integer', required: true, min: 1 },
  startTime: { kind: 'time', required: true },
  endTime: { kind: 'time', required: true },
  day: { kind: 'choice', choices: DAYS },
} satisfies Schema;

export const ROUTINE_END_MESSAGE = 'End time must be after start time.';

/** The routine rule beyond single fields: the slot ends after it starts (HH:MM compares as text). */
export function routineTimeProblem(values: { startTime?: unknown; endTime?: unknown }): string | null {
  const { startTime, endTime } = values;
  return typeof startTime === 'string' && typeof endTime === 'string' && endTime <= startTime ? ROUTINE_END_MESSAGE : null;
}

// ---- The college's public record (issue 13): results, routine files and recognition letters.

export const RESULT_CATEGORIES = ['Public', 'Internal'] as const;
export type ResultCategory = (typeof RESULT_CATEGORIES)[number];

/** The exam names the dashboard suggests for each category of result (any name up to 100 characters is taken). */
export const EXAM_NAME_SUGGESTIONS: Readonly<Record<ResultCategory, readonly string[]>> = {
  Public: ['JSC', 'SSC', 'HSC'],
  Internal: ['Half Yearly', 'Year Final'],
};

/** An exam's result: its sheet (a PDF or an image) and, when given, how many sat, passed and earned GPA 5. */
export const resultSchema = {
  year: { kind: 'integer', required: true, min: 1950, max: 2100 },
  category: { kind: 'choice', required: true, choices: RESULT_CATEGORIES },
  /** The id of a class. */
  class_name: { kind: 'integer', required: true, min: 1 },
  exam_name: { kind: 'string', required: true, maxLength: 100 },
  examinees: { kind: 'integer', min: 0 },
  passed: { kind: 'integer', min: 0 },
  gpa5: { kind: 'integer', min: 0 },
} satisfies Schema;

export const RESULT_COUNT_MESSAGES = {
  passed: 'The number passed cannot be more than the number of examinees.',
  gpa5: 'The number with GPA 5 cannot be more than the number passed.',
} as const;

/** The result rule beyond single fields: no more passed than sat, no more GPA 5s than passed (counts not given are not compared). */
export function resultCountProblems(values: { examinees?: unknown; passed?: unknown; gpa5?: unknown }): Record<string, string[]> | null {
  const count = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(toLatinDigits(v.trim())) ? Number(toLatinDigits(v.trim())) : null);
  const [examinees, passed, gpa5] = [count(values.examinees), count(values.passed), count(values.gpa5)];
  const errors: Record<string, string[]> = {};
  if (examinees !== null && passed !== null && passed > examinees) errors.passed = [RESULT_COUNT_MESSAGES.passed];
  if (passed !== null && gpa5 !== null && gpa5 > passed) errors.gpa5 = [RESULT_COUNT_MESSAGES.gpa5];
  return Object.keys(errors).length ? errors : null;
}

export const ROUTINE_FILE_CATEGORIES = ['Academic', 'Exam'] as const;
export type RoutineFileCategory = (typeof ROUTINE_FILE_CATEGORIES)[number];

/** A class's routine as a file (a PDF or an image): the academic (class) routine or an exam's. */
export const routineFileSchema = {
  category: { kind: 'choice', required: true, choices: ROUTINE_FILE_CATEGORIES },
  /** The id of a class. */
  class_name: { kind: 'integer', required: true, min: 1 },
} satisfies Schema;

/** A letter of recognition or permission (the `image` file: a scan or a PDF). */
export const acknowledgmentSchema = {
  title: { kind: 'string', required: true, maxLength: 200 },
  date: { kind: 'date', required: true },
} satisfies Schema;

// ---- The academic calendar (issue 29): holidays, exam periods, admission dates, on /about and in /calendar.ics.

export const CALENDAR_KINDS = ['holiday', 'exam', 'admission', 'other'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** An event of the year: its days (one, or from the start to the end, both included), its kind and a short note. */
export const calendarEventSchema = {
  title: { kind: 'string', required: true, maxLength: 200 },
  kind: { kind: 'choice', required: true, choices: CALENDAR_KINDS, labels: { holiday: 'ছুটি', exam: 'পরীক্ষা', admission: 'ভর্তি', other: 'অন্যান্য' } },
  start_date: { kind: 'date', required: true },
  end_date: { kind: 'date', notBefore: 'start_date' },
  note: { kind: 'string', maxLength: 300 },
} satisfies Schema;

// ---- Answers of the API beyond the resources' records (those are typed from the registry: AnswerOf in
// ---- registry/answers.ts).

/** One line of `GET stats/`: how many students a class and section has of one gender (counts only, never names). */
export interface StudentCount {
  /** The id of the class. */
  class_name: number;
  /** The class's name. */
  class: string;
  /** The section's text, or empty when the students have none. */
  section: string;
  gender: Gender | null;
  count: number;
}

/** `GET stats/` (anyone): students by class, section and gender; the numbers of teachers and staff. */
export interface Stats {
  students: StudentCount[];
  teachers: number;
  staff: number;
}

/** A backup that finished (`GET backups/`): when, how big (the database, the key and every file) and how many files. */
export interface BackupSummary {
  started_at: string;
  finished_at: string;
  size_bytes: number;
  file_count: number;
  /** `manual` (npm run backup) or `scheduled` (BACKUP_EVERY). */
  kind: 'manual' | 'scheduled';
}

/** `GET backups/` (Admin): the last backup that succeeded (null: none yet), and whether one is running now. */
export interface BackupStatus {
  last: BackupSummary | null;
  running: boolean;
}

/** What the audit trail records (`GET audit/`). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One field's change: `before` on update and delete, `after` on create and update (a file field's stored path). A
 * secret's values are never kept: `{redacted: true}` says only that it was set or changed.
 */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
  redacted?: true;
}

/** An entry of `GET audit/`: who (null for a visitor), when, which record, which fields changed. */
export interface AuditLogEntry {
  id: number;
  created_at: string;
  user_id: number | null;
  username: string | null;
  action: AuditAction;
  /** The registry key of the resource (`students`). */
  resource: string;
  record_id: number | null;
  changes: Record<string, FieldChange>;
}

/** The answer of `GET stats/` as the pages read it: whatever came, never a crash (a list that is none is empty). */
export function statsOf(body: unknown): Stats {
  const answer = body as Partial<Stats> | null;
  return { students: Array.isArray(answer?.students) ? answer.students : [], teachers: Number(answer?.teachers) || 0, staff: Number(answer?.staff) || 0 };
}
