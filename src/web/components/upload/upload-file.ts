import { ApiError } from '#web/lib/api-client';
import { getAccessToken } from '#web/lib/auth-token';

/** Logo rules of spec 000 section 9 (the server checks the bytes as well). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export const IMAGE_MAX_BYTES = 5_000_000;

/** Application documents (spec 001 section 5): PDF only, at most 5 MB; the server checks the bytes. */
export const PDF_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The first rule a chosen document breaks, or null: 'pdf' (not a PDF by its type or name),
 * 'size' (over 5 MB), 'empty'. The browser's type can be missing, so the name counts too.
 */
export function checkPdfFile(file: {
  type: string;
  size: number;
  name: string;
}): 'pdf' | 'size' | 'empty' | null {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return 'pdf';
  if (file.size === 0) return 'empty';
  if (file.size > PDF_MAX_BYTES) return 'size';
  return null;
}

export interface UploadedFile {
  id: string;
  url: string;
}

/** The validation.* key of the first rule a selection breaks, or null when it may be sent. */
export function checkImageFiles(files: ArrayLike<{ type: string; size: number }>): string | null {
  if (files.length === 0) return 'File_empty';
  if (files.length > 1) return 'File_only_one';
  const file = files[0]!;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'File_type_not_allowed';
  if (file.size === 0) return 'File_empty';
  if (file.size > IMAGE_MAX_BYTES) return 'File_too_large';
  return null;
}

export interface UploadHandle {
  promise: Promise<UploadedFile>;
  abort: () => void;
}

/**
 * POST /api/files?purpose=… with upload progress (fetch cannot report it), the stored
 * Bearer token and the page language. Rejects with an ApiError like the JSON client.
 */
export function uploadFile(
  file: File,
  purpose: 'image' | 'document',
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', `/api/files?purpose=${purpose}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', document.documentElement.lang || 'en');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        const { id, url } = body as UploadedFile;
        resolve({ id, url });
        return;
      }
      const error = (
        body as { error?: { code?: string; message?: string; details?: [] } } | undefined
      )?.error;
      reject(
        new ApiError(
          xhr.status,
          (error?.code ?? (xhr.status >= 500 ? 'INTERNAL' : 'UNKNOWN')) as ApiError['code'],
          error?.message ?? '',
          error?.details ?? [],
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', ''));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** A logo or picture (jpeg, png, bmp). */
export function uploadImage(file: File, onProgress: (fraction: number) => void): UploadHandle {
  return uploadFile(file, 'image', onProgress);
}

/** A PDF for an application or a staff profile; private once stored. */
export function uploadDocument(file: File, onProgress: (fraction: number) => void): UploadHandle {
  return uploadFile(file, 'document', onProgress);
}
