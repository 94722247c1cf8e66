/**
 * Installation settings read at build time. VITE_SUPPORT_EMAIL names the help address of
 * this installation; without it, help@ the host serving the app.
 */
export const SUPPORT_EMAIL: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ||
  `help@${typeof window === 'undefined' ? 'localhost' : window.location.hostname}`;

function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The operator of this installation, shown in the imprint and used for the contact links of
 * the public site. Read at build time from VITE_OPERATOR_NAME, VITE_OPERATOR_ADDRESS (lines
 * separated by ";", without the country), VITE_OPERATOR_COUNTRY (an ISO code, DE unless set: the
 * imprint names it in the page's language), VITE_OPERATOR_EMAIL, VITE_OPERATOR_PHONE and
 * VITE_OPERATOR_REGISTER.
 * Without VITE_OPERATOR_NAME the site shows clearly labelled demo values (`isDemo`).
 */
export const OPERATOR = {
  isDemo: env('VITE_OPERATOR_NAME') === undefined,
  name: env('VITE_OPERATOR_NAME'),
  addressLines: (env('VITE_OPERATOR_ADDRESS') ?? 'Musterstraße 1;10115 Berlin')
    .split(/;|\n/)
    .map((line) => line.trim())
    .filter(Boolean),
  country: (env('VITE_OPERATOR_COUNTRY') ?? 'DE').toUpperCase(),
  email: env('VITE_OPERATOR_EMAIL') ?? 'contact@example.com',
  // 030 23125 xxx is the range the Federal Network Agency reserves for fictitious numbers.
  phone: env('VITE_OPERATOR_PHONE') ?? '+49 30 23125 000',
  register: env('VITE_OPERATOR_REGISTER'),
  /** The footer's social link (a plain link: no embedded plug-in, no tracking). */
  socialUrl: env('VITE_SOCIAL_URL') ?? 'https://www.linkedin.com/',
};

/** tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
