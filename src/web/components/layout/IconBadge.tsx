import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** An icon on a rounded square tinted with the primary colour; decoration beside a heading. */
export function IconBadge({
  children,
  size = 44,
  radius = 2.5,
  iconSize,
  spaceBelow = 0,
}: {
  children: ReactNode;
  size?: number;
  radius?: number;
  iconSize?: number;
  spaceBelow?: number;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        width: size,
        height: size,
        borderRadius: radius,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: `${theme.palette.primary.main}1a`,
        mb: spaceBelow,
        ...(iconSize && { '& svg': { fontSize: iconSize } }),
      })}
    >
      {children}
    </Box>
  );
}
