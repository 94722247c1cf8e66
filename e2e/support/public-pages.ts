/** The public pages, as segments below /{lang} ('' is the home page): the audits visit each. */
export const PUBLIC_PAGES = [
  '',
  'agencies',
  'howItWorks',
  'innovation',
  'partners',
  'about-us',
  'terms',
  'imprint',
  'privacy',
  'accessibility',
  'auth/sign-in',
  'auth/sign-up/organisation',
  'auth/forgot-password',
];
