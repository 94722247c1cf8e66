import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { offscreenBandSx } from '#web/components/layout/offscreen';

export type SectionTone = 'default' | 'paper' | 'tint';

/** A page band with an optional eyebrow, an h2 and a lead: the rhythm of every public page. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'default',
  children,
  align = 'left',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  tone?: SectionTone;
  children?: ReactNode;
  align?: 'left' | 'center';
}) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={(theme) => ({
        ...offscreenBandSx,
        py: { xs: 7, md: 10 },
        scrollMarginTop: 72,
        '&:focus': { outline: 'none' },
        ...(tone === 'paper' && {
          bgcolor: 'background.paper',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }),
        ...(tone === 'tint' && {
          background:
            theme.palette.mode === 'dark'
              ? theme.palette.background.paper
              : `linear-gradient(180deg, ${theme.palette.primary.main}0f 0%, ${theme.palette.primary.main}05 100%)`,
        }),
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            maxWidth: 720,
            mb: children ? { xs: 4, md: 6 } : 0,
            ...(align === 'center' && { mx: 'auto', textAlign: 'center' }),
          }}
        >
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' } }}>
            {title}
          </Typography>
          {lead ? (
            <Typography
              color="text.secondary"
              component="div"
              sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.65 }}
            >
              {lead}
            </Typography>
          ) : null}
        </Box>
        {children}
      </Container>
    </Box>
  );
}

/** Small uppercase label above a heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="p"
      color="primary"
      sx={{
        fontWeight: 700,
        letterSpacing: '0.12em',
        textTransform: 'uppercase',
        fontSize: '0.8rem',
        lineHeight: 1.6,
        mb: 1.25,
      }}
    >
      {children}
    </Typography>
  );
}
