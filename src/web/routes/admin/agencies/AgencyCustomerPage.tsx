import { Chip, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { QueryState } from '#web/components/query-state/QueryState';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { useAgency, useAgencyMember } from '#web/features/agencies/api';
import { CustomerEducationTable } from '#web/features/agencies/components/CustomerEducationTable';
import { CustomerJobsTable } from '#web/features/agencies/components/CustomerJobsTable';
import { Facts, Section } from '#web/features/agencies/components/ProfileSection';
import { useCountries } from '#web/features/reference/api';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { euroCents, formatMoney } from '#shared/format';

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
  if (!person.isSuccess) {
    return (
      <QueryState
        query={person}
        before={<AdminBreadcrumbs items={crumbs} />}
        errorText={(error) =>
          'status' in error && error.status === 404
            ? t('admin.agencies.memberNotFound')
            : apiErrorText(t, error)
        }
      />
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
            <CustomerEducationTable data={data} />
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
                  : formatMoney(euroCents(data.preferences.minSalary), lang),
              ],
              [p('jobType'), list(data.preferences.jobType)],
            ]}
          />
        </Section>
        <Section title={p('jobs')}>
          {data.jobs.length === 0 ? (
            <Typography color="text.secondary">{p('none')}</Typography>
          ) : (
            <CustomerJobsTable data={data} countryName={countryName} />
          )}
        </Section>
      </Stack>
    </>
  );
}
