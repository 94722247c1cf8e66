import { calendarDay } from '#shared/format';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocumentRef } from '#shared/contracts/job-board';
import type { StaffDocument } from '#shared/contracts/agency-staff';
import type { DocumentKind } from '#shared/request-states';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import { parsedJson } from '#server/db/shapes';
import { AppError } from '#server/errors';
import { findFile } from '#server/modules/files/files.service';
import { isOwnedBy } from '#server/modules/files/files.service';
import type { FileStore } from '#server/modules/files/files.service';
import { resolveScope } from '#server/modules/organisation-scope/organisation-scope.service';
import * as q from './documents.queries';

// What other modules use of this module's parts.
export {
  applicationDocumentsJson,
  archiveStaffDocument,
  deleteApplicationDocuments,
  findStaffDocument,
  insertApplicationDocuments,
  listStaffDocuments,
} from './documents.queries';

/** How long a signed download link works: enough to click it, too short to pass around. */
export const DOCUMENT_LINK_TTL_MS = 5 * 60_000;

/** A document with a last day before today (in Germany) can no longer be used. */
export function isExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}

export function toStaffDocument(row: q.StaffDocumentRow, now: Date): StaffDocument {
  return {
    kind: row.kind,
    documentId: row.id,
    name: row.originalName,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
    expired: isExpired(row.expiresOn, calendarDay(now)),
  };
}

/** applicationDocumentsJson's column as the documents of an application. */
export const toDocumentRefs = (value: q.ApplicationDocumentJson[] | string): DocumentRef[] =>
  parsedJson(value).map(([kind, documentId, name, expiresOn]) => ({
    kind,
    documentId,
    name,
    expiresOn,
  }));

function signature(secret: string, documentId: string, expires: number): string {
  // The prefix keeps these signatures apart from anything else signed with the same secret.
  return createHmac('sha256', secret)
    .update(`document-download\n${documentId}\n${expires}`)
    .digest('base64url');
}

/** The download path of a document, signed until `expires` (epoch ms). */
export function signedDocumentPath(secret: string, documentId: string, expires: number): string {
  return `/api/documents/${documentId}/download?expires=${expires}&signature=${signature(secret, documentId, expires)}`;
}

/** The filename parameters of content-disposition: an ASCII fallback and the UTF-8 original. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface DocumentActor {
  userId: string;
  role: Role;
}

/**
 * Private documents (CVs, approbations, diplomas) are never served by a plain URL. Whoever may
 * see one gets a link signed for five minutes; the signature is the download's authorisation,
 * so a browser can open it without the bearer token.
 */
export function createDocumentService(deps: {
  db: Db;
  secret: string;
  files: FileStore;
  now?: () => number;
}) {
  const { db, secret } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Administrators; the dispatchers of the agency whose staff document it is; organisation users
   * who see a request that an application with this document was sent to.
   */
  async function mayDownload(document: q.StaffDocumentRow, actor: DocumentActor): Promise<boolean> {
    if (actor.role === 'ADMIN') return true;
    if (actor.role === 'AGENCY') return q.isDispatcherOf(db, document.agencyId, actor.userId);
    const scope = await resolveScope(db, actor);
    if (scope.all) return true;
    return q.sentToScope(db, document.id, scope);
  }

  /**
   * A staff document whose file is not its agency's (attached before files had owners) is not
   * served to anyone: it would hand one tenant's upload to another.
   */
  async function findServable(documentId: string) {
    const found = await q.findStaffDocument(db, documentId);
    if (!found || !isOwnedBy(found.file, { agencyId: found.document.agencyId })) return undefined;
    return found;
  }

  return {
    /** A signed download link; a document the actor may not see is not found. */
    async createDocumentLink(documentId: string, actor: DocumentActor) {
      const found = await findServable(documentId);
      if (!found || !(await mayDownload(found.document, actor))) throw new AppError('NOT_FOUND');
      const expires = now() + DOCUMENT_LINK_TTL_MS;
      return {
        url: signedDocumentPath(secret, documentId, expires),
        expiresAt: new Date(expires).toISOString(),
      };
    },

    /** Checks a link's signature and expiry; answers the document's name and where its bytes are. */
    async open(documentId: string, expires: number, given: string) {
      const expected = Buffer.from(signature(secret, documentId, expires));
      const actual = Buffer.from(given);
      if (
        actual.length !== expected.length ||
        !timingSafeEqual(actual, expected) ||
        expires <= now()
      ) {
        throw new AppError('FORBIDDEN');
      }
      const found = await findServable(documentId);
      if (!found || found.file.mimeType !== 'application/pdf') throw new AppError('NOT_FOUND');
      return {
        name: found.document.originalName,
        path: deps.files.pathOf(found.file.sha256),
        size: found.file.size,
      };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;

/**
 * A file uploaded with POST /api/files?purpose=document by a dispatcher of this agency: it must
 * be the agency's and a PDF by its bytes. Another tenant's file is answered exactly like an
 * unknown id, so a guessed or leaked id tells nothing.
 */
export async function requirePdf(db: Db, fileId: string, field: string, agencyId: string) {
  const file = await findFile(db, fileId);
  if (!file || !isOwnedBy(file, { agencyId }) || file.mimeType !== 'application/pdf') {
    throw new AppError('VALIDATION_FAILED', [{ field, key: 'Document_not_pdf' }]);
  }
  return file;
}

/** Puts an uploaded PDF on a staff member's profile (it can be reused until it expires). */
export async function addStaffDocument(
  db: Db,
  input: {
    agencyId: string;
    userId: string;
    kind: DocumentKind;
    fileId: string;
    expiresOn?: string | null;
    uploadedBy: string;
    field: string;
  },
) {
  const file = await requirePdf(db, input.fileId, input.field, input.agencyId);
  return q.insertStaffDocument(db, {
    agencyId: input.agencyId,
    userId: input.userId,
    kind: input.kind,
    fileId: file.id,
    originalName: file.originalName,
    expiresOn: input.expiresOn ?? null,
    uploadedBy: input.uploadedBy,
  });
}
