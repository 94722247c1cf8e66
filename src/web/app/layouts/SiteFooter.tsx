import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from '../../components/layout/LegalLinks';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('layout.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
        </Typography>
        <LegalLinks />
      </Container>
    </Box>
  );
}
