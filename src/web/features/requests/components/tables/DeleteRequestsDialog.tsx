import { Alert, Box, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
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
    <ConfirmDialog
      open={open}
      onClose={close}
      pending={remove.isPending}
      maxWidth="xs"
      exitMs={500}
      title={t('requests.delete.title')}
      text={
        <>
          {t('requests.delete.text')}{' '}
          <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
            {requests.map((request) => request.title).join(', ')}
          </Box>
        </>
      }
      cancelLabel={t('requests.delete.cancel')}
      confirmLabel={t('requests.delete.confirm')}
      confirmDisabled={requests.length === 0}
      onConfirm={confirm}
    >
      <DialogContentText variant="body2">{t('requests.delete.bookedHint')}</DialogContentText>
      {remove.error ? <Alert severity="error">{apiErrorText(t, remove.error)}</Alert> : null}
    </ConfirmDialog>
  );
}
