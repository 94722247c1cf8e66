import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import type { InvoiceSummary } from '#shared/contracts/invoices';
import { QueryState } from '#web/components/query-state/QueryState';
import { useInvoices } from '../api';
import { InvoiceFilters, type InvoiceFilter } from './InvoiceFilters';
import { InvoiceTable, useInvoicePaging } from './InvoiceTable';
import { usePeriod } from './ReceivedInvoices';

/**
 * The agency's invoices: issued to clinics and the platform's commission invoices received, by
 * service month and clinic, each list paged, with the totals of its whole selection, status, due
 * dates and each invoice's PDF and XML. The server lists only the reader's agency's invoices, and
 * narrows the commission to a clinic by the placements the agency billed to it.
 */
export function AgencyInvoices() {
  const { t } = useTranslation();
  const period = usePeriod();
  const [filter, setFilter] = useState<InvoiceFilter>({ month: '', partyId: '' });
  const issuedPaging = useInvoicePaging();
  const commissionPaging = useInvoicePaging();
  const selection = {
    month: filter.month || undefined,
    counterpartId: filter.partyId || undefined,
  };
  const issued = useInvoices({ ...selection, issuer: 'agency', ...issuedPaging.value });
  const commission = useInvoices({ ...selection, issuer: 'platform', ...commissionPaging.value });
  const sections = [
    {
      key: 'issued',
      list: issued,
      paging: issuedPaging,
      middleHead: t('invoices.recipient'),
      middle: (item: InvoiceSummary) => item.recipientName,
    },
    {
      key: 'commission',
      list: commission,
      paging: commissionPaging,
      middleHead: t('invoices.period'),
      middle: period,
    },
  ] as const;

  return (
    <Stack spacing={2}>
      <InvoiceFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          issuedPaging.reset();
          commissionPaging.reset();
        }}
        partyLabel={t('invoices.agencyView.clinic')}
        allParties={t('invoices.agencyView.allClinics')}
        parties={(issued.data ?? commission.data)?.counterparties ?? []}
      />
      {sections.map((section) => (
        <Stack
          key={section.key}
          spacing={1}
          component="section"
          aria-label={t(`invoices.agencyView.${section.key}`)}
        >
          <Typography variant="h6" component="h2">
            {t(`invoices.agencyView.${section.key}`)}
          </Typography>
          <QueryState
            query={section.list}
            isEmpty={(data) => data.items.length === 0}
            empty={t('invoices.none')}
          >
            {(data) => (
              <InvoiceTable
                list={data}
                label={t(`invoices.agencyView.${section.key}`)}
                middleHead={section.middleHead}
                middle={section.middle}
                paging={section.paging}
                // Each section has one issuer: the agency itself, or the platform.
                showIssuer={false}
              />
            )}
          </QueryState>
        </Stack>
      ))}
    </Stack>
  );
}
