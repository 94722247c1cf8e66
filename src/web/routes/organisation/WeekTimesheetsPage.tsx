import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { WeekTimesheets } from '#web/features/timesheets/components/WeekTimesheets';
import { todayIn } from '#web/features/timesheets/timesheet-helpers';

/** /{lang}/hospital/timesheets: the ward manager's or HR's week of timesheets to approve. */
export default function WeekTimesheetsPage() {
  const { t } = useTranslation();
  usePageTitle(t('timesheets.weekTitle'));
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('timesheets.weekTitle')}
      </Typography>
      <WeekTimesheets today={todayIn('Europe/Berlin')} />
    </>
  );
}
