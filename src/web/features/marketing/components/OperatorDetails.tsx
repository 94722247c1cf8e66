import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/language-codes';
import { useLanguage } from '#web/i18n/useLanguage';
import { OPERATOR, telHref } from '#web/lib/config';

/** A country code's name in the page's language ('DE' → 'Deutschland' / 'Germany'). */
export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The operator block of the imprint, from the VITE_OPERATOR_* settings (see app/config). */
export function OperatorDetails() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const addressLines = [...OPERATOR.addressLines, countryName(OPERATOR.country, lang)];
  const rows: Array<{ term: string; value: React.ReactNode }> = [
    { term: t('legal.operator.name'), value: OPERATOR.name ?? t('legal.operator.demoName') },
    {
      term: t('legal.operator.address'),
      value: addressLines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      )),
    },
    {
      term: t('legal.operator.email'),
      value: <Link href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</Link>,
    },
    {
      term: t('legal.operator.phone'),
      value: <Link href={telHref(OPERATOR.phone)}>{OPERATOR.phone}</Link>,
    },
    {
      term: t('legal.operator.register'),
      value: OPERATOR.register ?? t('legal.operator.registerMissing'),
    },
  ];
  return (
    <Box component="section" aria-labelledby="operator-title" sx={{ mt: 4 }}>
      <Typography id="operator-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('legal.operator.title')}
      </Typography>
      {OPERATOR.isDemo ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('legal.operator.demoNote')}
        </Alert>
      ) : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          p: { xs: 2.5, sm: 3 },
          borderRadius: 3,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 1.5 },
          '& dt': { fontWeight: 600, color: 'text.secondary', mt: { xs: 1.5, sm: 0 } },
          '& dt:first-of-type': { mt: 0 },
          '& dd': { m: 0, lineHeight: 1.6 },
        }}
      >
        {rows.map((row) => (
          <Box key={row.term} sx={{ display: 'contents' }}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Imprint, terms and privacy (spec 001 section 2): a date line and numbered sections; the
 * terms number their sub-items (3.1, 3.2 …), the privacy policy uses bullet lists.
 */
