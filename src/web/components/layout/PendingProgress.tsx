import { CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The spinner of a button whose action runs (give that button `aria-busy`). A progress bar needs
 * a name (WCAG 4.1.2): "Saving…" unless the action is another, e.g. a download's "Loading".
 */
export function PendingProgress({ size = 18, label }: { size?: number; label?: string }) {
  const { t } = useTranslation();
  return <CircularProgress size={size} color="inherit" aria-label={label ?? t('layout.saving')} />;
}
