import { useTranslation } from 'react-i18next';
import { ConfirmTimesheets } from '#web/features/timesheets/components/ConfirmTimesheets';
import { TimesheetsScreen } from '#web/features/timesheets/components/TimesheetsScreen';

/** /{lang}/agency/timesheets: the dispatcher confirms (or corrects) their staff's hours. */
export default function AgencyTimesheetsPage() {
  const { t } = useTranslation();
  return (
    <TimesheetsScreen title={t('timesheets.agencyTitle')}>
      <ConfirmTimesheets showPerson />
    </TimesheetsScreen>
  );
}
