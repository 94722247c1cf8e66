import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobAlert, JobAlertBody, Preferences, UnavailabilityPeriod } from '#shared/contracts/engine';
import { api } from '#web/lib/api-client';

export const preferencesKeys = {
  preferences: ['me', 'preferences'] as const,
  unavailability: ['me', 'unavailability'] as const,
  jobAlert: ['me', 'job-alerts'] as const,
};

export function usePreferences() {
  return useQuery({
    queryKey: preferencesKeys.preferences,
    queryFn: ({ signal }) => api.get<Preferences>('/me/preferences', { signal }),
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Preferences>) => api.put<Preferences>('/me/preferences', body),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKeys.preferences, saved),
  });
}

export function useUnavailability() {
  return useQuery({
    queryKey: preferencesKeys.unavailability,
    queryFn: ({ signal }) => api.get<{ items: UnavailabilityPeriod[] }>('/me/unavailability', { signal }),
  });
}

export function useAddUnavailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { startsAt: string; endsAt: string; note: string }) =>
      api.post<UnavailabilityPeriod>('/me/unavailability', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKeys.unavailability }),
  });
}

export function useRemoveUnavailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/me/unavailability/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKeys.unavailability }),
  });
}

/** An agency user's job alert (GET /api/me/job-alerts answers 403 to everyone else: ask only then). */
export function useJobAlert(enabled: boolean) {
  return useQuery({
    queryKey: preferencesKeys.jobAlert,
    queryFn: ({ signal }) => api.get<JobAlert>('/me/job-alerts', { signal }),
    enabled,
  });
}

export function useUpdateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobAlertBody) => api.put<JobAlert>('/me/job-alerts', body),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKeys.jobAlert, saved),
  });
}
