import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What is missing: each kind has its own translated placeholder (spec 000 section 8). */
export type MissingDataKind =
  'organisationName' | 'departmentName' | 'agencyName' | 'name' | 'value';

/**
 * A table cell's value, or a muted placeholder marking it as missing (the spec's
 * 'Org name(miss data)', spelt correctly and translated).
 */
export function MissingData({
  value,
  kind = 'value',
}: {
  value: string | null | undefined;
  kind?: MissingDataKind;
}) {
  const { t } = useTranslation();
  if (value !== null && value !== undefined && value.trim() !== '') return <>{value}</>;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t(`admin.table.missing.${kind}`)}
    </Box>
  );
}
