import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Person } from '#shared/contracts/admin';
import type { Language } from '#shared/language-codes';
import { useLanguage } from '#web/i18n/useLanguage';
import { headCell, SectionTable } from './SectionTable';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A day as in the spec's user display ("Mar 05 2020"), in the page language. */
function formatDay(value: string | null, lang: Language): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined,
  }).format(date);
}

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
                  {formatDay(entry.startdate, lang)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDay(entry.enddate, lang)}
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
