import { calendarDay } from '#shared/format';
import type {
  BillingProblem,
  BillingProblemListQuery,
  BillingRun,
  BillingRunInput,
  Invoice,
  InvoiceList,
  InvoiceListQuery,
  InvoiceSummary,
} from '#shared/contracts/invoices';
import type { Page } from '#shared/contracts/lists';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import type { Clock } from '#server/lib/clock';
import { berlinMonth } from './invoices.money';
import { renderable, toSummary } from './invoices.mapping';
import { cancelInvoice } from './invoices.issue';
import { lastClosedMonth, runBilling, type InvoiceMail, type RunContext } from './invoices.run';
import { listOpenProblems } from './invoices.problems.queries';
import { renderInvoicePdf } from './invoices.pdf';
import { renderInvoiceXml } from './invoices.xml';
import type { PlatformIssuer } from './invoices.platform';
import * as q from './invoices.queries';

// What other modules use of this module's parts.
export { lastClosedMonth, runBilling } from './invoices.run';

export interface InvoiceActor {
  userId: string;
  role: Role;
}

/**
 * Invoices as their parties and administrators see them: the
 * issuing agency's dispatchers, the receiving organisation's HR (ORG_ADMIN) or agency's
 * dispatchers, and administrators. Anyone else's invoice is not found, as with documents.
 */
export function createInvoiceService(deps: {
  db: Db;
  clock: Clock;
  mail?: InvoiceMail;
  platform?: PlatformIssuer;
  log?: RunContext['log'];
}) {
  const { db, clock } = deps;
  const today = () => calendarDay(clock.now());

  async function visible(actor: InvoiceActor, id: string) {
    const row = await q.findInvoice(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (
      actor.role !== 'ADMIN' &&
      !q.isVisible(row, await q.visibilityOf(db, actor.userId, actor.role))
    ) {
      throw new AppError('NOT_FOUND');
    }
    return row;
  }

  async function full(actor: InvoiceActor, id: string) {
    return renderable(db, await visible(actor, id), today());
  }

  return {
    async list(actor: InvoiceActor, query: InvoiceListQuery): Promise<InvoiceList> {
      const visibility =
        actor.role === 'ADMIN' ? null : await q.visibilityOf(db, actor.userId, actor.role);
      const filter: q.InvoiceFilter = {
        visibility,
        periodStart: query.month ? berlinMonth(query.month).firstDay : undefined,
        counterpartId: query.counterpartId,
        issuer: query.issuer,
      };
      const now = today();
      const rows = await q.listInvoices(db, filter, query);
      const { count, totals, grossByStatus } = await q.sumInvoices(db, filter, now);
      return {
        items: rows.map((row) => toSummary(row, now)),
        total: count,
        totals,
        grossByStatus,
        counterparties: await q.counterpartiesOf(db, visibility),
      };
    },

    async get(actor: InvoiceActor, id: string): Promise<Invoice> {
      return (await full(actor, id)).invoice;
    },

    async pdf(actor: InvoiceActor, id: string) {
      const { invoice, preceding } = await full(actor, id);
      return {
        name: `${invoice.number}.pdf`,
        body: await renderInvoicePdf(invoice, preceding?.number ?? null),
      };
    },

    async xml(actor: InvoiceActor, id: string) {
      const { invoice, preceding } = await full(actor, id);
      return { name: `${invoice.number}.xml`, body: await renderInvoiceXml(invoice, preceding) };
    },

    /** Administrators record a payment; a paid, cancelled invoice or a credit note is refused. */
    async markPaid(id: string): Promise<InvoiceSummary> {
      const row = await q.findInvoice(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      const paid = await q.changeStatus(db, id, ['issued'], {
        status: 'paid',
        paidAt: clock.now(),
      });
      if (!paid) throw new AppError('INVOICE_NOT_OPEN');
      return toSummary(paid, today());
    },

    /** Bills approved hours up to a closed month's end; the current or a future month is refused. */
    async run(actor: InvoiceActor, input: BillingRunInput): Promise<BillingRun> {
      const now = clock.now();
      const closed = lastClosedMonth(now);
      const month = input.month ?? closed;
      if (month > closed)
        throw new AppError('VALIDATION_FAILED', [{ field: 'month', key: 'Month_not_closed' }]);
      const result = await runBilling(
        { db, now, issuedBy: actor.userId, platform: deps.platform, log: deps.log },
        month,
        deps.mail,
      );
      const day = today();
      return { ...result, issued: result.issued.map((row) => toSummary(row, day)) };
    },

    /** The placements runs could not invoice and no later run has: administrators act on them. */
    async problems(query: BillingProblemListQuery): Promise<Page<BillingProblem>> {
      const { items, total } = await listOpenProblems(db, query);
      return {
        items: items.map(({ problem, ...placement }) => ({
          id: problem.id,
          placementId: problem.placementId,
          ...placement,
          reason: problem.reason,
          details: problem.details,
          month: problem.periodStart.slice(0, 7),
          firstSeenAt: problem.firstSeenAt.toISOString(),
          lastSeenAt: problem.lastSeenAt.toISOString(),
        })),
        total,
      };
    },

    async cancel(actor: InvoiceActor, id: string) {
      const result = await cancelInvoice({ db, now: clock.now(), issuedBy: actor.userId }, id);
      const now = today();
      return {
        invoice: toSummary(result.invoice, now),
        creditNote: toSummary(result.creditNote, now),
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
