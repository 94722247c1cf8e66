import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Person } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { headCell, SectionTable } from './SectionTable';

/** The agencies a person works for, each linking to its admin page. */
export function PersonAgenciesTable({ person }: { person: Person }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('adminPeople.detail.sections.agencies');
  return (
    <SectionTable id="section-agencies" title={title}>
      <Table size="small" aria-labelledby="section-agencies">
        <TableHead>
          <TableRow>
            {(['name', 'address', 'postcode', 'country', 'url'] as const).map((column) => (
              <TableCell key={column} sx={headCell}>
                {t(`adminPeople.detail.agencyColumns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {person.agencies.map((agency) => (
            <TableRow key={agency.id}>
              <TableCell>
                <Link component={RouterLink} to={paths.adminAgency(lang, agency.id)}>
                  {agency.name}
                </Link>
              </TableCell>
              <TableCell>{agency.address}</TableCell>
              <TableCell>{agency.postcode}</TableCell>
              <TableCell>{agency.country}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{agency.url}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionTable>
  );
}
