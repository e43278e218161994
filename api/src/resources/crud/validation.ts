// The checks of a write, before and inside its transaction: the fields by the shared schema, the files (what the
// request asks of each, then size and real type by the registry's rule), the ids the record refers to, and the
// resource's unique rules.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { type FieldErrors, validate, type Values } from 'remote_shared/schemas';
import type { Database } from '../../db';
import { ApiError, validationError } from '../../errors';
import { bodyObject, uploadedFile } from '../../parsers';
import { answerOrigin } from '../../origin';
import { type CheckedUpload, checkUpload, mediaUrl } from '../../uploads';
import type { BoundResource } from './bound';
import { loose } from './tables';
import type { Record_, UniqueRule } from './types';

const NOT_A_FILE = 'The submitted data was not a file. Check the encoding type on the form.';
const NO_FILE = 'No file was submitted.';

export type FileIntent = { field: string; action: 'keep' } | { field: string; action: 'clear' } | { field: string; action: 'set'; upload: CheckedUpload };

/** The URL of the stored file, as this request's answers give it or relative: a client sending back what it read. */
function sentBack(r: BoundResource, request: FastifyRequest, given: string, stored: string): boolean {
  return given === mediaUrl({ publicUrl: answerOrigin(r.config, request) }, stored) || given === mediaUrl({ publicUrl: null }, stored);
}

/** What the request asks of each file field; field errors for what cannot be a file. */
function fileIntents(r: BoundResource, request: FastifyRequest, body: Record<string, unknown>, existing: Record_ | null, errors: FieldErrors): FileIntent[] {
  const intents: FileIntent[] = [];
  for (const [field, rule] of Object.entries(r.files)) {
    const upload = uploadedFile(request, field);
    if (upload) {
      intents.push({ field, action: 'set', upload: null as unknown as CheckedUpload }); // checked below, after field errors
      continue;
    }
    const given = Object.prototype.hasOwnProperty.call(body, field) ? body[field] : undefined;
    const current = existing?.[field];
    if (given === undefined) {
      if (rule.required && !existing) errors[field] = [NO_FILE];
      else intents.push({ field, action: 'keep' });
    } else if (given === null || (typeof given === 'string' && given.trim() === '')) {
      if (rule.required) errors[field] = [NO_FILE];
      else intents.push({ field, action: current ? 'clear' : 'keep' });
    } else if (typeof given === 'string' && typeof current === 'string' && sentBack(r, request, given, current)) {
      intents.push({ field, action: 'keep' }); // the client sent back the URL it was given
    } else {
      errors[field] = [NOT_A_FILE];
    }
  }
  return intents;
}

/** Validates a write; answers the clean values (API names) and the file intents. 400/413/415 otherwise. */
export function readWrite(r: BoundResource, request: FastifyRequest, existing: Record_ | null, partial: boolean): { values: Values; intents: FileIntent[] } {
  const body = bodyObject(request);
  const { values, errors } = validate(r.def.schema, body, { partial });
  const allErrors: FieldErrors = { ...errors };
  const intents = fileIntents(r, request, body, existing, allErrors);
  if (Object.keys(allErrors).length) throw validationError(allErrors);
  // Files are checked (size, real type, metadata) only once every field is valid: nothing is stored yet.
  for (const intent of intents) {
    if (intent.action === 'set') intent.upload = checkUpload(uploadedFile(request, intent.field)!, { field: intent.field, ...r.files[intent.field] });
  }
  return { values, intents };
}

/** Each id the write sets must name an existing record: a 400 on the field otherwise, as DRF answers. */
export async function checkReferences(r: BoundResource, trx: Transaction<Database>, record: Record_, values: Values): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(r.def.references ?? {})) {
    const id = record[field];
    if (!(field in values) || id === null || id === undefined) continue;
    const found = await loose(trx).selectFrom(rule.table).select('id').where('id', '=', Number(id)).executeTakeFirst();
    if (!found) errors[field] = [`Invalid pk "${id as string | number}" - object does not exist.`];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** What a unique rule compares of a record: each field's column and value, and whether it is compared without case. */
export function uniqueConditions(r: BoundResource, rule: UniqueRule, record: Record_): { column: string; value: unknown; caseless: boolean }[] {
  return rule.fields.map((field) => ({ column: r.column(field), value: record[field] ?? null, caseless: rule.caseInsensitive === field }));
}

/** The resource's unique rules over the record as it will be: a 409 naming the field. */
export async function checkUnique(r: BoundResource, trx: Transaction<Database>, record: Record_, excludeId: number | null): Promise<void> {
  for (const rule of r.def.unique ?? []) {
    let query = loose(trx).selectFrom(r.def.table).select('id');
    for (const { column, value, caseless } of uniqueConditions(r, rule, record)) {
      if (value === null) query = query.where(column, 'is', null);
      else if (caseless) query = query.where(sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`);
      else query = query.where(column, '=', value);
    }
    if (excludeId !== null) query = query.where('id', '<>', excludeId);
    if (await query.executeTakeFirst()) {
      const detail = rule.detail(record);
      throw new ApiError(409, rule.field ? { detail, [rule.field]: [detail] } : { detail });
    }
  }
}
