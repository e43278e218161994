// `POST students/photos/`: many students' photos in one ZIP, each image named by the student's roll (within the
// class and section the request names) or by their digital_id_code. The archive is unpacked and its images checked
// in a worker thread (photoZip.ts: the caps, a lying size, each image checked like any upload); here the images are
// matched to students. All or none: the files are stored, then every row updated in one transaction; a failure
// removes what was stored, and the photos replaced are removed once it is committed.
import type { FastifyRequest } from 'fastify';
import { fillMessage, IMPORT_MESSAGES, PHOTO_MATCHES, type PhotoError, type PhotoMatch, type PhotoMatched } from 'remote_shared/transfer';
import { MESSAGES, requiring, studentSchema, validate } from 'remote_shared/schemas';
import { actorOf, auditChanges, recordAudit } from '../audit';
import { removeNamedNoMore } from '../uploads/removals';
import { isoNow } from '../db';
import { conflict, validationError } from '../errors';
import type { BoundResource } from '../resources/crud/bound';
import { lockTable, writeError } from '../resources/crud/writes';
import { bumpVersions } from '../resources/versions';
import { type CheckedUpload, removeUpload, storeUpload } from '../uploads';
import { storageOf } from '../storage';
import type { PhotoZip } from './photoZip';

/** Whom the photos are matched to: by digital id, or by roll within a class and section. */
export type PhotoTarget = { match: 'digital_id_code' } | { match: 'roll'; classId: number; section: string };

const rollSchema = requiring({ class_name: studentSchema.class_name, section: studentSchema.section }, ['section']);

/** The request's `match`, and for `roll` its class (an existing class's id) and section; a 400 naming the field otherwise. */
export async function photoTarget(r: BoundResource, body: Record<string, unknown>): Promise<PhotoTarget> {
  const match = typeof body.match === 'string' ? body.match.trim() : '';
  if (!(PHOTO_MATCHES as readonly string[]).includes(match)) throw validationError({ match: [match ? MESSAGES.choice(match) : MESSAGES.required] });
  if ((match as PhotoMatch) === 'digital_id_code') return { match: 'digital_id_code' };
  const { values, errors } = validate(rollSchema, body);
  if (errors) throw validationError(errors);
  const classId = Number(values.class_name);
  if (!(await r.db.selectFrom('classes').select('id').where('id', '=', classId).executeTakeFirst())) {
    throw validationError({ class_name: [`Invalid pk "${classId}" - object does not exist.`] });
  }
  return { match: 'roll', classId, section: String(values.section) };
}

interface StudentRef {
  id: number;
  full_name: string;
  photo: string | null;
}

/** The students the files' keys name, by key (a roll's key, or a code). */
async function studentsByKey(r: BoundResource, target: PhotoTarget, keys: string[]): Promise<Map<string, StudentRef>> {
  const found = new Map<string, StudentRef>();
  if (target.match === 'roll') {
    const rows = await r.db.selectFrom('students').select(['id', 'full_name', 'photo', 'roll_key']).where('class_id', '=', target.classId).where('section', '=', target.section).execute();
    for (const row of rows) found.set(row.roll_key, row);
    return found;
  }
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await r.db.selectFrom('students').select(['id', 'full_name', 'photo', 'digital_id_code']).where('digital_id_code', 'in', keys.slice(start, start + 500)).execute();
    for (const row of rows) found.set(row.digital_id_code, row);
  }
  return found;
}

export interface PhotoCheck {
  files: number;
  matched: PhotoMatched[];
  errors: PhotoError[];
  /** The checked image of each match, by student id. */
  uploads: Map<number, CheckedUpload>;
}

/** Matches the ZIP's checked images to students (reads only). */
export async function matchPhotos(r: BoundResource, target: PhotoTarget, zip: PhotoZip): Promise<PhotoCheck> {
  const errors = [...zip.errors];
  const students = await studentsByKey(r, target, [...new Set(zip.images.map((image) => image.key))]);
  const matched: PhotoMatched[] = [];
  const uploads = new Map<number, CheckedUpload>();
  const fileOf = new Map<number, string>();
  for (const { file, key, upload } of zip.images) {
    const student = students.get(key);
    const value = file.split('/').pop()!.replace(/\.[^.]+$/, '').trim();
    if (!student) errors.push({ file, message: fillMessage(target.match === 'roll' ? IMPORT_MESSAGES.noStudentWithRoll : IMPORT_MESSAGES.noStudentWithCode, { value }) });
    else if (fileOf.has(student.id)) errors.push({ file, message: fillMessage(IMPORT_MESSAGES.samePhotoStudent, { file: fileOf.get(student.id)! }) });
    else {
      fileOf.set(student.id, file);
      uploads.set(student.id, upload);
      matched.push({ file, id: student.id, full_name: student.full_name });
    }
  }
  return { files: zip.files, matched, errors, uploads };
}

/** Stores the photos and sets them on their students, all or none; answers how many were updated. */
export async function writePhotos(r: BoundResource, request: FastifyRequest, uploads: Map<number, CheckedUpload>): Promise<number> {
  const { config } = r;
  const stored = new Map<number, string>();
  let replaced: (string | null)[] = [];
  try {
    for (const [id, upload] of uploads) stored.set(id, await storeUpload(storageOf(config), upload));
    replaced = await r.db.transaction().execute(async (trx) => {
      await lockTable(trx, 'students');
      const ids = [...stored.keys()];
      const current = new Map<number, string | null>();
      for (let start = 0; start < ids.length; start += 500) {
        const rows = await trx.selectFrom('students').select(['id', 'photo']).where('id', 'in', ids.slice(start, start + 500)).execute();
        for (const row of rows) current.set(row.id, row.photo);
      }
      if (current.size !== ids.length) throw conflict('A student was deleted meanwhile: nothing was imported. Check the photos again.');
      const now = isoNow(config.now);
      for (const [id, path] of stored) await trx.updateTable('students').set({ photo: path, updated_at: now }).where('id', '=', id).execute();
      const actor = actorOf(request.user);
      await recordAudit(
        trx,
        ids.map((id) => ({ ...actor, action: 'update' as const, resource: 'students' as const, recordId: id, changes: auditChanges({ photo: current.get(id) }, { photo: stored.get(id) }) })),
        now,
      );
      await bumpVersions(trx, [r.def.path]);
      return [...current.values()];
    });
  } catch (error) {
    for (const path of stored.values()) await removeUpload(storageOf(config), path).catch((err) => request.log.warn({ err, path }, 'removing a stored file failed'));
    throw writeError(error);
  }
  // Committed: the photos replaced go (once no backup runs: uploads/removals.ts; the orphan sweep removes any that fails here).
  for (const path of replaced) await removeNamedNoMore(r.db, storageOf(config), path, config.now).catch((err) => request.log.warn({ err, path }, 'removing a replaced file failed'));
  return stored.size;
}
