import { calendarDay } from '#shared/format';
import type { Language } from '#shared/languages';
import { SURCHARGE_BANDS } from '#shared/surcharges';
import { percentOf, type BandMinutes } from '#server/modules/pay/pay.service';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import {
  VAT_RATE_PERCENT,
  addDays,
  berlinMonth,
  divideRounded,
  euroToCents,
  hoursLineCents,
  percentOfCents,
  totalsOf,
  type BerlinMonth,
} from './invoices.money';
import {
  INVOICE_TEXTS,
  formatCents,
  formatMonth,
  formatNumber,
  languageForCountry,
} from './invoices.texts';
import { DEMO_PLATFORM_ISSUER, type PlatformIssuer } from './invoices.platform';
import { NotBillable, checkMonthMinutes, checkNet, checkUnitPrice } from './invoices.problems';
import { agencyIssuer, partyOf } from './invoices.parties';
import * as q from './invoices.queries';

/**
 * Issuing: the number, the invoice and its lines in one transaction, so the numbers stay gapless.
 * Nothing is rendered here: the PDF and the XML are drawn from the stored row on demand, so a
 * crash after the commit loses nothing and a crash before it leaves no number used.
 */

/** Agencies give clinics 30 days (the usual term between businesses); the commission is due in 14 (spec 001). */
export const AGENCY_PAYMENT_TERM_DAYS = 30;
export const COMMISSION_PAYMENT_TERM_DAYS = 14;

export const PLATFORM_ISSUER_KEY = 'platform';

/**
 * The hours to bill for one placement and Berlin month. The billing run (invoices.run.ts) sums
 * them from approved timesheets; `bookedHours()` below (booked shifts) serves tests and fixtures.
 */
export interface BillableHours {
  placementId: string;
  /** `YYYY-MM`, a Berlin calendar month. */
  period: string;
  activeMinutes: number;
  onCallMinutes: number;
  /** Of the active minutes, those in each surcharge band; none: no surcharges billed. */
  surchargeMinutes?: BandMinutes;
}

/** The placement's booked shift time in the month, all as active duty: not approved hours. */
export async function bookedHours(
  db: Db,
  placementId: string,
  period: string,
): Promise<BillableHours> {
  const month = berlinMonth(period);
  return {
    placementId,
    period,
    activeMinutes: await q.bookedMinutes(db, placementId, month.from, month.until),
    onCallMinutes: 0,
  };
}

function notBillable(field = 'hours'): never {
  throw new AppError('VALIDATION_FAILED', [{ field, key: 'Hours_not_billable' }]);
}

function prefixOf(issuerKey: string) {
  return issuerKey === PLATFORM_ISSUER_KEY ? 'MS' : 'AG';
}

/** `MS-2026-00001`: the issuer's prefix, the year of issue and the year's consecutive number. */
export async function drawNumber(tx: Db, issuerKey: string, issueDate: string): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  const sequence = await q.nextInvoiceNumber(tx, issuerKey, year);
  return `${prefixOf(issuerKey)}-${year}-${String(sequence).padStart(5, '0')}`;
}

function checkHours(hours: BillableHours) {
  let month: BerlinMonth;
  try {
    month = berlinMonth(hours.period);
  } catch {
    return notBillable('period');
  }
  checkMonthMinutes(hours.activeMinutes, hours.period);
  checkMonthMinutes(hours.onCallMinutes, hours.period);
  if (hours.activeMinutes + hours.onCallMinutes === 0) notBillable();
  return month;
}

interface Draft {
  lines: q.NewInvoiceLine[];
  orderVolumeCents: number;
}

