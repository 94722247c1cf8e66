import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { findFile, insertFile, ownerOfUploader } from './files.queries';
import { UPLOAD_PURPOSES, sniffType, type UploadPurpose } from './files.rules';

// What other modules use of this module's parts.
export { findFile } from './files.queries';
export { isOwnedBy } from './files.rules';

/**
 * Files on local disk under DATA_DIR/files, named by the SHA-256 of their bytes. Another store
 * (S3-compatible) can take its place behind save() and pathOf(). The bytes are shared on disk;
 * every upload gets its own row, owned by the uploader's tenant, so nobody learns
 * from an upload that someone else stored the same bytes.
 */
export function createFileStore(options: { db: Db; root: string }) {
  const { db, root } = options;
  const pathOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);

  return {
    pathOf,

    async save(input: {
      bytes: Buffer;
      originalName: string;
      purpose: UploadPurpose;
      uploader: { userId: string; role: Role };
    }) {
      const rules = UPLOAD_PURPOSES[input.purpose];
      if (input.bytes.length === 0)
        throw new AppError('VALIDATION_FAILED', [{ field: 'file', key: 'File_empty' }]);
      if (input.bytes.length > rules.maxBytes) {
        throw new AppError('VALIDATION_FAILED', [{ field: 'file', key: 'File_too_large' }]);
      }
      const mimeType = sniffType(input.bytes);
      if (!mimeType || !(rules.types as readonly string[]).includes(mimeType)) {
        throw new AppError('VALIDATION_FAILED', [{ field: 'file', key: rules.wrongTypeKey }]);
      }
      const sha256 = createHash('sha256').update(input.bytes).digest('hex');
      const target = pathOf(sha256);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a crash never leaves a half-written file under the final name.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, input.bytes);
      await rename(temporary, target);
      const owner = await ownerOfUploader(db, input.uploader);
      return insertFile(db, {
        sha256,
        mimeType,
        size: input.bytes.length,
        originalName: input.originalName.slice(0, 200) || 'file',
        createdBy: input.uploader.userId,
        agencyId: 'agencyId' in owner ? owner.agencyId : null,
        organisationId: 'organisationId' in owner ? owner.organisationId : null,
      });
    },

    find: (id: string) => findFile(db, id),

    /**
     * Logos and pictures are public once attached, so they are not checked against their owner.
     * They must be images uploaded with POST /api/files?purpose=image. Every file
     * that is not refuses the whole request, naming its field.
     */
    async requireImages(refs: { fileId: string | null | undefined; field: string }[]) {
      const problems: { field: string; key: string }[] = [];
      for (const { fileId, field } of refs) {
        if (!fileId) continue;
        const file = await findFile(db, fileId);
        if (!file || !file.mimeType.startsWith('image/'))
          problems.push({ field, key: 'File_type_not_allowed' });
      }
      if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems);
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
export const fileUrl = (id: string) => `/api/files/${id}`;
