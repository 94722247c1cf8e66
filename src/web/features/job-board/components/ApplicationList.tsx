import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgencyApplication } from '#shared/contracts/job-board';
import { DOCUMENT_KINDS } from '#shared/request-states';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { useLanguage } from '#web/i18n/useLanguage';
import { useWithdraw } from '../api';
import { formatEuro, formatMoment } from '../format';
import { ApplicationStateChip } from '#web/components/layout/ApplicationStateChip';
import { DocumentDownloadButton } from './DocumentDownloadButton';
import { reportOutcome } from './outcome-message';

/**
 * Applications as cards: the request (linked while it is on the board), the person offered,
 * the rate, the state and the documents sent; an open one can be withdrawn after a confirmation.
 */
export function ApplicationList({
  items,
  requestHref,
  showRequest = true,
  label,
}: {
  items: AgencyApplication[];
  /** The request's detail on the board; absent when the request is no longer advertised. */
  requestHref: (application: AgencyApplication) => string | null;
  /** The detail page lists only its own request's applications: no request line then. */
  showRequest?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState<AgencyApplication | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const person = (application: AgencyApplication) =>
    `${application.customer.firstName} ${application.customer.lastName}`.trim();

  return (
    <>
      {message ? (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 1.5 }}
          onClose={() => setMessage(null)}
        >
          {message.text}
        </Alert>
      ) : null}
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((application) => {
          const href = requestHref(application);
          const docs = [...application.documents].sort(
            (a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind),
          );
          return (
            <Paper
              component="li"
              variant="outlined"
              key={application._id}
              sx={{ p: { xs: 1.5, sm: 2 } }}
              aria-label={
                showRequest
                  ? `${application.request.title}, ${person(application)}`
                  : person(application)
              }
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
              >
                <Box sx={{ minWidth: 0 }}>
                  {showRequest ? (
                    <>
                      {href ? (
                        <Link
                          component={RouterLink}
                          to={href}
                          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                        >
                          {application.request.title}
                        </Link>
                      ) : (
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {application.request.title}
                        </Typography>
                      )}
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {application.request.organisationName} ·{' '}
                        {formatMoment(
                          application.request.begin,
                          lang,
                          application.request.organisationTimeZone,
                        )}
                      </Typography>
                    </>
                  ) : null}
                  <Typography
                    sx={{ mt: showRequest ? 0.5 : 0, fontWeight: showRequest ? 400 : 600 }}
                  >
                    {person(application)}
                    {application.hourlyRate !== null
                      ? ` · ${t('jobBoard.detail.perHour', { amount: formatEuro(application.hourlyRate, lang) })}`
                      : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('jobBoard.applications.appliedAt', {
                      moment: formatMoment(
                        Date.parse(application.createdAt),
                        lang,
                        application.request.organisationTimeZone,
                      ),
                    })}
                    {application.decidedAt &&
                    (application.state === 'selected' || application.state === 'not_selected')
                      ? ` · ${t('jobBoard.applications.decidedAt', { moment: formatMoment(Date.parse(application.decidedAt), lang, application.request.organisationTimeZone) })}`
                      : ''}
                  </Typography>
                </Box>
                <Box sx={{ flexShrink: 0 }}>
                  <ApplicationStateChip
                    state={application.state}
                    label={t(`jobBoard.states.${application.state}`)}
                  />
                </Box>
              </Stack>
              <Stack
                direction="row"
                sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
              >
                {docs.map((doc) => (
                  <Stack key={doc.documentId} direction="row" sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                      {t(`jobBoard.documents.${doc.kind}`)}
                    </Typography>
                    <DocumentDownloadButton
                      documentId={doc.documentId}
                      label={t('jobBoard.documents.download', {
                        document: t(`jobBoard.documents.${doc.kind}`),
                        name: doc.name,
                      })}
                      onError={(text) => setMessage({ severity: 'error', text })}
                    />
                  </Stack>
                ))}
                {application.state === 'applied' ? (
                  <Button
                    color="error"
                    size="small"
                    onClick={() => setConfirming(application)}
                    sx={{ ml: 'auto', minHeight: 40 }}
                  >
                    {t('jobBoard.applications.withdraw')}
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        pending={withdraw.isPending}
        title={t('jobBoard.applications.withdrawTitle')}
        text={
          confirming
            ? t('jobBoard.applications.withdrawText', {
                name: person(confirming),
                title: confirming.request.title,
              })
            : null
        }
        cancelLabel={t('jobBoard.applications.cancel')}
        confirmLabel={t('jobBoard.applications.confirmWithdraw')}
        onConfirm={() => {
          if (!confirming) return;
          const success = t('jobBoard.applications.withdrawn', { name: person(confirming) });
          withdraw.mutate(
            confirming._id,
            reportOutcome(t, setMessage, success, () => setConfirming(null)),
          );
        }}
      />
    </>
  );
}
