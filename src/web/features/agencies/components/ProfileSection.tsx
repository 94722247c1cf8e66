import type { ReactNode } from 'react';
import { Box, Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '#web/components/layout/visually-hidden';

/** A titled, outlined block of a read-only profile. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs as a description list. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <Grid container component="dl" spacing={2} sx={{ m: 0 }}>
      {items.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value === null || value === undefined || value === '' ? (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                —
                <Box component="span" sx={visuallyHidden}>
                  {t('admin.agencies.profile.none')}
                </Box>
              </Box>
            ) : (
              value
            )}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
