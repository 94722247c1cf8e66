import { Alert, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '#shared/contracts/contact';
import { paths } from '#web/lib/paths';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { formatDateTime, formatIsoDay } from '#web/features/contact/admin/format';
import { listReturnSearch } from '#web/features/contact/admin/list-params';
import { useContactRequest } from '#web/features/contact/admin/api';
import { isApiError } from '#web/lib/api-client';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import type { Language } from '#shared/language-codes';

function period(request: ContactRequest, lang: Language): string | null {
  if (request.startDate && request.endDate) {
    return `${formatIsoDay(request.startDate, lang)} – ${formatIsoDay(request.endDate, lang)}`;
  }
  return request.dateString;
}

/** Back office: every field of one contact request. */
export default function ContactRequestDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id } = useParams();
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

  if (query.isPending && id) return <LoadingScreen />;
  if (!request) {
    const notFound =
      !id ||
      (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
    return (
      <>
        <PageHeader title={t('contactAdmin.detail.title')} actions={back} />
        <Alert severity={notFound ? 'info' : 'error'}>
          {notFound ? t('contactAdmin.detail.notFound') : apiErrorText(t, query.error)}
        </Alert>
      </>
    );
  }

  const rows: Array<[string, React.ReactNode]> = [
    ['kind', t(`contactAdmin.kinds.${request.kind}`)],
    ['createdAt', formatDateTime(request.createdAt, lang)],
    ['language', t(`contactAdmin.languages.${request.language}`)],
    ['specialist', request.specialist],
    ['field', request.field],
    ['period', period(request, lang)],
    ['hospitalName', request.hospitalName],
    ['name', request.name],
    [
      'email',
      <Link
        key="email"
        href={`mailto:${request.email}`}
        title={t('contactAdmin.detail.writeEmail')}
      >
        {request.email}
      </Link>,
    ],
    [
      'phone',
      <Link key="phone" href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>
        {request.phone}
      </Link>,
    ],
    ['message', request.message],
  ];

  return (
    <>
      <PageHeader
        title={request.name}
        subtitle={`${t('contactAdmin.detail.title')} · ${formatDateTime(request.createdAt, lang)}`}
        actions={back}
      />
      <Card variant="outlined">
        <CardContent>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1.5 },
              '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1.25, sm: 0 } },
              '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
            }}
          >
            {rows
              .filter(([, value]) => value !== null && value !== undefined && value !== '')
              .map(([key, value]) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt">{t(`contactAdmin.detail.fields.${key}`)}</Typography>
                  <Typography component="dd">{value}</Typography>
                </Box>
              ))}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
