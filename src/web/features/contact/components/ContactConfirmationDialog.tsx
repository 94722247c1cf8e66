import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { ContactSteps } from './ContactSteps';

/** Shown after a contact request was stored; the inquiry is sent, offers come next. */
export function ContactConfirmationDialog({
  open,
  onClose,
  disableRestoreFocus,
}: {
  open: boolean;
  onClose: () => void;
  /** Set when the caller moves focus itself (the element focused before may be gone). */
  disableRestoreFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      disableRestoreFocus={disableRestoreFocus}
      maxWidth="xs"
      fullWidth
      // Spec 001 section 9: modal backdrop timeout 500 ms.
      transitionDuration={500}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" aria-hidden="true" />
        {t('contact.confirmation.title')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 3 }}>{t('contact.confirmation.text')}</Typography>
        <Box>
          <ContactSteps active={2} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('contact.confirmation.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
