import { useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, Me, MessageResponse, RegistrationBody, ResetPasswordBody } from '#shared/contracts/auth';
import { api, isApiError } from '#web/lib/api-client';
import { clearAuth, getAccessToken, setAuth, subscribeAuth } from '#web/lib/auth-token';

export const meQueryKey = ['me'] as const;

async function fetchMe(): Promise<Me> {
  try {
    return await api.get<Me>('/user/me');
  } catch (error) {
    // The token expired or was revoked: forget it, the user is signed out.
    if (isApiError(error) && error.status === 401) clearAuth();
    throw error;
  }
}

export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAuth, getAccessToken, () => null);
}

export interface Session {
  /** The signed-in user, once loaded. */
  me: Me | undefined;
  /** A token is stored and the user is being loaded. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** /me failed for another reason than 401 (server down): the token is kept. */
  error: unknown;
}

export function useSession(): Session {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
  const me = token ? query.data : undefined;
  return {
    me,
    isLoading: token !== null && query.isPending,
    isAuthenticated: token !== null && me !== undefined,
    error: token ? query.error : null,
  };
}

function forgetSession(queryClient: QueryClient) {
  clearAuth();
  queryClient.clear();
}

/** Stores the token, then loads the user (the caller routes by role). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody): Promise<Me> => {
      const response = await api.post<LoginResponse>('/auth/login', body);
      setAuth(response.accessToken, response.expiresIn);
      queryClient.removeQueries({ queryKey: meQueryKey });
      return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        if (getAccessToken()) await api.post<void>('/auth/logout');
      } catch {
        // Signing out locally must work even when the server is unreachable.
      }
    },
    onSettled: () => forgetSession(queryClient),
  });
}

export function useRegistration() {
  return useMutation({
    mutationFn: (body: RegistrationBody) => api.post<MessageResponse>('/auth/registration', body),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api.get<MessageResponse>(`/auth/forgot-password/${encodeURIComponent(email)}`),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api.get<MessageResponse>(`/auth/resend-verification/${encodeURIComponent(email)}`),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<MessageResponse>('/auth/reset-password', body),
  });
}
