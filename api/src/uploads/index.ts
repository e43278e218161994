export { checkUpload, type CheckedUpload, type UploadRule } from './check';
export { detectFileKind, EXTENSIONS, IMAGE_KINDS, PDF_KINDS, type FileKind, type UploadedFile } from './files';
export { openImage } from './image';
export { stripImageMetadata } from './metadata';
export { mediaUrl, removeUpload, storeUpload } from './storage';
export { imageVariant, removeVariants, VARIANT_WIDTHS, VARIANTS_FOLDER } from './variants';
