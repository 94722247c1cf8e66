import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { LazyServiceCalendar } from '../../features/requests/components/calendar/LazyServiceCalendar';

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
