import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge';

/** Icon, heading and text in a card; the building block of the area landing pages. */
export function InfoCard({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
      >
        <IconBadge size={44}>{icon}</IconBadge>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" variant="body2" component="div" sx={{ flexGrow: 1 }}>
          {children}
        </Typography>
        {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
      </CardContent>
    </Card>
  );
}
