import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffRequest } from '#shared/contracts/requests';
import { apiErrorText } from '#web/i18n/messages';
import { requestKeys, useTimeline } from '../../api';
import { groupEvents, runningDeadline } from './timeline-helpers';
import { EntryItem } from './TimelineEntryItem';
import { Figures } from './TimelineFigures';
import { OffersList } from './TimelineOffers';
import { useClock } from './useClock';

/** While a stage runs the timeline is polled, so a passed deadline and new answers show up. */
const POLL_MS = 20_000;

/**
 * The request's ladder so far (GET /api/job/:id/timeline): one line per step, the people asked
 * in a stage as one line with their names on demand, the running deadline counting down, the
 * time to first answer and to fill, and who was asked with their answers.
 */
export function RequestTimeline({ request }: { request: Pick<StaffRequest, '_id' | 'state'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stageRuns = request.state === 'internal_adv' || request.state === 'pool_adv';
  const timeline = useTimeline(request._id, { pollMs: stageRuns ? POLL_MS : false });
  const deadline = timeline.data ? runningDeadline(timeline.data, request.state) : null;
  const now = useClock(deadline !== null);

  // When the countdown reaches zero the server moves the request on within seconds: look again once.
  const refreshedFor = useRef<string | null>(null);
  const passed = deadline !== null && Date.parse(deadline) <= now;
  useEffect(() => {
    if (!passed || refreshedFor.current === deadline) return;
    refreshedFor.current = deadline;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }),
      3000,
    );
    return () => window.clearTimeout(timer);
  }, [passed, deadline, queryClient]);

  if (timeline.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('timeline.loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (timeline.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void timeline.refetch()}>
            {t('timeline.retry')}
          </Button>
        }
      >
        {apiErrorText(t, timeline.error)}
      </Alert>
    );
  }

  const entries = groupEvents(timeline.data.events);
  return (
    <Stack spacing={2}>
      <Figures timeline={timeline.data} deadline={deadline} now={now} />
      {entries.length > 0 ? (
        <Box component="ol" aria-label={t('timeline.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('timeline.empty')}</Typography>
      )}
      <OffersList offers={timeline.data.offers} />
    </Stack>
  );
}
