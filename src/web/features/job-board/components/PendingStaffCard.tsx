import { Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStaffInvitations, useWithdrawStaffInvitation } from '../api';

/** People with an account who were asked to join and have not answered: what the agency typed, and "pending". */
export function PendingStaffCard() {
  const { t } = useTranslation();
  const invitations = useStaffInvitations();
  const withdraw = useWithdrawStaffInvitation();
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('jobBoard.staff.pending.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('jobBoard.staff.pending.intro')}
        </Typography>
        <List aria-label={t('jobBoard.staff.pending.title')}>
          {invitations.data.map((invitation) => (
            <ListItem
              key={invitation.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(invitation.id)}
                >
                  {t('jobBoard.staff.pending.withdraw')}
                </Button>
              }
            >
              <ListItemText
                primary={
                  `${invitation.firstName ?? ''} ${invitation.lastName ?? ''}`.trim() ||
                  invitation.email
                }
                secondary={`${invitation.email} · ${t('jobBoard.staff.pending.state')}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
