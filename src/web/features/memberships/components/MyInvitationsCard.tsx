import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '#web/components/query-state/QueryState';
import { apiErrorText } from '#web/i18n/messages';
import { listStates } from './list-states';
import { useAnswerInvitation, useMyInvitations } from '../api';

/** The open invitations of the signed-in person: nothing changes for them until they accept. */
export function MyInvitationsCard() {
  const { t } = useTranslation();
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('memberships.invitations.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('memberships.invitations.intro')}
        </Typography>
        {answer.isError ? <Alert severity="error">{apiErrorText(t, answer.error)}</Alert> : null}
        {!invitations.isSuccess || invitations.data.length === 0 ? (
          <QueryState query={invitations} {...listStates(t, t('memberships.invitations.none'))} />
        ) : (
          <List aria-label={t('memberships.invitations.title')}>
            {invitations.data.map((invitation) => (
              <ListItem key={invitation.id} divider disableGutters>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ width: '100%', alignItems: { sm: 'center' } }}
                >
                  <ListItemText
                    primary={invitation.target}
                    secondary={[
                      t(`memberships.kinds.${invitation.kind}`),
                      invitation.inviter
                        ? t('memberships.invitations.by', { name: invitation.inviter })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  <Button
                    variant="contained"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ id: invitation.id, answer: 'accept' })}
                  >
                    {t('memberships.accept')}
                  </Button>
                  <Button
                    variant="outlined"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ id: invitation.id, answer: 'decline' })}
                  >
                    {t('memberships.decline')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
