import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  timesheetsEndpoints,
  type ConfirmTimesheetBody,
  type CorrectTimesheetBody,
  type TimesheetSettings,
} from '#shared/contracts/timesheets';
import { myOrganisationEndpoints } from '#shared/contracts/my-organisations';
import { api } from '#web/lib/api-client';
import { queryKeyOf } from '#web/lib/query-keys';

/** Timesheets (/api/timesheets/…): the worker's and dispatcher's to confirm, the manager's week. */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  toConfirm: ['timesheets', 'to-confirm'] as const,
  week: (week: string) => ['timesheets', 'week', week] as const,
};

export function useTimesheetsToConfirm() {
  return useQuery({
    queryKey: timesheetKeys.toConfirm,
    queryFn: ({ signal }) => api.call(timesheetsEndpoints.toConfirm, { signal }),
  });
}

export function useTimesheetWeek(week: string) {
  return useQuery({
    queryKey: timesheetKeys.week(week),
    queryFn: ({ signal }) => api.call(timesheetsEndpoints.week, { query: { week }, signal }),
  });
}

/** Every timesheet list may have changed after a step: fetch them again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
}

export function useConfirmTimesheet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ConfirmTimesheetBody }) =>
      api.call(timesheetsEndpoints.confirm, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useApproveTimesheets() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { ids: string[]; acknowledgeWarnings?: boolean }) =>
      api.call(timesheetsEndpoints.approve, { body }),
    onSuccess: refresh,
  });
}

export function useCorrectTimesheet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CorrectTimesheetBody }) =>
      api.call(timesheetsEndpoints.correct, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** HR's organisations (GET /api/organisation), whose automatic approval they set. */
export function useHrOrganisations() {
  return useQuery({
    queryKey: queryKeyOf(myOrganisationEndpoints.list),
    queryFn: ({ signal }) => api.call(myOrganisationEndpoints.list, { signal }),
  });
}

export function useTimesheetSettings(orgId: string) {
  return useQuery({
    queryKey: ['timesheets', 'settings', orgId] as const,
    queryFn: ({ signal }) => api.call(timesheetsEndpoints.settings, { params: { orgId }, signal }),
  });
}

export function useSaveTimesheetSettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetSettings) =>
      api.call(timesheetsEndpoints.saveSettings, { params: { orgId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(['timesheets', 'settings', orgId], saved),
  });
}
