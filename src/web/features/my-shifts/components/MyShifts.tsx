import { useEffect, useRef, useState } from 'react';
import { OfflineNotice } from '#web/components/offline/OfflineNotice';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { QueryState } from '#web/components/query-state/QueryState';
import { BookedList } from './BookedList';
import { CalendarFeedCard } from './CalendarFeedCard';
import { OfferCard, type OpenOffer } from './OfferCard';
import { refusalOf } from '../offer-helpers';
import { useMyShifts, useRefetchOnNotifications, useUndoDecline } from '../api';
import { useNow } from '../useNow';
import { ShiftsEmpty, ShiftSection } from './ShiftSection';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import type { OfferAnswer } from '#shared/request-states';

/** A pool member's offers to answer, accepted ones, booked shifts and the calendar feed. */
export function MyShifts() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const shifts = useMyShifts();
  useRefetchOnNotifications();
  const now = useNow();
  const [notice, setNotice] = useState<{
    severity: 'success' | 'info' | 'warning';
    text: string;
    /** A decline, which can be taken back while the request still asks. */
    undo?: OpenOffer;
  } | null>(null);
  const undoDecline = useUndoDecline();
  const noticeRef = useRef<HTMLDivElement>(null);
  // The answered card leaves the list with the focused button: focus goes to what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const answered = (offer: OpenOffer, answer: OfferAnswer) =>
    setNotice({
      severity: answer === 'accepted' ? 'success' : 'info',
      text: t(answer === 'accepted' ? 'myShifts.answered.accepted' : 'myShifts.answered.declined', {
        title: offer.request.title,
      }),
      ...(answer === 'declined' ? { undo: offer } : {}),
    });
  const undo = (offer: OpenOffer) =>
    undoDecline.mutate(offer.offerId, {
      onSuccess: () =>
        setNotice({
          severity: 'success',
          text: t('myShifts.answered.undone', { title: offer.request.title }),
        }),
      onError: (error) => refused(offer, error),
    });
  const refused = (offer: OpenOffer, error: unknown) => {
    const reason = refusalOf(error);
    setNotice({
      severity: 'warning',
      text:
        reason === 'answered' ||
        reason === 'expired' ||
        reason === 'withdrawn' ||
        reason === 'closed'
          ? t(`myShifts.refused.${reason}`, { title: offer.request.title })
          : apiErrorText(t, error),
    });
  };

  const stats = shifts.data?.stats;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t('myShifts.title')}
        subtitle={
          stats
            ? `${t('myShifts.stats.line', {
                asked: t('myShifts.stats.asked', { count: stats.asked }),
                accepted: t('myShifts.stats.accepted', { count: stats.accepted }),
                taken: t('myShifts.stats.taken', { count: stats.taken }),
              })} ${t('myShifts.stats.recent', {
                asked: t('fairness.shifts', { count: stats.lastFourWeeks.asked }),
                taken: t('fairness.shifts', { count: stats.lastFourWeeks.taken }),
              })}`
            : t('myShifts.intro')
        }
        actions={
          // Channels, days off and unavailability: who is asked when (the preferences page).
          <Button
            component={RouterLink}
            to={paths.accountPreferences(lang)}
            startIcon={<TuneIcon />}
            sx={{ minHeight: 44 }}
          >
            {t('myShifts.preferencesLink')}
          </Button>
        }
      />
      {/* A refetch keeps the shifts on screen; the first load is QueryState's. */}
      <Box sx={{ height: 4, mb: 1 }}>
        {shifts.isFetching && shifts.data ? (
          <LinearProgress aria-label={t('layout.loading')} />
        ) : null}
      </Box>
      <OfflineNotice query={shifts} />
      <Box role="status" aria-live="polite">
        {notice ? (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            severity={notice.severity}
            onClose={() => setNotice(null)}
            action={
              notice.undo ? (
                <Button
                  color="inherit"
                  size="small"
                  disabled={undoDecline.isPending}
                  onClick={() => undo(notice.undo!)}
                >
                  {t('myShifts.answered.undo')}
                </Button>
              ) : undefined
            }
            sx={{ mb: 2 }}
          >
            {notice.text}
          </Alert>
        ) : null}
      </Box>
      <QueryState query={shifts}>
        {(data) => (
          <Stack spacing={4}>
            <ShiftSection
              id="offers-title"
              title={t('myShifts.offers.title')}
              count={data.offers.length}
            >
              {data.offers.length === 0 ? (
                <ShiftsEmpty>{t('myShifts.offers.empty')}</ShiftsEmpty>
              ) : (
                <Stack spacing={2}>
                  {data.offers.map((offer) => (
                    <OfferCard
                      key={offer.offerId}
                      offer={offer}
                      now={now}
                      onAnswered={answered}
                      onRefused={refused}
                    />
                  ))}
                </Stack>
              )}
            </ShiftSection>
            {data.accepted.length > 0 ? (
              <ShiftSection id="accepted-title" title={t('myShifts.accepted.title')}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('myShifts.accepted.text')}
                </Typography>
                <BookedList
                  items={data.accepted.map((item) => ({
                    key: item.offerId,
                    request: item.request,
                  }))}
                />
              </ShiftSection>
            ) : null}
            <ShiftSection id="upcoming-title" title={t('myShifts.upcoming.title')}>
              {data.upcoming.length === 0 ? (
                <ShiftsEmpty>{t('myShifts.upcoming.empty')}</ShiftsEmpty>
              ) : (
                <BookedList
                  items={data.upcoming.map((item) => ({
                    key: item.request._id,
                    request: item.request,
                  }))}
                />
              )}
            </ShiftSection>
            <CalendarFeedCard />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
