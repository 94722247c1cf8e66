import { Alert, Box, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';

/** Who is about to be selected, as the dialog names them. */
export type SelectionCandidate = {
  name: string;
  agency: string;
  rate: string;
};

/**
 * The confirmation before selecting: selecting cannot be undone here (the others are told at
 * once), so the dialog names the person, the agency and the rate.
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
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={candidate !== null}
      onClose={onClose}
      pending={pending}
      maxWidth="sm"
      title={candidate ? t('applicants.confirm.title', { name: candidate.name }) : null}
      text={
        <Box component="span" sx={{ color: 'text.primary' }}>
          {candidate ? t('applicants.confirm.text', candidate) : null}
        </Box>
      }
      cancelLabel={t('applicants.confirm.cancel')}
      confirmLabel={candidate ? t('applicants.confirm.submit', { name: candidate.name }) : null}
      confirmColor="success"
      onConfirm={onConfirm}
    >
      <DialogContentText>
        {candidate ? t('applicants.confirm.consequences', candidate) : null}
      </DialogContentText>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
