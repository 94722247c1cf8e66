import type { ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Chip,
  Grid,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { visuallyHidden } from '../../../components/layout/visuallyHidden';
import { AdminBreadcrumbs } from '../../../components/navigation/AdminBreadcrumbs';
import {
  formatLongDate,
  formatShortDate,
  useAgency,
  useAgencyMember,
} from '../../../features/admin-agencies';
import { useCountries } from '../../../features/reference/api';
import { apiErrorText } from '../../../i18n/messages';
import { useLanguage } from '../../../i18n/useLanguage';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs as a description list. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <Grid container component="dl" spacing={2} sx={{ m: 0 }}>
      {items.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value === null || value === undefined || value === '' ? (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                —
                <Box component="span" sx={visuallyHidden}>
                  {t('admin.agencies.profile.none')}
                </Box>
              </Box>
            ) : (
              value
            )}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** /{lang}/admin/agencyCustomer/:id/:customer: an agency customer's profile, view-only. */
export default function AgencyCustomerPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '', customer = '' } = useParams();
  const agency = useAgency(id);
  const person = useAgencyMember(id, 'customers', customer);
  const countries = useCountries();
  const name = person.data ? `${person.data.firstName} ${person.data.lastName}`.trim() : '';
  usePageTitle(t('admin.agencies.customerTitle', { name }));
  const p = (key: string) => t(`admin.agencies.profile.${key}`);

  const crumbs = [
    { label: t('admin.agencies.tableTitle'), href: paths.adminAgencies(lang) },
    { label: agency.data?.name ?? '…', href: paths.adminAgency(lang, id, 'customers') },
    { label: name || '…' },
  ];
  if (person.isPending) return <LoadingScreen />;
  if (person.isError) {
    return (
      <>
        <AdminBreadcrumbs items={crumbs} />
        <Alert severity="error">
          {'status' in person.error && person.error.status === 404
            ? t('admin.agencies.memberNotFound')
            : apiErrorText(t, person.error)}
        </Alert>
      </>
    );
  }
  const data = person.data;
  const countryName = (code: string | undefined) =>
    countries.data?.find((country) => country.code === code)?.name[lang] ?? code ?? '';
  const list = (items: string[]) =>
    items.length === 0 ? null : (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {items.map((item) => (
          <Chip key={item} label={item} size="small" />
        ))}
      </Stack>
    );

  return (
    <>
      <AdminBreadcrumbs items={crumbs} />
      <PageHeader title={t('admin.agencies.customerTitle', { name })} subtitle={p('readOnly')} />
      <Stack spacing={3}>
        <Section title={p('personal')}>
          <Facts
            items={[
              [t('admin.agencies.memberColumns.email'), data.email],
              [t('admin.agencies.memberColumns.firstName'), data.firstName],
              [t('admin.agencies.memberColumns.lastName'), data.lastName],
              [t('admin.agencies.memberColumns.contact'), data.contact],
            ]}
          />
        </Section>
        <Section title={p('agency')}>
          <Typography>{agency.data?.name ?? '…'}</Typography>
        </Section>
        <Section title={p('address')}>
          <Facts
            items={[
              [t('admin.agencies.fields.address'), data.address],
              [t('admin.agencies.fields.postcode'), data.postcode],
              [t('admin.agencies.fields.city'), data.city],
            ]}
          />
        </Section>
        <Section title={p('qualification')}>
          <Facts
            items={[
              [p('levelType'), data.qualification.level.type],
              [p('additionalInfoType'), data.qualification.additionalInfo.type],
            ]}
          />
        </Section>
        <Section title={p('education')}>
          {data.education.length === 0 ? (
            <Typography color="text.secondary">{p('none')}</Typography>
          ) : (
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
                        {formatShortDate(entry.startdate, lang)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatShortDate(entry.enddate, lang)}
                      </TableCell>
                      <TableCell>{entry.qualLevel ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Section>
        <Section title={p('skills')}>
          {list(data.skills) ?? <Typography color="text.secondary">{p('none')}</Typography>}
        </Section>
        <Section title={p('preferences')}>
          <Facts
            items={[
              [
                p('distance'),
                data.preferences.distance === null
                  ? null
                  : t('admin.agencies.profile.distanceValue', { value: data.preferences.distance }),
              ],
              [
                p('minSalary'),
                data.preferences.minSalary === null
                  ? null
                  : new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
                      style: 'currency',
                      currency: 'EUR',
                      maximumFractionDigits: 0,
                    }).format(data.preferences.minSalary),
              ],
              [p('jobType'), list(data.preferences.jobType)],
            ]}
          />
        </Section>
        <Section title={p('jobs')}>
          {data.jobs.length === 0 ? (
            <Typography color="text.secondary">{p('none')}</Typography>
          ) : (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={p('jobs')}>
                <TableHead>
                  <TableRow>
                    {['jobTitle', 'startDate', 'endDate', 'organisation'].map((key) => (
                      <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {p(key)}
                      </TableCell>
                    ))}
                    <TableCell sx={{ fontWeight: 700 }}>
                      {t('admin.agencies.fields.address')}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 700 }}>
                      {t('admin.agencies.fields.postcode')}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 700 }}>
                      {t('admin.agencies.fields.country')}
                    </TableCell>
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
                          {formatLongDate(job.startDate, lang)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatLongDate(job.endDate, lang)}
                        </TableCell>
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
          )}
        </Section>
      </Stack>
    </>
  );
}
