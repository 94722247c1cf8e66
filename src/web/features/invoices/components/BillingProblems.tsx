import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { BillingProblem } from '#shared/contracts/invoices';
import { formatDate, formatMoney, formatNumber } from '#shared/format';
import type { Language } from '#shared/languages';
import { QueryState } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';
import { useBillingProblems } from '../api';
import { InvoicePageControl, useInvoicePaging } from './InvoiceTable';

/** `2026-11` as the invoices print a service month: `11/2026`. */
const monthText = (month: string | undefined) =>
  month ? `${month.slice(5, 7)}/${month.slice(0, 4)}` : '';

/** The reason's text with its details: hours, amounts and months in the reader's language. */
function reasonValues(problem: BillingProblem, lang: Language) {
  const { details } = problem;
  const hours = (minutes: number | undefined) => formatNumber((minutes ?? 0) / 60, lang);
  const money = (cents: number | undefined) => formatMoney(cents ?? 0, lang);
  return {
    month: monthText(details.serviceMonth ?? problem.month),
    hours: hours(details.minutes),
    limitHours: hours(details.limitMinutes),
    amount: money(details.cents),
    limit: money(details.limitCents),
    code: details.code ?? '–',
  };
}

/**
 * The placements billing runs could not invoice, for the administrator to put right: the
 * request (linked), clinic, agency, month and the reason. A later run that invoices one clears it.
 */
export function BillingProblems() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const paging = useInvoicePaging();
  const problems = useBillingProblems(paging.value);
  return (
    <Stack spacing={1} component="section" aria-labelledby="billing-problems-title">
      <Typography variant="h6" component="h2" id="billing-problems-title">
        {t('invoices.problems.title')}
      </Typography>
      <QueryState
        query={problems}
        isEmpty={(data) => data.items.length === 0}
        empty={<Typography color="text.secondary">{t('invoices.problems.none')}</Typography>}
      >
        {(data) => (
          <>
            <Typography color="text.secondary">{t('invoices.problems.intro')}</Typography>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('invoices.problems.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('invoices.problems.request')}</TableCell>
                    <TableCell>{t('invoices.problems.clinic')}</TableCell>
                    <TableCell>{t('invoices.agency')}</TableCell>
                    <TableCell>{t('invoices.problems.month')}</TableCell>
                    <TableCell>{t('invoices.problems.reason')}</TableCell>
                    <TableCell>{t('invoices.problems.since')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((problem) => (
                    <TableRow key={problem.id}>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={paths.requestDetail(lang, problem.requestId)}
                        >
                          {problem.requestTitle}
                        </Link>
                      </TableCell>
                      <TableCell>{problem.organisationName}</TableCell>
                      <TableCell>{problem.agencyName ?? '–'}</TableCell>
                      <TableCell>{monthText(problem.month)}</TableCell>
                      <TableCell>
                        {t(
                          `invoices.problems.reasons.${problem.reason}`,
                          reasonValues(problem, lang),
                        )}
                      </TableCell>
                      <TableCell>{formatDate(problem.firstSeenAt, lang)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <InvoicePageControl list={data} paging={paging} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
