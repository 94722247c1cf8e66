import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Collapse, Skeleton, Stack, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Timeline, TimelineEvent } from '../../../../../shared/contracts/engine';
import type { StaffRequest } from '../../../../../shared/contracts/requests';
import { apiErrorText } from '../../../../i18n/messages';
import { requestKeys, useTimeline } from '../../api';
import { formatDateTime } from '../../shift-dates';
import {
  CHANNELS,
  changeCounts,
  changesOf,
  eventSentence,
  formatDuration,
  groupEvents,
  runningDeadline,
  type AskedPerson,
  type TimelineEntry,
  type WithdrawnPerson,
} from './timeline-helpers';

/** While a stage runs the timeline is polled, so a passed deadline and new answers show up. */
const POLL_MS = 20_000;

const formatAt = (iso: string) => formatDateTime(Date.parse(iso));

function durationText(t: TFunction, ms: number): string {
  const { key, values } = formatDuration(ms);
  return t(`timeline.duration.${key}`, values);
}

function channelLabel(t: TFunction, channel: string): string {
  return CHANNELS.includes(channel) ? t(`timeline.channels.${channel}`) : channel;
}

function stageLabel(t: TFunction, stage: string): string {
  return t(`timeline.stages.${stage}`, { defaultValue: stage.replace(/_/g, ' ') });
}

/** The current time, ticking every second while `active` (a countdown is on screen). */
function useClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

type Tone = 'primary' | 'success' | 'warning' | 'error' | 'grey';

function toneOf(entry: TimelineEntry): Tone {
  if (entry.type === 'asked') return 'primary';
  if (entry.type === 'withdrawn') return 'warning';
  const { kind, detail } = entry.event;
  if (
    kind === 'filled' ||
    kind === 'selected' ||
    (kind === 'answered' && detail.answer === 'accepted')
  )
    return 'success';
  if (kind === 'deadline_passed' || kind === 'hr_decided' || kind === 'hr_approved')
    return 'warning';
  if (kind === 'cancelled' || kind === 'hr_cancelled') return 'error';
  if (kind === 'stage_started' || kind === 'created' || kind === 'changed') return 'primary';
  return 'grey';
}

const dotColour: Record<Tone, string> = {
  primary: 'primary.main',
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  grey: 'grey.500',
};

/** A toggle that shows or hides the region it controls (asked names, the offers). */
function ToggleButton({
  open,
  controls,
  onClick,
  children,
}: {
  open: boolean;
  controls: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      size="small"
      onClick={onClick}
      aria-expanded={open}
      aria-controls={controls}
      endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      sx={{ px: 0.5, minHeight: 36, textAlign: 'left' }}
    >
      {children}
    </Button>
  );
}

