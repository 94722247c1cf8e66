import { eq } from 'drizzle-orm';
import {
  auditLog,
  contactRequests,
  notifications,
  outboxTable,
  placements,
  staffDocuments,
  userPreferences,
  users,
} from '#server/db/schema/index';
import type { TestContext } from '#server/test/app';
import { uploadPdf } from '#server/test/agency-fixtures';
import { TEST_PASSWORD, bearer, hashTestPassword, signIn } from '#server/test/factories';
import { NOVEMBER, invoiceWorld, timesheetsOf, type InvoiceWorld } from '#server/test/invoices-fixtures';
import { berlin } from '#server/test/clock-fixtures';
import { bookedHours, issueAgencyInvoice } from '#server/modules/invoices/invoices.issue';

/** Distinctive, so a search of every table finds nothing else. */
export const WORKER = {
  firstName: 'Jörg',
  lastName: 'Größ',
  email: 'joerg.groess.gdpr@example.com',
  phoneNumber: '+49 170 5550199',
};

/**
 * The invoices' world, with the placement's worker given an account of their own and traces in
 * most tables: timesheets billed on an issued invoice, a document with its file, a notification,
 * preferences, a contact request, an audit entry and a message to their clinic naming them.
 */
export async function workerWithHistory(ctx: TestContext) {
  const world: InvoiceWorld = await invoiceWorld(ctx);
  const [placement] = await ctx.db.select().from(placements).where(eq(placements.id, world.placementId));
  const workerId = placement!.userId;
  await ctx.db
    .update(users)
    .set({ ...WORKER, language: 'de', passwordHash: await hashTestPassword(TEST_PASSWORD), city: 'Köln' })
    .where(eq(users.id, workerId));
  const headers = bearer(await signIn(ctx.app, WORKER.email));
  await timesheetsOf(ctx, world.placementId, ['approved', 'approved', 'approved']);
  const invoice = await issueAgencyInvoice(
    { db: ctx.db, now: berlin('2026-12-01T10:00') },
    await bookedHours(ctx.db, world.placementId, NOVEMBER),
  );
  const fileId = await uploadPdf(ctx, world.agency.dispatcher.headers, 'Approbation Größ.pdf');
  await ctx.db.insert(staffDocuments).values({
    agencyId: world.agency.id,
    userId: workerId,
    kind: 'approbation',
    fileId,
    originalName: 'Approbation Größ.pdf',
    uploadedBy: world.agency.dispatcher.user.id,
  });
  await ctx.db.insert(notifications).values({ userId: workerId, kind: 'timesheet_reminder', payload: { title: 'Vertretung Neurologie' } });
  await ctx.db.insert(userPreferences).values({ userId: workerId, daysOff: [7] });
  await ctx.db.insert(contactRequests).values({
    kind: 'general',
    language: 'de',
    name: `${WORKER.firstName} ${WORKER.lastName}`,
    email: WORKER.email,
    phone: WORKER.phoneNumber,
    message: 'Frage zur Abrechnung',
  });
  await ctx.db.insert(auditLog).values({
    actorId: world.admin.user.id,
    entityType: 'user',
    entityId: workerId,
    action: 'update',
    changes: [{ field: 'phoneNumber', old: null, new: WORKER.phoneNumber }],
  });
  // A message to the clinic that quotes the worker: the clinic keeps it, without the name.
  await ctx.db.insert(outboxTable).values({
    recipient: world.clinic.hr.user.email,
    language: 'de',
    template: 'test',
    subject: 'Neue Zusage',
    bodyText: `Jörg Größ hat zugesagt (${WORKER.phoneNumber}).`,
  });
  return { world, workerId, headers, fileId, invoice };
}
