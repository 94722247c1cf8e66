import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '#shared/contracts/dashboard';
import { api } from '#web/lib/api-client';

export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

/** The figures of the admin dashboard (GET /api/admin/dashboard). */
export function useAdminDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.call(dashboardEndpoints.summary, { signal }),
    staleTime: 60_000,
  });
}
