import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { BillingRun } from '#shared/contracts/invoices';
import { outbox, outboxTable, users } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { OutboxWorker } from '#server/modules/mail/outbox.worker';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import {
  ISSUE_INSTANT,
  invoiceWorld,
  timesheetsOf,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';
import { decodeMail, startSmtpListener } from '#server/test/smtp';
import { invoiceAttachments } from './invoices.mail';

// Issued invoices go out by e-mail with their PDF and XML, rendered when the mail is sent.

const ctx = useTestContext({ clock: fixedClock(berlin(ISSUE_INSTANT)) });
let world: InvoiceWorld;
let run: BillingRun;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

beforeAll(async () => {
  world = await invoiceWorld(ctx);
  smtp = await startSmtpListener();
  // The clinic's HR reads German; the agency's dispatcher English.
  await ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, world.clinic.hr.user.id));
  await timesheetsOf(ctx, world.placementId, ['approved', 'approved', 'approved']);
  const response = await injectAs(
    ctx.app,
    world.admin.headers,
    'POST',
    '/api/admin/invoices/runs',
    {},
  );
  expect(response.statusCode, response.body).toBe(200);
  run = response.json<BillingRun>();
});
afterAll(() => smtp?.close());

const numberOf = (kind: 'agency' | 'platform') =>
  run.issued.find((invoice) => invoice.issuerKind === kind)!.number;

describe('invoices by e-mail', () => {
  it('queues one mail per recipient with a reference, not the files', async () => {
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.template, 'invoice_issued'));
    expect(rows.map((row) => row.recipient).sort()).toEqual(
      [world.agency.dispatcher.user.email, world.clinic.hr.user.email].sort(),
    );
    expect(rows.every((row) => row.attachmentRef?.startsWith('invoice:'))).toBe(true);
  });

  it('keeps the mail while the mail server is down and sends it with PDF and XML when it is back', async () => {
    const worker = new OutboxWorker({
      db: ctx.db,
      transport: nodemailer.createTransport(smtp.url),
      from: 'Staffing Marketplace <no-reply@example.com>',
      attachments: invoiceAttachments(ctx.db),
      log: ctx.app.log,
    });
    smtp.state.refuse = true;
    expect(await worker.deliverDue()).toBe(0);
    const waiting = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, world.clinic.hr.user.email));
    expect(waiting[0]).toMatchObject({ status: 'pending', attempts: 1 });

    smtp.state.refuse = false;
    await ctx.db
      .update(outboxTable)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxTable.template, 'invoice_issued'));
    expect(await worker.deliverDue()).toBe(2);
    const clinic = smtp.received.find((mail) => mail.to.includes(world.clinic.hr.user.email))!;
    const text = decodeMail(clinic.raw);
    expect(text).toContain(`hat Ihnen die Rechnung ${numberOf('agency')} über`);
    expect(text).toContain('zahlbar bis 31.12.2026');
    expect(clinic.raw).toContain(`filename=${numberOf('agency')}.pdf`);
    expect(clinic.raw).toContain(`filename=${numberOf('agency')}.xml`);
    expect(clinic.raw).toContain('Content-Type: application/pdf');
    const agency = smtp.received.find((mail) =>
      mail.to.includes(world.agency.dispatcher.user.email),
    )!;
    expect(decodeMail(agency.raw)).toContain(
      `Staffing Marketplace GmbH has issued invoice ${numberOf('platform')} to you`,
    );
    expect(agency.raw).toContain(`filename=${numberOf('platform')}.xml`);
  });

  it('renders the files from the stored invoice for the test transport too', async () => {
    const [agencyInvoice] = run.issued.filter((invoice) => invoice.issuerKind === 'agency');
    const files = await invoiceAttachments(ctx.db)(`invoice:${agencyInvoice!.id}`);
    expect(files.map((file) => file.filename)).toEqual([
      `${agencyInvoice!.number}.pdf`,
      `${agencyInvoice!.number}.xml`,
    ]);
    expect(String(files[1]!.content)).toContain('CrossIndustryInvoice');
    await expect(
      invoiceAttachments(ctx.db)('invoice:00000000-0000-4000-8000-000000000000'),
    ).rejects.toThrow();
  });
});
