import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { EARNINGS_PERIODS } from '#shared/contracts/dashboard';
import { formatMoney } from '#shared/format';
import { QueryState } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { useAdminDashboard } from '../api';

/**
 * The platform's earnings from its commission invoices: issued and paid, net, this
 * month, last month and the year to date (Berlin calendar; the server sums integer cents).
 */
export function DashboardEarnings() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dashboard = useAdminDashboard();
  return (
    <Card component="section" aria-labelledby="dashboard-earnings" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="dashboard-earnings" variant="h6" component="h2" gutterBottom>
          {t('adminDashboard.earnings.title')}
        </Typography>
        <QueryState query={dashboard}>
          {(data) => (
            <Table size="small" aria-label={t('adminDashboard.earnings.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('adminDashboard.earnings.period')}</TableCell>
                  <TableCell align="right">{t('adminDashboard.earnings.issued')}</TableCell>
                  <TableCell align="right">{t('adminDashboard.earnings.paid')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {EARNINGS_PERIODS.map((period) => (
                  <TableRow key={period}>
                    <TableCell component="th" scope="row">
                      {t(`adminDashboard.earnings.periods.${period}`)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(data.commission[period].issuedCents, lang)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(data.commission[period].paidCents, lang)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
