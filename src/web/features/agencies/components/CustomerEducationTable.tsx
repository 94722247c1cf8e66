import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Person } from '#shared/contracts/admin';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatDay } from '#shared/format';

/** An agency customer's education entries (read-only). */
export function CustomerEducationTable({ data }: { data: Person }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const p = (key: string) => t(`admin.agencies.profile.${key}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={p('education')}>
        <TableHead>
          <TableRow>
            {['university', 'startDate', 'endDate', 'qualLevel'].map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {p(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.education.map((entry, index) => (
            <TableRow key={`${entry.university}-${index}`}>
              <TableCell>{entry.university}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(entry.startdate, lang)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(entry.enddate, lang)}</TableCell>
              <TableCell>{entry.qualLevel ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
