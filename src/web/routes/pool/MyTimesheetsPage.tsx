import { useTranslation } from 'react-i18next';
import { ConfirmTimesheets } from '#web/features/timesheets/components/ConfirmTimesheets';
import { TimesheetsScreen } from '#web/features/timesheets/components/TimesheetsScreen';

/** /{lang}/my-shifts/timesheets: a pool member confirms the hours of their ended shifts. */
export default function MyTimesheetsPage() {
  const { t } = useTranslation();
  return (
    <TimesheetsScreen title={t('timesheets.title')}>
      <ConfirmTimesheets />
    </TimesheetsScreen>
  );
}
