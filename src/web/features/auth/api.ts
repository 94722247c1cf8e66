import { useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  authEndpoints,
  type LoginBody,
  type LoginResponse,
  type Me,
  type RegistrationBody,
  type ResetPasswordBody,
} from '#shared/contracts/auth';
import { userEndpoints } from '#shared/contracts/user';
import { api, isApiError } from '#web/lib/api-client';
import { clearAuth, getAccessToken, setAuth, subscribeAuth } from '#web/lib/auth-token';
import { getDeviceToken, setDeviceToken } from '#web/lib/device-tokens';
import { ME_REQUEST, takeEarly } from '#web/lib/early-requests';

export const meQueryKey = ['me'] as const;

async function fetchMe(): Promise<Me> {
  try {
    // Asked for by the entry already when the page opened signed in (app/startup.ts).
    return await (takeEarly<Me>(ME_REQUEST) ?? api.call(userEndpoints.me));
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
      // This browser's known-device token for the address, if it has one.
      const deviceToken = getDeviceToken(body.email);
      const response = await api.call(authEndpoints.login, { body: { ...body, deviceToken } });
      return startSession(queryClient, response);
    },
  });
}

/** Keeps the session and the device token an answer brings, then loads the user. */
async function startSession(queryClient: QueryClient, response: LoginResponse): Promise<Me> {
  setAuth(response.accessToken, response.expiresIn);
  queryClient.removeQueries({ queryKey: meQueryKey });
  // An early answer not yet taken belongs to the session before this one.
  void takeEarly(ME_REQUEST);
  const me = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe });
  if (response.deviceToken) setDeviceToken(me.email, response.deviceToken);
  return me;
}

/** Mails a one-time sign-in link; the answer is the same for every address. */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (email: string) => api.call(authEndpoints.signInLink, { body: { email } }),
  });
}

/** Exchanges the e-mailed link's token for a session. */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<Me> =>
      startSession(
        queryClient,
        await api.call(authEndpoints.signInLinkSession, { body: { token } }),
      ),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        if (getAccessToken()) await api.call(authEndpoints.logout);
      } catch {
        // Signing out locally must work even when the server is unreachable.
      }
    },
    onSettled: () => forgetSession(queryClient),
  });
}

export function useRegistration() {
  return useMutation({
    mutationFn: (body: RegistrationBody) => api.call(authEndpoints.register, { body }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.call(authEndpoints.forgotPassword, { params: { email } }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api.call(authEndpoints.resendVerification, { params: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.call(authEndpoints.resetPassword, { body }),
  });
}
