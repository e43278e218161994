// An entry of the audit trail (`GET audit/`), and how the screen names what it records: each resource by its part
// of the dashboard (the menu's names), each field by its label, a record by its number and the name it had.
import type { ResourceKey } from 'remote_shared/registry';
import { T } from '../../texts';

const O = T.overview;

/** One field's change: before and after on update, after on create, before on delete; a secret's value never. */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
  redacted?: true;
}

export interface AuditEntry {
  id: number;
  created_at: string;
  user_id: number | null;
  username: string | null;
  action: string;
  resource: string;
  record_id: number | null;
  changes: Record<string, FieldChange>;
}

export const RESOURCE_NAMES: Record<ResourceKey, string> = {
  institutions: T.screens['college-info'],
  principals: T.screens['principal-info'],
  committee: T.screens['committee-member'],
  notices: T.screens.notices,
  gallery: T.screens['gallery-list'],
  teachers: O.teachers,
  staff: O.staff,
  students: O.students,
  classes: T.fields.className,
  sections: T.screens.sections,
  subjects: T.fields.subject,
  routine: T.screens['class-routine'],
  results: T.screens.results,
  routines: T.screens['routine-files'],
  acknowledgments: T.screens.acknowledgments,
  contacts: T.screens.contacts,
  users: T.screens.users,
};

export function fieldName(field: string): string {
  return T.audit.fields[field] ?? field;
}

/** The fields that name a record, in the order they are looked for. */
const NAMING_FIELDS = ['title', 'full_name', 'name', 'username', 'exam_name'];

/** `#12 ভর্তি বিজ্ঞপ্তি`: the record's number and, when the entry holds it, its name (after the write, else before). */
export function recordLabel(entry: AuditEntry): string {
  const number = entry.record_id === null ? '' : T.audit.recordNumber(entry.record_id);
  for (const field of NAMING_FIELDS) {
    const change = entry.changes[field];
    const name = change && !change.redacted ? (change.after ?? change.before) : undefined;
    if (typeof name === 'string' && name) return number ? `${number} ${name}` : name;
  }
  return number;
}
