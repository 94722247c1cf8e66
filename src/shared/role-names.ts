// Zod-free, so the web's entry chunk can use roles without loading zod.
export const ROLES = ['USER', 'ADMIN', 'ORG_ADMIN', 'ORG_SUB', 'AGENCY'] as const;
export type Role = (typeof ROLES)[number];

/** The values of the sign-up route's {role?} segment that grant something other than USER. */
export const SIGN_UP_ROLES = ['agency', 'organisation'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/**
 * Self sign-up may only create USER, AGENCY or ORG_ADMIN accounts (spec 001 section 6).
 * Anything else, ADMIN included, falls back to USER so a crafted body cannot escalate.
 */
export function roleForSelfSignUp(requested: unknown): Role {
  if (typeof requested !== 'string') return 'USER';
  const value = requested.trim().toLowerCase();
  if (value === 'agency') return 'AGENCY';
  if (value === 'organisation' || value === 'org_admin') return 'ORG_ADMIN';
  return 'USER';
}

/**
 * Where a user lands after sign-in, relative to the language root (spec 001 section 4). ORG_SUB,
 * the ward manager, goes to the hospital area too: that is where their work is. A USER is a pool
 * member: their open offers and shifts.
 */
export function homeSegmentForRole(role: Role): string {
  switch (role) {
    case 'ADMIN':
    case 'ORG_ADMIN':
    case 'ORG_SUB':
      return 'hospital';
    case 'AGENCY':
      return 'agency/jobs';
    case 'USER':
      return 'my-shifts';
    default:
      return '';
  }
}
