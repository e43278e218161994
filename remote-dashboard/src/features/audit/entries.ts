// How the audit trail's screen names what an entry (`GET audit/`) records: each field by its label, a record by
// its number and the name it had. A resource is named by its screen (screens.tsx, screenContext.ts useResourceNames).
import type { AuditLogEntry } from 'remote_shared/schemas';
import { T } from '../../texts';

export function fieldName(field: string): string {
  return T.fieldNames[field] ?? field;
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
