import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportFilter } from './api';
import { berlinToday, periodFromSearch, presetPeriod } from './period';
import type { Period, Preset } from './period';

export interface ReportSearch {
  today: string;
  period: Period;
  filter: ReportFilter;
  setPreset: (preset: Preset) => void;
  setPeriod: (period: Period) => void;
  setOrganisation: (organisationId: string | undefined) => void;
  setWard: (departmentId: string | undefined) => void;
}

/**
 * The reports' period, organisation and ward live in the URL (?from=&to=&org=&ward=), so a link
 * opens the same figures; without them the page shows the last 12 months of every ward.
 */
export function useReportSearch(): ReportSearch {
  const [search, setSearch] = useSearchParams();
  const today = berlinToday();
  const period = periodFromSearch(search, today);
  const organisationId = search.get('org') ?? undefined;
  const departmentId = search.get('ward') ?? undefined;

  return useMemo(() => {
    const update = (changes: Record<string, string | undefined>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    return {
      today,
      period,
      filter: { ...period, organisationId, departmentId },
      setPreset: (preset) => update({ ...presetPeriod(preset, today) }),
      setPeriod: (next) => update({ from: next.from, to: next.to }),
      // Another organisation has other wards: the ward choice goes with it.
      setOrganisation: (id) => update({ org: id, ward: undefined }),
      setWard: (id) => update({ ward: id }),
    };
    // period is rebuilt each render from the same strings; its parts are the real dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [today, period.from, period.to, organisationId, departmentId, setSearch]);
}
