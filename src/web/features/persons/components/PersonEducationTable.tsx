import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Person } from '#shared/contracts/admin';
import { formatDay } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { headCell, SectionTable } from './SectionTable';

/** A person's education entries (read-only). */
export function PersonEducationTable({ person }: { person: Person }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns = ['university', 'startdate', 'enddate', 'qualLevel'] as const;
  return (
    <SectionTable id="section-education" title={t('adminPeople.detail.sections.education')}>
      <Table size="small" aria-labelledby="section-education">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={headCell}>
                {t(`adminPeople.detail.educationColumns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {person.education.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ color: 'text.secondary', py: 2 }}>
                {t('adminPeople.detail.noEducation')}
              </TableCell>
            </TableRow>
          ) : (
            person.education.map((entry, index) => (
              <TableRow key={`${entry.university}-${index}`}>
                <TableCell>{entry.university}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDay(entry.startdate, lang) || '–'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDay(entry.enddate, lang) || '–'}
                </TableCell>
                <TableCell>{entry.qualLevel ?? '–'}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </SectionTable>
  );
}
