import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/layout/usePageTitle';

export type LegalDocument = 'imprint' | 'terms' | 'privacy';

interface Section {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/** Imprint, terms and privacy: numbered sections with a date line (spec 001 section 2). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const title = t(`pages.legal.${document}.title`);
  usePageTitle(title);
  const sections = t(`pages.legal.${document}.sections`, { returnObjects: true }) as unknown;
  const list = Array.isArray(sections) ? (sections as Section[]) : [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t(`pages.legal.${document}.date`)}
      </Typography>
      <Typography sx={{ mt: 3, fontSize: '1.05rem' }}>
        {t(`pages.legal.${document}.intro`)}
      </Typography>
      <Box component="ol" sx={{ pl: 0, listStyle: 'none', counterReset: 'section', mt: 4 }}>
        {list.map((section) => (
          <Box component="li" key={section.title} sx={{ mb: 3.5 }}>
            <Typography
              variant="h5"
              component="h2"
              sx={{
                mb: 1,
                counterIncrement: 'section',
                '&::before': { content: 'counter(section) ". "' },
              }}
            >
              {section.title}
            </Typography>
            {section.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
            {section.items ? (
              <Box component="ul" sx={{ pl: 3, my: 1, listStyleType: 'disc' }}>
                {section.items.map((item) => (
                  <Typography component="li" key={item} sx={{ mb: 0.5, lineHeight: 1.7 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </Container>
  );
}

export function ImprintPage() {
  return <LegalPage document="imprint" />;
}
export function TermsPage() {
  return <LegalPage document="terms" />;
}
export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
export default LegalPage;
