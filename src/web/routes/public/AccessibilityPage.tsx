import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AccessibilityFeedbackForm } from '#web/features/contact/components/lazy';
import { LegalPage } from './LegalPage';

/** The accessibility statement (BGG § 12b, BITV 2.0 § 7) with its feedback form. */
export default function AccessibilityPage() {
  const { t } = useTranslation();
  return (
    <LegalPage document="accessibility">
      <Box component="section" aria-labelledby="accessibility-feedback" sx={{ mt: 2 }}>
        <Typography id="accessibility-feedback" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {t('contact.accessibilityFeedback.title')}
        </Typography>
        <Typography sx={{ mb: 3, lineHeight: 1.75 }}>
          {t('contact.accessibilityFeedback.intro')}
        </Typography>
        <AccessibilityFeedbackForm />
      </Box>
    </LegalPage>
  );
}
