import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ mb: 3.5 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" component="div">
          {subtitle}
        </Typography>
      ) : null}
    </Stack>
  );
}
