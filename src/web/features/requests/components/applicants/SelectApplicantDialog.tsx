import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingProgress } from '#web/components/layout/PendingProgress';

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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={candidate !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="select-applicant-title"
      aria-describedby="select-applicant-text"
      slotProps={{ paper: { sx: phone ? { m: 1.5, width: 'calc(100% - 24px)' } : undefined } }}
    >
      {candidate ? (
        <>
          <DialogTitle id="select-applicant-title">
            {t('applicants.confirm.title', { name: candidate.name })}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id="select-applicant-text" sx={{ color: 'text.primary' }}>
                {t('applicants.confirm.text', candidate)}
              </DialogContentText>
              <DialogContentText>
                {t('applicants.confirm.consequences', candidate)}
              </DialogContentText>
              {error ? (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close} disabled={pending} color="inherit">
              {t('applicants.confirm.cancel')}
            </Button>
            <Button
              variant="contained"
              color="success"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending || undefined}
              startIcon={pending ? <PendingProgress size={16} /> : undefined}
            >
              {t('applicants.confirm.submit', { name: candidate.name })}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
