import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TableContainer } from '@mui/material';
import type { InvoiceList, InvoiceSummary } from '#shared/contracts/invoices';
import { formatMoney } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { downloadInvoice } from '../api';
import { InvoiceCells, InvoiceHeadCells } from './InvoiceCells';

/** Sums of net, VAT and gross over a list (a credit note's negative amounts net out). */
export function totalsOf(items: InvoiceSummary[]): InvoiceList['totals'] {
  const sum = (pick: (item: InvoiceSummary) => number) => items.reduce((total, item) => total + pick(item), 0);
  return { netCents: sum((i) => i.netCents), vatCents: sum((i) => i.vatCents), grossCents: sum((i) => i.grossCents) };
}

/**
 * A table of invoices a party received or issued: the shared columns, one of the screen's own,
 * the PDF and e-invoice (XML) downloads, and the totals.
 */
export function InvoiceTable({
  list,
  label,
  middleHead,
  middle,
}: {
  list: InvoiceList;
  label: string;
  middleHead: string;
  middle: (item: InvoiceSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <InvoiceHeadCells middle={middleHead} />
            <TableCell>{t('invoices.files')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.items.map((item) => (
            <TableRow key={item.id}>
              <InvoiceCells item={item} middle={middle(item)} />
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
            <TableCell colSpan={5}>{t('invoices.totals', { net: money(list.totals.netCents), vat: money(list.totals.vatCents) })}</TableCell>
            <TableCell align="right">{money(list.totals.grossCents)}</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
