export { detectFileKind, EXTENSIONS, IMAGE_KINDS, PDF_KINDS, type FileKind, type UploadedFile } from './files';
export { stripImageMetadata } from './metadata';
export { checkUpload, mediaUrl, removeUpload, storeUpload, type CheckedUpload, type UploadRule } from './storage';
export { imageVariant, removeVariants, VARIANT_WIDTHS, VARIANTS_FOLDER } from './variants';
