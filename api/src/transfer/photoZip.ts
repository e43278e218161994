// The images of a ZIP of students' photos (POST students/photos/), read without the database: each named image
// unpacked (zip.ts: never past its declared size) and checked like any upload (its real type by content, its size,
// its pixels, metadata stripped), with its key (a roll's key, or a digital_id_code). Pure: the server runs it in a
// worker thread (workers/), away from the requests; photos.ts matches the keys to students and stores.
import { MB } from 'remote_shared/registry';
import { fillMessage, IMPORT_MESSAGES, PHOTO_ZIP_MAX_FILES, PHOTO_ZIP_MAX_UNPACKED_BYTES, type PhotoError, type PhotoMatch } from 'remote_shared/transfer';
import { toLatinDigits } from 'remote_shared/schemas';
import { rollKey } from '../db/rollKeys';
import { ApiError } from '../errors';
import { checkUpload, type CheckedUpload, type UploadRule } from '../uploads/check';
import { fileError } from './parse';
import { listZip, unpackEntry, type ZipEntry } from './zip';

const IMAGE_NAME = /^(.+)\.(jpe?g|png|webp)$/i;

export interface PhotoZipInput {
  data: Buffer;
  /** The photo field's rule (its size limit and types). */
  rule: UploadRule;
  match: PhotoMatch;
}

export interface PhotoZipImage {
  /** The name in the archive, folders included. */
  file: string;
  /** The student it names: a roll's key within the class and section, or a digital_id_code. */
  key: string;
  upload: CheckedUpload;
}

export interface PhotoZip {
  /** The files that are not folders, macOS's resource forks or hidden files. */
  files: number;
  images: PhotoZipImage[];
  errors: PhotoError[];
}

/** Folders, macOS's resource forks (__MACOSX/) and hidden files (.DS_Store) are not photos. */
function ignored(entry: ZipEntry): boolean {
  return entry.folder || entry.name.split('/').some((part) => part === '__MACOSX' || part.startsWith('.'));
}

/**
 * The images of the ZIP, each checked, or what is wrong with it; a 400 on `file` for an archive refused whole:
 * unreadable, too many entries, more than PHOTO_ZIP_MAX_UNPACKED_BYTES declared, or an entry that lies about its
 * size (which is found at its first 16 KB past it).
 */
export function readPhotoZip({ data, rule, match }: PhotoZipInput): PhotoZip {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw fileError(IMPORT_MESSAGES.zipUnreadable);
  const entries = listZip(data, PHOTO_ZIP_MAX_FILES);
  if (!entries) throw fileError(IMPORT_MESSAGES.zipUnreadable);
  if (entries.length > PHOTO_ZIP_MAX_FILES) throw fileError(fillMessage(IMPORT_MESSAGES.zipTooManyFiles, { max: PHOTO_ZIP_MAX_FILES.toLocaleString('en-US') }));
  const files = entries.filter((entry) => !ignored(entry));
  if (!files.length) throw fileError(IMPORT_MESSAGES.zipEmpty);

  // What each file is named for, and whether it may be unpacked at all; the sizes they declare, before any is.
  const tooLarge = fillMessage(IMPORT_MESSAGES.photoTooLarge, { mb: rule.maxBytes / MB });
  const named = files.map((entry) => {
    const base = entry.name.split('/').pop()!;
    const text = IMAGE_NAME.exec(base)?.[1].trim();
    const problem = !text ? IMPORT_MESSAGES.photoName : entry.size > rule.maxBytes ? tooLarge : null;
    return { entry, base, text, problem };
  });
  const declared = named.reduce((sum, image) => sum + (image.problem ? 0 : image.entry.size), 0);
  if (declared > PHOTO_ZIP_MAX_UNPACKED_BYTES) throw fileError(fillMessage(IMPORT_MESSAGES.zipTooLarge, { mb: PHOTO_ZIP_MAX_UNPACKED_BYTES / MB }));

  const images: PhotoZipImage[] = [];
  const errors: PhotoError[] = [];
  for (const { entry, base, text, problem } of named) {
    if (problem || !text) {
      errors.push({ file: entry.name, message: problem ?? IMPORT_MESSAGES.photoName });
      continue;
    }
    const unpacked = unpackEntry(data, entry);
    if (!('data' in unpacked)) {
      if (unpacked.problem === 'lies') throw fileError(IMPORT_MESSAGES.zipUnreadable);
      errors.push({ file: entry.name, message: IMPORT_MESSAGES.zipUnreadable }); // damaged, or compressed other than stored and deflate
      continue;
    }
    try {
      const upload = checkUpload({ fieldname: rule.field, filename: base, mimetype: '', data: unpacked.data }, rule);
      images.push({ file: entry.name, key: match === 'roll' ? rollKey(toLatinDigits(text)) : text, upload });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push({ file: entry.name, message: String((error.body[rule.field] as string[] | undefined)?.[0] ?? error.message) });
    }
  }
  return { files: files.length, images, errors };
}
