// `POST students/photos/`: many students' photos in one ZIP, each image named by the student's roll (within the
// class and section the request names) or by their digital_id_code. The archive is read with fflate a slice at a
// time, counting what it unpacks, so a zip bomb stops at the caps (entries, bytes in all, a picture's limit each)
// instead of filling the memory. Each image is checked like any upload (its real type by content, its size,
// metadata stripped). All or none: the files are stored, then every row updated in one transaction; a failure
// removes what was stored, and the photos replaced are removed once it is committed.
import type { FastifyRequest } from 'fastify';
import { Unzip, UnzipInflate } from 'fflate';
import { MB } from 'remote_shared/registry';
import { fillMessage, IMPORT_MESSAGES, PHOTO_MATCHES, PHOTO_ZIP_MAX_FILES, PHOTO_ZIP_MAX_UNPACKED_BYTES, type PhotoError, type PhotoMatch, type PhotoMatched } from 'remote_shared/transfer';
import { MESSAGES, requiring, studentSchema, toLatinDigits, validate } from 'remote_shared/schemas';
import { actorOf, auditChanges, recordAudit } from '../audit';
import { isoNow } from '../db';
import { rollKey } from '../db/rollKeys';
import { ApiError, conflict, validationError } from '../errors';
import type { BoundResource } from '../resources/crud/bound';
import { lockTable, writeError } from '../resources/crud/writes';
import { bumpVersions } from '../resources/versions';
import { checkUpload, type CheckedUpload, removeUpload, storeUpload } from '../uploads';
import { fileError } from './parse';

/** The ZIP is given to the reader in slices this large: no slice can unpack to more than about 1,000 times it. */
const SLICE_BYTES = 16 * 1024;
const IMAGE_NAME = /^(.+)\.(jpe?g|png|webp)$/i;

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

interface Entry {
  /** The name in the archive, folders included. */
  file: string;
  chunks: Uint8Array[];
  bytes: number;
  done: boolean;
  problem: string | null;
}

/** Folders, macOS's resource forks (__MACOSX/) and hidden files (.DS_Store) are not photos. */
function ignored(name: string): boolean {
  return name.endsWith('/') || name.split('/').some((part) => part === '__MACOSX' || part.startsWith('.'));
}

/** Thrown from inside the reader to stop it. */
class ZipRefused extends Error {}

/** The images of a ZIP, each with its bytes or what is wrong with it; a 400 on `file` for an archive refused whole. */
function unpack(data: Buffer, maxBytes: number): Entry[] {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw fileError(IMPORT_MESSAGES.zipUnreadable);
  const entries: Entry[] = [];
  const tooLarge = fillMessage(IMPORT_MESSAGES.photoTooLarge, { mb: maxBytes / MB });
  let count = 0;
  let unpacked = 0;
  const unzip = new Unzip((file) => {
    if (++count > PHOTO_ZIP_MAX_FILES) throw new ZipRefused(fillMessage(IMPORT_MESSAGES.zipTooManyFiles, { max: PHOTO_ZIP_MAX_FILES.toLocaleString('en-US') }));
    if (ignored(file.name)) return; // never started: its bytes are skipped, not unpacked
    const entry: Entry = { file: file.name, chunks: [], bytes: 0, done: false, problem: null };
    entries.push(entry);
    if (file.originalSize !== undefined && file.originalSize > maxBytes) {
      entry.problem = tooLarge;
      return;
    }
    file.ondata = (error, chunk, final) => {
      if (error) {
        entry.problem = IMPORT_MESSAGES.zipUnreadable;
        return;
      }
      entry.bytes += chunk.length;
      unpacked += chunk.length;
      if (unpacked > PHOTO_ZIP_MAX_UNPACKED_BYTES) throw new ZipRefused(fillMessage(IMPORT_MESSAGES.zipTooLarge, { mb: PHOTO_ZIP_MAX_UNPACKED_BYTES / MB }));
      if (entry.bytes > maxBytes) {
        // Declared small, unpacking larger: stop this one (its declared size lied).
        entry.problem = tooLarge;
        entry.chunks = [];
        file.terminate();
        return;
      }
      entry.chunks.push(chunk);
      entry.done = final;
    };
    try {
      file.start();
    } catch {
      entry.problem = IMPORT_MESSAGES.zipUnreadable; // a compression method other than stored and deflate
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let start = 0; start < data.length; start += SLICE_BYTES) unzip.push(data.subarray(start, start + SLICE_BYTES), start + SLICE_BYTES >= data.length);
  } catch (error) {
    throw fileError(error instanceof ZipRefused ? error.message : IMPORT_MESSAGES.zipUnreadable);
  }
  for (const entry of entries) if (!entry.problem && !entry.done) entry.problem = IMPORT_MESSAGES.zipUnreadable;
  if (!entries.length) throw fileError(IMPORT_MESSAGES.zipEmpty);
  return entries;
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

/** Unpacks, checks and matches every image of the ZIP (reads only). */
export async function checkPhotos(r: BoundResource, target: PhotoTarget, data: Buffer): Promise<PhotoCheck> {
  const rule = r.files.photo;
  const entries = unpack(data, rule.maxBytes);
  const errors: PhotoError[] = [];
  const named: { file: string; key: string; upload: CheckedUpload }[] = [];
  for (const entry of entries) {
    const base = entry.file.split('/').pop()!;
    const name = IMAGE_NAME.exec(base);
    const text = name?.[1].trim();
    if (!text) errors.push({ file: entry.file, message: IMPORT_MESSAGES.photoName });
    else if (entry.problem) errors.push({ file: entry.file, message: entry.problem });
    else {
      try {
        const upload = checkUpload({ fieldname: 'photo', filename: base, mimetype: '', data: Buffer.concat(entry.chunks) }, { field: 'photo', ...rule });
        named.push({ file: entry.file, key: target.match === 'roll' ? rollKey(toLatinDigits(text)) : text, upload });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        errors.push({ file: entry.file, message: String((error.body.photo as string[] | undefined)?.[0] ?? error.message) });
      }
    }
  }
  const students = await studentsByKey(r, target, [...new Set(named.map((image) => image.key))]);
  const matched: PhotoMatched[] = [];
  const uploads = new Map<number, CheckedUpload>();
  const fileOf = new Map<number, string>();
  for (const { file, key, upload } of named) {
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
  return { files: entries.length, matched, errors, uploads };
}

/** Stores the photos and sets them on their students, all or none; answers how many were updated. */
export async function writePhotos(r: BoundResource, request: FastifyRequest, uploads: Map<number, CheckedUpload>): Promise<number> {
  const { config } = r;
  const stored = new Map<number, string>();
  let replaced: (string | null)[] = [];
  try {
    for (const [id, upload] of uploads) stored.set(id, await storeUpload(config.mediaRoot, upload));
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
    for (const path of stored.values()) await removeUpload(config.mediaRoot, path).catch((err) => request.log.warn({ err, path }, 'removing a stored file failed'));
    throw writeError(error);
  }
  // Committed: the photos replaced go (the orphan sweep removes any that fails here).
  for (const path of replaced) await removeUpload(config.mediaRoot, path).catch((err) => request.log.warn({ err, path }, 'removing a replaced file failed'));
  return stored.size;
}
