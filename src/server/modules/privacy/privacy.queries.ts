import { and, eq, inArray, isNull, max, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import * as s from '#server/db/schema/index';
import type { ExportSource } from './export-sources.queries';

export async function findPerson(db: Db, userId: string) {
  const [row] = await db.select().from(s.users).where(eq(s.users.id, userId)).limit(1);
  return row;
}

/** The rows of one export source that point at the person, secrets left out. */
export async function sourceRows(
  db: Db,
  source: ExportSource,
  person: { id: string; email: string },
) {
  // A view has the table's column names: the condition names the column unqualified.
  const is = (column: AnyPgColumn, value: string) =>
    source.view ? sql`${sql.identifier(column.name)} = ${value}` : eq(column, value);
  const conditions: SQL[] = [
    ...(source.byId ?? []).map((column) => is(column, person.id)),
    ...(source.byEmail ?? []).map((column) => is(column, person.email)),
  ];
  const rows = (await db
    .select()
    .from(source.view ?? (source.table as PgTable))
    .where(or(...conditions))) as Record<string, unknown>[];
  const omit = new Set(source.omit ?? []);
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !omit.has(key))),
  );
}

/** Invoice lines of the person's placements: they name them, and the law keeps them (HGB §257). */
export async function invoiceLinesOf(db: Db, userId: string) {
  return db
    .select({
      invoiceNumber: s.invoices.number,
      issueDate: s.invoices.issueDate,
      kind: s.invoices.kind,
      description: s.invoiceLines.description,
      quantityMinutes: s.invoiceLines.quantityMinutes,
    })
    .from(s.invoiceLines)
    .innerJoin(s.invoices, eq(s.invoices.id, s.invoiceLines.invoiceId))
    .innerJoin(s.placements, eq(s.placements.id, s.invoiceLines.placementId))
    .where(eq(s.placements.userId, userId));
}

