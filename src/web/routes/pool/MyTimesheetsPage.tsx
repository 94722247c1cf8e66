import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { ConfirmTimesheets } from '#web/features/timesheets/components/ConfirmTimesheets';

/** /{lang}/my-shifts/timesheets: a pool member confirms the hours of their ended shifts. */
export default function MyTimesheetsPage() {
  const { t } = useTranslation();
  usePageTitle(t('timesheets.title'));
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('timesheets.title')}
      </Typography>
      <ConfirmTimesheets />
    </>
  );
}
