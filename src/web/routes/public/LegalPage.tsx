import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LEGAL_TEXT_VALUES } from '#shared/legal-values';
import { usePageMeta } from '#web/components/layout/usePageMeta';
import { OperatorDetails } from '#web/features/marketing/components/OperatorDetails';

export type LegalDocument = 'imprint' | 'terms' | 'privacy' | 'accessibility';

interface Section {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export function LegalPage({
  document: name,
  children,
}: {
  document: LegalDocument;
  /** What follows the numbered sections (the accessibility statement's feedback form). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const key = `legal.documents.${name}`;
  const title = t(`${key}.title`);
  usePageMeta({ title: t(`${key}.meta.title`), description: t(`${key}.meta.description`) });
  // Periods and notice times come from the constants the server acts on.
  const sections = t(`${key}.sections`, { returnObjects: true, ...LEGAL_TEXT_VALUES }) as unknown;
  const list = Array.isArray(sections) ? (sections as Section[]) : [];
  const numberedItems = name === 'terms';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, hyphens: 'auto', overflowWrap: 'break-word' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t(`${key}.date`)}
      </Typography>
      <Typography sx={{ mt: 3, fontSize: '1.05rem', lineHeight: 1.7 }}>
        {t(`${key}.intro`)}
      </Typography>
      {name === 'imprint' ? <OperatorDetails /> : null}
      {/* German legal words ("Arbeitnehmerüberlassungserlaubnis") are wider than a 320 px line. */}
      <Box
        component="ol"
        sx={{ pl: 0, listStyle: 'none', mt: 5, mb: 0, hyphens: 'auto', overflowWrap: 'break-word' }}
      >
        {list.map((section, index) => {
          const number = index + 1;
          return (
            <Box component="li" key={section.title} sx={{ mb: 4.5 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {`${number}. ${section.title}`}
              </Typography>
              {section.paragraphs?.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1.25, lineHeight: 1.75 }}>
                  {paragraph}
                </Typography>
              ))}
              {section.items ? (
                <Box
                  component={numberedItems ? 'ol' : 'ul'}
                  sx={{
                    pl: numberedItems ? 0 : 3,
                    my: 1,
                    listStyle: numberedItems ? 'none' : 'disc',
                  }}
                >
                  {section.items.map((item, itemIndex) => (
                    <Typography
                      component="li"
                      key={item}
                      sx={{
                        mb: 1,
                        lineHeight: 1.75,
                        ...(numberedItems && { display: 'flex', gap: 1.5 }),
                      }}
                    >
                      {numberedItems ? (
                        <>
                          <Box
                            component="span"
                            aria-hidden="true"
                            sx={{
                              fontWeight: 600,
                              color: 'text.secondary',
                              minWidth: '2.4em',
                              flexShrink: 0,
                            }}
                          >
                            {`${number}.${itemIndex + 1}`}
                          </Box>
                          <Box component="span" sx={{ minWidth: 0 }}>
                            {item}
                          </Box>
                        </>
                      ) : (
                        item
                      )}
                    </Typography>
                  ))}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {children}
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
