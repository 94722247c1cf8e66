/** What each kind of upload accepts, judged by the file's first bytes, never its name. */
export const UPLOAD_PURPOSES = {
  /** Logos and organisation pictures (spec 000): jpeg, png or bmp, at most 5,000,000 bytes. */
  image: {
    types: ['image/jpeg', 'image/png', 'image/bmp'],
    maxBytes: 5_000_000,
    wrongTypeKey: 'File_type_not_allowed',
  },
  /** Application documents (spec 001): PDF only, at most 5 MB. */
  document: { types: ['application/pdf'], maxBytes: 5 * 1024 * 1024, wrongTypeKey: 'Pdf_only' },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The type a file really is, from its magic number; null when it is none we accept. */
export function sniffType(bytes: Uint8Array): string | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // "BM" plus a DIB header size that real bitmaps use.
  if (
    starts(0x42, 0x4d) &&
    bytes.length > 18 &&
    [12, 40, 52, 56, 64, 108, 124].includes(bytes[14]!)
  ) {
    return 'image/bmp';
  }
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

/**
 * Who a file belongs to: the uploader's agency or organisation, or the uploader
 * alone when they have neither (administrators, pool members, someone before onboarding).
 */
export type FileOwner = { agencyId: string } | { organisationId: string } | { userId: string };

/** Whether a stored file belongs to this owner; a file of nobody known belongs to nobody. */
export function isOwnedBy(
  file: { agencyId: string | null; organisationId: string | null; createdBy: string | null },
  owner: FileOwner,
): boolean {
  if ('agencyId' in owner) return file.agencyId === owner.agencyId;
  if ('organisationId' in owner) return file.organisationId === owner.organisationId;
  return file.agencyId === null && file.organisationId === null && file.createdBy === owner.userId;
}
