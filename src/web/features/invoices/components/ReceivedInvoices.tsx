import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import type { InvoiceSummary } from '#shared/contracts/invoices';
import { formatCalendarDay, formatMoney } from '#shared/format';
import { QueryState } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { downloadInvoice, useInvoices } from '../api';
import { InvoiceCells, InvoiceHeadCells } from './InvoiceCells';

/** The agencies that issued the listed invoices, for the filter (one entry each). */
function issuersOf(items: InvoiceSummary[]) {
  const byId = new Map<string, string>();
  for (const item of items) if (item.issuerAgencyId) byId.set(item.issuerAgencyId, item.issuerName);
  return [...byId.entries()];
}

/**
 * The organisation's invoices received ("Rechnung"): by service month and agency, with totals and
 * each invoice's PDF and e-invoice (XML). The server lists only what the reader may see.
 */
export function ReceivedInvoices() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [month, setMonth] = useState('');
  const [agencyId, setAgencyId] = useState('');
  const all = useInvoices({});
  const list = useInvoices({ month: month || undefined, counterpartId: agencyId || undefined });
  const money = (cents: number) => formatMoney(cents, lang);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="month"
          label={t('invoices.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select label={t('invoices.agency')} value={agencyId} onChange={(event) => setAgencyId(event.target.value)} sx={{ minWidth: 240 }}>
          <MenuItem value="">{t('invoices.allAgencies')}</MenuItem>
          {issuersOf(all.data?.items ?? []).map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <QueryState query={list} isEmpty={(data) => data.items.length === 0} empty={t('invoices.none')}>
        {(data) => (
          <Table size="small" aria-label={t('invoices.receivedTitle')}>
            <TableHead>
              <TableRow>
                <InvoiceHeadCells middle={t('invoices.period')} />
                <TableCell>{t('invoices.files')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((item) => (
                <TableRow key={item.id}>
                  <InvoiceCells
                    item={item}
                    middle={`${formatCalendarDay(item.periodStart, lang)} – ${formatCalendarDay(item.periodEnd, lang)}`}
                  />
                  <TableCell>
                    {(['pdf', 'xml'] as const).map((kind) => (
                      <Button
                        key={kind}
                        size="small"
                        onClick={() => void downloadInvoice(item.id, item.number, kind)}
                        aria-label={t(`invoices.download.${kind}`, { number: item.number })}
                      >
                        {kind.toUpperCase()}
                      </Button>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={5}>
                  {t('invoices.totals', { net: money(data.totals.netCents), vat: money(data.totals.vatCents) })}
                </TableCell>
                <TableCell align="right">{money(data.totals.grossCents)}</TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
