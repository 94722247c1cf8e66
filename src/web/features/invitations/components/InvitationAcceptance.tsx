import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '#web/components/query-state/QueryState';
import { apiErrorText } from '#web/i18n/messages';
import { isApiError } from '#web/lib/api-client';
import { useInvitation, type AcceptInvitationAnswer, type InvitationInfo } from '../api';
import { AcceptInvitationForm } from './AcceptInvitationForm';

/** A refused token (4xx but too many tries) means the link is used up or wrong, not a fault. */
export function isInvalidInvitation(error: Error | null): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** The invitation behind `token`, checked, then the form that accepts it. */
export function InvitationAcceptance({
  token,
  passwordHint,
  onAccepted,
}: {
  token: string;
  passwordHint: (password: string) => ReactNode;
  onAccepted: (answer: AcceptInvitationAnswer, role: InvitationInfo['role']) => Promise<void>;
}) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  if (!token) return <Alert severity="warning">{t('invitation.missingToken')}</Alert>;
  return (
    <QueryState
      query={invitation}
      minHeight={160}
      errorText={(error) =>
        isInvalidInvitation(error) ? t('invitation.invalid') : apiErrorText(t, error)
      }
    >
      {(info) => (
        <AcceptInvitationForm
          token={token}
          info={info}
          passwordHint={passwordHint}
          onAccepted={(answer) => onAccepted(answer, info.role)}
        />
      )}
    </QueryState>
  );
}
