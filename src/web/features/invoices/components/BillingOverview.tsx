import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  TableContainer,
} from '@mui/material';
import type { InvoiceSummary } from '#shared/contracts/invoices';
import { formatMoney } from '#shared/format';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { QueryState } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { useInvoiceActions, useInvoices } from '../api';
import { BillingProblems } from './BillingProblems';
import { InvoiceCells, InvoiceHeadCells } from './InvoiceCells';
import { InvoicePageControl, useInvoicePaging } from './InvoiceTable';

const SUMMED = ['issued', 'overdue', 'paid'] as const;

/**
 * The administrator's billing overview: commission issued, overdue and paid, every invoice with
 * "mark paid" and "cancel" (a credit note), the month's billing run on demand and the placements
 * runs could not invoice.
 */
export function BillingOverview() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const paging = useInvoicePaging();
  const list = useInvoices(paging.value);
  // The platform's own invoices, summed by status over all of them (the server's figures, not one page's).
  const commission = useInvoices({ issuer: 'platform', page: 0, pageSize: 1 });
  const actions = useInvoiceActions();
  // A cancellation issues a credit note that cannot be taken back: asked first.
  const [cancelling, setCancelling] = useState<InvoiceSummary | null>(null);
  const open = (item: InvoiceSummary) =>
    item.kind === 'invoice' && (item.status === 'issued' || item.status === 'overdue');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={() => actions.run.mutate()}
          disabled={actions.run.isPending}
        >
          {t('invoices.admin.run')}
        </Button>
        {actions.run.data && (
          <Alert severity="success">
            {t('invoices.admin.ran', { count: actions.run.data.issued.length })}
          </Alert>
        )}
        {actions.run.data && actions.run.data.problems.length > 0 && (
          <Alert severity="warning">
            {t('invoices.admin.notInvoiced', { count: actions.run.data.problems.length })}
          </Alert>
        )}
      </Stack>
      <BillingProblems />
      <QueryState
        query={list}
        isEmpty={(data) => data.items.length === 0}
        empty={t('invoices.none')}
      >
        {(data) => (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={3}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
            >
              {/* The dashboard's "Total earnings" is this figure. */}
              <Typography>
                {t('invoices.admin.commission.invoicedNet', {
                  amount: formatMoney(commission.data?.totals.netCents ?? 0, lang),
                })}
              </Typography>
              {SUMMED.map((status) => (
                <Typography key={status}>
                  {t(`invoices.admin.commission.${status}`, {
                    amount: formatMoney(commission.data?.grossByStatus[status] ?? 0, lang),
                  })}
                </Typography>
              ))}
            </Stack>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('invoices.admin.title')}>
                <TableHead>
                  <TableRow>
                    <InvoiceHeadCells middle={t('invoices.recipient')} />
                    <TableCell>{t('invoices.admin.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((item) => (
                    <TableRow key={item.id}>
                      <InvoiceCells item={item} middle={item.recipientName} />
                      <TableCell>
                        {open(item) && (
                          <Button
                            size="small"
                            onClick={() => actions.markPaid.mutate(item.id)}
                            aria-label={t('invoices.admin.markPaid', { number: item.number })}
                          >
                            {t('invoices.admin.paid')}
                          </Button>
                        )}
                        {item.kind === 'invoice' && item.status !== 'cancelled' && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setCancelling(item)}
                            aria-label={t('invoices.admin.cancel', { number: item.number })}
                          >
                            {t('invoices.admin.cancelShort')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <InvoicePageControl list={data} paging={paging} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('invoices.admin.confirmCancel.title', { number: cancelling?.number ?? '' })}
        text={t('invoices.admin.confirmCancel.text', {
          amount: formatMoney(cancelling?.grossCents ?? 0, lang),
          recipient: cancelling?.recipientName ?? '',
        })}
        cancelLabel={t('invoices.admin.confirmCancel.keep')}
        confirmLabel={t('invoices.admin.confirmCancel.confirm')}
        pending={actions.cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          actions.cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) });
        }}
      />
    </Stack>
  );
}
