import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { visuallyHidden } from '#web/components/layout/visually-hidden';

/**
 * A chart as one image for assistive technology: its name, a short text of what it shows, and
 * the table below it with every figure. The SVG's own parts are not read one by one.
 */
export function ReportChart({
  label,
  summary,
  height = 300,
  children,
}: {
  label: string;
  summary: string;
  height?: number;
  children: ReactNode;
}) {
  const summaryId = useId();
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        sx={{ width: '100%', height }}
      >
        {children}
      </Box>
      <Box id={summaryId} sx={visuallyHidden}>
        {summary}
      </Box>
    </Box>
  );
}
