import { Button, Card, CardActions, CardContent, Chip, Stack } from '@mui/material';
import TimerIcon from '@mui/icons-material/Timer';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { MyShifts } from '#shared/contracts/engine';
import type { OfferAnswer } from '#shared/request-states';
import { useAnswerOffer } from '../api';
import { countdown, isUrgent } from '../offer-helpers';
import { RequestSummary } from './RequestSummary';

export type OpenOffer = MyShifts['offers'][number];

/** One open offer with its countdown and the two answers; the result goes to the page (the card leaves the list). */
export function OfferCard({
  offer,
  now,
  onAnswered,
  onRefused,
}: {
  offer: OpenOffer;
  now: number;
  onAnswered: (offer: OpenOffer, answer: OfferAnswer) => void;
  onRefused: (offer: OpenOffer, error: unknown) => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerOffer();
  const left = countdown(offer.deadlineAt, now);
  const timeUp = left.key === 'passed';
  const urgent = isUrgent(offer.deadlineAt, now);
  const send = (value: OfferAnswer) =>
    answer.mutate(
      { offerId: offer.offerId, answer: value },
      { onSuccess: () => onAnswered(offer, value), onError: (error) => onRefused(offer, error) },
    );
  const busy = answer.isPending;

  return (
    <Card variant="outlined" component="article" aria-label={offer.request.title}>
      <CardContent sx={{ pb: 1 }}>
        <Stack spacing={1.5}>
          {left.key === 'none' ? null : (
            <Chip
              icon={<TimerIcon />}
              // Red and filled when under two hours; the colours keep WCAG AA contrast.
              color={timeUp ? 'default' : urgent ? 'error' : 'primary'}
              variant={urgent && !timeUp ? 'filled' : 'outlined'}
              label={t(`myShifts.countdown.${left.key}`, 'values' in left ? left.values : {})}
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
          <RequestSummary request={offer.request} />
        </Stack>
      </CardContent>
      <CardActions
        sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button
          variant="contained"
          size="large"
          startIcon={<CheckIcon />}
          disabled={busy || timeUp}
          onClick={() => send('accepted')}
          sx={{ flex: '1 1 140px', minHeight: 48 }}
        >
          {t('myShifts.accept')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          color="inherit"
          startIcon={<CloseIcon />}
          disabled={busy || timeUp}
          onClick={() => send('declined')}
          sx={{ flex: '1 1 140px', minHeight: 48 }}
        >
          {t('myShifts.decline')}
        </Button>
      </CardActions>
    </Card>
  );
}
