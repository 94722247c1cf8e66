import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** One report on the page: a titled card (h2) with a line of what it counts. */
export function ReportSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

/** Key figures as a description list, wrapping to two columns on a phone. */
export function KeyFigures({ label, items }: { label: string; items: { label: string; value: string }[] }) {
  return (
    <Typography
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(160px, 1fr))' },
        gap: 2,
        m: 0,
        mb: 2,
      }}
    >
      {items.map((item) => (
        <div key={item.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {item.value}
          </Typography>
        </div>
      ))}
    </Typography>
  );
}
