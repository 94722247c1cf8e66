import { Box, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PlatformIllustration } from './HomeIllustrations';

const POINTS = ['calendar', 'tables', 'pools', 'roles'] as const;

/** The platform illustration beside the points it makes. */
export function HomePlatformPoints() {
  const { t } = useTranslation();
  const k = (key: string) => t(`public.home.${key}`);
  return (
    <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <PlatformIllustration label={k('platform.imageAlt')} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
          {POINTS.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 10,
                  height: 10,
                  mt: 1,
                  borderRadius: '50%',
                  bgcolor: 'secondary.main',
                  flexShrink: 0,
                }}
              />
              <Box>
                <Typography variant="h6" component="h3">
                  {k(`platform.points.${point}.title`)}
                </Typography>
                <Typography
                  color="text.secondary"
                  variant="body2"
                  sx={{ mt: 0.5, lineHeight: 1.7 }}
                >
                  {k(`platform.points.${point}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Grid>
    </Grid>
  );
}
