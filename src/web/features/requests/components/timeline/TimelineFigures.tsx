import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Timeline } from '#shared/contracts/engine';
import { useLanguage } from '#web/i18n/useLanguage';
import { durationText, formatAt } from './timeline-text';

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

export function Figures({
  timeline,
  deadline,
  now,
}: {
  timeline: Timeline;
  deadline: string | null;
  now: number;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
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
          hint={formatAt(deadline, lang)}
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
