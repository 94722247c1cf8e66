import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AgencyInvoices } from '#web/features/invoices/components/AgencyInvoices';
import { BillingDetailsCard } from '#web/features/my-agency/components/BillingDetailsCard';

/** /{lang}/agency/invoices: the invoices the agency issued to clinics and the commission it was billed. */
export default function AgencyInvoicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('invoices.agencyView.title'));
  return (
    <>
      <PageHeader
        title={t('invoices.agencyView.title')}
        subtitle={t('invoices.agencyView.intro')}
      />
      <BillingDetailsCard />
      <AgencyInvoices />
    </>
  );
}
