import { useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** What a page that saved or deleted a request hands to the page it returns to. */
export interface RequestSavedState {
  requestSaved: { action: 'created' | 'updated'; title: string };
}

export function requestSavedState(
  action: RequestSavedState['requestSaved']['action'],
  title: string,
): RequestSavedState {
  return { requestSaved: { action, title } };
}

function savedOf(state: unknown): RequestSavedState['requestSaved'] | null {
  if (!state || typeof state !== 'object' || !('requestSaved' in state)) return null;
  const saved = (state as RequestSavedState).requestSaved;
  return saved && typeof saved.title === 'string' ? saved : null;
}

/**
 * The confirmation after a request was posted or edited, shown on the page the user returns to
 * (/{lang}/hospital; a delete hands over `requestsDeleted` for the tables' DeleteNotice instead). Reads the navigation state, so a reload does not repeat it
 * once it was closed.
 */
export function RequestSavedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const saved = savedOf(location.state);
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const open = Boolean(saved) && closedKey !== location.key;
  if (!saved) return null;
  return (
    <Snackbar
      open={open}
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setClosedKey(location.key);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="success"
        variant="filled"
        onClose={() => setClosedKey(location.key)}
        sx={{ width: '100%' }}
      >
        {t(`requestForm.saved.${saved.action}`, { title: saved.title })}
      </Alert>
    </Snackbar>
  );
}
