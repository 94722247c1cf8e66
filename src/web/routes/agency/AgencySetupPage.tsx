import { Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AgencyOnboardingForm } from '#web/features/my-agency/components/AgencyOnboardingForm';
import { useMyAgency } from '#web/features/my-agency/api';
import { useSession } from '#web/features/auth/api';
import { useCountries } from '#web/features/reference/api';
import { useLanguage } from '#web/i18n/useLanguage';

/** Called by the entry when the app opens behind the onboarding gate (app/startup.ts). */
export { prefetchMyAgency as prefetch } from '#web/features/my-agency/api';

const STEPS = ['create', 'vetting', 'jobs'] as const;

/**
 * /{lang}/agency/setup: a dispatcher who signed up with no agency creates it with its permit,
 * then waits for vetting on the agency's start page.
 */
export default function AgencySetupPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { me } = useSession();
  const agency = useMyAgency(me?.role === 'AGENCY');
  const countries = useCountries();
  usePageTitle(t('agencyProfile.setup.title'));

  if (agency.isPending) return <LoadingScreen />;
  // Already set up (or joined by invitation): nothing to create.
  if (agency.data) return <Navigate to={paths.agencyJobs(lang)} replace />;

  return (
    <>
      <PageHeader
        title={t('agencyProfile.setup.title')}
        subtitle={t('agencyProfile.setup.intro', { name: me?.firstName ?? '' })}
      />
      <Stepper
        activeStep={0}
        alternativeLabel
        sx={{ maxWidth: 760, mb: 3, '& .MuiStepLabel-label': { fontSize: '0.85rem' } }}
      >
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`agencyProfile.setup.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <AgencyOnboardingForm
          defaultName={me?.institution ?? ''}
          countries={countries.data}
          onCreated={() => void navigate(paths.agencyJobs(lang))}
        />
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 760 }}>
        {t('agencyProfile.setup.colleagues')}
      </Typography>
    </>
  );
}

/**
 * Onboarding: a dispatcher (AGENCY) who belongs to no agency yet is led to the setup page.
 * Wraps the agency area's pages; anyone else, and a failed look-up, passes through.
 */
export function AgencyOnboardingGate() {
  const lang = useLanguage();
  const { me } = useSession();
  const dispatcher = me?.role === 'AGENCY';
  const agency = useMyAgency(dispatcher);
  if (dispatcher && agency.isPending) return <LoadingScreen />;
  if (dispatcher && agency.data === null) return <Navigate to={paths.agencySetup(lang)} replace />;
  return <Outlet />;
}
