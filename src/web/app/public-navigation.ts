import { segments } from '#web/lib/paths';

/** Header and footer entries of the public site; the home entry (Clinics) maps to /{lang}. */
export interface PublicNavEntry {
  id: string;
  /** Translation key of the label (public.nav.*). */
  labelKey: string;
  /** Path below /:lang; '' is the language home. */
  segment: string;
}

export const publicNavigation: PublicNavEntry[] = [
  { id: 'clinics', labelKey: 'public.nav.clinics', segment: '' },
  { id: 'agencies', labelKey: 'public.nav.agencies', segment: segments.agencies },
  { id: 'how-it-works', labelKey: 'public.nav.howItWorks', segment: segments.howItWorks },
  { id: 'innovation', labelKey: 'public.nav.innovation', segment: segments.innovation },
  { id: 'partners', labelKey: 'public.nav.partners', segment: segments.partners },
  { id: 'about-us', labelKey: 'public.nav.aboutUs', segment: segments.aboutUs },
];
