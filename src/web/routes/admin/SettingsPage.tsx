import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { formatEuro } from '#web/features/dashboard/format';
import { CommissionCard } from '#web/features/settings/components/CommissionCard';

/** /{lang}/admin/settings — platform settings; for now the commission rate. */
export default function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminSettings.title'));
  return (
    <>
      <PageHeader title={t('adminSettings.title')} subtitle={t('adminSettings.intro')} />
      <CommissionCard formatAmount={formatEuro} />
    </>
  );
}
