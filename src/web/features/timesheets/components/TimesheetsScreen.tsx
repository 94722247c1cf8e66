import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { usePageTitle } from '#web/components/layout/usePageTitle';

/** A timesheet page: its title as the document's title and the heading, then the screen. */
export function TimesheetsScreen({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}
