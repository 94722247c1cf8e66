import { useState } from 'react';
import { Alert, Box, DialogContentText, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_OVERRIDE_REASON, type WorkingTimeCheckView } from '#shared/contracts/working-time';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { WorkingTimeNotes } from './WorkingTimeNotes';

/** Who is about to be selected, as the dialog names them. */
export type SelectionCandidate = {
  name: string;
  agency: string;
  /** From the ward's own pool: no agency to tell and no rate to name. */
  pool: boolean;
  rate: string;
  /** The Working Hours Act check of the request's shifts for this person. */
  workingTime: WorkingTimeCheckView | null;
};

/**
 * The confirmation before selecting: selecting cannot be undone here (the others are told at
 * once), so the dialog names the person, the agency and the rate. A hard working-time limit
 * blocks the step; warnings ask for the reason that the timeline keeps.
 */
export function SelectApplicantDialog({
  candidate,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  candidate: SelectionCandidate | null;
  pending: boolean;
  error: string | null;
  onConfirm: (overrideReason?: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [shown, setShown] = useState(candidate);
  // A new person in the dialog starts with an empty reason.
  if (shown !== candidate) {
    setShown(candidate);
    setReason('');
    setTried(false);
  }
  const refused = (candidate?.workingTime?.refusals.length ?? 0) > 0;
  const needsReason = !refused && (candidate?.workingTime?.warnings.length ?? 0) > 0;
  const missing = needsReason && reason.trim() === '';
  const confirm = () => {
    setTried(true);
    if (missing) return;
    onConfirm(needsReason ? reason.trim() : undefined);
  };
  return (
    <ConfirmDialog
      open={candidate !== null}
      onClose={onClose}
      pending={pending}
      maxWidth="sm"
      title={candidate ? t('applicants.confirm.title', { name: candidate.name }) : null}
      text={
        <Box component="span" sx={{ color: 'text.primary' }}>
          {candidate
            ? t(
                candidate.pool ? 'applicants.confirm.poolText' : 'applicants.confirm.text',
                candidate,
              )
            : null}
        </Box>
      }
      cancelLabel={t('applicants.confirm.cancel')}
      confirmLabel={candidate ? t('applicants.confirm.submit', { name: candidate.name }) : null}
      confirmColor="success"
      confirmDisabled={refused}
      onConfirm={confirm}
    >
      <DialogContentText>
        {candidate
          ? t(
              candidate.pool
                ? 'applicants.confirm.poolConsequences'
                : 'applicants.confirm.consequences',
              candidate,
            )
          : null}
      </DialogContentText>
      <WorkingTimeNotes check={candidate?.workingTime ?? null} />
      {needsReason ? (
        <>
          <DialogContentText sx={{ mt: 1 }}>
            {t('workingTime.warningsIntro', { name: candidate?.name })}
          </DialogContentText>
          <TextField
            label={t('workingTime.reasonLabel')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_OVERRIDE_REASON } }}
            error={tried && missing}
            helperText={
              tried && missing ? t('workingTime.reasonRequired') : t('workingTime.reasonHelper')
            }
          />
        </>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
