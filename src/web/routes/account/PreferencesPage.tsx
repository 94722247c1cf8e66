import { Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { QueryState } from '#web/components/query-state/QueryState';
import { useSession } from '#web/features/auth/api';
import { JobAlertSection } from '#web/features/preferences/components/JobAlertSection';
import { PreferencesForm } from '#web/features/preferences/components/PreferencesForm';
import { UnavailabilityCard } from '#web/features/preferences/components/UnavailabilityCard';
import { usePreferences } from '#web/features/preferences/api';
import {
  useContractTypes,
  useMetaFields,
  usePositions,
  useQualifications,
} from '#web/features/reference/api';

/** Loads the reference lists only for a dispatcher, who alone has a job alert. */
function DispatcherJobAlert() {
  const references = {
    qualifications: useQualifications(),
    positions: usePositions(),
    fields: useMetaFields(),
    contractTypes: useContractTypes(),
  };
  return <JobAlertSection references={references} />;
}

/** /{lang}/account/preferences — how and when a signed-in user is notified and asked; a dispatcher's job alert. */
export default function PreferencesPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const preferences = usePreferences();
  usePageTitle(t('preferences.title'));
  const dispatcher = me?.role === 'AGENCY';
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t('preferences.title')}
        subtitle={t(dispatcher ? 'preferences.introAgency' : 'preferences.intro')}
      />
      <QueryState
        query={preferences}
        loading={{
          placeholder: <Skeleton variant="rounded" height={360} />,
          label: t('preferences.title'),
        }}
      >
        {(data) => <PreferencesForm initial={data} askedForShifts={!dispatcher} />}
      </QueryState>
      {dispatcher ? <DispatcherJobAlert /> : null}
      {dispatcher ? null : <UnavailabilityCard />}
    </Stack>
  );
}
