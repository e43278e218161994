// The typed shape of the database, for Kysely. Timestamps are ISO 8601 UTC text (`2025-01-31T09:30:00.000Z`)
// on both SQLite and PostgreSQL: one representation, sortable as text, identical in JSON answers.
// Booleans are integers 0/1 because better-sqlite3 cannot bind JavaScript booleans.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AuditAction, UserRole } from 'remote_shared/schemas';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /**
   * usernameKey(username) (NFKC, case-folded, Latin look-alikes as Latin), unique among users whose username_clash is 0 (db/usernameKeys.ts).
   * Null only for a name from before the rule whose key is too long to index.
   */
  username_key: string | null;
  /** 1: kept from before the rule although an older user holds its key; signs in by its exact name only. */
  username_clash: ColumnType<number, number | undefined, number>;
  /** `scrypt$N$r$p$salt$hash`, see auth/passwords.ts. */
  password: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role: UserRole;
  /** Path under MEDIA_ROOT (`profiles/ab12.webp`), turned into a URL when answered. */
  profile_picture: string | null;
  is_active: ColumnType<number, number | undefined, number>;
  last_login: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** Random, unguessable: it travels inside tokens and the cookie. */
  id: string;
  user_id: number;
  /** SHA-256 of the cookie's secret half; the secret itself is never stored. */
  secret_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** How many times its refresh token has rotated: only a refresh token of this generation is still good. */
  refresh_generation: ColumnType<number, number | undefined, number>;
}

export interface ThrottleCountersTable {
  scope: string;
  key: string;
  window_start: string;
  count: number;
}

/** Columns every managed resource has. File columns hold paths under MEDIA_ROOT, answered as URLs. */
interface Stamped {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface PersonColumns {
  full_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  photo: string | null;
}

export interface InstitutionsTable extends Stamped {
  singleton: ColumnType<number, number | undefined, never>;
  name: string;
  government_approval_number: string | null;
  government_approval_date: string | null;
  history: string | null;
  address: string | null;
  address_code: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  logo: string | null;
  institution_image: string | null;
  eiin: string | null;
  college_code: string | null;
  education_board: string | null;
  mission: string | null;
  objective: string | null;
  citizen_charter: string | null;
  citizen_charter_file: string | null;
  grs_officer_name: string | null;
  grs_officer_phone: string | null;
  grs_officer_email: string | null;
  rti_officer_name: string | null;
  rti_officer_phone: string | null;
  rti_officer_email: string | null;
}

export interface PrincipalsTable extends Stamped, PersonColumns {
  designation: 'principal' | 'vice_principal';
  message: string | null;
}

export interface CommitteeMembersTable extends Stamped, PersonColumns {
  role: string;
}

export interface NoticesTable extends Stamped {
  title: string;
  description: string | null;
  pdf_file: string | null;
  /** YYYY-MM-DD */
  date: string;
  category: string | null;
}

export interface GalleryTable extends Stamped {
  image: string;
  caption: string | null;
}

export interface TeachersTable extends Stamped, PersonColumns {
  designation: string | null;
  subject: string | null;
  profile: string | null;
}

export interface StaffTable extends Stamped, PersonColumns {
  designation: string;
  profile: string | null;
}

export interface NamedTable extends Stamped {
  name: string;
}

export interface SubjectsTable extends Stamped {
  name: string;
  class_id: number;
}

export interface StudentsTable extends Stamped, PersonColumns {
  /** As sent (trimmed, Latin digits, leading zeros kept): `0045`. */
  roll_number: string;
  /** rollKey(roll_number) (db/rollKeys.ts): unique within a class and section, and the roll's sort order. */
  roll_key: string;
  class_id: number;
  /** Free text (`ক`), as the original stored it. */
  section: string | null;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
  address: string | null;
  guardian_name: string | null;
  guardian_contact: string | null;
  digital_id_code: string;
}

export interface ClassRoutinesTable extends Stamped {
  class_id: number;
  section_id: number;
  subject_id: number;
  teacher_id: number;
  /** HH:MM */
  start_time: string;
  end_time: string;
  /** sun … sat; null: every teaching day (Sunday to Thursday). */
  day: string | null;
}

/** An exam's result sheet (a PDF or an image under MEDIA_ROOT) with its optional counts. */
export interface ResultsTable extends Stamped {
  year: number;
  category: 'Public' | 'Internal';
  class_id: number;
  exam_name: string;
  examinees: number | null;
  passed: number | null;
  gpa5: number | null;
  file: string;
}

/** A class's routine as a file: the academic routine or an exam's. */
export interface RoutineFilesTable extends Stamped {
  category: 'Academic' | 'Exam';
  class_id: number;
  file: string;
}

/** A recognition or permission letter: `image` is a scan or a PDF. */
export interface AcknowledgmentsTable extends Stamped {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  image: string;
}

export interface ContactsTable extends Stamped {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  /** 1 once an Admin has read it; a visitor's message starts unread (0). */
  is_read: ColumnType<number, number | undefined, number>;
}

/** One create, update or delete (audit/record.ts). */
export interface AuditEntriesTable {
  id: Generated<number>;
  created_at: string;
  /** The author's id and username at the time; both null for a visitor (the contact form). */
  user_id: number | null;
  username: string | null;
  action: AuditAction;
  /** The registry key of the resource (`students`). */
  resource: string;
  record_id: number | null;
  /** JSON: `{field: {before?, after?} | {redacted: true}}`. */
  changes: string;
}

/** One backup (migration 0011, backup/): in progress while not finished and its lease runs. */
export interface BackupRunsTable {
  id: Generated<number>;
  /** `manual` (npm run backup) or `scheduled` (BACKUP_EVERY). */
  kind: string;
  started_at: string;
  /** Renewed while the backup runs; past it, a backup not finished is taken for dead (its process was killed). */
  lease_until_ms: number | string;
  finished_at: string | null;
  /** Where it was written (a folder); its size (the database dump, the key and every file) and file count. */
  location: string | null;
  size_bytes: number | string | null;
  file_count: number | null;
  /** Why it failed; null for a backup that succeeded (or still runs). */
  error: string | null;
}

/** A stored file whose removal waits for the backups in progress to end. */
export interface DeferredRemovalsTable {
  key: string;
  deferred_at: string;
}

/** The scheduled backups: when the next is due, and which process holds the lease of the one running. */
export interface BackupScheduleTable {
  name: string;
  next_due_ms: number | string;
  holder: string | null;
  lease_until_ms: number | string;
}

/** A resource's version is the sum of its rows' (migration 0009): each write adds one to a shard of it. */
export interface ResourceVersionsTable {
  name: string;
  shard: number;
  version: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  throttle_counters: ThrottleCountersTable;
  resource_versions: ResourceVersionsTable;
  institutions: InstitutionsTable;
  principals: PrincipalsTable;
  committee_members: CommitteeMembersTable;
  notices: NoticesTable;
  gallery: GalleryTable;
  teachers: TeachersTable;
  staff: StaffTable;
  classes: NamedTable;
  sections: NamedTable;
  subjects: SubjectsTable;
  students: StudentsTable;
  class_routines: ClassRoutinesTable;
  results: ResultsTable;
  routine_files: RoutineFilesTable;
  acknowledgments: AcknowledgmentsTable;
  contacts: ContactsTable;
  audit_entries: AuditEntriesTable;
  backup_runs: BackupRunsTable;
  deferred_removals: DeferredRemovalsTable;
  backup_schedule: BackupScheduleTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
