import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

/** Label above value on phones; from `sm` a label column at least `labelWidth` px wide. */
function listSx(labelWidth: number, preWrap: boolean): SxProps<Theme> {
  return {
    m: 0,
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: `minmax(${labelWidth}px, max-content) 1fr` },
    columnGap: 3,
    rowGap: { xs: 0.25, sm: 1.25 },
    '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1.25, sm: 0 } },
    '& dt:first-of-type': { mt: 0 },
    '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: preWrap ? 'pre-wrap' : undefined },
  };
}

/**
 * A record's fields as a description list. Rows without a value are left out, so an unset
 * field takes no space.
 */
export function FieldList({
  rows,
  labelWidth = 160,
  preWrap = false,
}: {
  rows: ReadonlyArray<{ key: string; label: string; value: ReactNode }>;
  /** The narrowest the label column gets, in px. */
  labelWidth?: number;
  /** Keep the line breaks of free text (a message). */
  preWrap?: boolean;
}) {
  return (
    <Box component="dl" sx={listSx(labelWidth, preWrap)}>
      {rows
        .filter(({ value }) => value !== null && value !== undefined && value !== '')
        .map(({ key, label, value }) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd">{value}</Typography>
          </Box>
        ))}
    </Box>
  );
}