/** The hours × agreed rates of a placement, month by month: the agency's lines and the order volume. */
function hourLines(
  placement: q.BillablePlacement,
  months: BillableHours[],
  language: Language,
): Draft {
  const texts = INVOICE_TEXTS[language];
  const worker = `${placement.workerFirstName} ${placement.workerLastName}`;
  const lines: q.NewInvoiceLine[] = [];
  const rules = placement.surchargeRules;
  const add = (minutes: number, rateEuro: number, description: string, percent = 100) => {
    // A surcharge's price per hour is its percentage of the rate, rounded to the cent; each line
    // then rounds its own amount (quantity × price), as every line here does.
    const unitPriceCents = divideRounded(euroToCents(rateEuro) * percent, 100);
    checkUnitPrice(unitPriceCents);
    lines.push({
      position: lines.length + 1,
      placementId: placement.placement.id,
      description,
      unit: 'hour',
      quantityMinutes: minutes,
      quantityCount: null,
      unitPriceCents,
      netCents: hoursLineCents(minutes, unitPriceCents),
    });
  };
  for (const hours of months) {
    // Bounded minutes and prices keep every line a safe integer far inside the column's range.
    checkMonthMinutes(hours.activeMinutes + hours.onCallMinutes, hours.period);
    const period = formatMonth(hours.period);
    if (hours.activeMinutes > 0)
      add(
        hours.activeMinutes,
        placement.placement.hourlyRate,
        texts.activeLine(placement.title, worker, period),
      );
    for (const band of SURCHARGE_BANDS) {
      const minutes = hours.surchargeMinutes?.[band] ?? 0;
      const percent = rules ? percentOf(rules, band) : 0;
      if (minutes > 0 && percent > 0)
        add(
          minutes,
          placement.placement.hourlyRate,
          texts.surchargeLine(band, percent, placement.title, period),
          percent,
        );
    }
    if (hours.onCallMinutes > 0) {
      // On-call hours need the request's on-call rate; without one they cannot be priced.
      if (placement.payOnCall === null) {
        throw new NotBillable(
          'MISSING_ON_CALL_RATE',
          { serviceMonth: hours.period, minutes: hours.onCallMinutes },
          'onCallMinutes',
        );
      }
      add(
        hours.onCallMinutes,
        placement.payOnCall,
        texts.onCallLine(placement.title, worker, period),
      );
    }
  }
  return { lines, orderVolumeCents: lines.reduce((sum, line) => sum + line.netCents, 0) };
}

async function insertIssued(
  tx: Db,
  context: IssueContext,
  input: {
    issuerKey: string;
    paymentTermDays: number;
    month: BerlinMonth;
    lines: q.NewInvoiceLine[];
    values: Pick<
      q.NewInvoice,
      | 'issuerKind'
      | 'issuerAgencyId'
      | 'recipientKind'
      | 'recipientOrganisationId'
      | 'recipientAgencyId'
      | 'placementId'
      | 'language'
      | 'issuer'
      | 'recipient'
    >;
  },
) {
  const today = calendarDay(context.now);
  // Checked before a number is drawn; a refusal after it rolls the number back with the invoice.
  const totals = totalsOf(input.lines.map((line) => line.netCents));
  checkNet(totals.netCents);
  const number = await drawNumber(tx, input.issuerKey, today);
  return q.insertInvoice(
    tx,
    {
      ...input.values,
      kind: 'invoice',
      issuerKey: input.issuerKey,
      number,
      issueDate: today,
      periodStart: input.month.firstDay,
      periodEnd: input.month.lastDay,
      dueDate: addDays(today, input.paymentTermDays),
      paymentTermDays: input.paymentTermDays,
      vatRatePercent: VAT_RATE_PERCENT,
      ...totals,
      issuedAt: context.now,
      issuedBy: context.issuedBy ?? null,
    },
    input.lines,
  );
}

/** Turns the partial unique index's refusal into the API's conflict. */
async function once<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = error as { cause?: { code?: string }; code?: string };
    if ((cause.code ?? cause.cause?.code) === '23505') throw new AppError('INVOICE_EXISTS');
    throw error;
  }
}

export interface IssueContext {
  db: Db;
  now: Date;
  issuedBy?: string | null;
  /** The platform as the issuer of commission invoices (PLATFORM_*); the demo operator when absent. */
  platform?: PlatformIssuer;
}

export type AgencyPlacement = q.BillablePlacement & {
  agency: NonNullable<q.BillablePlacement['agency']>;
};

/** The placement with both parties; a pool member's placement has no agency, so nobody invoices it. */
export async function agencyPlacement(tx: Db, placementId: string): Promise<AgencyPlacement> {
  const placement = await q.findBillablePlacement(tx, placementId);
  if (!placement) throw new AppError('NOT_FOUND');
  const { agency } = placement;
  if (!agency) throw new NotBillable('NOT_AN_AGENCY_PLACEMENT', {}, 'placementId');
  return { ...placement, agency };
}

/** Checks the hours, finds the agency placement and runs `issue` in one transaction. */
function issueFor(context: IssueContext, hours: BillableHours, issueIn: typeof agencyInvoiceIn) {
  const month = checkHours(hours);
  return once(() =>
    context.db.transaction(async (tx) =>
      issueIn(tx, context, await agencyPlacement(tx, hours.placementId), month, [hours]),
    ),
  );
}

/** The agency's invoice to the clinic for one placement and month: hours × agreed rates, 19 % VAT. */
export async function issueAgencyInvoice(context: IssueContext, hours: BillableHours) {
  return issueFor(context, hours, agencyInvoiceIn);
}

