import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Icon, heading, text and actions: the shape of every confirmation and error screen. */
export function StatusMessage({
  icon,
  tone = 'primary',
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  tone?: 'primary' | 'success' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: theme.palette[tone].main,
          bgcolor: `${theme.palette[tone].main}1f`,
          '& svg': { fontSize: 34 },
        })}
        aria-hidden="true"
      >
        {icon}
      </Box>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children ? (
        <Box sx={{ color: 'text.secondary', width: '100%', '& p': { m: 0 } }}>{children}</Box>
      ) : null}
      {actions ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ width: '100%', justifyContent: 'center', pt: 0.5 }}
        >
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
