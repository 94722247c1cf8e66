import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { QueryState } from '#web/components/query-state/QueryState';
import { formatDateTime } from '#web/features/contact/admin/format';
import { listReturnSearch } from '#web/features/contact/admin/list-params';
import { useContactRequest } from '#web/features/contact/admin/api';
import { ContactRequestFields } from '#web/features/contact/admin/components/ContactRequestFields';
import { useLanguage } from '#web/i18n/useLanguage';

/** Back office: every field of one contact request. */
export default function ContactRequestDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useContactRequest(id);
  const request = query.data;
  usePageTitle(
    request ? `${t('contactAdmin.detail.title')}: ${request.name}` : t('contactAdmin.detail.title'),
  );

  const back = (
    <Button
      component={RouterLink}
      to={paths.adminContactRequests(lang) + listReturnSearch(location.state)}
      startIcon={<ArrowBackIcon />}
    >
      {t('contactAdmin.detail.back')}
    </Button>
  );

  return (
    <QueryState
      query={query}
      before={<PageHeader title={t('contactAdmin.detail.title')} actions={back} />}
      notFound={{ text: t('contactAdmin.detail.notFound'), statuses: [400, 404] }}
    >
      {(data) => (
        <>
          <PageHeader
            title={data.name}
            subtitle={`${t('contactAdmin.detail.title')} · ${formatDateTime(data.createdAt, lang)}`}
            actions={back}
          />
          <ContactRequestFields request={data} />
        </>
      )}
    </QueryState>
  );
}
