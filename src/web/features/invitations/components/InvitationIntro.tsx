import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InvitationInfo } from '../api';

/** Who invites whom into what, and the invited address: the heading's subtitle. */
export function InvitationIntro({ info }: { info: InvitationInfo }) {
  const { t } = useTranslation();
  const role = t(`invitation.memberships.${info.membership}`, {
    defaultValue: t(`roles.${info.role}`, { defaultValue: info.role }),
  });
  return (
    <>
      {info.target
        ? t('invitation.intro', { target: info.target, role })
        : t('invitation.introNoTarget', { role })}
      <Box
        component="span"
        sx={{ display: 'block', mt: 0.5, fontWeight: 600, wordBreak: 'break-all' }}
      >
        {t('invitation.email', { email: info.email })}
      </Box>
    </>
  );
}
