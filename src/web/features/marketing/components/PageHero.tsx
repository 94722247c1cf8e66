import { Box, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageLinks, type PageLink } from './PageLinks';
import { Eyebrow } from './Section';

/** The first band of a public page: eyebrow, the page's one h1, lead, actions, picture. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  note,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions?: PageLink[];
  aside?: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={(theme) => ({
        // Slides under the transparent public header (68 px) so the hero's colour reaches the top.
        mt: '-68px',
        pt: { xs: 'calc(68px + 40px)', md: 'calc(68px + 72px)' },
        pb: { xs: 7, md: 11 },
        overflow: 'hidden',
        background:
          theme.palette.mode === 'dark'
            ? `linear-gradient(160deg, ${theme.palette.background.paper} 0%, ${theme.palette.background.default} 100%)`
            : `radial-gradient(1100px 500px at 85% 0%, ${theme.palette.primary.main}1f 0%, transparent 60%), linear-gradient(180deg, ${theme.palette.primary.main}0d 0%, ${theme.palette.background.default} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: aside ? 6 : 10 }}>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Typography
              id="page-title"
              variant="h1"
              sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.1rem' }, lineHeight: 1.1 }}
            >
              {title}
            </Typography>
            <Typography
              component="div"
              color="text.secondary"
              sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.6 }}
            >
              {lead}
            </Typography>
            {actions ? (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ mt: 4, alignItems: { xs: 'stretch', sm: 'center' } }}
              >
                <PageLinks links={actions} />
              </Stack>
            ) : null}
            {note ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
                {note}
              </Typography>
            ) : null}
          </Grid>
          {aside ? (
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', justifyContent: 'center' }}>
              {aside}
            </Grid>
          ) : null}
        </Grid>
      </Container>
    </Box>
  );
}
