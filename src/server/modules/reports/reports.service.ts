import {
  BASELINE_MONTHS,
  MAX_REPORT_YEARS,
  type ExternalReport,
  type FillFigures,
  type FillReport,
  type PoolReport,
  type PromiseReport,
  type ReportQuery,
} from '#shared/contracts/reports';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import type { Clock } from '#server/lib/clock';
import {
  mayActOnDepartment,
  maySeeOrganisation,
  resolveScope,
} from '#server/modules/organisation-scope/organisation-scope.service';
import { promiseOf } from './reports.promise';
import * as q from './reports.queries';

export interface ReportActor {
  userId: string;
  role: Role;
}

/** Validation keys of this module; both catalogues have them. */
export const REPORT_CHECK_KEYS = {
  dateOrder: 'Date_order',
  periodTooLong: 'Report_period_too_long',
} as const;

/** The same calendar day `years` later, as a string (29 February compares as the day after the 28th). */
function yearsLater(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;
}

function checkPeriod({ from, to }: ReportQuery) {
  if (to < from)
    throw new AppError('VALIDATION_FAILED', [{ field: 'to', key: REPORT_CHECK_KEYS.dateOrder }]);
  if (to >= yearsLater(from, MAX_REPORT_YEARS)) {
    throw new AppError('VALIDATION_FAILED', [
      { field: 'to', key: REPORT_CHECK_KEYS.periodTooLong },
    ]);
  }
}

const count = (value: q.Numeric) => Number(value ?? 0);
const minutes = (value: q.Numeric) => (value === null ? null : Number(value));

/** The organisation lines of an administrator's report, or nothing for anyone else. */
function byOrganisation<
  Row extends { organisation_id: string | null; organisation_name: string | null },
  Figures,
>(rows: Row[], filter: q.ReportFilter, figures: (row: Row) => Figures) {
  if (!filter.byOrganisation) return {};
  return {
    organisations: rows
      .filter((row) => row.organisation_id !== null)
      .map((row) => ({
        organisationId: row.organisation_id!,
        organisationName: row.organisation_name ?? '',
        ...figures(row),
      })),
  };
}

function fillFiguresOf(row: q.FillRow): FillFigures {
  const posted = count(row.posted);
  const cancelled = count(row.cancelled);
  const open = count(row.open);
  const filled = count(row.own_pool) + count(row.other_pools) + count(row.agencies);
  // Open requests may still be filled: they count neither for nor against the rate.
  const decided = posted - cancelled - open;
  return {
    posted,
    ownPool: count(row.own_pool),
    otherPools: count(row.other_pools),
    agencies: count(row.agencies),
    unfilled: count(row.unfilled),
    open,
    cancelled,
    fillRate: decided > 0 ? Math.round((filled / decided) * 10_000) / 10_000 : null,
    timeToFill: {
      count: count(row.filled_count),
      medianMinutes: minutes(row.fill_median),
      p90Minutes: minutes(row.fill_p90),
    },
    timeToFirstAnswer: {
      count: count(row.answered_count),
      medianMinutes: minutes(row.answer_median),
      p90Minutes: minutes(row.answer_p90),
    },
  };
}

/**
 * The reports. Every tenant id comes from the
 * organisation scope: an id outside it is not found, as in the other modules.
 */
export function createReportsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function filterFor(actor: ReportActor, query: ReportQuery): Promise<q.ReportFilter> {
    checkPeriod(query);
    const scope = await resolveScope(db, actor);
    const { from, to, organisationId, departmentIds } = query;
    if (organisationId !== undefined && !maySeeOrganisation(scope, organisationId))
      throw new AppError('NOT_FOUND');
    if (departmentIds?.some((id) => !mayActOnDepartment(scope, id)))
      throw new AppError('NOT_FOUND');
    return {
      from,
      to,
      scope: scope.all
        ? null
        : {
            organisationIds: scope.adminOrganisationIds,
            // Wards in administered organisations are covered by them.
            departmentIds: scope.departmentIdsOutsideAdminOrganisations,
          },
      organisationId,
      departmentIds,
      byOrganisation: actor.role === 'ADMIN',
      now: clock.now(),
    };
  }

  return {
    async fill(actor: ReportActor, query: ReportQuery): Promise<FillReport> {
      const filter = await filterFor(actor, query);
      const rows = await q.fillFigures(db, filter);
      const total = rows.find((row) => row.month === null && row.organisation_id === null);
      return {
        total: fillFiguresOf(total!),
        months: rows
          .filter((row) => row.month !== null)
          .map((row) => ({ month: row.month!, ...fillFiguresOf(row) })),
        ...byOrganisation(rows, filter, fillFiguresOf),
      };
    },

    async pool(actor: ReportActor, query: ReportQuery): Promise<PoolReport> {
      const rows = await q.poolFigures(db, await filterFor(actor, query));
      return {
        wards: rows
          .filter((row) => row.user_id === null)
          .map((row) => ({
            departmentId: row.department_id,
            departmentName: row.department_name,
            asked: count(row.asked),
            accepted: count(row.accepted),
            declined: count(row.declined),
            noAnswer: count(row.no_answer),
          })),
        members: rows
          .filter((row) => row.user_id !== null)
          .map((row) => ({
            departmentId: row.department_id,
            userId: row.user_id!,
            name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
            asked: count(row.asked),
            accepted: count(row.accepted),
            taken: count(row.taken),
          })),
      };
    },

    async external(actor: ReportActor, query: ReportQuery): Promise<ExternalReport> {
      const filter = await filterFor(actor, query);
      const rows = await q.externalFigures(db, filter);
      // Commission is the platform's business: only administrators see it.
      const figures = (row: q.ExternalRow) => ({
        placements: count(row.placements),
        // Four decimals, as the invoices show hours (20 minutes: 0.3333).
        hours: Math.round((count(row.minutes) / 60) * 10_000) / 10_000,
        costCents: count(row.cost_cents),
        internalCostCents: row.internal_cost_cents === null ? null : count(row.internal_cost_cents),
        ...(actor.role === 'ADMIN' ? { commissionCents: count(row.commission_cents) } : {}),
      });
      const total = rows.find(
        (row) => row.month === null && row.agency_id === null && row.organisation_id === null,
      );
      return {
        total: figures(total!),
        months: rows
          .filter((row) => row.month !== null)
          .map((row) => ({ month: row.month!, ...figures(row) })),
        agencies: rows
          .filter((row) => row.agency_id !== null)
          .map((row) => ({
            agencyId: row.agency_id!,
            agencyName: row.agency_name ?? '',
            ...figures(row),
          })),
        ...byOrganisation(rows, filter, figures),
      };
    },

    /** The spec's claims against the period: time to fill and the agencies' share of the fills. */
    async promise(actor: ReportActor, query: ReportQuery): Promise<PromiseReport> {
      // The claims are about the scope as a whole, so no breakdown by organisation.
      const filter = { ...(await filterFor(actor, query)), byOrganisation: false };
      // One after the other: each runs in its own transaction (JIT off), and PGlite has one connection.
      const rows = await q.fillFigures(db, filter);
      const baseline = await q.baselineFigures(db, filter, BASELINE_MONTHS);
      return promiseOf(fillFiguresOf(rows.find((row) => row.month === null)!), baseline);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
