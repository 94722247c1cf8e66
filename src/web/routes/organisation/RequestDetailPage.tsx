import { useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '#shared/permissions';
import type { ReferenceItem } from '#shared/contracts/reference';
import { EDITABLE_REQUEST_STATES } from '#shared/request-states';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { QueryState } from '#web/components/query-state/QueryState';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useSession } from '#web/features/auth/api';
import {
  useContractTypes,
  useJobShiftTypes,
  useMetaFields,
  useQualifications,
} from '#web/features/reference/api';
import { useRequest } from '#web/features/requests/api';
import { RequestDetail } from '#web/features/requests/components/detail/RequestDetail';
import type { LabelOf } from '#web/features/requests/components/detail/RequestDetail';
import { RequestStateChip } from '#web/features/requests/components/detail/RequestStateChip';
import { DeleteRequestsDialog } from '#web/features/requests/components/tables/DeleteRequestsDialog';
import type { RequestsDeletedState } from '#web/features/requests/components/tables/DeleteNotice';
import { useLanguage } from '#web/i18n/useLanguage';

/** /{lang}/hospital/requests/:id — one request with its shifts and applicants. */
export default function RequestDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { id } = useParams();
  const { me } = useSession();
  const query = useRequest(id);
  const request = query.data;
  const [deleting, setDeleting] = useState(false);
  usePageTitle(request ? request.title : t('requestDetail.title'));

  const qualifications = useQualifications();
  const shiftTypes = useJobShiftTypes();
  const contractTypes = useContractTypes();
  const metaFields = useMetaFields();
  const labelOf = useMemo<LabelOf>(() => {
    const byKey = (items: ReferenceItem[] | undefined) =>
      new Map((items ?? []).map((item) => [item.key, item.label[lang]]));
    const lists = {
      qualification: byKey(qualifications.data),
      jobType: byKey(shiftTypes.data),
      jobOperation: byKey(contractTypes.data),
      field: new Map(
        Object.entries(metaFields.data ?? {}).map(([key, field]) => [key, field.label[lang]]),
      ),
    };
    // A key without a label (an older list) is shown as it is.
    return (kind, key) => (key ? (lists[kind].get(key) ?? key) : null);
  }, [qualifications.data, shiftTypes.data, contractTypes.data, metaFields.data, lang]);

  const back = (
    <Button component={RouterLink} to={paths.hospital(lang)} startIcon={<ArrowBackIcon />}>
      {t('requestDetail.back')}
    </Button>
  );

  if (!request) {
    return (
      <QueryState
        query={query}
        before={<PageHeader title={t('requestDetail.title')} actions={back} />}
        // Another organisation's request answers 404 or 403: to the user it simply is not there.
        notFound={{ text: t('requestDetail.notFound'), statuses: [400, 403, 404] }}
      />
    );
  }

  const mayAct = can(me, 'job.post');
  const editable = EDITABLE_REQUEST_STATES.includes(request.state);

  return (
    <>
      <PageHeader
        title={request.title}
        subtitle={
          <Stack
            component="span"
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <RequestStateChip state={request.state} />
            <Typography component="span" color="text.secondary">
              {request.orig_dept?.name
                ? `${request.organisation.name} · ${request.orig_dept.name}`
                : request.organisation.name}
            </Typography>
          </Stack>
        }
        actions={back}
      />
      {mayAct ? (
        <Stack direction="row" spacing={1.5} sx={{ mb: 2.5, flexWrap: 'wrap', rowGap: 1.5 }}>
          {editable ? (
            <Button
              variant="contained"
              startIcon={<EditOutlinedIcon />}
              component={RouterLink}
              to={paths.createJob(lang, request._id)}
              sx={{ minHeight: 44 }}
            >
              {t('requestDetail.edit')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setDeleting(true)}
            sx={{ minHeight: 44 }}
          >
            {t('requestDetail.delete')}
          </Button>
        </Stack>
      ) : null}
      <RequestDetail
        request={request}
        labelOf={labelOf}
        mayDecide={can(me, 'organisation.manage')}
      />
      <DeleteRequestsDialog
        requests={[request]}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={(result) => {
          const state: RequestsDeletedState = { requestsDeleted: result };
          void navigate(paths.hospital(lang), { state });
        }}
      />
    </>
  );
}
