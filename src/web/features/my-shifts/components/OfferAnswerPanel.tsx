import { useState } from 'react';
import { OfflineNotice } from '#web/components/offline/OfflineNotice';
import { Alert, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HelpIcon from '@mui/icons-material/Help';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfferLinkInfo } from '#shared/contracts/engine';
import type { OfferAnswer } from '#shared/request-states';
import { paths } from '#web/lib/paths';
import { QueryState } from '#web/components/query-state/QueryState';
import { StatusMessage } from '#web/components/layout/StatusMessage';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useAnswerByToken, useOfferLink } from '../api';
import { refusalOf, type AnswerRefusal } from '../offer-helpers';
import { RequestSummary } from './RequestSummary';

function RequestCard({ request }: { request: OfferLinkInfo['request'] }) {
  return (
    <Card variant="outlined" sx={{ textAlign: 'left' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <RequestSummary request={request} titleComponent="h2" />
      </CardContent>
    </Card>
  );
}

/**
 * The page behind the one-tap link of an offer e-mail or SMS. Opening it only reads: mail
 * scanners fetch links, so the answer is sent when the person taps the confirmation button.
 */
export function OfferAnswerPanel({
  token,
  answer,
  via,
}: {
  token: string | null;
  answer: OfferAnswer | null;
  via?: 'email' | 'sms';
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const link = useOfferLink(token);
  const submit = useAnswerByToken(token ?? '');
  // The link says which answer was tapped in the message; the person may still change it here.
  const [chosen, setChosen] = useState<OfferAnswer | null>(answer);
  const myShifts = (
    <Button
      component={RouterLink}
      to={paths.myShifts(lang)}
      variant="outlined"
      size="large"
      fullWidth
    >
      {t('offerAnswer.toMyShifts')}
    </Button>
  );

  const refused = (reason: AnswerRefusal, info?: OfferLinkInfo) => {
    const icon =
      reason === 'invalid' ? (
        <LinkOffIcon />
      ) : reason === 'answered' ? (
        <HelpIcon />
      ) : (
        <EventBusyIcon />
      );
    return (
      <StatusMessage
        icon={icon}
        tone="warning"
        title={t(`offerAnswer.refused.${reason}.title`)}
        actions={myShifts}
      >
        <p>
          {reason === 'failed'
            ? apiErrorText(t, submit.error ?? link.error)
            : t(`offerAnswer.refused.${reason}.text`)}
        </p>
        {info ? (
          <Box sx={{ mt: 2 }}>
            <RequestCard request={info.request} />
          </Box>
        ) : null}
      </StatusMessage>
    );
  };

  if (!token) return refused('invalid');
  // An expected refusal (used, expired, withdrawn) is an answer; only a failure offers a retry.
  const linkRefusal = link.isError ? refusalOf(link.error) : null;
  if (linkRefusal && linkRefusal !== 'failed') return refused(linkRefusal);
  if (!link.isSuccess) return <QueryState query={link} minHeight={240} />;
  const info = link.data;

  if (submit.isSuccess) {
    const accepted = submit.variables.answer === 'accepted';
    return (
      <StatusMessage
        icon={accepted ? <CheckCircleIcon /> : <CancelIcon />}
        tone={accepted ? 'success' : 'primary'}
        title={t(accepted ? 'offerAnswer.done.accepted.title' : 'offerAnswer.done.declined.title')}
        actions={myShifts}
      >
        <p>{t(accepted ? 'offerAnswer.done.accepted.text' : 'offerAnswer.done.declined.text')}</p>
        <Box sx={{ mt: 2 }}>
          <RequestCard request={submit.data.request} />
        </Box>
      </StatusMessage>
    );
  }
  if (submit.isError) return refused(refusalOf(submit.error), info);

  if (info.status === 'answered') {
    return (
      <StatusMessage
        icon={<HelpIcon />}
        title={t('offerAnswer.refused.answered.title')}
        actions={myShifts}
      >
        <p>
          {t(
            info.answer === 'declined'
              ? 'offerAnswer.answeredDeclined'
              : 'offerAnswer.answeredAccepted',
          )}
        </p>
        <Box sx={{ mt: 2 }}>
          <RequestCard request={info.request} />
        </Box>
      </StatusMessage>
    );
  }
  if (info.status === 'withdrawn') return refused('withdrawn', info);
  if (info.status === 'closed') return refused('closed', info);

  const accept = chosen !== 'declined';
  return (
    <Box>
      <OfflineNotice query={link} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {chosen === null
          ? t('offerAnswer.ask.either')
          : t(accept ? 'offerAnswer.ask.accept' : 'offerAnswer.ask.decline')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('offerAnswer.intro')}
      </Typography>
      <RequestCard request={info.request} />
      <Box sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
        {chosen === null ? (
          <>
            <Button
              variant="contained"
              size="large"
              disabled={submit.isPending}
              onClick={() => submit.mutate({ answer: 'accepted', via })}
              sx={{ minHeight: 56, fontSize: '1.1rem' }}
            >
              {t('offerAnswer.confirm.accept')}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              disabled={submit.isPending}
              onClick={() => submit.mutate({ answer: 'declined', via })}
              sx={{ minHeight: 56, fontSize: '1.1rem' }}
            >
              {t('offerAnswer.confirm.decline')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="contained"
              size="large"
              disabled={submit.isPending}
              onClick={() => submit.mutate({ answer: chosen, via })}
              startIcon={accept ? <CheckCircleIcon /> : <CancelIcon />}
              sx={{ minHeight: 56, fontSize: '1.1rem' }}
            >
              {t(accept ? 'offerAnswer.confirm.accept' : 'offerAnswer.confirm.decline')}
            </Button>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              <Link
                component="button"
                type="button"
                onClick={() => setChosen(accept ? 'declined' : 'accepted')}
                disabled={submit.isPending}
              >
                {t(accept ? 'offerAnswer.switch.toDecline' : 'offerAnswer.switch.toAccept')}
              </Link>
            </Typography>
          </>
        )}
        {submit.isPending ? <Alert severity="info">{t('offerAnswer.sending')}</Alert> : null}
      </Box>
    </Box>
  );
}
