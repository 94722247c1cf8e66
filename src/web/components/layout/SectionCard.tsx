import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';

/** An outlined card that is a named section: its heading (h2), a line of intro, then its content. */
export function SectionCard({
  id,
  title,
  intro,
  sx,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={sx}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75, mb: 2.5 }}>
          {intro}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
