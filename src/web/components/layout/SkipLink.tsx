import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * "Skip to content": the first thing a keyboard reaches on every layout (WCAG 2.4.1), shown
 * only while focused, landing on the layout's <main id="main" tabIndex={-1}>.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main"
      sx={(theme) => ({
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: theme.zIndex.drawer + 2,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 8 },
      })}
    >
      {t('public.nav.skipToContent')}
    </Box>
  );
}
