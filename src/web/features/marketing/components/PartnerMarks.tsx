import type { ReactNode } from 'react';

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
