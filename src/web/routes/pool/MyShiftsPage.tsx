import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { MyShifts } from '#web/features/my-shifts/components/MyShifts';

/** Called by the entry when the app opens on this page (app/startup.ts). */
export { prefetchMyShifts as prefetch } from '#web/features/my-shifts/api';

/** /{lang}/my-shifts: where a pool member lands: offers to answer, accepted ones, booked shifts, the calendar feed. */
export default function MyShiftsPage() {
  const { t } = useTranslation();
  usePageTitle(t('myShifts.title'));
  return <MyShifts />;
}
