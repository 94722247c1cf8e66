import {
  Avatar,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Person } from '#shared/contracts/admin';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatDay } from '#shared/format';

/** The jobs an agency customer worked, with where (read-only). */
export function CustomerJobsTable({
  data,
  countryName,
}: {
  data: Person;
  countryName: (code: string | undefined) => string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const p = (key: string) => t(`admin.agencies.profile.${key}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={p('jobs')}>
        <TableHead>
          <TableRow>
            {['jobTitle', 'startDate', 'endDate', 'organisation'].map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {p(key)}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.agencies.fields.address')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.agencies.fields.postcode')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.agencies.fields.country')}</TableCell>
            {['city', 'url', 'logo', 'contact'].map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700 }}>
                {p(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.jobs.map((job, index) => {
            const at = job.location;
            return (
              <TableRow key={`${job.title}-${index}`}>
                <TableCell>{job.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDay(job.startDate, lang)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(job.endDate, lang)}</TableCell>
                <TableCell>{at?.name ?? ''}</TableCell>
                <TableCell>{at?.address ?? ''}</TableCell>
                <TableCell>{at?.postcode ?? ''}</TableCell>
                <TableCell>{countryName(at?.country)}</TableCell>
                <TableCell>{at?.city ?? ''}</TableCell>
                <TableCell>
                  {at?.url ? (
                    <Link
                      href={/^https?:\/\//.test(at.url) ? at.url : `https://${at.url}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {at.url}
                    </Link>
                  ) : null}
                </TableCell>
                <TableCell>
                  {at?.logo ? (
                    <Avatar
                      variant="rounded"
                      src={at.logo}
                      alt={at.name ?? ''}
                      sx={{ width: 32, height: 32 }}
                    />
                  ) : null}
                </TableCell>
                <TableCell>{at?.contact ?? ''}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
