import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { qualified } from '#server/db/paging';
import {
  agencyMembers,
  applicationDocuments,
  applications,
  files,
  requests,
  staffDocuments,
  type StaffDocumentRow,
} from '#server/db/schema/index';

export type { StaffDocumentRow };

export async function insertStaffDocument(db: Db, values: typeof staffDocuments.$inferInsert) {
  const [row] = await db.insert(staffDocuments).values(values).returning();
  return row!;
}

/** A staff document with the stored file behind it. */
export async function findStaffDocument(db: Db, id: string) {
  const [row] = await db
    .select({ document: staffDocuments, file: files })
    .from(staffDocuments)
    .innerJoin(files, eq(files.id, staffDocuments.fileId))
    .where(eq(staffDocuments.id, id));
  return row;
}

/** The documents on a person's profile at one agency, newest first per kind (staff_documents_person_idx). */
export async function listStaffDocuments(db: Db, agencyId: string, userId: string) {
  return db
    .select()
    .from(staffDocuments)
    .where(
      and(
        eq(staffDocuments.agencyId, agencyId),
        eq(staffDocuments.userId, userId),
        isNull(staffDocuments.archivedAt),
      ),
    )
    .orderBy(asc(staffDocuments.kind), desc(staffDocuments.createdAt), asc(staffDocuments.id));
}

/** Archives a document of the agency's person; answers whether one was archived. */
export async function archiveStaffDocument(
  db: Db,
  key: { id: string; agencyId: string; userId: string },
) {
  const rows = await db
    .update(staffDocuments)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(staffDocuments.id, key.id),
        eq(staffDocuments.agencyId, key.agencyId),
        eq(staffDocuments.userId, key.userId),
        isNull(staffDocuments.archivedAt),
      ),
    )
    .returning({ id: staffDocuments.id });
  return rows.length === 1;
}

export async function insertApplicationDocuments(
  db: Db,
  values: (typeof applicationDocuments.$inferInsert)[],
) {
  if (values.length) await db.insert(applicationDocuments).values(values);
}

export async function deleteApplicationDocuments(db: Db, applicationId: string) {
  await db
    .delete(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId));
}

export type ApplicationDocumentJson = [
  kind: StaffDocumentRow['kind'],
  documentId: string,
  name: string,
  expiresOn: string | null,
];

/**
 * The documents an outer statement's application was sent with, by kind (their primary key),
 * `[]` when none: a json column, not a statement of its own.
 */
export const applicationDocumentsJson = sql<
  ApplicationDocumentJson[] | string
>`coalesce((select json_agg(json_build_array(${qualified(applicationDocuments.kind)}, ${qualified(staffDocuments.id)}, ${qualified(staffDocuments.originalName)}, ${qualified(staffDocuments.expiresOn)}) order by ${qualified(applicationDocuments.kind)})
  from ${applicationDocuments} inner join ${staffDocuments} on ${qualified(staffDocuments.id)} = ${qualified(applicationDocuments.staffDocumentId)}
  where ${qualified(applicationDocuments.applicationId)} = ${qualified(applications.id)}), '[]'::json)`;

export async function isDispatcherOf(db: Db, agencyId: string, userId: string) {
  const [row] = await db
    .select({ userId: agencyMembers.userId })
    .from(agencyMembers)
    .where(
      and(
        eq(agencyMembers.agencyId, agencyId),
        eq(agencyMembers.userId, userId),
        eq(agencyMembers.kind, 'user'),
      ),
    );
  return Boolean(row);
}

/**
 * Whether a document was sent with an application to a request of these organisations (all
 * their requests) or departments: what an organisation user sees of requests (resolveScope).
 */
export async function sentToScope(
  db: Db,
  documentId: string,
  scope: { adminOrganisationIds: string[]; departmentIds: string[] },
) {
  const parts: SQL[] = [];
  if (scope.adminOrganisationIds.length)
    parts.push(inArray(requests.organisationId, scope.adminOrganisationIds));
  if (scope.departmentIds.length) parts.push(inArray(requests.departmentId, scope.departmentIds));
  if (parts.length === 0) return false;
  const [row] = await db
    .select({ id: applications.id })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .innerJoin(requests, eq(requests.id, applications.requestId))
    .where(and(eq(applicationDocuments.staffDocumentId, documentId), or(...parts)))
    .limit(1);
  return Boolean(row);
}
