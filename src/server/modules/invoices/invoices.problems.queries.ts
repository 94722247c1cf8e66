import { and, count, desc, eq, exists, isNull, lte, or, sql } from 'drizzle-orm';
import type { BillingProblemDetails, BillingProblemReason } from '#shared/contracts/invoices';
import type { Db } from '#server/db/client';
import {
  agencies,
  billingRunProblems,
  organisations,
  placements,
  requests,
  timesheets,
} from '#server/db/schema/index';
import { unbilledFor } from './invoices.run.queries';

/** The placements the billing run could not invoice, kept until a run invoices them. */

const open = isNull(billingRunProblems.resolvedAt);

/**
 * Records the placement's problem, or updates its open one: the reason and details of this run,
 * the latest month that met it. Two runs at once meet on the open row's unique index.
 */
export async function recordProblem(
  db: Db,
  problem: {
    placementId: string;
    periodStart: string;
    reason: BillingProblemReason;
    details: BillingProblemDetails;
    at: Date;
  },
) {
  await db
    .insert(billingRunProblems)
    .values({
      placementId: problem.placementId,
      periodStart: problem.periodStart,
      reason: problem.reason,
      details: problem.details,
      firstSeenAt: problem.at,
      lastSeenAt: problem.at,
    })
    .onConflictDoUpdate({
      target: billingRunProblems.placementId,
      targetWhere: sql`resolved_at is null`,
      set: {
        periodStart: sql`greatest(${billingRunProblems.periodStart}, excluded.period_start)`,
        reason: sql`excluded.reason`,
        details: sql`excluded.details`,
        lastSeenAt: sql`excluded.last_seen_at`,
      },
    });
}

/** The placement was invoiced (or had nothing to invoice) by a run of this month or a later one. */
export async function resolveProblem(tx: Db, placementId: string, periodStart: string, at: Date) {
  await tx
    .update(billingRunProblems)
    .set({ resolvedAt: at })
    .where(
      and(
        open,
        eq(billingRunProblems.placementId, placementId),
        lte(billingRunProblems.periodStart, periodStart),
      ),
    );
}

/**
 * Resolves the open problems of placements with nothing left to bill up to the month's end: their
 * hours were billed since, or are no longer approved, so no run would meet them again.
 */
export async function resolveSettledProblems(db: Db, periodStart: string, until: Date, at: Date) {
  const pending = (issuerKind: 'agency' | 'platform') =>
    exists(
      db
        .select({ one: sql`1` })
        .from(timesheets)
        .where(
          and(
            eq(timesheets.placementId, billingRunProblems.placementId),
            unbilledFor(issuerKind, until),
          ),
        ),
    );
  await db
    .update(billingRunProblems)
    .set({ resolvedAt: at })
    .where(
      and(
        open,
        lte(billingRunProblems.periodStart, periodStart),
        sql`not ${or(pending('agency'), pending('platform'))}`,
      ),
    );
}

/** One page of the open problems, the latest first, with what the back office shows of the placement. */
export async function listOpenProblems(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const items = await db
    .select({
      problem: billingRunProblems,
      requestId: placements.requestId,
      requestTitle: requests.title,
      organisationName: organisations.name,
      agencyName: agencies.name,
    })
    .from(billingRunProblems)
    .innerJoin(placements, eq(placements.id, billingRunProblems.placementId))
    .innerJoin(requests, eq(requests.id, placements.requestId))
    .innerJoin(organisations, eq(organisations.id, placements.organisationId))
    .leftJoin(agencies, eq(agencies.id, placements.agencyId))
    .where(open)
    .orderBy(desc(billingRunProblems.lastSeenAt), desc(billingRunProblems.id))
    .limit(pageSize)
    .offset(page * pageSize);
  const [total] = await db.select({ count: count() }).from(billingRunProblems).where(open);
  return { items, total: total?.count ?? 0 };
}
