import { Alert, Button, Stack, Typography } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '#web/components/query-state/QueryState';
import { StatusMessage } from '#web/components/layout/StatusMessage';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { isApiError } from '#web/lib/api-client';
import { paths } from '#web/lib/paths';
import { useAnswerInvitationLink, useInvitationLink } from '../api';

/**
 * The page behind an invitation e-mail's links. Opening it only reads (mail scanners fetch
 * links); the person confirms here. Declining needs no sign-in; accepting needs the invited
 * person's session.
 */
export function InvitationLinkPanel({
  token,
  signedIn,
}: {
  token: string | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const link = useInvitationLink(token);
  const submit = useAnswerInvitationLink(token ?? '');

  // A link the server refuses is used up or wrong: said plainly, without a retry that cannot help.
  if (!token || (link.isError && isApiError(link.error) && link.error.status < 500)) {
    return (
      <StatusMessage icon={<LinkOffIcon />} tone="warning" title={t('memberships.link.invalid')}>
        <p>{link.isError ? apiErrorText(t, link.error) : null}</p>
      </StatusMessage>
    );
  }
  if (!link.isSuccess) return <QueryState query={link} />;
  const answered =
    submit.data?.status ?? (link.data.status === 'pending' ? null : link.data.status);
  if (answered) {
    return (
      <StatusMessage
        icon={<GroupAddIcon />}
        tone={answered === 'accepted' ? 'success' : 'primary'}
        title={t(`memberships.status.${answered}`)}
      >
        <p>{link.data.target}</p>
      </StatusMessage>
    );
  }
  return (
    <StatusMessage
      icon={<GroupAddIcon />}
      title={t('memberships.link.title', { target: link.data.target })}
      actions={
        <Stack spacing={1.5} sx={{ width: '100%' }}>
          {signedIn ? (
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={submit.isPending}
              onClick={() => submit.mutate('accept')}
            >
              {t('memberships.accept')}
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={paths.signIn(lang)}
              variant="contained"
              size="large"
              fullWidth
            >
              {t('memberships.link.signInToAccept')}
            </Button>
          )}
          <Button
            variant="outlined"
            size="large"
            fullWidth
            disabled={submit.isPending}
            onClick={() => submit.mutate('decline')}
          >
            {t('memberships.decline')}
          </Button>
        </Stack>
      }
    >
      <Typography component="p">{t(`memberships.kinds.${link.data.kind}`)}</Typography>
      {link.data.inviter ? (
        <Typography component="p">
          {t('memberships.invitations.by', { name: link.data.inviter })}
        </Typography>
      ) : null}
      <Typography component="p">{t('memberships.link.nothing')}</Typography>
      {submit.isError ? <Alert severity="error">{apiErrorText(t, submit.error)}</Alert> : null}
    </StatusMessage>
  );
}
