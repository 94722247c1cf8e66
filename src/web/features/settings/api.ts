import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsEndpoints, type CommissionSettings } from '#shared/contracts/job-board';
import { api } from '#web/lib/api-client';

export const settingsKeys = { commission: ['admin', 'settings', 'commission'] as const };

/** The commission rate in percent (GET /api/admin/settings/commission; 0 until set). */
export function useCommission() {
  return useQuery({
    queryKey: settingsKeys.commission,
    queryFn: ({ signal }) => api.call(settingsEndpoints.commission, { signal }),
  });
}

export function useUpdateCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionSettings) =>
      api.call(settingsEndpoints.updateCommission, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.commission, saved),
  });
}
