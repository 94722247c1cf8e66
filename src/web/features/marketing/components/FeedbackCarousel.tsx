import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ActionIconButton } from '#web/components/layout/ActionButton';

export interface Feedback {
  id: string;
  quote: string;
  role: string;
}

export interface CarouselLabels {
  carousel: string;
  previous: string;
  next: string;
  /** "Show feedback {{n}} of {{total}}" */
  goTo: (n: number, total: number) => string;
  /** "{{n}} of {{total}}" */
  position: (n: number, total: number) => string;
}

/** One quote at a time with dots and arrows; it never moves by itself (no autoplay). */
export function FeedbackCarousel({ items, labels }: { items: Feedback[]; labels: CarouselLabels }) {
  const [index, setIndex] = useState(0);
  const total = items.length;
  const current = items[index];
  if (!current) return null;
  const go = (next: number) => setIndex((next + total) % total);
  return (
    <Box
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      role="region"
      sx={{ maxWidth: 860, mx: 'auto' }}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={labels.position(index + 1, total)}
        aria-live="polite"
        sx={(theme) => ({
          position: 'relative',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 4,
          px: { xs: 3, sm: 7 },
          py: { xs: 4, sm: 6 },
          minHeight: { xs: 280, sm: 240 },
          boxShadow: `0 20px 50px ${theme.palette.primary.main}14`,
          textAlign: 'center',
        })}
      >
        <Box
          aria-hidden="true"
          sx={{
            fontSize: '4rem',
            lineHeight: 0.6,
            color: 'primary.main',
            fontFamily: 'Georgia, serif',
            mb: 2,
          }}
        >
          “
        </Box>
        <Box component="figure" sx={{ m: 0 }}>
          <Typography
            component="blockquote"
            sx={{
              m: 0,
              fontSize: { xs: '1.1rem', sm: '1.3rem' },
              lineHeight: 1.6,
              fontWeight: 500,
            }}
          >
            {current.quote}
          </Typography>
          <Typography
            component="figcaption"
            color="text.secondary"
            sx={{ mt: 2.5, fontSize: '0.95rem' }}
          >
            {current.role}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        <ActionIconButton aria-label={labels.previous} onClick={() => go(index - 1)}>
          <ChevronLeftIcon />
        </ActionIconButton>
        <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item, i) => (
            <li key={item.id}>
              <Box
                component="button"
                type="button"
                aria-label={labels.goTo(i + 1, total)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                sx={(theme) => ({
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  '&::after': {
                    content: '""',
                    width: i === index ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: i === index ? 'primary.main' : theme.palette.text.secondary,
                    opacity: i === index ? 1 : 0.5,
                    transition: 'width 150ms',
                  },
                  '&:focus-visible': {
                    outline: `3px solid ${theme.palette.primary.main}`,
                    outlineOffset: 1,
                  },
                })}
              />
            </li>
          ))}
        </Box>
        <ActionIconButton aria-label={labels.next} onClick={() => go(index + 1)}>
          <ChevronRightIcon />
        </ActionIconButton>
      </Box>
    </Box>
  );
}
