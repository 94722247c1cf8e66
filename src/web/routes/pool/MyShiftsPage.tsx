import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { MyShifts } from '#web/features/my-shifts/components/MyShifts';

/** /{lang}/my-shifts: where a pool member lands: offers to answer, accepted ones, booked shifts, the calendar feed. */
export default function MyShiftsPage() {
  const { t } = useTranslation();
  usePageTitle(t('myShifts.title'));
  return <MyShifts />;
}
