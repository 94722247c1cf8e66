import { useState } from 'react';
import { Link, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { FormMessage } from '#web/components/form/FormMessage';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { AddAgencyForm } from '#web/features/agencies/components/AddAgencyForm';
import { useCountries } from '#web/features/reference/api';
import { useLanguage } from '#web/i18n/useLanguage';

/** /{lang}/admin/addNewAgencies: 'Add New Agency' (spec 000 section 5: all but city required, a logo). */
export default function AddAgencyPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('admin.agencies.addTitle'));
  const [created, setCreated] = useState<Agency | null>(null);
  // A new form after each success: the form clears (spec 000 section 4), labels included.
  const [formKey, setFormKey] = useState(0);
  const countries = useCountries();
  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('admin.agencies.tableTitle'), href: paths.adminAgencies(lang) },
          { label: t('admin.agencies.addTitle') },
        ]}
      />
      <PageHeader title={t('admin.agencies.addTitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <AddAgencyForm
          key={formKey}
          countries={countries.data}
          onStart={() => setCreated(null)}
          onCreated={(agency) => {
            setCreated(agency);
            setFormKey((key) => key + 1);
          }}
        >
          {created ? (
            <FormMessage severity="success">
              {t('admin.agencies.created', { name: created.name })}{' '}
              <Link
                component={RouterLink}
                to={paths.adminAgency(lang, created.id)}
                sx={{ fontWeight: 600 }}
              >
                {t('admin.agencies.openCreated')}
              </Link>
            </FormMessage>
          ) : null}
        </AddAgencyForm>
      </Paper>
    </>
  );
}
