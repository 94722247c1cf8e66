import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { ConfirmTimesheets } from '#web/features/timesheets/components/ConfirmTimesheets';

/** /{lang}/agency/timesheets: the dispatcher confirms (or corrects) their staff's hours. */
export default function AgencyTimesheetsPage() {
  const { t } = useTranslation();
  usePageTitle(t('timesheets.agencyTitle'));
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('timesheets.agencyTitle')}
      </Typography>
      <ConfirmTimesheets showPerson />
    </>
  );
}
