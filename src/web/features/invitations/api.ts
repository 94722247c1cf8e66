import { useMutation, useQuery } from '@tanstack/react-query';
import { invitationEndpoints, type LoginResponse } from '#shared/contracts/auth';
import type { Role } from '#shared/role-names';
import { api } from '#web/lib/api-client';
import { setAuth } from '#web/lib/auth-token';

export interface InvitationInfo {
  email: string;
  role: Role;
  /** agency_user, agency_customer, organisation_user, department_user, department_customer or person. */
  membership: string;
  /** The agency, organisation or department joined, when there is one. */
  target: string | null;
  accountExists: boolean;
}

export interface AcceptInvitationBody {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  /** A new account accepts the terms and the privacy policy. */
  acceptTC: boolean;
}

export interface AcceptInvitationAnswer {
  accountExisted: boolean;
  session?: LoginResponse;
}

/** What an open invitation leads to (GET /api/invitations/:token). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api.call(invitationEndpoints.one, { params: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** Accepts, and stores the session the server answers with (as sign-in does). */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (body: AcceptInvitationBody) => {
      const answer: AcceptInvitationAnswer = await api.call(invitationEndpoints.accept, { body });
      if (answer.session) setAuth(answer.session.accessToken, answer.session.expiresIn);
      return answer;
    },
  });
}
