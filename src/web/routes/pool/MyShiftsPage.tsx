import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { BookedList } from '#web/features/my-shifts/components/BookedList';
import { CalendarFeedCard } from '#web/features/my-shifts/components/CalendarFeedCard';
import { OfferCard, type OpenOffer } from '#web/features/my-shifts/components/OfferCard';
import { refusalOf } from '#web/features/my-shifts/offer-helpers';
import { useMyShifts, useRefetchOnNotifications } from '#web/features/my-shifts/api';
import { useNow } from '#web/features/my-shifts/useNow';
import { ShiftsEmpty, ShiftSection } from '#web/features/my-shifts/components/ShiftSection';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import type { OfferAnswer } from '#shared/request-states';

/** /{lang}/my-shifts: where a pool member lands: offers to answer, accepted ones, booked shifts, the calendar feed. */
export default function MyShiftsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('myShifts.title'));
  const shifts = useMyShifts();
  useRefetchOnNotifications();
  const now = useNow();
  const [notice, setNotice] = useState<{
    severity: 'success' | 'info' | 'warning';
    text: string;
  } | null>(null);

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
    });
  const refused = (offer: OpenOffer, error: unknown) => {
    const reason = refusalOf(error);
    setNotice({
      severity: 'warning',
      text:
        reason === 'answered' || reason === 'expired' || reason === 'withdrawn' || reason === 'closed'
          ? t(`myShifts.refused.${reason}`, { title: offer.request.title })
          : apiErrorText(t, error),
    });
  };

  const data = shifts.data;
  const stats = data?.stats;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t('myShifts.title')}
        subtitle={
          stats
            ? t('myShifts.stats.line', {
                asked: t('myShifts.stats.asked', { count: stats.asked }),
                accepted: t('myShifts.stats.accepted', { count: stats.accepted }),
                taken: t('myShifts.stats.taken', { count: stats.taken }),
              })
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
      <Box sx={{ height: 4, mb: 1 }}>{shifts.isFetching ? <LinearProgress aria-label={t('layout.loading')} /> : null}</Box>
      <Box role="status" aria-live="polite">
        {notice ? (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            severity={notice.severity}
            onClose={() => setNotice(null)}
            sx={{ mb: 2 }}
          >
            {notice.text}
          </Alert>
        ) : null}
      </Box>
      {shifts.isError ? <Alert severity="error">{apiErrorText(t, shifts.error)}</Alert> : null}
      {data ? (
        <Stack spacing={4}>
          <ShiftSection id="offers-title" title={t('myShifts.offers.title')} count={data.offers.length}>
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
                items={data.accepted.map((item) => ({ key: item.offerId, request: item.request }))}
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
      ) : null}
    </Box>
  );
}
