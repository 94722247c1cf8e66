import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** A list with nothing to show: an icon, a title, a line and perhaps an action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography
        component="div"
        color="text.secondary"
        sx={{ '& svg': { fontSize: 44 }, mb: 1 }}
        aria-hidden="true"
      >
        {icon}
      </Typography>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}
