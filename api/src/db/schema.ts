// The typed shape of the database, for Kysely. Timestamps are ISO 8601 UTC text (`2025-01-31T09:30:00.000Z`)
// on both SQLite and PostgreSQL: one representation, sortable as text, identical in JSON answers.
// Booleans are integers 0/1 because better-sqlite3 cannot bind JavaScript booleans.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { FilesOf, Registry, ResourceKey } from 'remote_shared/registry';
import type { AuditAction, FieldRule, StoredValueOf, UserRole } from 'remote_shared/schemas';

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

/** Columns every managed resource has. */
interface Stamped {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/**
 * A field's column, typed by its rule in the shared schema (remote_shared/schemas, ValueOf): what the API
 * validates is what is stored. A yes or no is 1 or 0, 0 unless written (better-sqlite3 binds no booleans).
 */
type FieldColumn<R> = R extends { kind: 'boolean' } ? ColumnType<number, number | undefined, number> : R extends FieldRule ? StoredValueOf<R> : never;

/** A file field's column: the stored file's key under MEDIA_ROOT (`notices/ab12.pdf`), answered as a URL. */
type FileColumn<Rule> = Rule extends { required: true } ? string : string | null;

type SchemaOf<K extends ResourceKey> = Registry[K]['schema'];

/**
 * The columns of resource `K` as the registry types them: a column for each field of its schema and for each of
 * its files. A field stored under another name (the resource's `columns`, `class_name` in `class_id`) is named
 * in `Names`. A table adds the columns only the server keeps, and narrows what it always fills.
 */
type ColumnsOf<K extends ResourceKey, Names extends Partial<Record<keyof SchemaOf<K>, string>> = Record<never, string>> = {
  -readonly [F in keyof SchemaOf<K> as F extends keyof Names ? Names[F] & string : F]: FieldColumn<SchemaOf<K>[F]>;
} & { -readonly [F in keyof FilesOf<K>]: FileColumn<FilesOf<K>[F]> };

/** The one record (`singleton` keeps a second from being inserted). */
export interface InstitutionsTable extends Stamped, ColumnsOf<'institutions'> {
  singleton: ColumnType<number, number | undefined, never>;
}

export interface PrincipalsTable extends Stamped, ColumnsOf<'principals'> {}

export interface CommitteeMembersTable extends Stamped, ColumnsOf<'committee'> {}

export interface NoticesTable extends Stamped, ColumnsOf<'notices'> {
  /** YYYY-MM-DD; today's when written without one. */
  date: string;
}

export interface GalleryTable extends Stamped, ColumnsOf<'gallery'> {}

/** `teacher_intro` is another name for `profile`, stored there. */
export interface TeachersTable extends Stamped, Omit<ColumnsOf<'teachers'>, 'teacher_intro'> {}

export interface StaffTable extends Stamped, ColumnsOf<'staff'> {}

export interface NamedTable extends Stamped, ColumnsOf<'classes' | 'sections'> {}

export interface SubjectsTable extends Stamped, ColumnsOf<'subjects', { class_name: 'class_id' }> {}

export interface StudentsTable extends Stamped, ColumnsOf<'students', { class_name: 'class_id' }> {
  /** As sent (trimmed, Latin digits, leading zeros kept): `0045`. */
  roll_number: string;
  /** rollKey(roll_number) (db/rollKeys.ts): unique within a class and section, and the roll's sort order. */
  roll_key: string;
  /** Made by the server when a new student has none. */
  digital_id_code: string;
}

/** Times are HH:MM; a day of null is every teaching day (Sunday to Thursday). */
export interface ClassRoutinesTable
  extends Stamped,
    ColumnsOf<
      'routine',
      { classId: 'class_id'; sectionId: 'section_id'; subjectId: 'subject_id'; teacherId: 'teacher_id'; startTime: 'start_time'; endTime: 'end_time' }
    > {}

/** An exam's result sheet (a PDF or an image under MEDIA_ROOT) with its optional counts. */
export interface ResultsTable extends Stamped, ColumnsOf<'results', { class_name: 'class_id' }> {}

/** A class's routine as a file: the academic routine or an exam's. */
export interface RoutineFilesTable extends Stamped, ColumnsOf<'routines', { class_name: 'class_id' }> {}

/** A recognition or permission letter: `image` is a scan or a PDF. */
export interface AcknowledgmentsTable extends Stamped, ColumnsOf<'acknowledgments'> {}

/** An event of the academic calendar: `end_date` null is a one-day event. */
export interface CalendarEventsTable extends Stamped, ColumnsOf<'calendar'> {}

/** `is_read` is 1 once an Admin has read the message; a visitor's message starts unread (0). */
export interface ContactsTable extends Stamped, ColumnsOf<'contacts'> {}

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
  calendar_events: CalendarEventsTable;
  contacts: ContactsTable;
  audit_entries: AuditEntriesTable;
  backup_runs: BackupRunsTable;
  deferred_removals: DeferredRemovalsTable;
  backup_schedule: BackupScheduleTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
