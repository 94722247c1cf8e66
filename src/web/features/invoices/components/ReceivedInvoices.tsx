import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import type { InvoiceSummary } from '#shared/contracts/invoices';
import { formatCalendarDay } from '#shared/format';
import { QueryState } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { useInvoices } from '../api';
import { InvoiceFilters, type InvoiceFilter } from './InvoiceFilters';
import { InvoiceTable, useInvoicePaging } from './InvoiceTable';

/** An invoice's service period, e.g. "01.11.2026 – 30.11.2026". */
export function usePeriod() {
  const lang = useLanguage();
  return (item: InvoiceSummary) =>
    `${formatCalendarDay(item.periodStart, lang)} – ${formatCalendarDay(item.periodEnd, lang)}`;
}

/**
 * The organisation's invoices received ("Rechnung"): by service month and agency, with totals and
 * each invoice's PDF and e-invoice (XML). The server lists only what the reader may see.
 */
export function ReceivedInvoices() {
  const { t } = useTranslation();
  const period = usePeriod();
  const [filter, setFilter] = useState<InvoiceFilter>({ month: '', partyId: '' });
  const paging = useInvoicePaging();
  const list = useInvoices({
    month: filter.month || undefined,
    counterpartId: filter.partyId || undefined,
    ...paging.value,
  });

  return (
    <Stack spacing={2}>
      <InvoiceFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          paging.reset();
        }}
        partyLabel={t('invoices.agency')}
        allParties={t('invoices.allAgencies')}
        parties={list.data?.counterparties ?? []}
      />
      <QueryState
        query={list}
        isEmpty={(data) => data.items.length === 0}
        empty={t('invoices.none')}
      >
        {(data) => (
          <InvoiceTable
            list={data}
            label={t('invoices.receivedTitle')}
            middleHead={t('invoices.period')}
            middle={period}
            paging={paging}
          />
        )}
      </QueryState>
    </Stack>
  );
}
