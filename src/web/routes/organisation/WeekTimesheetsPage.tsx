import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { can } from '#shared/permissions';
import { useSession } from '#web/features/auth/api';
import { AutoApproveSetting } from '#web/features/timesheets/components/AutoApproveSetting';
import { TimesheetsScreen } from '#web/features/timesheets/components/TimesheetsScreen';
import { WeekTimesheets } from '#web/features/timesheets/components/WeekTimesheets';
import { todayIn } from '#web/features/timesheets/timesheet-helpers';

/**
 * /{lang}/hospital/timesheets: the ward manager's or HR's week of timesheets to approve; HR also
 * sets the organisation's automatic approval.
 */
export default function WeekTimesheetsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  return (
    <TimesheetsScreen title={t('timesheets.weekTitle')}>
      <Stack spacing={3}>
        <WeekTimesheets today={todayIn('Europe/Berlin')} />
        {can(me, 'organisation.manage') && <AutoApproveSetting />}
      </Stack>
    </TimesheetsScreen>
  );
}
