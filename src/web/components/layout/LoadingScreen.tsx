import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const rotate = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

/**
 * MUI's indeterminate CircularProgress (40 px, primary colour) in plain SVG: this fallback is
 * part of every first page load, and MUI's component adds about 1.5 KB gzip to it.
 */
function Spinner({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        display: 'inline-block',
        width: 40,
        height: 40,
        color: 'primary.main',
        animation: `${rotate} 1.4s linear infinite`,
      }}
    >
      <Box component="svg" viewBox="22 22 44 44" sx={{ display: 'block' }}>
        <Box
          component="circle"
          cx={44}
          cy={44}
          r={20.2}
          fill="none"
          strokeWidth={3.6}
          sx={{
            stroke: 'currentColor',
            strokeDasharray: '80px, 200px',
            strokeDashoffset: 0,
            animation: `${dash} 1.4s ease-in-out infinite`,
          }}
        />
      </Box>
    </Box>
  );
}

export function LoadingScreen({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <Spinner label={t('layout.loading')} />
    </Box>
  );
}
