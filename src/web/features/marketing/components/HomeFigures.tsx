import { Box, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const FIGURES = ['time', 'external', 'fte', 'request'] as const;

/** The home page's key figures, as a list of cards. */
export function HomeFigures() {
  const { t } = useTranslation();
  const k = (key: string) => t(`public.home.${key}`);
  return (
    <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {FIGURES.map((figure) => (
        <Grid key={figure} component="li" size={{ xs: 6, md: 3 }}>
          <Box
            sx={{
              height: '100%',
              p: { xs: 2.25, sm: 3 },
              borderRadius: 3.5,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              component="p"
              sx={{
                fontSize: { xs: '1.9rem', sm: '2.4rem' },
                fontWeight: 800,
                color: 'primary.main',
                lineHeight: 1.1,
                letterSpacing: '-0.02em',
              }}
            >
              {k(`intro.figures.${figure}.value`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {k(`intro.figures.${figure}.label`)}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
