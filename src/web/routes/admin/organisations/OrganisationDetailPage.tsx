import { useParams } from 'react-router';
import { OrganisationDetail } from '#web/features/organisations/components/OrganisationDetail';
import { useCountries } from '#web/features/reference/api';

/** /{lang}/admin/organisations/:id — one organisation in tabs. */
export default function OrganisationDetailPage() {
  const { id = '' } = useParams();
  const countries = useCountries();
  return <OrganisationDetail id={id} countries={countries.data} />;
}
