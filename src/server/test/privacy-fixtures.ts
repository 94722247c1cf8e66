import { eq } from 'drizzle-orm';
import {
  auditLog,
  contactRequests,
  notifications,
  placements,
  staffDocuments,
  userPreferences,
  users,
} from '#server/db/schema/index';
import type { TestContext } from '#server/test/app';
import { uploadPdf } from '#server/test/agency-fixtures';
import { TEST_PASSWORD, bearer, hashTestPassword, signIn } from '#server/test/factories';
import {
  NOVEMBER,
  invoiceWorld,
  timesheetsOf,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';
import { berlin } from '#server/test/clock-fixtures';
import { bookedHours, issueAgencyInvoice } from '#server/modules/invoices/invoices.issue';
import { createMailer } from '#server/modules/mail/mail.service';
import { mailSlot } from '#server/modules/mail/mail.prepared';

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
 * preferences, a contact request, an audit entry, and messages to their agency and clinic (a
 * mail, a notification with its mail) naming them.
 */
export async function workerWithHistory(ctx: TestContext) {
  const world: InvoiceWorld = await invoiceWorld(ctx);
  const [placement] = await ctx.db
    .select()
    .from(placements)
    .where(eq(placements.id, world.placementId));
  const workerId = placement!.userId;
  await ctx.db
    .update(users)
    .set({
      ...WORKER,
      language: 'de',
      passwordHash: await hashTestPassword(TEST_PASSWORD),
      city: 'Köln',
    })
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
  await ctx.db.insert(notifications).values({
    userId: workerId,
    kind: 'timesheet_reminder',
    payload: { title: 'Vertretung Neurologie' },
  });
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
  // Messages to others that name the worker, written as the app writes them: the agency told
  // of a selection, the clinic's HR warned of an AÜG limit (in the app and by e-mail).
  const name = { id: workerId, name: `${WORKER.firstName} ${WORKER.lastName}` };
  await createMailer({ log: ctx.app.log, smtpConfigured: true }).enqueue(ctx.db, {
    to: world.otherAgency.dispatcher.user.email,
    language: 'de',
    mail: {
      template: 'application_selected',
      firstName: 'Dora',
      person: mailSlot('person'),
      title: 'Vertretung Neurologie',
      organisation: 'Universitätsklinikum Köln',
      dates: [],
      link: null,
    },
    about: name,
  });
  await ctx.db.transaction((tx) =>
    ctx.app.notifications.notifier.notify(tx, {
      userIds: [world.clinic.hr.user.id],
      kind: 'aueg_limit_soon',
      payload: {
        key: `${workerId}:${world.clinic.id}:aueg_limit_soon:2027-05-31`,
        date: '2027-05-31',
        organisation: 'Universitätsklinikum Köln',
      },
      about: name,
      link: '/hospital/requests',
    }),
  );
  return { world, workerId, headers, fileId, invoice };
}
