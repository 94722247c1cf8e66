import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import type { InvoiceSummary } from '#shared/contracts/invoices';
import { QueryState } from '#web/components/query-state/QueryState';
import { useInvoices } from '../api';
import { InvoiceFilters, type InvoiceFilter } from './InvoiceFilters';
import { InvoiceTable, totalsOf } from './InvoiceTable';
import { usePeriod } from './ReceivedInvoices';

/** The clinics the agency billed, for the filter (one entry each). */
function clinicsOf(items: InvoiceSummary[]): [string, string][] {
  const byId = new Map<string, string>();
  for (const item of items) if (item.recipientOrganisationId) byId.set(item.recipientOrganisationId, item.recipientName);
  return [...byId.entries()];
}

/**
 * Splits the agency's invoices into those it issued to clinics and the platform's commission
 * invoices it received. A commission invoice names no clinic, so the clinic filter keeps those
 * whose placement the agency billed to that clinic.
 */
export function splitAgencyInvoices(items: InvoiceSummary[], all: InvoiceSummary[], clinicId: string) {
  const issued = items.filter((item) => item.issuerKind === 'agency');
  const commission = items.filter((item) => item.issuerKind === 'platform');
  if (!clinicId) return { issued, commission };
  const placements = new Set(all.filter((item) => item.recipientOrganisationId === clinicId).map((item) => item.placementId));
  return {
    issued: issued.filter((item) => item.recipientOrganisationId === clinicId),
    commission: commission.filter((item) => placements.has(item.placementId)),
  };
}

/**
 * The agency's invoices: issued to clinics and the platform's commission invoices received, by
 * service month and clinic, with totals, status, due dates and each invoice's PDF and XML. The
 * server lists only the reader's agency's invoices.
 */
export function AgencyInvoices() {
  const { t } = useTranslation();
  const period = usePeriod();
  const [filter, setFilter] = useState<InvoiceFilter>({ month: '', partyId: '' });
  const all = useInvoices({});
  const list = useInvoices({ month: filter.month || undefined });

  return (
    <Stack spacing={2}>
      <InvoiceFilters
        value={filter}
        onChange={setFilter}
        partyLabel={t('invoices.agencyView.clinic')}
        allParties={t('invoices.agencyView.allClinics')}
        parties={clinicsOf(all.data?.items ?? [])}
      />
      <QueryState query={list}>
        {(data) => {
          const { issued, commission } = splitAgencyInvoices(data.items, all.data?.items ?? data.items, filter.partyId);
          const sections = [
            { key: 'issued', items: issued, middleHead: t('invoices.recipient'), middle: (item: InvoiceSummary) => item.recipientName },
            { key: 'commission', items: commission, middleHead: t('invoices.period'), middle: period },
          ] as const;
          return sections.map((section) => (
            <Stack key={section.key} spacing={1} component="section" aria-label={t(`invoices.agencyView.${section.key}`)}>
              <Typography variant="h6" component="h2">
                {t(`invoices.agencyView.${section.key}`)}
              </Typography>
              {section.items.length === 0 ? (
                <Typography color="text.secondary">{t('invoices.none')}</Typography>
              ) : (
                <InvoiceTable
                  list={{ items: section.items, totals: totalsOf(section.items) }}
                  label={t(`invoices.agencyView.${section.key}`)}
                  middleHead={section.middleHead}
                  middle={section.middle}
                />
              )}
            </Stack>
          ));
        }}
      </QueryState>
    </Stack>
  );
}
