import { z } from 'zod';
import { endpoint } from '../endpoint';

/** The administrator's dashboard: the key figures of spec 000 and the commission earnings. */

/** Platform commission in a period, net in euro cents: issued (credit notes net out) and paid. */
export const commissionEarningsSchema = z.object({
  issuedCents: z.number().int(),
  paidCents: z.number().int(),
});
export type CommissionEarnings = z.infer<typeof commissionEarningsSchema>;
export const EARNINGS_PERIODS = ['thisMonth', 'lastMonth', 'yearToDate'] as const;

export const dashboardSchema = z.object({
  postedJobs: z.number().int(),
  fulfilledJobs: z.number().int(),
  visitors: z.number().int(),
  /** Commission invoiced since the first invoice, net, in euro (credit notes subtracted). */
  totalEarnings: z.number(),
  internalUsers: z.number().int(),
  externalUsers: z.number().int(),
  organisations: z.number().int(),
  agencies: z.number().int(),
  /** The commission invoices' earnings per Berlin period: this month, last month, year to date. */
  commission: z.object({
    thisMonth: commissionEarningsSchema,
    lastMonth: commissionEarningsSchema,
    yearToDate: commissionEarningsSchema,
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The back office's figures. */
export const dashboardEndpoints = {
  summary: endpoint('GET', '/admin/dashboard', { response: dashboardSchema, errors: [401, 403] }),
};
