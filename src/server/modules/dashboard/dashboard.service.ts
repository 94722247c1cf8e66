import type { Dashboard } from '#shared/contracts/admin';
import type { Db } from '#server/db/client';
import { countAgencies } from '#server/modules/agencies/agencies.queries';
import { totalOf } from '#server/modules/analytics/analytics.queries';
import { countOrganisations } from '#server/modules/organisations/organisations.queries';
import * as q from './dashboard.queries';

/** The admin dashboard's eight figures, all from the database (spec 000 showed fixed samples). */
export function createDashboardService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async figures(): Promise<Dashboard> {
      const [postedJobs, fulfilledJobs, visitors, totalEarnings, internalUsers, externalUsers, organisations, agencies] =
        await Promise.all([
          q.countPostedRequests(db),
          q.countFulfilledRequests(db),
          totalOf(db, 'page_view'),
          q.sumEarnings(db),
          q.countInternalUsers(db),
          q.countExternalUsers(db),
          countOrganisations(db),
          countAgencies(db),
        ]);
      return { postedJobs, fulfilledJobs, visitors, totalEarnings, internalUsers, externalUsers, organisations, agencies };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
