// What an uploaded file really is, judged by its first bytes (never by its name or the browser's type). The formats
// each kind of field takes are the registry's (remote_shared/registry, FILE_TYPES).
import type { FileKind } from 'remote_shared/registry';

export { type FileKind, IMAGE_KINDS, PDF_KINDS } from 'remote_shared/registry';

/** A file part of a multipart request, read into memory (sizes are capped by the multipart reader). */
export interface UploadedFile {
  fieldname: string;
  /** The uploader's file name: informative only, never used to store the file. */
  filename: string;
  /** The browser's claimed type: informative only. */
  mimetype: string;
  data: Buffer;
}

export const EXTENSIONS: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', pdf: 'pdf' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectFileKind(data: Buffer): FileKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // PDF readers accept the header anywhere in the first KiB; so do we.
  if (data.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) return 'pdf';
  return null;
}
