import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TableContainer,
} from '@mui/material';
import type { InvoiceList, InvoiceSummary } from '#shared/contracts/invoices';
import { ListPagination } from '#web/components/data-table/ListPagination';
import { formatMoney } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { downloadInvoice } from '../api';
import { InvoiceCells, InvoiceHeadCells } from './InvoiceCells';

/** Which page of an invoice list is shown, and how many rows a page holds. */
export interface InvoicePaging {
  page: number;
  pageSize: number;
}

const FIRST_PAGE: InvoicePaging = { page: 0, pageSize: 20 };
const INVOICE_PAGE_SIZES = [20, 50, 100] as const;

/** How a list's page is shown and changed. */
export interface PagingControl {
  value: InvoicePaging;
  onChange: (value: InvoicePaging) => void;
}

/** A list's page, for its query and its page control; `reset` goes back to the first page (a new filter). */
export function useInvoicePaging(): PagingControl & { reset: () => void } {
  const [value, onChange] = useState<InvoicePaging>(FIRST_PAGE);
  return { value, onChange, reset: () => onChange((current) => ({ ...current, page: 0 })) };
}

/** The page control under an invoice table: 20, 50 or 100 rows, and the selection's count. */
export function InvoicePageControl({
  list,
  paging,
}: {
  list: Pick<InvoiceList, 'total' | 'totalCapped'>;
  paging: PagingControl;
}) {
  return (
    <ListPagination
      count={list.total}
      capped={list.totalCapped}
      page={paging.value.page}
      pageSize={paging.value.pageSize}
      pageSizes={INVOICE_PAGE_SIZES}
      onChange={(patch) => paging.onChange({ ...paging.value, ...patch })}
      texts="admin.table"
    />
  );
}

/**
 * A table of invoices a party received or issued: the shared columns, one of the screen's own,
 * the PDF and e-invoice (XML) downloads, the totals of the whole selection and the page control.
 */
export function InvoiceTable({
  list,
  label,
  middleHead,
  middle,
  paging,
  showIssuer = true,
}: {
  list: InvoiceList;
  /** False where every row has the same issuer (the agency's own invoices, the platform's). */
  showIssuer?: boolean;
  label: string;
  /** The page control under the table. */
  paging: PagingControl;
  middleHead: string;
  middle: (item: InvoiceSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <InvoiceHeadCells middle={middleHead} issuer={showIssuer} />
              <TableCell>{t('invoices.files')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.items.map((item) => (
              <TableRow key={item.id}>
                <InvoiceCells item={item} middle={middle(item)} issuer={showIssuer} />
                <TableCell>
                  {(['pdf', 'xml'] as const).map((kind) => (
                    <Button
                      key={kind}
                      size="small"
                      onClick={() => void downloadInvoice(item, kind)}
                      // Two agencies may number alike: the issuer tells the downloads apart.
                      aria-label={t(`invoices.download.${kind}`, {
                        number: item.number,
                        issuer: item.issuerName,
                      })}
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
              <TableCell colSpan={showIssuer ? 5 : 4}>
                {t('invoices.totals', {
                  net: money(list.totals.netCents),
                  vat: money(list.totals.vatCents),
                })}
              </TableCell>
              <TableCell align="right">{money(list.totals.grossCents)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <InvoicePageControl list={list} paging={paging} />
    </>
  );
}
