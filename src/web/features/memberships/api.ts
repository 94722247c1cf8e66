import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipEndpoints, type MembershipKindName } from '#shared/contracts/memberships';
import { api } from '#web/lib/api-client';

export const membershipKeys = {
  invitations: ['me', 'invitations'] as const,
  memberships: ['me', 'memberships'] as const,
  link: (token: string) => ['membership-invitation', token] as const,
};

export function useMyInvitations() {
  return useQuery({
    queryKey: membershipKeys.invitations,
    queryFn: ({ signal }) => api.call(membershipEndpoints.invitations, { signal }),
  });
}

export function useMyMemberships() {
  return useQuery({
    queryKey: membershipKeys.memberships,
    queryFn: ({ signal }) => api.call(membershipEndpoints.memberships, { signal }),
  });
}

/** Accept or decline in the app; both lists change (an accepted one becomes a membership). */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      api.call(membershipEndpoints[answer], { params: { invitationId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

export function useLeaveMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, targetId }: { kind: MembershipKindName; targetId: string }) =>
      api.call(membershipEndpoints.leave, { params: { kind, targetId } }),
    // The role may have changed with it: reload everything that depends on the session.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The e-mail link's invitation: read with POST, so the token stays out of URLs the server logs. */
export function useInvitationLink(token: string | null) {
  return useQuery({
    queryKey: membershipKeys.link(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    // Only called once there is a token (enabled).
    queryFn: () => api.call(membershipEndpoints.viewLink, { body: { token: token ?? '' } }),
  });
}

export function useAnswerInvitationLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      api.call(
        answer === 'accept' ? membershipEndpoints.acceptLink : membershipEndpoints.declineLink,
        { body: { token } },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
