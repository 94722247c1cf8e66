import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';
import { QueryState } from '#web/components/query-state/QueryState';
import type { QueryLike } from '#web/components/query-state/QueryState';

/**
 * One report on the page: a titled card (h2) with a line of what it counts, then the report's
 * loading, error, "nothing in this period" or figures.
 */
export function ReportSection<T>({
  id,
  title,
  intro,
  query,
  isEmpty,
  empty,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  query: QueryLike<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
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
      <QueryState query={query} isEmpty={isEmpty} empty={empty}>
        {children}
      </QueryState>
    </Paper>
  );
}

/** Key figures as a description list, wrapping to two columns on a phone. */
export function KeyFigures({
  label,
  items,
}: {
  label: string;
  items: { label: string; value: string }[];
}) {
  return (
    <Typography
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
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
