import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#shared/contracts/admin';
import { api } from '#web/lib/api-client';

export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

/** The figures of the admin dashboard (GET /api/admin/dashboard). */
export function useAdminDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.get<Dashboard>('/admin/dashboard', { signal }),
    staleTime: 60_000,
  });
}
