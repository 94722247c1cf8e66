import type { ReferenceKind } from '#shared/contracts/reference';

export interface ReferenceSeed {
  kind: ReferenceKind;
  key: string;
  en: string;
  de: string;
  isDefault?: boolean;
  details?: Record<string, unknown>;
}

const doctorFields = [
  'Anästhesiologie',
  'Cardiologie',
  'Chirurgie',
  'Gynäkologie',
  'Innere Medizin',
  'Intensivmedizin',
  'Neurologie',
  'Notfallmedizin',
  'Pädiatrie',
  'Psychiatrie',
  'Urologie',
];
const nursingFields = [
  'Chirurgie',
  'Geriatrie',
  'Innere Medizin',
  'Intensivmedizin',
  'Notfallmedizin',
  'Pädiatrie',
  'Psychiatrie',
];

/**
 * The reference data from spec 001 (contract types, shift types, qualification options, the
 * substitute-doctor fields Neurologie, Urologie and Cardiologie), completed with the positions,
 * fields and specialities a German hospital asks for. Keys are stable; labels may change.
 */
export const REFERENCE_SEED: ReferenceSeed[] = [
  {
    kind: 'contract_type',
    key: 'Arbeitnehmerüberlassung',
    en: 'Temporary staffing (AÜG)',
    de: 'Arbeitnehmerüberlassung',
    isDefault: true,
  },
  {
    kind: 'contract_type',
    key: 'BefristeteAnstellung',
    en: 'Fixed-term employment',
    de: 'Befristete Anstellung',
  },

  {
    kind: 'job_type',
    key: 'Neue_Dienstanfrage',
    en: 'Staff request',
    de: 'Neue Dienstanfrage',
    isDefault: true,
  },
  { kind: 'job_type', key: 'vertretungsarzt', en: 'Substitute doctor', de: 'Vertretungsarzt' },

  {
    kind: 'job_shift_type',
    key: 'Tagesdienst',
    en: 'Day shift',
    de: 'Tagesdienst',
    isDefault: true,
  },
  { kind: 'job_shift_type', key: 'Nachtdienst', en: 'Night shift', de: 'Nachtdienst' },
  {
    kind: 'job_shift_type',
    key: 'Bereitschaftsdienst',
    en: 'On-call duty',
    de: 'Bereitschaftsdienst',
  },

  {
    kind: 'qualification',
    key: 'Examine Pflegekraft',
    en: 'Registered nurse (state-examined)',
    de: 'Examinierte Pflegekraft',
    isDefault: true,
  },
  { kind: 'qualification', key: 'Pflegeassistenz', en: 'Nursing assistant', de: 'Pflegeassistenz' },
  {
    kind: 'qualification',
    key: 'Fachpflegekraft',
    en: 'Specialist nurse (intensive care or anaesthesia)',
    de: 'Fachpflegekraft (Intensiv oder Anästhesie)',
  },

  {
    kind: 'position',
    key: 'Pflegefachkraft',
    en: 'Registered nurse',
    de: 'Pflegefachkraft',
    isDefault: true,
  },
  { kind: 'position', key: 'Stationsleitung', en: 'Ward manager', de: 'Stationsleitung' },
  { kind: 'position', key: 'Pflegeassistenz', en: 'Nursing assistant', de: 'Pflegeassistenz' },
  { kind: 'position', key: 'Hebamme', en: 'Midwife', de: 'Hebamme' },
  { kind: 'position', key: 'MFA', en: 'Medical assistant', de: 'Medizinische Fachangestellte' },
  {
    kind: 'position',
    key: 'Assistenzarzt',
    en: 'Resident physician',
    de: 'Assistenzärztin / Assistenzarzt',
  },
  { kind: 'position', key: 'Facharzt', en: 'Specialist physician', de: 'Fachärztin / Facharzt' },
  { kind: 'position', key: 'Oberarzt', en: 'Senior physician', de: 'Oberärztin / Oberarzt' },

  ...(
    [
      ['Anästhesiologie', 'Anaesthesiology', 'Anästhesiologie', 'Facharzt'],
      ['Cardiologie', 'Cardiology', 'Kardiologie', 'Facharzt'],
      ['Chirurgie', 'Surgery', 'Chirurgie', null],
      ['Geburtshilfe', 'Obstetrics', 'Geburtshilfe', null],
      ['Geriatrie', 'Geriatrics', 'Geriatrie', null],
      ['Gynäkologie', 'Gynaecology', 'Gynäkologie', 'Facharzt'],
      ['Innere Medizin', 'Internal medicine', 'Innere Medizin', null],
      ['Intensivmedizin', 'Intensive care', 'Intensivmedizin', null],
      ['Neurologie', 'Neurology', 'Neurologie', 'Facharzt'],
      ['Notfallmedizin', 'Emergency medicine', 'Notfallmedizin', null],
      ['OP', 'Operating theatre', 'OP', 'Fachpflegekraft'],
      ['Pädiatrie', 'Paediatrics', 'Pädiatrie', null],
      ['Psychiatrie', 'Psychiatry', 'Psychiatrie', null],
      ['Urologie', 'Urology', 'Urologie', 'Facharzt'],
    ] as const
  ).map(([key, en, de, qualification]): ReferenceSeed => ({
    kind: 'field',
    key,
    en,
    de,
    details: { qualification },
  })),

  {
    kind: 'speciality',
    key: 'Facharzt',
    en: 'Specialist physician',
    de: 'Fachärztin / Facharzt',
    details: { fields: doctorFields },
  },
  {
    kind: 'speciality',
    key: 'Assistenzarzt',
    en: 'Resident physician',
    de: 'Assistenzärztin / Assistenzarzt',
    details: { fields: doctorFields },
  },
  {
    kind: 'speciality',
    key: 'Pflegefachkraft',
    en: 'Registered nurse',
    de: 'Pflegefachkraft',
    details: { fields: nursingFields },
  },
  {
    kind: 'speciality',
    key: 'Intensivpflege',
    en: 'Intensive care nurse',
    de: 'Intensivpflegekraft',
    details: { fields: ['Intensivmedizin'] },
  },
  {
    kind: 'speciality',
    key: 'OP-Pflege',
    en: 'Theatre nurse',
    de: 'OP-Pflegekraft',
    details: { fields: ['OP'] },
  },
  {
    kind: 'speciality',
    key: 'Hebamme',
    en: 'Midwife',
    de: 'Hebamme',
    details: { fields: ['Geburtshilfe'] },
  },
];
