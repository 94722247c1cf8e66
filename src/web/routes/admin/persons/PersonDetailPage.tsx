import { useState } from 'react';
import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import type { FieldChange } from '#web/components/edit-in-place/EditableForm';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import {
  useChangePerson,
  usePerson,
  useResendVerification,
} from '#web/features/persons/api';
import { PersonSections } from '#web/features/persons/components/PersonSections';
import { PersonStatusChips } from '#web/features/persons/components/PersonStatusChips';
import { personFieldLabels } from '#web/features/persons/field-labels';
import { listTypeOfDetail } from '#web/features/persons/person-types';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

/** A person user: every profile section, editable per field, and its history. */
export default function PersonDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { personType, id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'history' ? 'history' : 'details';
  const person = usePerson(id);
  const change = useChangePerson(id);
  const resend = useResendVerification(id);
  const [resent, setResent] = useState<string | null>(null);
  const name = person.data ? `${person.data.firstName} ${person.data.lastName}`.trim() : '';
  usePageTitle(name || t('adminPeople.detail.title'));

  const listType = listTypeOfDetail(personType, person.data?.role);
  const crumbs = [
    { label: t(`adminPeople.types.${listType}.list`), href: paths.adminPersonList(lang, listType) },
    { label: name || t('adminPeople.detail.title') },
  ];

  if (person.isPending) return <LoadingScreen />;
  if (person.isError) {
    return (
      <>
        <AdminBreadcrumbs items={crumbs} />
        <Alert severity="error">{apiErrorText(t, person.error)}</Alert>
      </>
    );
  }

  const data = person.data;
  const labels = personFieldLabels(t);
  const submit = async (changes: FieldChange[]) => {
    await change.mutateAsync(changes);
  };

  return (
    <>
      <AdminBreadcrumbs items={crumbs} />
      <PageHeader
        title={name || data.email}
        subtitle={<PersonStatusChips person={data} />}
        actions={
          !data.emailConfirmed ? (
            <Button
              variant="outlined"
              startIcon={<MarkEmailUnreadIcon />}
              disabled={resend.isPending}
              onClick={() => {
                setResent(null);
                resend.mutate(undefined, { onSuccess: (answer) => setResent(answer.message) });
              }}
            >
              {t('adminPeople.detail.resend')}
            </Button>
          ) : undefined
        }
      />
      {resent ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setResent(null)}>
          {resent}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {apiErrorText(t, resend.error)}
        </Alert>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) =>
            setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true })
          }
          aria-label={t('adminPeople.detail.tabsLabel')}
        >
          <Tab value="details" label={t('adminPeople.detail.tabs.details')} />
          <Tab value="history" label={t('adminPeople.detail.tabs.history')} />
        </Tabs>
      </Box>
      {tab === 'history' ? (
        <AuditHistory entityType="user" entityId={data.id} fieldLabels={labels} />
      ) : (
        <PersonSections person={data} labels={labels} onSubmit={submit} />
      )}
    </>
  );
}