/** The agency's invoice in the caller's transaction: `months` are the hours it bills, each of its service month. */
export function agencyInvoiceIn(
  tx: Db,
  context: IssueContext,
  placement: AgencyPlacement,
  month: BerlinMonth,
  months: BillableHours[],
) {
  const language = languageForCountry(placement.organisation.country);
  return insertIssued(tx, context, {
    issuerKey: placement.agency.id,
    paymentTermDays: AGENCY_PAYMENT_TERM_DAYS,
    month,
    lines: hourLines(placement, months, language).lines,
    values: {
      issuerKind: 'agency',
      issuerAgencyId: placement.agency.id,
      recipientKind: 'organisation',
      recipientOrganisationId: placement.organisation.id,
      placementId: placement.placement.id,
      language,
      issuer: agencyIssuer(placement.agency),
      recipient: partyOf(placement.organisation),
    },
  });
}

/**
 * The platform's commission invoice to the agency for one placement and month: the placement's
 * commission rate (the administrator's rate when it was made) of the month's order volume.
 */
export async function issueCommissionInvoice(context: IssueContext, hours: BillableHours) {
  return issueFor(context, hours, commissionInvoiceIn);
}

/** The commission invoice in the caller's transaction, on the order volume of `months`. */
export function commissionInvoiceIn(
  tx: Db,
  context: IssueContext,
  placement: AgencyPlacement,
  month: BerlinMonth,
  months: BillableHours[],
) {
  const language = languageForCountry(placement.agency.country);
  const { orderVolumeCents } = hourLines(placement, months, language);
  checkNet(orderVolumeCents);
  const rate = placement.placement.commissionRate;
  const commissionCents = percentOfCents(orderVolumeCents, rate);
  const line: q.NewInvoiceLine = {
    position: 1,
    placementId: placement.placement.id,
    description: INVOICE_TEXTS[language].commissionLine(
      formatNumber(rate, language),
      formatCents(orderVolumeCents, language),
      placement.title,
      formatMonth(month.month),
    ),
    unit: 'each',
    quantityMinutes: null,
    quantityCount: 1,
    unitPriceCents: commissionCents,
    netCents: commissionCents,
  };
  return insertIssued(tx, context, {
    issuerKey: PLATFORM_ISSUER_KEY,
    paymentTermDays: COMMISSION_PAYMENT_TERM_DAYS,
    month,
    lines: [line],
    values: {
      issuerKind: 'platform',
      issuerAgencyId: null,
      recipientKind: 'agency',
      recipientAgencyId: placement.agency.id,
      placementId: placement.placement.id,
      language,
      issuer: context.platform ?? DEMO_PLATFORM_ISSUER,
      recipient: partyOf(placement.agency),
    },
  });
}

/**
 * Cancels an issued (or paid, or overdue) invoice: its status becomes cancelled and a credit
 * note with the negated lines and its own number from the same issuer's sequence cancels it,
 * both in one transaction. The replacement is issued as a new invoice afterwards.
 */
export async function cancelInvoice(context: IssueContext, invoiceId: string) {
  return context.db.transaction(async (tx) => {
    const original = await q.lockInvoice(tx, invoiceId);
    if (!original) throw new AppError('NOT_FOUND');
    if (original.kind !== 'invoice' || original.status === 'cancelled')
      throw new AppError('INVOICE_NOT_OPEN');
    const cancelled = await q.changeStatus(tx, invoiceId, ['issued', 'paid'], {
      status: 'cancelled',
      cancelledAt: context.now,
    });
    if (!cancelled) throw new AppError('INVOICE_NOT_OPEN');
    const today = calendarDay(context.now);
    const lines = (await q.listLines(tx, invoiceId)).map(({ invoiceId: _, ...line }) => ({
      ...line,
      // A credit note gives the same quantities back at the same prices: its amounts are negative.
      unitPriceCents: line.unitPriceCents,
      netCents: -line.netCents,
    }));
    const {
      id: _id,
      createdAt: _created,
      paidAt: _paid,
      cancelledAt: _cancelledAt,
      ...kept
    } = original;
    const creditNote = await q.insertInvoice(
      tx,
      {
        ...kept,
        kind: 'credit_note',
        number: await drawNumber(tx, original.issuerKey, today),
        correctsInvoiceId: original.id,
        status: 'issued',
        issueDate: today,
        dueDate: today,
        paymentTermDays: 0,
        netCents: -original.netCents,
        vatCents: -original.vatCents,
        grossCents: -original.grossCents,
        issuedAt: context.now,
        issuedBy: context.issuedBy ?? null,
      },
      lines,
    );
    return { invoice: cancelled, creditNote };
  });
}
