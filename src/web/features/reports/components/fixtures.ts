import type { ExternalReport, FillFigures, FillReport, PoolReport } from '#shared/contracts/reports';

/** Report answers with known figures for the section tests. */

const figures = (overrides: Partial<FillFigures>): FillFigures => ({
  posted: 0,
  ownPool: 0,
  otherPools: 0,
  agencies: 0,
  unfilled: 0,
  cancelled: 0,
  fillRate: null,
  timeToFill: { count: 0, medianMinutes: null, p90Minutes: null },
  timeToFirstAnswer: { count: 0, medianMinutes: null, p90Minutes: null },
  ...overrides,
});

export const fillReport: FillReport = {
  total: figures({
    posted: 1300,
    ownPool: 1000,
    otherPools: 100,
    agencies: 50,
    unfilled: 50,
    cancelled: 100,
    fillRate: 0.9583,
    timeToFill: { count: 1150, medianMinutes: 95, p90Minutes: 1500 },
    timeToFirstAnswer: { count: 1200, medianMinutes: 7, p90Minutes: 62 },
  }),
  months: [
    {
      month: '2026-10',
      ...figures({
        posted: 700,
        ownPool: 600,
        otherPools: 50,
        agencies: 20,
        unfilled: 10,
        cancelled: 20,
        fillRate: 0.9853,
        timeToFill: { count: 670, medianMinutes: 80, p90Minutes: 600 },
        timeToFirstAnswer: { count: 690, medianMinutes: 5, p90Minutes: 40 },
      }),
    },
    {
      month: '2026-11',
      ...figures({
        posted: 600,
        ownPool: 400,
        otherPools: 50,
        agencies: 30,
        unfilled: 40,
        cancelled: 80,
        fillRate: 0.9231,
        timeToFill: { count: 480, medianMinutes: 110, p90Minutes: 1500 },
        timeToFirstAnswer: { count: 510, medianMinutes: 9, p90Minutes: 62 },
      }),
    },
  ],
};

export const emptyFill: FillReport = { total: figures({}), months: [] };

const WARD_A = '0b6f0a3e-1111-4000-8000-000000000001';
const WARD_B = '0b6f0a3e-1111-4000-8000-000000000002';

export const poolReport: PoolReport = {
  wards: [
    { departmentId: WARD_A, departmentName: 'Kardiologie', asked: 40, accepted: 20, declined: 15, noAnswer: 5 },
    { departmentId: WARD_B, departmentName: 'Intensivstation', asked: 10, accepted: 2, declined: 3, noAnswer: 5 },
  ],
  members: [
    { departmentId: WARD_A, userId: '0b6f0a3e-2222-4000-8000-000000000001', name: 'Anna Özdemir', asked: 20, accepted: 15, taken: 12 },
    { departmentId: WARD_A, userId: '0b6f0a3e-2222-4000-8000-000000000002', name: 'Jörg Bäcker', asked: 20, accepted: 5, taken: 1 },
    { departmentId: WARD_B, userId: '0b6f0a3e-2222-4000-8000-000000000003', name: 'Zoë Weiß', asked: 10, accepted: 2, taken: 2 },
  ],
};

const AGENCY = '0b6f0a3e-3333-4000-8000-000000000001';

/** An administrator's answer: with commission. */
export const externalReport: ExternalReport = {
  total: { placements: 3, hours: 24.5, costCents: 123456, commissionCents: 12346 },
  months: [{ month: '2026-11', placements: 3, hours: 24.5, costCents: 123456, commissionCents: 12346 }],
  agencies: [
    { agencyId: AGENCY, agencyName: 'Pflege; Müller & Söhne', placements: 3, hours: 24.5, costCents: 123456, commissionCents: 12346 },
  ],
};
