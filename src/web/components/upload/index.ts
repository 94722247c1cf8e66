export { ImageUploadDialog } from './ImageUploadDialog';
export type { ImageUploadDialogProps } from './ImageUploadDialog';
export { LogoField } from './LogoField';
export type { LogoFieldProps } from './LogoField';
export { checkImageFiles, IMAGE_MAX_BYTES, IMAGE_TYPES, uploadImage } from './uploadFile';
export type { UploadedFile } from './uploadFile';
