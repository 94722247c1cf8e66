import { Alert } from '@mui/material';
import type { AlertProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DeleteResult } from './DeleteRequestsDialog';

/** What a delete did: erased, and cancelled (people were booked and have been told). */
export function DeleteNotice({
  result,
  onClose,
  sx,
}: {
  result: DeleteResult;
  onClose: () => void;
  sx?: AlertProps['sx'];
}) {
  const { t } = useTranslation();
  const parts = [
    result.deleted.length > 0 ? t('requests.delete.deleted', { count: result.deleted.length }) : '',
    result.cancelled.length > 0
      ? t('requests.delete.cancelled', { count: result.cancelled.length })
      : '',
  ].filter(Boolean);
  return (
    <Alert severity="success" onClose={onClose} sx={sx} role="status">
      {parts.join(' ')}
    </Alert>
  );
}

/** Router state with which a page returns to /{lang}/hospital after a delete elsewhere. */
export interface RequestsDeletedState {
  requestsDeleted: DeleteResult;
}

export function deletedFromState(state: unknown): DeleteResult | null {
  if (state && typeof state === 'object' && 'requestsDeleted' in state) {
    const value = (state as RequestsDeletedState).requestsDeleted;
    if (Array.isArray(value?.deleted) && Array.isArray(value?.cancelled)) return value;
  }
  return null;
}
