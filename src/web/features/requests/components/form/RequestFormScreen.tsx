import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation, StaffRequest } from '#shared/contracts/requests';
import { EDITABLE_REQUEST_STATES } from '#shared/request-states';
import { PageHeader } from '#web/components/layout/PageHeader';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';
import { useCreateRequest, useUpdateRequest } from '../../api';
import {
  buildCreatePayload,
  buildUpdatePayload,
  emptyFormValues,
  formValuesFromRequest,
  type RequestFormValues,
} from '../../form-values';
import { RequestForm, type RequestFormOptions } from './RequestForm';
import { RequestFormNotice } from './RequestFormNotice';
import { requestSavedState } from './RequestSavedNotice';

/** The form once its data is there, or why there is none (no organisation, not editable). */
export function RequestFormScreen({
  title,
  back,
  mine,
  saved,
  options,
  mayCreateOrganisation,
}: {
  title: string;
  back: ReactNode;
  mine: MyOrganisation[];
  saved: StaffRequest | undefined;
  options: RequestFormOptions;
  /** Offer to create an organisation when there is none to post for. */
  mayCreateOrganisation: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const create = useCreateRequest();
  const update = useUpdateRequest(saved?._id ?? '');
  const id = saved?._id;
  if (!id && mine.length === 0) {
    return (
      <RequestFormNotice
        title={title}
        back={back}
        severity="info"
        action={
          mayCreateOrganisation ? (
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
