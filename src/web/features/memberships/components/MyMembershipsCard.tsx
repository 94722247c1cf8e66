import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyMembership } from '#shared/contracts/memberships';
import { QueryState } from '#web/components/query-state/QueryState';
import { apiErrorText } from '#web/i18n/messages';
import { listStates } from './list-states';
import { useLeaveMembership, useMyMemberships } from '../api';

/** The agencies, organisations, departments and pools the person belongs to; leaving asks first. */
export function MyMembershipsCard() {
  const { t } = useTranslation();
  const memberships = useMyMemberships();
  const leave = useLeaveMembership();
  const [leaving, setLeaving] = useState<MyMembership | null>(null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('memberships.current.title')}
        </Typography>
        {leave.isError ? <Alert severity="error">{apiErrorText(t, leave.error)}</Alert> : null}
        {!memberships.isSuccess || memberships.data.length === 0 ? (
          <QueryState query={memberships} {...listStates(t, t('memberships.current.none'))} />
        ) : (
          <List aria-label={t('memberships.current.title')}>
            {memberships.data.map((membership) => (
              <ListItem
                key={`${membership.kind}:${membership.targetId}`}
                divider
                disableGutters
                sx={{ gap: 1 }}
              >
                {/* In the row, not a secondary action: a long name would run under the button. */}
                <ListItemText
                  primary={membership.target}
                  secondary={t(`memberships.kinds.${membership.kind}`)}
                />
                <Button color="error" onClick={() => setLeaving(membership)} sx={{ flexShrink: 0 }}>
                  {t('memberships.current.leave')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <Dialog open={leaving !== null} onClose={() => setLeaving(null)}>
        <DialogTitle>
          {t('memberships.current.confirmTitle', { target: leaving?.target ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('memberships.current.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLeaving(null)}>{t('memberships.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={leave.isPending}
            onClick={() => {
              if (leaving)
                leave.mutate(
                  { kind: leaving.kind, targetId: leaving.targetId },
                  { onSettled: () => setLeaving(null) },
                );
            }}
          >
            {t('memberships.current.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
