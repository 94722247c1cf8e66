import { useTranslation } from 'react-i18next';
import { TimesheetsScreen } from '#web/features/timesheets/components/TimesheetsScreen';
import { WeekTimesheets } from '#web/features/timesheets/components/WeekTimesheets';
import { todayIn } from '#web/features/timesheets/timesheet-helpers';

/** /{lang}/hospital/timesheets: the ward manager's or HR's week of timesheets to approve. */
export default function WeekTimesheetsPage() {
  const { t } = useTranslation();
  return (
    <TimesheetsScreen title={t('timesheets.weekTitle')}>
      <WeekTimesheets today={todayIn('Europe/Berlin')} />
    </TimesheetsScreen>
  );
}
