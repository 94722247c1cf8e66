import {
  PROMISE_BEFORE_MINUTES,
  PROMISED_EXTERNAL_REDUCTION,
  PROMISED_MINUTES,
  type FillFigures,
  type PromiseReport,
} from '#shared/contracts/reports';
import type { BaselineRow } from './reports.queries';

/** Four decimals, as the fill rate. */
const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

/** The Berlin months from `first` to `last`, both included (`YYYY-MM`). */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let label = first; label <= last;) {
    months.push(label);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    label = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/**
 * "Promise kept?": the period's fill figures and the scope's
 * first months set against spec 001's claims.
 */
export function promiseOf(
  period: FillFigures,
  baselineRow: BaselineRow | undefined,
): PromiseReport {
  const median = period.timeToFill.medianMinutes;
  const filled = period.ownPool + period.otherPools + period.agencies;
  const share = ratio(period.agencies, filled);
  const baseline = baselineRow
    ? {
        months: monthsBetween(baselineRow.first_month, baselineRow.last_month),
        filled: Number(baselineRow.filled ?? 0),
        agencies: Number(baselineRow.agencies ?? 0),
      }
    : null;
  const baselineShare = baseline ? ratio(baseline.agencies, baseline.filled) : null;
  // Rounded like the shares, so a share equal to the target on screen counts as kept.
  const target =
    baselineShare === null
      ? null
      : Math.round(baselineShare * (1 - PROMISED_EXTERNAL_REDUCTION) * 10_000) / 10_000;
  return {
    timeToFill: {
      filled: period.timeToFill.count,
      medianMinutes: median,
      beforeMinutes: PROMISE_BEFORE_MINUTES,
      promisedMinutes: PROMISED_MINUTES,
      kept: median === null ? null : median <= PROMISED_MINUTES,
      fasterThanBefore: median === null ? null : median < PROMISE_BEFORE_MINUTES,
    },
    externalShare: {
      filled,
      agencies: period.agencies,
      share,
      baseline: baseline ? { ...baseline, share: baselineShare } : null,
      promisedReduction: PROMISED_EXTERNAL_REDUCTION,
      target,
      kept: share === null || target === null ? null : share <= target,
    },
  };
}
