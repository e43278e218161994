// What an uploaded file must be before anything is stored: within its field's size, of a type the field takes (by
// content), an image within the pixel limit (by its header); an image loses its metadata. Pure, so the photo ZIP's
// worker (transfer/photoZip.ts) checks each image with it too.
import { MAX_IMAGE_PIXELS } from 'remote_shared/registry';
import { fileTooLarge, imageTooLarge, unsupportedFile } from '../errors';
import { imageDimensions } from './dimensions';
import { detectFileKind, type FileKind, IMAGE_KINDS, type UploadedFile } from './files';
import { stripImageMetadata } from './metadata';

export interface UploadRule {
  /** The form field, used to key the error. */
  field: string;
  /** Folder under MEDIA_ROOT, for example `profiles`. */
  folder: string;
  maxBytes: number;
  kinds: readonly FileKind[];
}

export interface CheckedUpload {
  kind: FileKind;
  /** The bytes to store: a Buffer, or its copy handed back by a worker thread (a plain Uint8Array). */
  data: Uint8Array;
  folder: string;
}

function wrongTypeMessage(kinds: readonly FileKind[]): string {
  if (kinds.every((k) => IMAGE_KINDS.includes(k))) return 'Upload a valid image: JPEG, PNG or WebP.';
  if (kinds.length === 1 && kinds[0] === 'pdf') return 'Upload a valid PDF file.';
  if (kinds.includes('pdf') && IMAGE_KINDS.every((k) => kinds.includes(k))) return 'Upload a valid PDF file or image: JPEG, PNG or WebP.';
  return `Upload a file of one of these types: ${kinds.map((k) => k.toUpperCase()).join(', ')}.`;
}

/**
 * Checks size and real type (413 / 415 naming the field) and an image's pixels (400), and strips image metadata.
 * Writes nothing.
 */
export function checkUpload(file: UploadedFile, rule: UploadRule): CheckedUpload {
  if (file.data.length > rule.maxBytes) throw fileTooLarge(rule.field, rule.maxBytes);
  const kind = detectFileKind(file.data);
  if (!kind || !rule.kinds.includes(kind)) throw unsupportedFile(rule.field, wrongTypeMessage(rule.kinds));
  if (!IMAGE_KINDS.includes(kind)) return { kind, data: file.data, folder: rule.folder };
  const size = imageDimensions(file.data, kind);
  const data = size && stripImageMetadata(file.data, kind);
  if (!size || !data) throw unsupportedFile(rule.field, wrongTypeMessage(rule.kinds));
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw imageTooLarge(rule.field, size.width, size.height, MAX_IMAGE_PIXELS);
  return { kind, data, folder: rule.folder };
}
