import { calendarDay } from '#shared/format';
import { EARNINGS_PERIODS, type Dashboard } from '#shared/contracts/dashboard';
import type { Db } from '#server/db/client';
import { startOfGermanDay, type Clock } from '#server/lib/clock';
import { countAgencies } from '#server/modules/agencies/agencies.service';
import { totalOf } from '#server/modules/analytics/analytics.service';
import { countOrganisations } from '#server/modules/organisations/organisations.service';
import * as q from './dashboard.queries';

const monthStart = (year: number, month: number) =>
  month > 12
    ? `${year + 1}-01-01`
    : month < 1
      ? `${year - 1}-12-01`
      : `${year}-${String(month).padStart(2, '0')}-01`;

/** This month, last month and the year to date as Berlin days, `from` included, `until` not. */
export function earningsPeriods(
  now: Date,
): Record<keyof Dashboard['commission'], { from: string; until: string }> {
  const [year, month] = calendarDay(now).split('-').map(Number) as [number, number];
  const thisMonth = monthStart(year, month);
  const nextMonth = monthStart(year, month + 1);
  return {
    thisMonth: { from: thisMonth, until: nextMonth },
    lastMonth: { from: monthStart(year, month - 1), until: thisMonth },
    yearToDate: { from: `${year}-01-01`, until: nextMonth },
  };
}

async function commission(db: Db, now: Date): Promise<Dashboard['commission']> {
  const periods = earningsPeriods(now);
  const sums = await Promise.all(
    EARNINGS_PERIODS.map((key) => {
      const days = periods[key];
      return q.sumCommission(db, days, {
        from: startOfGermanDay(days.from),
        until: startOfGermanDay(days.until),
      });
    }),
  );
  const [thisMonth, lastMonth, yearToDate] = sums as [
    (typeof sums)[number],
    (typeof sums)[number],
    (typeof sums)[number],
  ];
  return { thisMonth, lastMonth, yearToDate };
}

/**
 * The admin dashboard's eight figures, all from the database (spec 000 showed fixed samples),
 * and the platform's commission earnings per period on the app's clock.
 */
export function createDashboardService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async figures(): Promise<Dashboard> {
      const [
        postedJobs,
        fulfilledJobs,
        visitors,
        totalEarningsCents,
        internalUsers,
        externalUsers,
        organisations,
        agencies,
        earnings,
      ] = await Promise.all([
        q.countPostedRequests(db),
        q.countFulfilledRequests(db),
        totalOf(db, 'page_view'),
        q.sumInvoicedCommissionCents(db),
        q.countInternalUsers(db),
        q.countExternalUsers(db),
        countOrganisations(db),
        countAgencies(db),
        commission(db, clock.now()),
      ]);
      return {
        postedJobs,
        fulfilledJobs,
        visitors,
        totalEarnings: totalEarningsCents / 100,
        internalUsers,
        externalUsers,
        organisations,
        agencies,
        commission: earnings,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
