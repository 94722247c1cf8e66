import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionSettings } from '#shared/contracts/job-board';
import { api } from '#web/lib/api-client';

export const settingsKeys = { commission: ['admin', 'settings', 'commission'] as const };

/** The commission rate in percent (GET /api/admin/settings/commission; 0 until set). */
export function useCommission() {
  return useQuery({
    queryKey: settingsKeys.commission,
    queryFn: ({ signal }) => api.get<CommissionSettings>('/admin/settings/commission', { signal }),
  });
}

export function useUpdateCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionSettings) =>
      api.put<CommissionSettings>('/admin/settings/commission', body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.commission, saved),
  });
}
