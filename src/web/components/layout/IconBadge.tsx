import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * An icon on a rounded square tinted with the primary colour: the mark of a tile, a card or a
 * step. Decorative, so hidden from screen readers; the text next to it says what it is.
 */
export function IconBadge({
  size,
  radius = 2.5,
  sx,
  children,
}: {
  /** Width and height in px. */
  size: number;
  /** Corner radius in theme units. */
  radius?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        (theme) => ({
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: radius,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: `${theme.palette.primary.main}1a`,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
