import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gridListSx } from './Lists';

// Six generic, self-made marks for kinds of partners (no real logos). 24×24 line drawings in
// currentColor, so they follow the surrounding text colour.

export const PARTNER_KINDS = [
  'hospitalAssociation',
  'nursingChamber',
  'medicalAssociation',
  'universityHospital',
  'nursingSchool',
  'agencyAssociation',
] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

const paths: Record<PartnerKind, ReactNode> = {
  hospitalAssociation: (
    <>
      <path d="M3 21h18M5 21V9l7-5 7 5v12" />
      <path d="M12 9v6M9 12h6" />
    </>
  ),
  nursingChamber: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
      <path d="M12 16s-3.2-2-3.2-4.2A1.8 1.8 0 0 1 12 10.6a1.8 1.8 0 0 1 3.2 1.2C15.2 14 12 16 12 16z" />
    </>
  ),
  medicalAssociation: (
    <>
      <path d="M6 3v5a4 4 0 0 0 8 0V3" />
      <path d="M10 12v3a5 5 0 0 0 10 0v-2" />
      <circle cx="20" cy="11" r="2" />
    </>
  ),
  universityHospital: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2 2 10 2 12 0v-5M22 9v6" />
    </>
  ),
  nursingSchool: (
    <>
      <path d="M3 5c3-1 6-1 9 1 3-2 6-2 9-1v14c-3-1-6-1-9 1-3-2-6-2-9-1z" />
      <path d="M12 6v14" />
    </>
  ),
  agencyAssociation: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16" cy="8" r="3" />
      <path d="M2 20a6 6 0 0 1 12 0M10 20a6 6 0 0 1 12 0" />
    </>
  ),
};

export function PartnerMark({ kind, size = 28 }: { kind: PartnerKind; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      {paths[kind]}
    </svg>
  );
}

// Shared by both looks: the mark beside or above its name.
const itemBase = { display: 'flex', alignItems: 'center', gap: 1.25 } as const;
const looks = {
  card: {
    gap: 2,
    markSize: 36,
    itemSx: {
      ...itemBase,
      flexDirection: 'column',
      textAlign: 'center',
      p: 2.5,
      borderRadius: 3,
      border: 1,
      borderColor: 'divider',
      bgcolor: 'background.paper',
      color: 'primary.main',
    },
    labelSx: {
      typography: 'body2',
      color: 'text.primary',
      fontWeight: 600,
      maxWidth: '100%',
      overflowWrap: 'anywhere',
    },
  },
  tile: {
    gap: 1.5,
    markSize: 26,
    itemSx: {
      ...itemBase,
      px: 1.5,
      py: 1.25,
      borderRadius: 2,
      bgcolor: 'rgba(255,255,255,0.06)',
      fontSize: '0.8rem',
      lineHeight: 1.3,
    },
    labelSx: { minWidth: 0, overflowWrap: 'anywhere' },
  },
} as const;

/**
 * The six kinds of partner as a list, two to six a row, each its mark and its name: cards on
 * the home page, small tiles on the dark footer.
 */
export function PartnerKindGrid({ look }: { look: keyof typeof looks }) {
  const { t } = useTranslation();
  const { gap, markSize, itemSx, labelSx } = looks[look];
  return (
    <Box component="ul" sx={gridListSx([2, 3, 6], gap)}>
      {PARTNER_KINDS.map((kind) => (
        <Box component="li" key={kind} sx={itemSx}>
          <PartnerMark kind={kind} size={markSize} />
          <Box component="span" sx={labelSx}>
            {t(`public.partnerKinds.${kind}`)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
