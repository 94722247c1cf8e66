import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/**
 * One card of the preferences page: a heading, a line on what it is for, its controls. With an
 * `id` the card is a named section others can link to (the job board links to #job-alerts).
 */
export function PreferenceCard({
  title,
  intro,
  id,
  children,
}: {
  title: string;
  intro: string;
  id?: string;
  children: ReactNode;
}) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <Card variant="outlined" id={id} component={id ? 'section' : 'div'} aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
