import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { ReceivedInvoices } from '#web/features/invoices/components/ReceivedInvoices';

/** /{lang}/hospital/invoices ("Rechnung", spec 001): the invoices the organisation received. */
export default function OrganisationInvoicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('invoices.receivedTitle'));
  return (
    <>
      <PageHeader title={t('invoices.receivedTitle')} subtitle={t('invoices.receivedIntro')} />
      <ReceivedInvoices />
    </>
  );
}
