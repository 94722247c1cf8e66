import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';

/** Impressum, AGB, Data Protection and Safety (spec 001 section 2), and the accessibility statement. */
export function LegalLinks() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const links = [
    { to: paths.imprint(lang), label: t('legal.imprint') },
    { to: paths.terms(lang), label: t('legal.terms') },
    { to: paths.privacy(lang), label: t('legal.privacy') },
    { to: paths.accessibility(lang), label: t('legal.accessibility') },
  ];
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