/** How many invoices concern the person's placements, and the latest issue date among them. */
export async function keptInvoices(db: Db, userId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${s.invoices.id})::int`,
      latest: max(s.invoices.issueDate),
    })
    .from(s.invoices)
    .innerJoin(s.invoiceLines, eq(s.invoiceLines.invoiceId, s.invoices.id))
    .innerJoin(s.placements, eq(s.placements.id, s.invoiceLines.placementId))
    .where(eq(s.placements.userId, userId));
  return { count: row?.count ?? 0, latest: row?.latest ?? null };
}

/** The files behind the person's documents and their own uploads (those of no agency or organisation). */
export async function personalFiles(db: Db, userId: string) {
  const documentFiles = db
    .select({ id: s.staffDocuments.fileId })
    .from(s.staffDocuments)
    .where(eq(s.staffDocuments.userId, userId));
  return db
    .select({
      id: s.files.id,
      sha256: s.files.sha256,
      mimeType: s.files.mimeType,
      originalName: s.files.originalName,
    })
    .from(s.files)
    .where(
      or(
        inArray(s.files.id, documentFiles),
        and(
          eq(s.files.createdBy, userId),
          isNull(s.files.agencyId),
          isNull(s.files.organisationId),
        ),
      ),
    );
}

/** The person's organisations and agencies (as administrator) in which nobody else is left to administer. */
export async function soleAdministrations(db: Db, userId: string) {
  const otherOrgMember = sql`exists (select 1 from ${s.organisationMembers} m join ${s.users} u on u.id = m.user_id
    where m.organisation_id = ${s.organisations.id} and m.user_id <> ${userId} and u.archived_at is null)`;
  const organisations = await db
    .select({ name: s.organisations.name })
    .from(s.organisationMembers)
    .innerJoin(s.organisations, eq(s.organisations.id, s.organisationMembers.organisationId))
    .where(
      and(
        eq(s.organisationMembers.userId, userId),
        isNull(s.organisations.archivedAt),
        sql`not ${otherOrgMember}`,
      ),
    );
  const otherAgencyUser = sql`exists (select 1 from ${s.agencyMembers} m join ${s.users} u on u.id = m.user_id
    where m.agency_id = ${s.agencies.id} and m.kind = 'user' and m.user_id <> ${userId} and u.archived_at is null)`;
  const agencies = await db
    .select({ name: s.agencies.name })
    .from(s.agencyMembers)
    .innerJoin(s.agencies, eq(s.agencies.id, s.agencyMembers.agencyId))
    .where(
      and(
        eq(s.agencyMembers.userId, userId),
        eq(s.agencyMembers.kind, 'user'),
        isNull(s.agencies.archivedAt),
        sql`not ${otherAgencyUser}`,
      ),
    );
  return [...organisations, ...agencies].map((row) => row.name);
}

export async function otherActiveAdministrators(db: Db, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(s.users)
    .where(
      and(eq(s.users.role, 'ADMIN'), isNull(s.users.archivedAt), sql`${s.users.id} <> ${userId}`),
    );
  return row?.count ?? 0;
}

/**
 * Everything that is the person's alone, gone: sessions, links, settings, memberships, documents,
 * and messages on their way to their address, number or devices. Answers the ids of the
 * invitations to them, whose audit rows hold their address.
 */
export async function deleteOwnRows(
  db: Db,
  person: { id: string; email: string; phoneNumber?: string | null },
): Promise<string[]> {
  const id = person.id;
  const devices = db
    .select({ id: sql`${s.pushSubscriptions.id}::text` })
    .from(s.pushSubscriptions)
    .where(eq(s.pushSubscriptions.userId, id));
  await db
    .delete(s.outboxTable)
    .where(and(eq(s.outboxTable.channel, 'push'), inArray(s.outboxTable.recipient, devices)));
  if (person.phoneNumber) {
    // Only while no other account gives the same number: their messages are theirs.
    const shared = db
      .select({ id: s.users.id })
      .from(s.users)
      .where(and(eq(s.users.phoneNumber, person.phoneNumber), sql`${s.users.id} <> ${id}`));
    await db
      .delete(s.outboxTable)
      .where(
        and(
          eq(s.outboxTable.channel, 'sms'),
          eq(s.outboxTable.recipient, person.phoneNumber),
          notExists(shared),
        ),
      );
  }
  await db.delete(s.sessions).where(eq(s.sessions.userId, id));
  await db.delete(s.userTokens).where(eq(s.userTokens.userId, id));
  await db.delete(s.notifications).where(eq(s.notifications.userId, id));
  await db.delete(s.userPreferences).where(eq(s.userPreferences.userId, id));
  await db.delete(s.pushSubscriptions).where(eq(s.pushSubscriptions.userId, id));
  await db.delete(s.jobAlerts).where(eq(s.jobAlerts.userId, id));
  await db.delete(s.unavailability).where(eq(s.unavailability.userId, id));
  await db.delete(s.userEducation).where(eq(s.userEducation.userId, id));
  await db.delete(s.userJobs).where(eq(s.userJobs.userId, id));
  await db.delete(s.agencyMembers).where(eq(s.agencyMembers.userId, id));
  await db.delete(s.organisationMembers).where(eq(s.organisationMembers.userId, id));
  await db.delete(s.departmentMembers).where(eq(s.departmentMembers.userId, id));
  const invitations = await db
    .delete(s.invitations)
    .where(or(eq(s.invitations.inviteeId, id), eq(s.invitations.email, person.email)))
    .returning({ id: s.invitations.id });
  await db.delete(s.contactRequests).where(eq(s.contactRequests.email, person.email));
  await db.delete(s.outboxTable).where(eq(s.outboxTable.recipient, person.email));
  // One-tap answer links of open offers stop working; the offers stay for the timeline and reports.
  await db
    .update(s.requestOffers)
    .set({ tokenHash: null, tokenExpiresAt: null })
    .where(eq(s.requestOffers.userId, id));
  const documents = db
    .select({ id: s.staffDocuments.id })
    .from(s.staffDocuments)
    .where(eq(s.staffDocuments.userId, id));
  await db
    .delete(s.applicationDocuments)
    .where(inArray(s.applicationDocuments.staffDocumentId, documents));
  await db.delete(s.staffDocuments).where(eq(s.staffDocuments.userId, id));
  return invitations.map((row) => row.id);
}

/**
 * File rows of the person that nothing refers to any more (a logo or picture stays); answers the
 * hashes whose bytes no other row uses, for the caller to remove from storage after commit.
 */
export async function deleteFiles(db: Db, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const inUse = sql`(select logo_file_id from ${s.organisations} where logo_file_id is not null
    union select logo_file_id from ${s.agencies} where logo_file_id is not null
    union select file_id from ${s.organisationPictures} where file_id is not null
    union select file_id from ${s.staffDocuments})`;
  const removed = await db
    .delete(s.files)
    .where(and(inArray(s.files.id, fileIds), sql`${s.files.id} not in ${inUse}`))
    .returning({ sha256: s.files.sha256 });
  const hashes = [...new Set(removed.map((row) => row.sha256))];
  if (hashes.length === 0) return [];
  const stillUsed = await db
    .select({ sha256: s.files.sha256 })
    .from(s.files)
    .where(inArray(s.files.sha256, hashes));
  const used = new Set(stillUsed.map((row) => row.sha256));
  return hashes.filter((hash) => !used.has(hash));
}

export async function anonymiseUser(
  db: Db,
  userId: string,
  values: Partial<typeof s.users.$inferInsert>,
) {
  await db.update(s.users).set(values).where(eq(s.users.id, userId));
}
