import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AdminBreadcrumbs } from '#web/components/navigation/AdminBreadcrumbs';
import {
  useChangeOrganisationPicture,
  useOrganisation,
  useOrganisationPicture,
} from '#web/features/organisations/api';
import { PictureForm } from '#web/features/organisations/components/PictureForm';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * One organisation picture: the image and its description. Delete blanks the picture and is
 * applied with Save, like a new image or a changed description (spec 000 "Organisation picture
 * edit").
 */
export default function OrganisationPicturePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '', picId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'history' ? 'history' : 'details';
  const organisation = useOrganisation(orgId);
  const picture = useOrganisationPicture(orgId, picId);
  // Here rather than in the form: the form starts afresh after a save, the answer stays.
  const change = useChangeOrganisationPicture(orgId, picId);
  usePageTitle(t('adminOrganisations.picture.title'));
  const orgName = organisation.data?.name ?? t('adminOrganisations.detail.title');
  const crumbs = [
    { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
    { label: orgName, href: paths.adminOrganisation(lang, orgId) },
    {
      label: t('adminOrganisations.tabs.pictures'),
      href: paths.adminOrganisation(lang, orgId, 'pictures'),
    },
    { label: t('adminOrganisations.picture.title') },
  ];

  if (picture.isPending) return <LoadingScreen />;
  return (
    <>
      <AdminBreadcrumbs items={crumbs} />
      <PageHeader title={t('adminOrganisations.picture.title')} />
      {picture.isError ? (
        <Alert severity="error">{apiErrorText(t, picture.error)}</Alert>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={tab}
              onChange={(_event, next: string) =>
                setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true })
              }
              aria-label={t('adminOrganisations.picture.tabsLabel')}
            >
              <Tab value="details" label={t('adminOrganisations.tabs.general')} />
              <Tab value="history" label={t('adminOrganisations.tabs.history')} />
            </Tabs>
          </Box>
          {tab === 'history' ? (
            <AuditHistory
              entityType="picture"
              entityId={picId}
              fieldLabels={{
                description: t('adminOrganisations.picture.description'),
                fileId: t('adminOrganisations.picture.image'),
              }}
            />
          ) : (
            // Keyed by the stored version, so a saved change starts a clean draft.
            <PictureForm
              key={`${picture.data.fileId ?? ''}|${picture.data.description}`}
              picture={picture.data}
              change={change}
            />
          )}
        </>
      )}
    </>
  );
}
