import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '#shared/permissions';
import { EDITABLE_REQUEST_STATES } from '#shared/request-states';
import { paths } from '#web/lib/paths';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import { useReferenceOptions } from '#web/features/reference/useReferenceOptions';
import {
  useCreateRequest,
  useMyOrganisations,
  useRequest,
  useUpdateRequest,
} from '#web/features/requests/api';
import { RequestForm } from '#web/features/requests/components/form/RequestForm';
import { RequestFormNotice } from '#web/features/requests/components/form/RequestFormNotice';
import type { RequestFormOptions } from '#web/features/requests/components/form/RequestForm';
import { requestSavedState } from '#web/features/requests/components/form/RequestSavedNotice';
import {
  buildCreatePayload,
  buildUpdatePayload,
  emptyFormValues,
  formValuesFromRequest,
} from '#web/features/requests/form-values';
import type { RequestFormValues } from '#web/features/requests/form-values';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { isApiError } from '#web/lib/api-client';

/**
 * /{lang}/hospital/create-job/:jobId?, /{lang}/organisations/jobUpload and
 * /{lang}/organisations/jobUpdate/:id: posting a request, or with an id editing it.
 */
export default function CreateJobPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.jobId ?? params.id;
  const title = id ? t('requestForm.editTitle') : t('nav.postJob');
  usePageTitle(title);

  const { me } = useSession();
  const organisations = useMyOrganisations();
  const request = useRequest(id);
  const create = useCreateRequest();
  const update = useUpdateRequest(id ?? '');

  const options: RequestFormOptions = useReferenceOptions();

  const back = (
    <Button
      component={RouterLink}
      to={id ? paths.requestDetail(lang, id) : paths.hospital(lang)}
      startIcon={<ArrowBackIcon />}
    >
      {id ? t('requestForm.backToRequest') : t('requestForm.backToDashboard')}
    </Button>
  );

  if (organisations.isPending || (id && request.isPending)) return <LoadingScreen />;

  if (id && !request.data) {
    const notFound = isApiError(request.error) && [400, 403, 404].includes(request.error.status);
    return (
      <RequestFormNotice title={title} back={back} severity={notFound ? 'info' : 'error'}>
        {notFound ? t('requestDetail.notFound') : apiErrorText(t, request.error)}
      </RequestFormNotice>
    );
  }
  if (organisations.isError) {
    return (
      <RequestFormNotice title={title} back={back} severity="error">
        {apiErrorText(t, organisations.error)}
      </RequestFormNotice>
    );
  }

  const mine = organisations.data?.items ?? [];
  if (!id && mine.length === 0) {
    return (
      <RequestFormNotice
        title={title}
        back={back}
        severity="info"
        action={
          can(me, 'organisation.manage') ? (
            <Button component={RouterLink} to={paths.createOrganisation(lang)} color="inherit">
              {t('requestForm.createOrganisation')}
            </Button>
          ) : undefined
        }
      >
        {t('requestForm.noOrganisation')}
      </RequestFormNotice>
    );
  }

  const saved = request.data;
  if (saved && !EDITABLE_REQUEST_STATES.includes(saved.state)) {
    return (
      <RequestFormNotice title={title} back={back} severity="info">
        {t('requestForm.notEditable', { title: saved.title })}
      </RequestFormNotice>
    );
  }

  const initial: RequestFormValues = saved
    ? formValuesFromRequest(saved)
    : emptyFormValues('staff', mine.length === 1 ? mine[0]!._id : '');
  // An edited request's organisation may be one the user sees only through it.
  const choices =
    saved && !mine.some((item) => item._id === saved.organisation._id)
      ? [...mine, { ...saved.organisation, departments: saved.orig_dept ? [saved.orig_dept] : [] }]
      : mine;

  const onSubmit = async (values: RequestFormValues) => {
    if (saved) {
      const result = await update.mutateAsync(buildUpdatePayload(saved._id, initial, values));
      await navigate(paths.hospital(lang), { state: requestSavedState('updated', result.title) });
    } else {
      const result = await create.mutateAsync(buildCreatePayload(values));
      await navigate(paths.hospital(lang), { state: requestSavedState('created', result.title) });
    }
  };

  return (
    <Stack>
      <PageHeader
        title={saved ? `${title}: ${saved.title}` : title}
        subtitle={saved ? undefined : t('requestForm.intro')}
        actions={back}
      />
      <RequestForm
        key={saved?._id ?? 'new'}
        initial={initial}
        editing={Boolean(saved)}
        organisations={choices as typeof mine}
        options={options}
        onSubmit={onSubmit}
        cancelHref={saved ? paths.requestDetail(lang, saved._id) : paths.hospital(lang)}
      />
    </Stack>
  );
}
