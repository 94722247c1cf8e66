import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { InvoiceList } from '#shared/contracts/invoices';
import type { MyShifts } from '#shared/contracts/engine';
import { startSmtpListener } from '#server/test/smtp';
import { launchBrowser } from './support/browser';
import { contextAt, startServerAt } from './support/clock';
import { waitForMail } from './support/mail';
import { marketplaceSteps, substituteDoctorRequest, type Journey } from './support/marketplace';
import { removeDir } from './support/server';
import { signIn, signInToApi } from './support/session';

/**
 * After the shift (timesheets and invoices), in Germany, on a test clock. The server is started
 * three times on one data folder, each at a later CLOCK_START: before the shifts
 * (booking), after they ended (hours), and on the 1st of the next month (billing).
 */

const BOOKING = '2026-11-26T09:00:00+01:00';
const AFTER_SHIFTS = '2026-11-30T18:00:00+01:00';
const BILLING_DAY = '2026-12-01T09:00:00+01:00';
const PHONE = { width: 375, height: 812 };
const DEMO_AGENCY = 'MediStaff Personal GmbH';
const stamp = Date.now().toString(36);
const poolTitle = `Frühdienst Kardiologie ${stamp}`;
const agencyTitle = `Vertretung Kardiologie ${stamp}`;

const journey = {} as Journey;
const steps = marketplaceSteps(journey);
let dataDir = '';
let now = BOOKING;
const contexts: BrowserContext[] = [];

async function restartAt(instant: string) {
  await journey.server.stop();
  journey.server = await startServerAt(instant, dataDir, { SMTP_URL: journey.smtp.url });
  now = instant;
}

async function pageAs(
  email: string,
  landing: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await contextAt(
    journey.browser,
    journey.server,
    now,
    viewport ? { viewport } : {},
  );
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, email, { landing, timeout: 30_000 });
  return page;
}

beforeAll(async () => {
  journey.smtp = await startSmtpListener();
  journey.server = await startServerAt(BOOKING, undefined, { SMTP_URL: journey.smtp.url });
  dataDir = journey.server.dataDir;
  journey.browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await journey.browser?.close();
  await journey.server?.stop();
  await journey.smtp?.close();
  if (dataDir) await removeDir(dataDir);
});

let agencyNumber = '';
let commissionNumber = '';
let commissionId = '';

