// Zod-free: the server checks applications with it, the web shows the same list.
import type { DocumentKind, RequestKind } from './request-states';

/**
 * Nursing qualifications from lowest to highest. A higher one may take a shift that asks for a
 * lower one (a specialist nurse can work a registered nurse's shift, a registered nurse a nursing
 * assistant's), never the other way round.
 */
export const NURSING_QUALIFICATIONS = [
  'Pflegeassistenz',
  'Examine Pflegekraft',
  'Fachpflegekraft',
] as const;
export type NursingQualification = (typeof NURSING_QUALIFICATIONS)[number];

/** The doctors' grades a substitute-doctor request accepts (its two flags). */
export const DOCTOR_POSITIONS = ['Facharzt', 'Assistenzarzt'] as const;
export type DoctorPosition = (typeof DOCTOR_POSITIONS)[number];

/** The board's position filter: a doctor's grade or a nursing qualification. */
export const BOARD_POSITIONS = [...DOCTOR_POSITIONS, ...NURSING_QUALIFICATIONS] as const;
export type BoardPosition = (typeof BOARD_POSITIONS)[number];

/** The nursing qualifications that may work a shift asking for `required` (itself and above). */
export function nursingQualificationsSatisfying(required: string | null): string[] | null {
  if (!required) return null;
  const rank = (NURSING_QUALIFICATIONS as readonly string[]).indexOf(required);
  return rank < 0 ? [required] : NURSING_QUALIFICATIONS.slice(rank);
}

/** The nursing qualifications a nurse of `grade` may work: her own and those below it. */
export function nursingQualificationsWorkableBy(grade: NursingQualification): string[] {
  return NURSING_QUALIFICATIONS.slice(0, NURSING_QUALIFICATIONS.indexOf(grade) + 1);
}

export interface ApplicationDocument {
  kind: DocumentKind;
  required: boolean;
}

/**
 * The documents an application to a request carries, in the order they are asked for: a nurse the CV and the licence to bear the professional title (PflBG § 1), a
 * substitute doctor the CV and the Approbation (BÄO § 2), plus the specialist diploma, required
 * when only specialists are asked and optional when residents are accepted too.
 */
export function applicationDocuments(request: {
  kind: RequestKind;
  specialistRequired: boolean;
  residentAccepted: boolean;
}): ApplicationDocument[] {
  if (request.kind === 'staff') {
    return [
      { kind: 'cv', required: true },
      { kind: 'nursing_licence', required: true },
    ];
  }
  return [
    { kind: 'cv', required: true },
    { kind: 'approbation', required: true },
    ...(request.specialistRequired
      ? [{ kind: 'specialist_diploma' as const, required: !request.residentAccepted }]
      : []),
  ];
}
