import type {
  ExternalReport,
  FillFigures,
  FillReport,
  PoolReport,
} from '#shared/contracts/reports';
import { EMPTY_FILL } from './FillSection';

/** Report answers with known figures for the section tests. */

/** Counts in the order posted, own pool, other pools, agencies, unfilled, open, cancelled. */
function row(
  counts: [number, number, number, number, number, number, number],
  fillRate: number,
  timeToFill: [number, number],
  firstAnswer: [number, number],
): FillFigures {
  const [posted, ownPool, otherPools, agencies, unfilled, open, cancelled] = counts;
  return {
    ...{ posted, ownPool, otherPools, agencies, unfilled, open, cancelled, fillRate },
    timeToFill: {
      count: ownPool + otherPools + agencies,
      medianMinutes: timeToFill[0],
      p90Minutes: timeToFill[1],
    },
    timeToFirstAnswer: { count: posted, medianMinutes: firstAnswer[0], p90Minutes: firstAnswer[1] },
  };
}

export const fillReport: FillReport = {
  total: row([1300, 1000, 100, 50, 40, 10, 100], 0.9583, [95, 1500], [7, 62]),
  months: [
    { month: '2026-10', ...row([700, 600, 50, 20, 10, 0, 20], 0.9853, [80, 600], [5, 40]) },
    { month: '2026-11', ...row([600, 400, 50, 30, 30, 10, 80], 0.9231, [110, 1500], [9, 62]) },
  ],
};

export const emptyFill: FillReport = { total: EMPTY_FILL, months: [] };

const WARD_A = '0b6f0a3e-1111-4000-8000-000000000001';
const WARD_B = '0b6f0a3e-1111-4000-8000-000000000002';

export const poolReport: PoolReport = {
  wards: [
    {
      departmentId: WARD_A,
      departmentName: 'Kardiologie',
      asked: 40,
      accepted: 20,
      declined: 15,
      noAnswer: 5,
    },
    {
      departmentId: WARD_B,
      departmentName: 'Intensivstation',
      asked: 10,
      accepted: 2,
      declined: 3,
      noAnswer: 5,
    },
  ],
  members: [
    {
      departmentId: WARD_A,
      userId: '0b6f0a3e-2222-4000-8000-000000000001',
      name: 'Anna Özdemir',
      asked: 20,
      accepted: 15,
      taken: 12,
    },
    {
      departmentId: WARD_A,
      userId: '0b6f0a3e-2222-4000-8000-000000000002',
      name: 'Jörg Bäcker',
      asked: 20,
      accepted: 5,
      taken: 1,
    },
    {
      departmentId: WARD_B,
      userId: '0b6f0a3e-2222-4000-8000-000000000003',
      name: 'Zoë Weiß',
      asked: 10,
      accepted: 2,
      taken: 2,
    },
  ],
};

const AGENCY = '0b6f0a3e-3333-4000-8000-000000000001';

/** An administrator's answer: with commission. */
export const externalReport: ExternalReport = {
  total: {
    placements: 3,
    hours: 24.5,
    costCents: 123456,
    internalCostCents: 98000,
    commissionCents: 12346,
  },
  months: [
    {
      month: '2026-11',
      placements: 3,
      hours: 24.5,
      costCents: 123456,
      internalCostCents: 98000,
      commissionCents: 12346,
    },
  ],
  agencies: [
    {
      agencyId: AGENCY,
      agencyName: 'Pflege; Müller & Söhne',
      placements: 3,
      hours: 24.5,
      costCents: 123456,
      internalCostCents: 98000,
      commissionCents: 12346,
    },
  ],
};
