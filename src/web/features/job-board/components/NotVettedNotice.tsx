import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/**
 * What the board shows instead of requests while the agency is not vetted (or its permit has
 * run out): the vetting status above it says why and what to do.
 */
export function NotVettedNotice() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<LockClockOutlinedIcon />}
      title={t('jobBoard.notVetted.title')}
      text={t('jobBoard.notVetted.text')}
    />
  );
}
