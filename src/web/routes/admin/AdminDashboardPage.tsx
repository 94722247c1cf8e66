import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { DashboardEarnings } from '#web/features/dashboard/components/DashboardEarnings';
import { DashboardTiles } from '#web/features/dashboard/components/DashboardTiles';
import { formatToday } from '#web/features/dashboard/format';
import { useSession } from '#web/features/auth/api';
import { useLanguage } from '#web/i18n/useLanguage';

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { me } = useSession();
  usePageTitle(t('adminDashboard.title'));

  return (
    <>
      <PageHeader
        title={t('adminDashboard.title')}
        subtitle={t('adminDashboard.welcome', {
          name: me?.firstName ?? '',
          date: formatToday(lang),
        })}
      />
      <DashboardTiles />
      <DashboardEarnings />
    </>
  );
}
