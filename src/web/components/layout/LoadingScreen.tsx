import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function LoadingScreen({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <CircularProgress aria-label={t('layout.loading')} />
    </Box>
  );
}
