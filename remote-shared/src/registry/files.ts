// Uploaded files, described once: which formats a file field takes (the server checks them by content, the forms
// by the browser's MIME type before sending), how large a file may be, and the hint and too-large texts the
// forms show beside the field. The server's limits, the dashboard's hints and the register form's all read these.
import { toBengaliDigits } from '../schemas/rules';

export const MB = 1024 * 1024;

/** The formats the server recognises by content (api/src/uploads/files.ts). */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf';

/** What a file field takes: an image (JPEG, PNG or WebP), a PDF, or a document: either of them (a scanned letter). */
export type FileType = 'image' | 'pdf' | 'document';

export interface FileTypeRule {
  /** The formats the server accepts, checked by content. */
  kinds: readonly FileKind[];
  /** The browser's MIME types a form accepts (its `accept` attribute and its check before sending). */
  mimeTypes: readonly string[];
}

export const FILE_TYPES: Readonly<Record<FileType, FileTypeRule>> = {
  image: { kinds: ['jpeg', 'png', 'webp'], mimeTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  pdf: { kinds: ['pdf'], mimeTypes: ['application/pdf'] },
  document: { kinds: ['jpeg', 'png', 'webp', 'pdf'], mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] },
};

/**
 * The most pixels (width times height, read from the file's header) an uploaded image may have: 50 megapixels,
 * above any phone or camera photo (a 48-megapixel phone's 8000 x 6000). A picture's file size says little: a
 * 20000 x 20000 PNG of one colour is a few kilobytes and takes 1.6 GB to decode. The server refuses more at upload
 * and passes the same limit to every image it opens with sharp.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_KINDS = FILE_TYPES.image.kinds;
export const PDF_KINDS = FILE_TYPES.pdf.kinds;
export const IMAGE_MIME_TYPES = FILE_TYPES.image.mimeTypes;
export const PDF_MIME_TYPES = FILE_TYPES.pdf.mimeTypes;
export const DOCUMENT_MIME_TYPES = FILE_TYPES.document.mimeTypes;

/**
 * One file field. Texts are templates: `{mb}` is the size limit in megabytes in Latin digits, `{mb_bn}` the same in
 * Bengali digits, so a changed limit changes every text that names it.
 */
export interface FileRule {
  type: FileType;
  /** The largest accepted file, in megabytes (1 MB = 1024 * 1024 bytes). */
  maxMegabytes: number;
  /** Must be given on create and can never be cleared (the gallery's image). */
  required?: boolean;
  /** The hint shown under the field. */
  hint?: string;
  /** The form's message for a chosen file over the limit (else the form's own wording). */
  tooLarge?: string;
}

/** The limit of a file rule in bytes, as the server enforces it. */
export function maxBytesOf(rule: Pick<FileRule, 'maxMegabytes'>): number {
  return rule.maxMegabytes * MB;
}

/** A file text with the rule's size filled in (`{mb}`: 2, `{mb_bn}`: ২). */
export function fileText(template: string, rule: Pick<FileRule, 'maxMegabytes'>): string {
  return template.replace(/\{mb\}/g, String(rule.maxMegabytes)).replace(/\{mb_bn\}/g, toBengaliDigits(rule.maxMegabytes));
}

/** The hint shown under a file field, or undefined when it has none. */
export function fileHint(rule: FileRule): string | undefined {
  return rule.hint === undefined ? undefined : fileText(rule.hint, rule);
}

/** The form's message for a file over the limit, or undefined for the form's own wording. */
export function fileTooLargeText(rule: FileRule): string | undefined {
  return rule.tooLarge === undefined ? undefined : fileText(rule.tooLarge, rule);
}

/** The hint most photo fields of the dashboard show. */
export const PHOTO_HINT = 'সর্বোচ্চ {mb_bn}MB (JPG, PNG, WEBP)';

/** The hint of a document field (a result sheet, a routine, a letter): a PDF or a scanned image. */
export const DOCUMENT_HINT = 'সর্বোচ্চ {mb_bn}MB (PDF, JPG, PNG, WEBP)';

/** The picture a visitor may add when registering (POST register/; stored in users.profile_picture). */
export const PROFILE_PICTURE: FileRule = {
  type: 'image',
  maxMegabytes: 2,
  hint: 'JPEG, PNG or WebP, at most {mb} MB',
  tooLarge: 'The picture must be less than {mb}MB',
};
