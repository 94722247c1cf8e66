import { Alert, Box, Chip, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { memberFields } from '#shared/contracts/admin';
import type { Person } from '#shared/contracts/admin';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { EditableForm } from '#web/components/edit-in-place/EditableForm';
import type { EditableField, FieldChange } from '#web/components/edit-in-place/EditableForm';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import type { Crumb } from '#web/components/navigation/AdminBreadcrumbs';
import { apiErrorText } from '#web/i18n/messages';

const FIELDS: [keyof typeof memberFields, EditableField['kind']][] = [
  ['email', 'email'],
  ['firstName', 'text'],
  ['lastName', 'text'],
  ['contact', 'text'],
];

/**
 * An organisation user, department user or department customer: e-mail, first and last name
 * and contact, editable in place (PATCH /api/admin/persons/:id), and their history.
 */
export function MemberDetail({
  member,
  heading,
  crumbs,
  onSubmit,
}: {
  member: UseQueryResult<Person>;
  /** The page heading for a name, e.g. 'Department user Jane Doe'. */
  heading: (name: string) => string;
  /** The trail up to (not including) this member. */
  crumbs: Crumb[];
  onSubmit: (changes: FieldChange[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'history' ? 'history' : 'details';
  const data = member.data;
  const name = data ? `${data.firstName} ${data.lastName}`.trim() || data.email : '';
  const title = data ? heading(name) : t('adminOrganisations.member.title');
  usePageTitle(title);

  const trail = [...crumbs, { label: name || t('adminOrganisations.member.title') }];
  if (member.isPending) return <LoadingScreen />;
  if (member.isError || !data) {
    return (
      <>
        <AdminBreadcrumbs items={trail} />
        <Alert severity="error">{apiErrorText(t, member.error)}</Alert>
      </>
    );
  }

  const labels = Object.fromEntries(
    FIELDS.map(([field]) => [field, t(`adminOrganisations.fields.${field}`)]),
  );

  return (
    <>
      <AdminBreadcrumbs items={trail} />
      <PageHeader
        title={title}
        subtitle={
          data.emailConfirmed ? undefined : (
            <Stack direction="row" component="span">
              <Chip
                size="small"
                variant="outlined"
                component="span"
                label={t('adminOrganisations.member.notConfirmed')}
              />
            </Stack>
          )
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) =>
            setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true })
          }
          aria-label={t('adminOrganisations.member.tabsLabel')}
        >
          <Tab value="details" label={t('adminOrganisations.tabs.general')} />
          <Tab value="history" label={t('adminOrganisations.tabs.history')} />
        </Tabs>
      </Box>
      {tab === 'history' ? (
        <AuditHistory entityType="user" entityId={data.id} fieldLabels={labels} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
          <EditableForm
            fields={FIELDS.map(([field, kind]) => ({
              name: field,
              label: labels[field]!,
              kind,
              schema: memberFields[field],
              required: field !== 'contact',
            }))}
            values={{
              email: data.email,
              firstName: data.firstName,
              lastName: data.lastName,
              contact: data.contact,
            }}
            onSubmit={onSubmit}
          />
        </Paper>
      )}
    </>
  );
}