/** People of one timeline line, each with a short note (how they were asked, or what they had answered). */
function PeopleList({ id, people }: { id: string; people: { name: string; note: string }[] }) {
  return (
    <Box component="ul" id={id} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {people.map((person, index) => (
        <Typography component="li" variant="body2" key={`${person.name}-${index}`}>
          {person.name}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' · '}
            {person.note}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

function AskedNames({ id, people }: { id: string; people: AskedPerson[] }) {
  const { t } = useTranslation();
  const note = (person: AskedPerson) =>
    person.channels.length > 0
      ? person.channels.map((channel) => channelLabel(t, channel)).join(', ')
      : t('timeline.noChannel');
  return (
    <PeopleList
      id={id}
      people={people.map((person) => ({ name: person.name, note: note(person) }))}
    />
  );
}

function WithdrawnNames({ id, people }: { id: string; people: WithdrawnPerson[] }) {
  const { t } = useTranslation();
  const note = (person: WithdrawnPerson) =>
    t(person.accepted ? 'timeline.withdrawn.hadAccepted' : 'timeline.withdrawn.hadNotAnswered');
  return (
    <PeopleList
      id={id}
      people={people.map((person) => ({ name: person.name, note: note(person) }))}
    />
  );
}

/** The sentence of one event, names, stage and what an edit changed filled in. */
function eventText(t: TFunction, language: string, event: TimelineEvent): string {
  const { key, values } = eventSentence(event);
  const via = values.via
    ? t(`timeline.via.${values.via}`, { defaultValue: values.via })
    : undefined;
  const stage = values.stage ? stageLabel(t, values.stage) : undefined;
  const changes =
    event.kind === 'changed'
      ? new Intl.ListFormat(language, { type: 'conjunction' }).format(
          changesOf(event).map((change) => t(`timeline.changes.${change}`)),
        ) || t('timeline.changes.other')
      : undefined;
  return t(`timeline.events.${key}`, { ...values, via, stage, changes });
}

/**
 * A smaller second line: a stage's deadline and how many it asked (or that nobody matched); for
 * an edit, whom it asked or withdrew the offer from and the stage's deadline after it.
 */
function eventNote(t: TFunction, event: TimelineEvent): string | null {
  if (event.kind === 'changed') {
    const counts = changeCounts(event);
    const notes = [
      ...(counts.asked ? [t('timeline.changeNote.asked', { count: counts.asked })] : []),
      ...(counts.withdrawn
        ? [t('timeline.changeNote.withdrawn', { count: counts.withdrawn })]
        : []),
      ...(counts.acceptancesWithdrawn
        ? [t('timeline.changeNote.acceptancesWithdrawn', { count: counts.acceptancesWithdrawn })]
        : []),
      ...(typeof event.detail.deadlineAt === 'string'
        ? [t('timeline.until', { at: formatAt(event.detail.deadlineAt) })]
        : []),
    ];
    return notes.length > 0 ? notes.join(' · ') : null;
  }
  if (event.kind !== 'stage_started') return null;
  const notes: string[] = [];
  if (typeof event.detail.deadlineAt === 'string') {
    notes.push(t('timeline.until', { at: formatAt(event.detail.deadlineAt) }));
  }
  if (event.detail.asked === 0) notes.push(t('timeline.nobodyMatched'));
  return notes.length > 0 ? notes.join(' · ') : null;
}

function EntryItem({ entry }: { entry: TimelineEntry }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const namesId = `timeline-asked-${entry.id}`;
  const note = entry.type === 'event' ? eventNote(t, entry.event) : null;
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        pl: 3.5,
        pb: 2,
        '&:last-of-type': { pb: 0 },
        // The line joining the dots; the last item has none below it.
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 7,
          top: 14,
          bottom: 0,
          borderLeft: 2,
          borderColor: 'divider',
        },
        '&:last-of-type::before': { display: 'none' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 2,
          top: 5,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: dotColour[toneOf(entry)],
        }}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        component="time"
        dateTime={entry.at}
        sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatAt(entry.at)}
      </Typography>
      {entry.type === 'event' ? (
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {eventText(t, i18n.language, entry.event)}
          </Typography>
          {note ? (
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
          ) : null}
        </>
      ) : entry.type === 'withdrawn' ? (
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('timeline.withdrawn.line', { count: entry.people.length })}
          </Typography>
          <ToggleButton open={open} controls={namesId} onClick={() => setOpen(!open)}>
            {t(open ? 'timeline.hideNames' : 'timeline.showNames')}
          </ToggleButton>
          <Collapse in={open} unmountOnExit>
            <WithdrawnNames id={namesId} people={entry.people} />
          </Collapse>
        </>
      ) : (
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {entry.afterChange
              ? t('timeline.askedAfterChange', { count: entry.people.length })
              : t(
                  `timeline.asked.${['department_pool', 'other_pools'].includes(entry.stage) ? entry.stage : 'other'}`,
                  {
                    count: entry.people.length,
                  },
                )}
          </Typography>
          <ToggleButton open={open} controls={namesId} onClick={() => setOpen(!open)}>
            {t(open ? 'timeline.hideNames' : 'timeline.showNames')}
          </ToggleButton>
          <Collapse in={open} unmountOnExit>
            <AskedNames id={namesId} people={entry.people} />
          </Collapse>
        </>
      )}
    </Box>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {hint ? (
        <Typography
          component="dd"
          variant="body2"
          color="text.secondary"
          sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

function Figures({
  timeline,
  deadline,
  now,
}: {
  timeline: Timeline;
  deadline: string | null;
  now: number;
}) {
  const { t } = useTranslation();
  const left = deadline ? Date.parse(deadline) - now : 0;
  const none = t('timeline.notYet');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
      }}
    >
      {deadline ? (
        <Figure
          label={t('timeline.deadline')}
          value={
            left > 0
              ? t('timeline.left', { duration: durationText(t, left) })
              : t('timeline.deadlinePassedNow')
          }
          hint={formatAt(deadline)}
        />
      ) : null}
      <Figure
        label={t('timeline.timeToFirstAnswer')}
        value={
          timeline.timeToFirstAnswerMs === null
            ? none
            : durationText(t, timeline.timeToFirstAnswerMs)
        }
      />
      <Figure
        label={t('timeline.timeToFill')}
        value={timeline.timeToFillMs === null ? none : durationText(t, timeline.timeToFillMs)}
      />
    </Box>
  );
}

function answerText(t: TFunction, offer: Timeline['offers'][number]): string {
  if (offer.withdrawnAt) {
    return t(
      offer.answer === 'accepted'
        ? 'timeline.offers.acceptanceWithdrawn'
        : 'timeline.offers.withdrawn',
      {
        when: formatAt(offer.withdrawnAt),
      },
    );
  }
  if (!offer.answer) return t('timeline.offers.noAnswer');
  const when = offer.answeredAt ? formatAt(offer.answeredAt) : '';
  const via = offer.answeredVia
    ? t(`timeline.via.${offer.answeredVia}`, { defaultValue: offer.answeredVia })
    : '';
  return t(`timeline.offers.${offer.answer}`, { via, when });
}

function OffersList({ offers }: { offers: Timeline['offers'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (offers.length === 0) return null;
  return (
    <Box>
      <ToggleButton open={open} controls="timeline-offers" onClick={() => setOpen(!open)}>
        {t('timeline.offers.toggle', { count: offers.length })}
      </ToggleButton>
      <Collapse in={open} unmountOnExit>
        <Box
          component="ul"
          id="timeline-offers"
          aria-label={t('timeline.offers.label')}
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1 }}
        >
          {offers.map((offer) => (
            <Box
              component="li"
              key={`${offer.person._id}-${offer.stage}`}
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {offer.person.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  stageLabel(t, offer.stage),
                  offer.channels.map((channel) => channelLabel(t, channel)).join(', ') ||
                    t('timeline.noChannel'),
                ].join(' · ')}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontVariantNumeric: 'tabular-nums',
                  color: offer.withdrawnAt
                    ? 'text.secondary'
                    : offer.answer === 'accepted'
                      ? 'success.dark'
                      : offer.answer
                        ? 'text.primary'
                        : 'text.secondary',
                }}
              >
                {answerText(t, offer)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

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
