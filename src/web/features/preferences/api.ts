import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { preferenceEndpoints, type JobAlertBody, type Preferences } from '#shared/contracts/engine';
import { api } from '#web/lib/api-client';

export const preferencesKeys = {
  preferences: ['me', 'preferences'] as const,
  unavailability: ['me', 'unavailability'] as const,
  jobAlert: ['me', 'job-alerts'] as const,
};

export function usePreferences() {
  return useQuery({
    queryKey: preferencesKeys.preferences,
    queryFn: ({ signal }) => api.call(preferenceEndpoints.preferences, { signal }),
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Preferences>) =>
      api.call(preferenceEndpoints.updatePreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKeys.preferences, saved),
  });
}

export function useUnavailability() {
  return useQuery({
    queryKey: preferencesKeys.unavailability,
    queryFn: ({ signal }) => api.call(preferenceEndpoints.unavailability, { signal }),
  });
}

export function useAddUnavailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { startsAt: string; endsAt: string; note: string }) =>
      api.call(preferenceEndpoints.addUnavailability, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKeys.unavailability }),
  });
}

export function useRemoveUnavailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.call(preferenceEndpoints.removeUnavailability, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKeys.unavailability }),
  });
}

/** An agency user's job alert (GET /api/me/job-alerts answers 403 to everyone else: ask only then). */
export function useJobAlert(enabled: boolean) {
  return useQuery({
    queryKey: preferencesKeys.jobAlert,
    queryFn: ({ signal }) => api.call(preferenceEndpoints.jobAlerts, { signal }),
    enabled,
  });
}

export function useUpdateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobAlertBody) => api.call(preferenceEndpoints.updateJobAlerts, { body }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKeys.jobAlert, saved),
  });
}
