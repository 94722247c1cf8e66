import { useEffect } from 'react';
import { Alert, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DOCTOR_POSITIONS } from '#shared/contracts/engine';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import { JobAlertCard, type JobAlertOption } from '#web/features/preferences/components/JobAlertCard';
import { PreferencesForm } from '#web/features/preferences/components/PreferencesForm';
import { UnavailabilityCard } from '#web/features/preferences/components/UnavailabilityCard';
import { useJobAlert, usePreferences } from '#web/features/preferences/api';
import {
  useContractTypes,
  useMetaFields,
  usePositions,
  useQualifications,
} from '#web/features/reference/api';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

/** The job alert of an agency dispatcher, with its choices from the reference lists in the page's language. */
function JobAlertSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const alert = useJobAlert(true);
  const qualifications = useQualifications();
  const positions = usePositions();
  const fields = useMetaFields();
  const contractTypes = useContractTypes();
  const byLabel = (a: JobAlertOption, b: JobAlertOption) => a.label.localeCompare(b.label, lang);
  const doctorPositions: readonly string[] = DOCTOR_POSITIONS;
  const ready = Boolean(
    alert.data && qualifications.data && positions.data && fields.data && contractTypes.data,
  );
  // The job board links here (#job-alerts): show the card once it is there.
  useEffect(() => {
    if (ready && window.location.hash === '#job-alerts')
      document.getElementById('job-alerts')?.scrollIntoView();
  }, [ready]);

  if (alert.isError) return <Alert severity="error">{apiErrorText(t, alert.error)}</Alert>;
  if (
    !alert.data ||
    !qualifications.data ||
    !positions.data ||
    !fields.data ||
    !contractTypes.data
  ) {
    return <Skeleton variant="rounded" height={420} />;
  }
  const options = {
    // Nurses by qualification first, then the doctor positions the board filters by.
    qualifications: [
      ...qualifications.data.map((item) => ({ key: item.key, label: item.label[lang] })),
      ...positions.data
        .filter((item) => doctorPositions.includes(item.key))
        .map((item) => ({ key: item.key, label: item.label[lang] })),
    ],
    fields: Object.entries(fields.data)
      .map(([key, field]) => ({ key, label: field.label[lang] }))
      .sort(byLabel),
    contractTypes: contractTypes.data.map((item) => ({ key: item.key, label: item.label[lang] })),
  };
  return <JobAlertCard initial={alert.data} options={options} />;
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
      {preferences.data ? (
        <PreferencesForm initial={preferences.data} askedForShifts={!dispatcher} />
      ) : preferences.isError ? (
        <Alert severity="error">{apiErrorText(t, preferences.error)}</Alert>
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
      {dispatcher ? <JobAlertSection /> : null}
      {dispatcher ? null : <UnavailabilityCard />}
    </Stack>
  );
}
