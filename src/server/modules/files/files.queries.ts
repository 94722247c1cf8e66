import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import {
  departmentMembers,
  departments,
  files,
  organisationMembers,
} from '#server/db/schema/index';
import { findAgencyOfUser } from '#server/modules/agency-scope/agency-scope.service';
import type { FileOwner } from './files.rules';

/** One row per upload: the same bytes uploaded twice are two files with their own names and owners. */
export async function insertFile(db: Db, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFile(db: Db, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/**
 * The tenant an upload belongs to: a dispatcher's agency, an HR user's or ward manager's
 * organisation (the oldest membership, as the rest of the app picks it), else the uploader.
 */
export async function ownerOfUploader(
  db: Db,
  uploader: { userId: string; role: Role },
): Promise<FileOwner> {
  if (uploader.role === 'AGENCY') {
    const agency = await findAgencyOfUser(db, uploader.userId);
    if (agency) return { agencyId: agency.id };
  }
  if (uploader.role === 'ORG_ADMIN') {
    const [row] = await db
      .select({ id: organisationMembers.organisationId })
      .from(organisationMembers)
      .where(eq(organisationMembers.userId, uploader.userId))
      .orderBy(asc(organisationMembers.createdAt))
      .limit(1);
    if (row) return { organisationId: row.id };
  }
  if (uploader.role === 'ORG_SUB') {
    const [row] = await db
      .select({ id: departments.organisationId })
      .from(departmentMembers)
      .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
      .where(and(eq(departmentMembers.userId, uploader.userId), eq(departmentMembers.kind, 'user')))
      .orderBy(asc(departmentMembers.createdAt))
      .limit(1);
    if (row) return { organisationId: row.id };
  }
  return { userId: uploader.userId };
}