describe('after the shift', () => {
  it('books a pool shift and an agency placement on Monday, 30 November', async () => {
    await steps.setCommission(12.5);
    const ward = await signInToApi(journey.server.url, 'ward@example.com');
    const hr = await signInToApi(journey.server.url, 'hr@example.com');
    const nurse = await signInToApi(journey.server.url, 'nurse@example.com');
    const organisations = await steps.call<{
      items: Array<{ _id: string; departments: Array<{ _id: string; name: string }> }>;
    }>(ward, 'GET', '/organisation');
    const clinic = organisations.json.items[0]!;
    const kardiologie = clinic.departments.find((department) => department.name === 'Kardiologie')!;

    // The pool: 06:00–14:00 in Germany; the nurse accepts, the ward manager books her.
    const poolStart = Date.parse('2026-11-30T06:00:00+01:00');
    const pool = await steps.call<{ _id: string; state: string }>(ward, 'POST', '/job', {
      title: poolTitle,
      organisation: clinic._id,
      orig_dept: kardiologie._id,
      jobType: 'Tagesdienst',
      dates: [
        {
          startDate: poolStart,
          endDate: poolStart + 8 * 3_600_000,
          activity: 'times',
          type: 'Neue_Dienstanfrage',
        },
      ],
    });
    expect(pool.status, JSON.stringify(pool.json)).toBe(201);
    const offers = await steps.call<MyShifts>(nurse, 'GET', '/me/shifts');
    const offer = offers.json.offers.find((item) => item.request.title === poolTitle)!;
    expect(
      (await steps.call(nurse, 'POST', `/offers/${offer.offerId}/answer`, { answer: 'accepted' }))
        .status,
    ).toBe(200);
    await select(ward, pool.json._id);

    // The agency: 07:00–15:00 on the same ward, the demo agency's doctor at €95 an hour.
    const agencyStart = Date.parse('2026-11-30T07:00:00+01:00');
    const advertised = await steps.call<{ _id: string; state: string }>(hr, 'POST', '/job', {
      ...substituteDoctorRequest(agencyTitle, clinic._id, agencyStart),
      orig_dept: kardiologie._id,
    });
    expect(advertised.status, JSON.stringify(advertised.json)).toBe(201);
    const dispatcher = await signInToApi(journey.server.url, 'agency@example.com');
    const doctor = await steps.staffMember(dispatcher, 'Jonas', 'Lindqvist');
    await steps.apply(dispatcher, advertised.json._id, doctor, 95);
    await select(hr, advertised.json._id);
  });

  it('the nurse confirms with one tap on a phone; the dispatcher corrects the break', async () => {
    await restartAt(AFTER_SHIFTS);
    const phone = await pageAs('nurse@example.com', '/en/my-shifts', PHONE);
    await phone.goto('/en/my-shifts/timesheets');
    const sheet = phone.getByRole('listitem').filter({ hasText: poolTitle });
    await sheet.getByRole('button', { name: 'Hours as booked' }).click();
    await sheet.getByText('Waiting for approval').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    const dispo = await pageAs('agency@example.com', '/en/agency/jobs');
    await dispo.goto('/en/agency/timesheets');
    const theirs = dispo.getByRole('listitem').filter({ hasText: agencyTitle });
    await theirs.getByRole('button', { name: 'Edit times and break' }).click();
    await theirs.getByLabel('Break (minutes)').fill('45');
    await theirs.getByRole('button', { name: 'Send hours' }).click();
    await theirs.getByText('Waiting for approval').waitFor();
    await theirs.getByText(/break 45 min/).waitFor();
  });

  it('the ward manager approves the week', async () => {
    const week = await pageAs('ward@example.com', '/en/hospital');
    await week.goto('/en/hospital/timesheets');
    await week.getByRole('button', { name: 'Approve all 2 timesheets' }).click();
    await week
      .getByRole('dialog', { name: 'Approve 2 timesheets?' })
      .getByRole('button', { name: 'Approve 2' })
      .click();
    await week
      .getByRole('listitem')
      .filter({ hasText: agencyTitle })
      .getByText('Approved', { exact: true })
      .waitFor();
    await week
      .getByRole('listitem')
      .filter({ hasText: poolTitle })
      .getByText('Approved', { exact: true })
      .waitFor();
  });

  it('on 1 December the monthly run bills November by itself: both invoices are e-mailed with PDF and XML', async () => {
    await restartAt(BILLING_DAY);
    // The monthly run was due at 06:00: the server runs it as it starts.
    const token = await signInToApi(journey.server.url, 'admin@example.com');
    const november = () => steps.call<InvoiceList>(token, 'GET', '/invoices?month=2026-11');
    await expect
      .poll(async () => (await november()).json.items.length, { timeout: 60_000 })
      .toBe(2);
    const list = await november();
    const agencyInvoice = list.json.items.find((item) => item.issuerKind === 'agency')!;
    const commission = list.json.items.find((item) => item.issuerKind === 'platform')!;
    [agencyNumber, commissionNumber, commissionId] = [
      agencyInvoice.number,
      commission.number,
      commission.id,
    ];
    // 7 h 15 min at €95 = €688.75; the commission 12.5 % of it, €86.09 net.
    expect(agencyInvoice).toMatchObject({
      netCents: 68_875,
      recipientName: expect.stringContaining('Klinikum Nord'),
    });
    expect(commission).toMatchObject({ netCents: 8_609, dueDate: '2026-12-15' });

    for (const [to, number] of [
      ['hr@example.com', agencyNumber],
      ['agency@example.com', commissionNumber],
    ] as const) {
      await waitForMail(journey.smtp.received, to, number, 60_000);
      const mail = journey.smtp.received.find(
        (item) => item.to.includes(to) && item.raw.includes(`filename=${number}.pdf`),
      )!;
      expect(mail.raw).toContain(`filename=${number}.xml`);
      expect(mail.raw).toContain('Content-Type: application/pdf');
    }

    // Asked by hand as well, the run finds nothing left to bill: nothing is billed twice.
    const admin = await pageAs('admin@example.com', '/en/hospital');
    await admin.goto('/en/admin/billing');
    await admin.getByRole('button', { name: 'Bill last month' }).click();
    await admin.getByText('0 invoices issued.').waitFor();
  });

  it('the clinic opens its invoice; the agency sees both; the administrator marks the commission paid and the earnings change', async () => {
    const clinic = await pageAs('hr@example.com', '/en/hospital');
    await clinic.goto('/en/hospital/invoices');
    await clinic.getByText(agencyNumber).waitFor();
    const [download] = await Promise.all([
      clinic.waitForEvent('download'),
      clinic
        .getByRole('button', {
          name: `Download invoice ${agencyNumber} of ${DEMO_AGENCY} as PDF`,
        })
        .click(),
    ]);
    // Named by number and issuer: two agencies may number alike.
    expect(download.suggestedFilename()).toBe(`${agencyNumber} ${DEMO_AGENCY}.pdf`);
    const head = await new Promise<string>((resolve, reject) => {
      download.createReadStream().then((stream) => {
        stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1')));
        stream.once('error', reject);
      }, reject);
    });
    expect(head).toBe('%PDF-');

    const agency = await pageAs('agency@example.com', '/en/agency/jobs');
    await agency.goto('/en/agency/invoices');
    await agency
      .getByRole('region', { name: 'Issued to clinics' })
      .getByText(agencyNumber)
      .waitFor();
    await agency
      .getByRole('region', { name: 'Commission invoices from the platform' })
      .getByText(commissionNumber)
      .waitFor();

    const admin = await pageAs('admin@example.com', '/en/hospital');
    await admin.goto('/en/admin/dashboard');
    const thisMonth = () =>
      admin
        .getByRole('table', { name: 'Commission earnings (net)' })
        .getByRole('row', { name: /^This month/ });
    await expect
      .poll(async () => (await thisMonth().innerText()).replace(/\s+/g, ' '), { timeout: 30_000 })
      .toContain('€86.09 €0.00');

    await admin.goto('/en/admin/billing');
    await admin.getByRole('button', { name: `Mark invoice ${commissionNumber} as paid` }).click();
    const token = await signInToApi(journey.server.url, 'admin@example.com');
    await expect
      .poll(
        async () =>
          (await steps.call<{ status: string }>(token, 'GET', `/invoices/${commissionId}`)).json
            .status,
        { timeout: 30_000 },
      )
      .toBe('paid');

    await admin.goto('/en/admin/dashboard');
    await expect
      .poll(async () => (await thisMonth().innerText()).replace(/\s+/g, ' '), { timeout: 30_000 })
      .toContain('€86.09 €86.09');
  });
});

/** The requester books the request's one applicant (the pool member or the agency's doctor). */
async function select(token: string, requestId: string) {
  const applicants = await steps.call<{ items: Array<{ _id: string }> }>(
    token,
    'GET',
    `/job/${requestId}/applicants`,
  );
  expect(applicants.json.items).toHaveLength(1);
  const selected = await steps.call(
    token,
    'POST',
    `/job/${requestId}/applicants/${applicants.json.items[0]!._id}/select`,
  );
  expect(selected.status, JSON.stringify(selected.json)).toBe(200);
}
