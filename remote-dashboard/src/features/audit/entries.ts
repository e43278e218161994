// How the audit trail's screen names what an entry (`GET audit/`) records: each resource by its part of the
// dashboard (the menu's names), each field by its label, a record by its number and the name it had.
import type { ResourceKey } from 'remote_shared/registry';
import type { AuditLogEntry } from 'remote_shared/schemas';
import { T } from '../../texts';

const O = T.overview;

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
export function recordLabel(entry: AuditLogEntry): string {
  const number = entry.record_id === null ? '' : T.audit.recordNumber(entry.record_id);
  for (const field of NAMING_FIELDS) {
    const change = entry.changes[field];
    const name = change && !change.redacted ? (change.after ?? change.before) : undefined;
    if (typeof name === 'string' && name) return number ? `${number} ${name}` : name;
  }
  return number;
}
