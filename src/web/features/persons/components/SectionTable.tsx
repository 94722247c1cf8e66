import { Paper, TableContainer, Typography } from '@mui/material';

export const headCell = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

/** A titled, outlined section around a read-only table of a person's detail page. */
export function SectionTable({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" id={id} sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      {/* On a phone the table scrolls sideways: focusable, so a keyboard can scroll it too
          (WCAG 2.1.1). */}
      <TableContainer
        tabIndex={0}
        role="group"
        aria-labelledby={id}
        sx={{
          overflowX: 'auto',
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
        }}
      >
        {children}
      </TableContainer>
    </Paper>
  );
}
