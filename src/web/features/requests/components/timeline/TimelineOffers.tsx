import { useState } from 'react';
import { Box, Collapse, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Timeline } from '#shared/contracts/engine';
import { useLanguage } from '#web/i18n/useLanguage';
import { answerText, channelLabel, stageLabel } from './timeline-text';
import { ToggleButton } from './TimelinePeople';

export function OffersList({ offers }: { offers: Timeline['offers'] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
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
                {answerText(t, offer, lang)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
