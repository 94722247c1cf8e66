export { ImageUploadDialog } from './ImageUploadDialog';
export type { ImageUploadDialogProps } from './ImageUploadDialog';
export { LogoField } from './LogoField';
export type { LogoFieldProps } from './LogoField';
export {
  checkImageFiles,
  checkPdfFile,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  PDF_MAX_BYTES,
  uploadDocument,
  uploadFile,
  uploadImage,
} from './uploadFile';
export type { UploadedFile, UploadHandle } from './uploadFile';
export { startDownload } from './download';
