import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '#shared/permissions';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { allQueries } from '#web/components/query-state/all-queries';
import { QueryState, type QueryLike } from '#web/components/query-state/QueryState';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import { useReferenceOptions } from '#web/features/reference/useReferenceOptions';
import { useMyOrganisations, useRequest } from '#web/features/requests/api';
import type { RequestFormOptions } from '#web/features/requests/components/form/RequestForm';
import { RequestFormScreen } from '#web/features/requests/components/form/RequestFormScreen';
import { useLanguage } from '#web/i18n/useLanguage';

const NO_REQUEST: QueryLike<null> = {
  status: 'success',
  data: null,
  error: null,
  refetch: () => undefined,
  isFetching: false,
};

/**
 * /{lang}/hospital/create-job/:jobId?, /{lang}/organisations/jobUpload and
 * /{lang}/organisations/jobUpdate/:id: posting a request, or with an id editing it.
 */
export default function CreateJobPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const params = useParams();
  const id = params.jobId ?? params.id;
  const title = id ? t('requestForm.editTitle') : t('nav.postJob');
  usePageTitle(title);

  const { me } = useSession();
  const options: RequestFormOptions = useReferenceOptions();
  const organisations = useMyOrganisations();
  const request = useRequest(id);

  const back = (
    <Button
      component={RouterLink}
      to={id ? paths.requestDetail(lang, id) : paths.hospital(lang)}
      startIcon={<ArrowBackIcon />}
    >
      {id ? t('requestForm.backToRequest') : t('requestForm.backToDashboard')}
    </Button>
  );

  // Posting a new request has no stored one to load.
  const loaded = allQueries({ organisations, request: id ? request : NO_REQUEST });
  return (
    <QueryState
      query={loaded}
      before={<PageHeader title={title} actions={back} />}
      notFound={{ text: t('requestDetail.notFound'), statuses: [400, 403, 404] }}
    >
      {(data) => (
        <RequestFormScreen
          title={title}
          back={back}
          mine={data.organisations.items}
          saved={data.request ?? undefined}
          options={options}
          mayCreateOrganisation={can(me, 'organisation.manage')}
        />
      )}
    </QueryState>
  );
}
