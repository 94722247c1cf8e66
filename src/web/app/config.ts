/**
 * Installation settings read at build time. VITE_SUPPORT_EMAIL names the help address of
 * this installation; without it, help@ the host serving the app.
 */
export const SUPPORT_EMAIL: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ||
  `help@${typeof window === 'undefined' ? 'localhost' : window.location.hostname}`;
