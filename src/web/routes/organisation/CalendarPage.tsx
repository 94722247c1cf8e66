import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { LazyServiceCalendar } from '#web/features/requests/components/calendar/LazyServiceCalendar';

/** /organisations/calendar: the service calendar ('Dienste'). */
export default function CalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('calendar.title'));
  return (
    <>
      <PageHeader title={t('calendar.title')} subtitle={t('calendar.intro')} />
      <LazyServiceCalendar />
    </>
  );
}
