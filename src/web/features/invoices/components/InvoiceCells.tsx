import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableCell, Typography } from '@mui/material';
import type { InvoiceSummary } from '#shared/contracts/invoices';
import { formatCalendarDay, formatMoney } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * The columns every invoice table shows: number, issuer (left out where every row has the same
 * one), one of the screen's own, due, status, gross.
 */
export function InvoiceHeadCells({ middle, issuer = true }: { middle: string; issuer?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TableCell>{t('invoices.number')}</TableCell>
      {issuer && <TableCell>{t('invoices.issuer')}</TableCell>}
      <TableCell>{middle}</TableCell>
      <TableCell>{t('invoices.due')}</TableCell>
      <TableCell>{t('invoices.status')}</TableCell>
      <TableCell align="right">{t('invoices.gross')}</TableCell>
    </>
  );
}

export function InvoiceCells({
  item,
  middle,
  issuer = true,
}: {
  item: InvoiceSummary;
  middle: ReactNode;
  issuer?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <TableCell>
        {item.number}
        {/* A cancellation's credit note carries a minus amount: say what it is beside its number. */}
        {item.kind === 'credit_note' && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {t('invoices.creditNote')}
          </Typography>
        )}
      </TableCell>
      {issuer && <TableCell>{item.issuerName}</TableCell>}
      <TableCell>{middle}</TableCell>
      <TableCell>{formatCalendarDay(item.dueDate, lang)}</TableCell>
      <TableCell>{t(`invoices.statuses.${item.status}`)}</TableCell>
      <TableCell align="right">{formatMoney(item.grossCents, lang)}</TableCell>
    </>
  );
}
