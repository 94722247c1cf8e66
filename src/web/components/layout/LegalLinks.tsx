import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, segments } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * Impressum, AGB, Data Protection and Safety (spec 001 section 2) and the accessibility
 * statement: the legal pages that every footer links to; a new one is one more line here.
 */
export const legalNavigation: ReadonlyArray<{ labelKey: string; segment: string }> = [
  { labelKey: 'legal.imprint', segment: segments.imprint },
  { labelKey: 'legal.terms', segment: segments.terms },
  { labelKey: 'legal.privacy', segment: segments.privacy },
  { labelKey: 'legal.accessibility', segment: segments.accessibility },
];

/** The legal links in one centred row (below the auth card and the signed-in pages). */
export function LegalLinks() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const links = legalNavigation.map((entry) => ({
    to: paths.inLanguage(lang, entry.segment),
    label: t(entry.labelKey),
  }));
  return (
    <Stack
      component="nav"
      aria-label={t('legal.navLabel')}
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, justifyContent: 'center' }}
    >
      {links.map((link) => (
        <Link
          key={link.to}
          component={RouterLink}
          to={link.to}
          color="text.secondary"
          variant="body2"
        >
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
