import { useState } from 'react';
import { Box, Collapse, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/i18n/useLanguage';
import type { TimelineEntry } from './timeline-helpers';
import { eventNote, eventText, formatAt } from './timeline-text';
import { AskedNames, ToggleButton, WithdrawnNames } from './TimelinePeople';

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

export function EntryItem({ entry }: { entry: TimelineEntry }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const namesId = `timeline-asked-${entry.id}`;
  const note = entry.type === 'event' ? eventNote(t, entry.event, lang) : null;
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
        {formatAt(entry.at, lang)}
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
