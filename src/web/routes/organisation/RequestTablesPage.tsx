import { Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RequestGroup } from '#shared/request-states';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { RequestLabelsContext } from '#web/features/requests/components/tables/RequestLabels';
import { RequestTable } from '#web/features/requests/components/tables/RequestTable';
import type { DeleteResult } from '#web/features/requests/components/tables/DeleteRequestsDialog';
import type { RequestsDeletedState } from '#web/features/requests/components/tables/DeleteNotice';
import { useLanguage } from '#web/i18n/useLanguage';
import { useRequestLabels } from '#web/features/reference/useRequestLabels';

/** After a delete the product returns to /{lang}/hospital (spec 001 section 2), saying what happened. */
function useReturnAfterDelete() {
  const navigate = useNavigate();
  const lang = useLanguage();
  return (result: DeleteResult) => {
    const state: RequestsDeletedState = { requestsDeleted: result };
    void navigate(paths.hospital(lang), { state });
  };
}

function SingleTablePage({ group }: { group: RequestGroup }) {
  const { t } = useTranslation();
  const title = t(`requests.groups.${group}.title`);
  usePageTitle(title);
  const returnAfterDelete = useReturnAfterDelete();
  const labels = useRequestLabels();
  return (
    <RequestLabelsContext value={labels}>
      <PageHeader title={title} subtitle={t(`requests.groups.${group}.description`)} />
      <RequestTable group={group} title={title} titleHidden onDeleted={returnAfterDelete} />
    </RequestLabelsContext>
  );
}

/** /organisations/openLayouts: the confirmation (Bestätigung) table. */
export function ConfirmationTablePage() {
  return <SingleTablePage group="confirmation" />;
}

/** /organisations/externalLayouts: requests with selected people. */
export function ExternalTablePage() {
  return <SingleTablePage group="external" />;
}

/** /organisations/allApplicants: requests nobody has applied for. */
export function OpenShiftsTablePage() {
  return <SingleTablePage group="open" />;
}

/** /organisations/dashboard: all three tables. */
export function AllTablesPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.allRequests'));
  const returnAfterDelete = useReturnAfterDelete();
  const labels = useRequestLabels();
  return (
    <RequestLabelsContext value={labels}>
      <PageHeader title={t('nav.allRequests')} subtitle={t('requests.dashboard.allTablesIntro')} />
      <Stack spacing={3}>
        {(['confirmation', 'external', 'open'] as const).map((group) => (
          <RequestTable
            key={group}
            group={group}
            title={t(`requests.groups.${group}.title`)}
            description={t(`requests.groups.${group}.description`)}
            onDeleted={returnAfterDelete}
          />
        ))}
      </Stack>
    </RequestLabelsContext>
  );
}
