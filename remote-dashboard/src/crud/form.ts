// The state of a record form, written once: text values, chosen files, the errors beside each field (the shared
// schema's before sending, the server's after a refusal) and the server's reason when it names no field.
import { useState } from 'react';
import { errorStatus, fieldErrors, type FieldErrors } from 'remote_shared/api';
import { fillMessage, readMessage } from 'remote_shared/transfer';
import { MESSAGES, toBengaliDigits, validate, type Schema, type Values } from 'remote_shared/schemas';
import { T } from '../texts';
import { refusalDetail } from './records';

export type TextValues = Record<string, string>;

/** The shared schema's messages a user reads in Bengali; the server's own words pass through unchanged. */
const LOCAL_MESSAGES: Record<string, string> = {
  [MESSAGES.required]: T.messages.required,
  [MESSAGES.blank]: T.messages.required,
  [MESSAGES.email]: T.messages.email,
  [MESSAGES.phone]: T.messages.phone,
  [MESSAGES.tel]: T.messages.tel,
  [MESSAGES.date]: T.messages.date,
  [MESSAGES.time]: T.messages.time,
  [MESSAGES.integer]: T.messages.integer,
  [MESSAGES.digits]: T.messages.digits,
  [MESSAGES.nullCharacter]: T.messages.nullCharacter,
  'This field may not be null.': T.messages.required,
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shared schema's messages that carry a value (`Ensure this field has no more than 100 characters.`), read back. */
const VALUED_MESSAGES: { pattern: RegExp; local: (value: string) => string }[] = (
  [
    [MESSAGES.maxLength, T.messages.maxLength],
    [MESSAGES.minLength, T.messages.minLength],
    [MESSAGES.minValue, T.messages.minValue],
    [MESSAGES.maxValue, T.messages.maxValue],
    [MESSAGES.choice, T.messages.choice],
    [MESSAGES.notBefore, T.messages.notBefore],
  ] as const
)
  // A message an older release of the shared remote lacks (it never sends it either): left out, not a failed start.
  .filter(([english]) => typeof english === 'function')
  .map(([english, local]) => {
    const [before, after] = (english as (value: never) => string)('\u0000' as never).split('\u0000');
    return { pattern: new RegExp(`^${escaped(before)}(.*)${escaped(after)}$`, 's'), local };
  });

/** The values of an import message that are counts (a row, a limit), written in Bengali digits. */
const COUNTS = new Set(['row', 'max', 'mb', 'count']);

/**
 * One message of the server or the shared schema as a user reads it: the schema's in Bengali (with their values),
 * the import's (remote_shared/registry IMPORT_MESSAGES) in Bengali with their placeholders filled, anything else
 * (the server's own words) unchanged.
 */
export function localMessage(message: string): string {
  const fixed = LOCAL_MESSAGES[message];
  if (fixed) return fixed;
  for (const { pattern, local } of VALUED_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return local(match[1]);
  }
  const known = readMessage(message);
  if (!known) return message;
  const values = Object.fromEntries(Object.entries(known.values).map(([name, value]) => [name, COUNTS.has(name) ? toBengaliDigits(value) : value]));
  return fillMessage(T.transfer.messages[known.key], values);
}

/** The fields a refusal names: a 400's or 409's, and a file's too large (413) or of a wrong type (415). */
export function refusedFields(error: unknown): FieldErrors {
  const status = errorStatus(error);
  if (status !== 413 && status !== 415) return fieldErrors(error);
  return fieldErrors({ status: 400, data: (error as { data?: unknown }).data });
}

export function localized(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(localMessage)]));
}

/**
 * A FormData of the clean values (null sent as '' = cleared) and of the files: a chosen file is sent, '' removes
 * the record's file, and a file field left out keeps the file the record has.
 */
export function toFormData(values: Values, files: Record<string, File | '' | null | undefined> = {}): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) body.append(field, value === null ? '' : String(value));
  for (const [field, file] of Object.entries(files)) if (file || file === '') body.append(field, file);
  return body;
}

export function useRecordForm(empty: TextValues) {
  const [values, setValues] = useState<TextValues>(empty);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Record<string, boolean>>({});

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  return {
    values,
    files,
    errors,
    formError,
    set(name: string, value: string) {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    setFile(name: string, file: File | null) {
      setFiles((current) => ({ ...current, [name]: file }));
      clearError(name);
    },
    removed,
    /** Marks the record's current file of a field to be removed (or kept again). */
    remove(name: string, yes: boolean) {
      setRemoved((current) => ({ ...current, [name]: yes }));
    },
    /** The multipart body: the clean values, each chosen file, '' for a file to remove; other files are kept. */
    body(clean: Values, fileFields: string[]): FormData {
      return toFormData(clean, Object.fromEntries(fileFields.map((name) => [name, files[name] ?? (removed[name] ? '' : undefined)])));
    },
    /** Field errors found on this side (size or type of a file, a rule of the screen). */
    addErrors(more: FieldErrors) {
      setErrors((current) => ({ ...current, ...more }));
    },
    /** Back to `next` (the empty form by default): no files, no errors. */
    // An arrow, not a method: screens take it out of the form (`const { reset } = form`) for their effects.
    reset: (next: TextValues = empty) => {
      setValues(next);
      setFiles({});
      setRemoved({});
      setErrors({});
      setFormError(null);
    },
    /** The clean values when the form passes the schema; otherwise the errors are shown and null answered. */
    check(schema: Schema, overrides: Record<string, string> = {}): Values | null {
      const result = validate(schema, values);
      setFormError(null);
      if (!result.errors) {
        setErrors({});
        return result.values;
      }
      const shown = localized(result.errors);
      for (const field of Object.keys(shown)) if (overrides[field]) shown[field] = [overrides[field]];
      setErrors(shown);
      return null;
    },
    /** Shows why the server refused: its field errors beside the fields, its reason above the buttons. */
    refused(error: unknown) {
      setErrors(localized(refusedFields(error)));
      setFormError(refusalDetail(error));
    },
  };
}

export type RecordForm = ReturnType<typeof useRecordForm>;
