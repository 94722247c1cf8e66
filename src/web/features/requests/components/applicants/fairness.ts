import type { ApplicantDetail } from '#shared/contracts/job-board';

export const APPLICANT_ORDERS = ['fairest', 'applied'] as const;
export type ApplicantOrder = (typeof APPLICANT_ORDERS)[number];

/**
 * The pick dialog's order. Fairest first: fewest shifts taken in the last 4
 * weeks, then fewest asked for, then who applied first; 'applied' keeps the time of application.
 */
export function sortApplicants(items: ApplicantDetail[], order: ApplicantOrder): ApplicantDetail[] {
  const byApplied = (a: ApplicantDetail, b: ApplicantDetail) =>
    a.createdAt.localeCompare(b.createdAt);
  if (order === 'applied') return [...items].sort(byApplied);
  return [...items].sort(
    (a, b) =>
      a.fairness.taken - b.fairness.taken || a.fairness.asked - b.fairness.asked || byApplied(a, b),
  );
}
