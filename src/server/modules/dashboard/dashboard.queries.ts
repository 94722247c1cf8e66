import { and, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CommissionEarnings } from '#shared/contracts/dashboard';
import type { Db } from '#server/db/client';
import {
  agencies,
  agencyMembers,
  departmentMembers,
  departments,
  invoices,
  organisationMembers,
  organisations,
  requests,
  users,
} from '#server/db/schema/index';

/** Requests (job postings) posted and still standing: every request that was not cancelled. */
export async function countPostedRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(requests)
    .where(ne(requests.state, 'cancelled'));
  return row?.value ?? 0;
}

/** Requests that were filled, by the pool (internal_fill) or from outside (external_fill). */
export async function countFulfilledRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(requests)
    .where(inArray(requests.state, ['internal_fill', 'external_fill']));
  return row?.value ?? 0;
}

/**
 * The platform's earnings: the net of every commission invoice, credit notes subtracted, since
 * the first. The billing page sums the same rows (the invoice list's net total of the platform's
 * invoices); a placement's commission counts once the billing run has invoiced its worked hours.
 */
export async function sumInvoicedCommissionCents(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${invoices.netCents}), 0)::bigint` })
    .from(invoices)
    .where(eq(invoices.issuerKind, 'platform'));
  return Number(row?.value ?? 0);
}

/**
 * The platform's commission in a period, net: issued by the invoices' and credit notes' issue
 * day (a credit note subtracts in the period it was issued, as the books have it), paid by the
 * instant the payment was recorded. `days` are Berlin calendar days, `instants` where they begin.
 */
export async function sumCommission(
  db: Db,
  days: { from: string; until: string },
  instants: { from: Date; until: Date },
): Promise<CommissionEarnings> {
  const [row] = await db
    .select({
      issued: sql<string>`coalesce(sum(${invoices.netCents}) filter (where ${invoices.issueDate} >= ${days.from} and ${invoices.issueDate} < ${days.until}), 0)`,
      paid: sql<string>`coalesce(sum(${invoices.netCents}) filter (where ${invoices.status} = 'paid' and ${invoices.paidAt} >= ${instants.from.toISOString()} and ${invoices.paidAt} < ${instants.until.toISOString()}), 0)`,
    })
    .from(invoices)
    .where(eq(invoices.issuerKind, 'platform'));
  return { issuedCents: Number(row?.issued ?? 0), paidCents: Number(row?.paid ?? 0) };
}

/** Active (not archived) accounts that meet a condition. */
async function countActiveUsers(db: Db, condition: SQL): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(isNull(users.archivedAt), condition));
  return row?.value ?? 0;
}

/**
 * Internal users: distinct active accounts that belong to an active organisation, or are a user
 * or customer of an active department of an active organisation.
 */
export async function countInternalUsers(db: Db): Promise<number> {
  return countActiveUsers(
    db,
    sql`(exists (select 1 from ${organisationMembers} inner join ${organisations} on ${organisations.id} = ${organisationMembers.organisationId} where ${organisationMembers.userId} = ${users.id} and ${organisations.archivedAt} is null)
          or exists (select 1 from ${departmentMembers} inner join ${departments} on ${departments.id} = ${departmentMembers.departmentId} inner join ${organisations} on ${organisations.id} = ${departments.organisationId} where ${departmentMembers.userId} = ${users.id} and ${departments.archivedAt} is null and ${organisations.archivedAt} is null))`,
  );
}

/** External users: distinct active accounts that are users or customers of an active agency. */
export async function countExternalUsers(db: Db): Promise<number> {
  return countActiveUsers(
    db,
    sql`exists (select 1 from ${agencyMembers} inner join ${agencies} on ${agencies.id} = ${agencyMembers.agencyId} where ${agencyMembers.userId} = ${users.id} and ${agencies.archivedAt} is null)`,
  );
}
