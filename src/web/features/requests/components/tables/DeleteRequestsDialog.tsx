import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#web/i18n/messages';
import { useDeleteRequests } from '../../api';

export interface DeletableRequest {
  _id: string;
  title: string;
}

export interface DeleteResult {
  deleted: string[];
  cancelled: string[];
}

/**
 * Spec 001 section 2: 'Are you sure to delete?', 'You are deleting' and the titles, Delete and
 * Cancel. Deletes on confirm (the request lists and the calendar reload through the query
 * cache); a request with people booked is cancelled by the server instead, and they are told.
 * Used by the request tables and the request detail page.
 */
export function DeleteRequestsDialog({
  requests,
  open,
  onClose,
  onDeleted,
}: {
  requests: readonly DeletableRequest[];
  open: boolean;
  onClose: () => void;
  onDeleted?: (result: DeleteResult) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteRequests();

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const confirm = () => {
    remove.mutate(
      requests.map((request) => request._id),
      {
        onSuccess: (result) => {
          remove.reset();
          onClose();
          onDeleted?.(result);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      transitionDuration={{ exit: 500 }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('requests.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('requests.delete.text')}{' '}
          <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
            {requests.map((request) => request.title).join(', ')}
          </Box>
        </DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1.5 }}>
          {t('requests.delete.bookedHint')}
        </DialogContentText>
        {remove.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorText(t, remove.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending}>
          {t('requests.delete.cancel')}
        </Button>
        <Button
          onClick={confirm}
          color="error"
          variant="contained"
          loading={remove.isPending}
          disabled={requests.length === 0}
        >
          {t('requests.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
