import { Alert, Box } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberFields } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { EditableForm } from '#web/components/edit-in-place/EditableForm';
import type { EditableField } from '#web/components/edit-in-place/EditableForm';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import { useAgency, useAgencyMember, useChangeAgencyUser } from '#web/features/agencies/api';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

/** /{lang}/admin/agencies/:id/:user: 'Agency User <first> <last>', edited field by field. */
export default function AgencyUserPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '', user = '' } = useParams();
  const agency = useAgency(id);
  const member = useAgencyMember(id, 'users', user);
  const change = useChangeAgencyUser(id, user);
  const name = member.data ? `${member.data.firstName} ${member.data.lastName}`.trim() : '';
  usePageTitle(t('admin.agencies.userTitle', { name }));

  const crumbs = [
    { label: t('admin.agencies.tableTitle'), href: paths.adminAgencies(lang) },
    { label: agency.data?.name ?? '…', href: paths.adminAgency(lang, id, 'users') },
    { label: name || '…' },
  ];
  if (member.isPending) return <LoadingScreen />;
  if (member.isError) {
    return (
      <>
        <AdminBreadcrumbs items={crumbs} />
        <Alert severity="error">
          {'status' in member.error && member.error.status === 404
            ? t('admin.agencies.memberNotFound')
            : apiErrorText(t, member.error)}
        </Alert>
      </>
    );
  }

  const label = (field: string) => t(`admin.agencies.memberColumns.${field}`);
  const fields: EditableField[] = [
    {
      name: 'email',
      label: label('email'),
      kind: 'email',
      schema: memberFields.email,
      required: true,
    },
    {
      name: 'firstName',
      label: label('firstName'),
      kind: 'text',
      schema: memberFields.firstName,
      required: true,
    },
    {
      name: 'lastName',
      label: label('lastName'),
      kind: 'text',
      schema: memberFields.lastName,
      required: true,
    },
    { name: 'contact', label: label('contact'), kind: 'text', schema: memberFields.contact },
  ];
  return (
    <>
      <AdminBreadcrumbs items={crumbs} />
      <PageHeader title={t('admin.agencies.userTitle', { name })} subtitle={agency.data?.name} />
      <Box sx={{ maxWidth: 760 }}>
        <EditableForm
          fields={fields}
          values={member.data}
          onSubmit={async (changes) => {
            await change.mutateAsync(changes);
          }}
        />
      </Box>
    </>
  );
}
