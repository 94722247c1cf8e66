import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { AuditHistory } from '#web/components/audit/AuditHistory';
import { TabbedDetail } from '#web/components/layout/TabbedDetail';
import {
  useChangeOrganisationPicture,
  useOrganisation,
  useOrganisationPicture,
} from '#web/features/organisations/api';
import { PictureForm } from '#web/features/organisations/components/PictureForm';
import { useLanguage } from '#web/i18n/useLanguage';

const TABS = ['details', 'history'] as const;

/**
 * One organisation picture: the image and its description. Delete blanks the picture and is
 * applied with Save, like a new image or a changed description (spec 000 "Organisation picture
 * edit").
 */
export default function OrganisationPicturePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { orgId = '', picId = '' } = useParams();
  const organisation = useOrganisation(orgId);
  const picture = useOrganisationPicture(orgId, picId);
  // Here rather than in the form: the form starts afresh after a save, the answer stays.
  const change = useChangeOrganisationPicture(orgId, picId);
  const fieldLabels = {
    description: t('adminOrganisations.picture.description'),
    fileId: t('adminOrganisations.picture.image'),
  };

  return (
    <TabbedDetail
      query={picture}
      crumbs={[
        { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
        {
          label: organisation.data?.name ?? t('adminOrganisations.detail.title'),
          href: paths.adminOrganisation(lang, orgId),
        },
        {
          label: t('adminOrganisations.tabs.pictures'),
          href: paths.adminOrganisation(lang, orgId, 'pictures'),
        },
      ]}
      record={{ name: undefined, fallback: t('adminOrganisations.picture.title') }}
      tabs={{
        names: TABS,
        labelOf: (value) =>
          t(`adminOrganisations.tabs.${value === 'details' ? 'general' : 'history'}`),
        label: t('adminOrganisations.picture.tabsLabel'),
      }}
      idPrefix="picture"
    >
      {(data, tab) =>
        tab === 'history' ? (
          <AuditHistory entityType="picture" entityId={picId} fieldLabels={fieldLabels} />
        ) : (
          // Keyed by the stored version, so a saved change starts a clean draft.
          <PictureForm
            key={`${data.fileId ?? ''}|${data.description}`}
            picture={data}
            change={change}
          />
        )
      }
    </TabbedDetail>
  );
}
