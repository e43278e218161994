// The records of the API as it answers them, typed from the registry: each resource's schema (its fields, as
// validated), its files (answered as URLs) and the fields the server adds. Nothing here is written by hand but
// what the server adds, so a field added to a schema is in the answers' types, the screens' rows and the tables'
// rows (api/src/db/schema.ts) at once. Types only: no remote reads anything of this at run time.
import type { User } from '../schemas/entities';
import type { Schema, ValuesOf } from '../schemas/rules';
import type { Registry, ResourceKey } from './resources';

/** What the server answers with every record: its id and when it was made and last changed (ISO 8601 UTC). */
export interface Stamps {
  id: number;
  created_at: string;
  updated_at: string;
}

/** File fields as answered: the file's URL, or null for an optional file not given. */
export type FileUrls<Files> = { -readonly [K in keyof Files]: Files[K] extends { required: true } ? string : string | null };

/** A record of `S` as the API answers it: its stamps, its fields, and the file fields of `Files` as URLs. */
export type AnswerOfSchema<S extends Schema, Files = unknown> = Stamps & ValuesOf<S> & FileUrls<Files>;

/** The URL of a record's link-preview card (PREVIEW_CARD), drawn by the server: it changes with what the card shows. */
interface Previewed {
  preview_image: string | null;
}

/**
 * What the server answers of a resource beyond its schema and files, by resource (api/src/resources/: each
 * `present` and `expand`), and the fields it always fills although a write may leave them out.
 */
interface ServerFields {
  // The footer's name for `address_code`.
  institutions: Previewed & { location_code: string | null };
  // Dated today when written without a date.
  notices: Previewed & { date: string };
  // The routine screen reads a teacher's `name`; `teacher_intro` (in the schema) is answered from `profile`.
  teachers: { name: string };
  // Made by the server when not given; the page the student's ID card opens.
  students: { digital_id_code: string; verify_url: string | null };
  // The names of the ids, null for one that no longer resolves.
  routine: Record<'className' | 'sectionName' | 'subjectName' | 'teacherName', string | null>;
  // Every message is stored unread; an update writes only this.
  contacts: { is_read: boolean };
}

/** The file rules of a resource (none: no file fields). */
export type FilesOf<K extends ResourceKey> = Registry[K] extends { files: infer Files } ? Files : unknown;

/** `A` with the fields of `B` put over its own. */
type Over<A, B> = { [K in keyof A | keyof B]: K extends keyof B ? B[K] : K extends keyof A ? A[K] : never };

/**
 * A record of resource `K` as the API answers it (`AnswerOf<'notices'>`): its schema's fields, its files as URLs,
 * and what the server adds. Users are answered whole by the server (`User`), not from their schema (the role alone).
 */
export type AnswerOf<K extends ResourceKey> = K extends 'users'
  ? User
  : Over<AnswerOfSchema<Registry[K]['schema'], FilesOf<K>>, K extends keyof ServerFields ? ServerFields[K] : unknown>;

/**
 * The part of a record a `?fields=` read asks for: `AnswerFields<'results', typeof RESULT_KEYS>`, where RESULT_KEYS
 * is the `as const` list the read joins into its `?fields=`.
 */
export type AnswerFields<K extends ResourceKey, Keys extends readonly (keyof AnswerOf<K>)[]> = Pick<AnswerOf<K>, Keys[number]>;
