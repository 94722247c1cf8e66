import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import { CreateOrganisationForm } from '#web/features/my-organisations/components/CreateOrganisationForm';
import { useCreateMyOrganisation } from '#web/features/requests/api';
import { useCountries } from '#web/features/reference/api';
import { useLanguage } from '#web/i18n/useLanguage';

/** Onboarding of an organisation (POST /api/organisation); then its staff page. */
export default function CreateOrganisationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { me } = useSession();
  const countries = useCountries();
  const create = useCreateMyOrganisation();
  usePageTitle(t('orgStaff.create.title'));

  return (
    <>
      <PageHeader title={t('orgStaff.create.title')} subtitle={t('orgStaff.create.intro')} />
      <CreateOrganisationForm
        defaultName={me?.institution ?? ''}
        countries={countries.data}
        onSubmit={async (body) => {
          const organisation = await create.mutateAsync(body);
          await navigate(`${paths.staff(lang)}?org=${encodeURIComponent(organisation.id)}`, {
            replace: true,
          });
        }}
      />
    </>
  );
}
