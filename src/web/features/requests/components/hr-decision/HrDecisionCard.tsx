import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ButtonProps } from '@mui/material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import { useTranslation } from 'react-i18next';
import type { StaffRequest } from '#shared/contracts/requests';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { apiErrorText } from '#web/i18n/messages';
import { useHrDecision, type HrDecision } from '../../api';
import { PendingProgress } from '#web/components/layout/PendingProgress';

/** What the page says after a decision: where the request went. */
function outcomeKey(decision: HrDecision, state: StaffRequest['state']): string {
  if (decision === 'cancel') return 'timeline.hr.done.cancelled';
  return state === 'pool_adv' ? 'timeline.hr.done.otherPools' : 'timeline.hr.done.agencies';
}

/**
 * HR's step of the ladder on the request page: nobody from the pool took the request in time;
 * approve external filling or cancel, one tap each (cancelling asks once more). Only those who
 * administer the organisation (mayDecide) see the buttons; the server decides anyway and its refusal (403,
 * or 409 when someone decided first) is shown as it says.
 */
export function HrDecisionCard({
  request,
  mayDecide,
}: {
  request: Pick<StaffRequest, '_id' | 'state'>;
  /** can(me, 'organisation.manage'), from the page that knows the session. */
  mayDecide: boolean;
}) {
  const { t } = useTranslation();
  const decide = useHrDecision(request._id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ decision: HrDecision; state: StaffRequest['state'] } | null>(
    null,
  );

  const run = async (decision: HrDecision) => {
    setError(null);
    try {
      const result = await decide.mutateAsync(decision);
      setDone({ decision, state: result.state });
      setConfirmCancel(false);
    } catch (failure) {
      setError(apiErrorText(t, failure));
      setConfirmCancel(false);
    }
  };

  if (done) {
    return (
      <Alert severity="success" role="status" onClose={() => setDone(null)}>
        {t(outcomeKey(done.decision, done.state))}
      </Alert>
    );
  }
  if (request.state !== 'hr_review') return null;

  const pending = decide.isPending;

  return (
    <Card
      component="section"
      aria-labelledby="hr-decision-title"
      variant="outlined"
      sx={{ borderColor: 'warning.main', borderWidth: 2 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <HourglassBottomIcon sx={{ color: 'warning.dark', mt: 0.25 }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography id="hr-decision-title" variant="h6" component="h2">
              {t('timeline.hr.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t(mayDecide ? 'timeline.hr.text' : 'timeline.hr.waiting')}
            </Typography>
          </Box>
        </Stack>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        {mayDecide ? (
          <Box
            sx={{
              mt: 2,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <DecisionButton
              hintId="hr-approve-hint"
              label={t('timeline.hr.approve')}
              hint={t('timeline.hr.approveHint')}
              variant="contained"
              startIcon={
                pending && decide.variables === 'approve_external' ? (
                  <PendingProgress />
                ) : (
                  <GroupsOutlinedIcon />
                )
              }
              disabled={pending}
              aria-busy={(pending && decide.variables === 'approve_external') || undefined}
              onClick={() => void run('approve_external')}
            />
            <DecisionButton
              hintId="hr-cancel-hint"
              label={t('timeline.hr.cancel')}
              hint={t('timeline.hr.cancelHint')}
              variant="outlined"
              color="error"
              startIcon={<CancelOutlinedIcon />}
              disabled={pending}
              onClick={() => setConfirmCancel(true)}
            />
          </Box>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        pending={pending}
        maxWidth="xs"
        title={t('timeline.hr.confirm.title')}
        text={t('timeline.hr.confirm.text')}
        cancelLabel={t('timeline.hr.confirm.keep')}
        confirmLabel={t('timeline.hr.confirm.cancel')}
        onConfirm={() => void run('cancel')}
      />
    </Card>
  );
}

/** One of HR's two choices, with the line under it that says what it leads to. */
function DecisionButton({
  hintId,
  label,
  hint,
  ...button
}: { hintId: string; label: string; hint: string } & Pick<
  ButtonProps,
  'variant' | 'color' | 'startIcon' | 'disabled' | 'onClick'
>) {
  return (
    <Box>
      <Button {...button} fullWidth size="large" aria-describedby={hintId} sx={{ minHeight: 52 }}>
        {label}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
        {hint}
      </Typography>
    </Box>
  );
}
