import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';

/** One list of the My shifts page (offers, accepted, upcoming) with its heading and count. */
export function ShiftSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h5" component="h2" id={id}>
          {title}
        </Typography>
        {count ? <Chip size="small" color="primary" label={count} /> : null}
      </Stack>
      {children}
    </Box>
  );
}

/** The quiet line a list shows when it has nothing. */
export function ShiftsEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {children}
    </Typography>
  );
}
