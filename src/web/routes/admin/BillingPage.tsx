import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { BillingOverview } from '#web/features/invoices/components/BillingOverview';

/** /{lang}/admin/billing: the administrator's billing overview. */
export default function BillingPage() {
  const { t } = useTranslation();
  usePageTitle(t('invoices.admin.title'));
  return (
    <>
      <PageHeader title={t('invoices.admin.title')} subtitle={t('invoices.admin.intro')} />
      <BillingOverview />
    </>
  );
}
