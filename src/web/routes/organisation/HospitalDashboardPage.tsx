import { useState } from 'react';
import { Box, Button, Tab, Tabs } from '@mui/material';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '#shared/permissions';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import { OnboardingRedirect } from '#web/features/my-organisations/components/OnboardingRedirect';
import { LazyServiceCalendar } from '#web/features/requests/components/calendar/LazyServiceCalendar';
import { RequestSavedNotice } from '#web/features/requests/components/form/RequestSavedNotice';
import {
  DeleteNotice,
  deletedFromState,
} from '#web/features/requests/components/tables/DeleteNotice';
import { RequestLabelsContext } from '#web/features/requests/components/tables/RequestLabels';
import { RequestTable } from '#web/features/requests/components/tables/RequestTable';
import { useLanguage } from '#web/i18n/useLanguage';
import { useRequestLabels } from '#web/features/reference/useRequestLabels';

const VIEWS = ['open', 'confirmation', 'external', 'calendar'] as const;
type View = (typeof VIEWS)[number];

function isView(value: string | null): value is View {
  return (VIEWS as readonly (string | null)[]).includes(value);
}

/**
 * /{lang}/hospital: the organisation dashboard. One of the three tables or the calendar at a
 * time (the tab is in the URL, so back and reload keep it), so the page loads one list.
 */
export default function HospitalDashboardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { me } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const view: View = isView(params.get('view')) ? (params.get('view') as View) : 'open';
  // A delete on another page returns here with what it did (RequestTablesPage, detail page).
  const [returned, setReturned] = useState(() => deletedFromState(location.state));
  const labels = useRequestLabels();
  usePageTitle(t('nav.dashboard'));

  const highlighted = can(me, 'organisation.manage');
  const tabLabel = (value: View) =>
    value === 'calendar' ? t('calendar.title') : t(`requests.groups.${value}.title`);

  return (
    <>
      <OnboardingRedirect role={me?.role} />
      <RequestSavedNotice />
      <PageHeader
        // The route's title, not the person's name: the prerendered shell shows the same
        // heading before the session is there.
        title={t('nav.dashboard')}
        subtitle={`${t('pages.hospital.welcome', { name: me?.firstName ?? '' })}. ${t('requests.dashboard.intro')}`}
        actions={
          can(me, 'job.post') ? (
            <Button
              variant={highlighted ? 'contained' : 'outlined'}
              size={highlighted ? 'large' : 'medium'}
              startIcon={<AddCircleIcon />}
              component={RouterLink}
              to={paths.createJob(lang)}
            >
              {t('nav.postJob')}
            </Button>
          ) : undefined
        }
      />
      {returned ? (
        <DeleteNotice result={returned} onClose={() => setReturned(null)} sx={{ mb: 2 }} />
      ) : null}
      <Box component="section" aria-label={t('requests.dashboard.sections')}>
        <Tabs
          value={view}
          onChange={(_event, next: View) =>
            setParams(next === 'open' ? {} : { view: next }, { replace: true })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('requests.dashboard.sections')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {VIEWS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={tabLabel(value)}
              id={`hospital-tab-${value}`}
              aria-controls={`hospital-panel-${value}`}
              sx={{ textTransform: 'none', fontWeight: 600 }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`hospital-panel-${view}`} aria-labelledby={`hospital-tab-${view}`}>
          {view === 'calendar' ? (
            <LazyServiceCalendar />
          ) : (
            <RequestLabelsContext value={labels}>
              <RequestTable
                key={view}
                group={view}
                title={t(`requests.groups.${view}.title`)}
                titleHidden
                description={t(`requests.groups.${view}.description`)}
              />
            </RequestLabelsContext>
          )}
        </Box>
      </Box>
    </>
  );
}
