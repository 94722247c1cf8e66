import type { TFunction } from 'i18next';
import type { JobBoardItem } from '#shared/contracts/job-board';
import type { MetaFieldsResponse, ReferenceItem } from '#shared/contracts/reference';
import { nursingQualificationsSatisfying } from '#shared/application-documents';
import type { Language } from '#shared/language-codes';

/** Reference data the board shows labels from, loaded by the page. */
export interface JobLabels {
  contractTypes: ReferenceItem[] | undefined;
  fields: MetaFieldsResponse | undefined;
  qualifications: ReferenceItem[] | undefined;
}

/** A reference key by its label in the page's language; the key only while the list loads. */
const labelOf = (list: ReferenceItem[] | undefined, key: string, lang: Language) =>
  list?.find((item) => item.key === key)?.label[lang] ?? key;

export const fieldLabel = (job: Pick<JobBoardItem, 'field'>, labels: JobLabels, lang: Language) =>
  job.field ? (labels.fields?.[job.field]?.label[lang] ?? job.field) : null;

export const contractLabel = (
  job: Pick<JobBoardItem, 'contractType'>,
  labels: JobLabels,
  lang: Language,
) => (job.contractType ? labelOf(labels.contractTypes, job.contractType, lang) : null);

/** The nursing qualification a nursing shift asks for; null for a doctor's request. */
export const qualificationLabel = (
  job: Pick<JobBoardItem, 'kind' | 'qualification'>,
  labels: JobLabels,
  lang: Language,
) =>
  job.kind === 'staff' && job.qualification
    ? labelOf(labels.qualifications, job.qualification, lang)
    : null;

/**
 * Who may take the request: a doctor's request the grades it accepts, a nursing shift the
 * qualifications that may work it (its own and the higher ones).
 */
export function positionLabels(
  job: Pick<JobBoardItem, 'kind' | 'qualification' | 'facharzt' | 'assistenzarzt'>,
  labels: JobLabels,
  lang: Language,
  t: TFunction,
): string[] {
  if (job.kind === 'staff') {
    return (nursingQualificationsSatisfying(job.qualification) ?? []).map((key) =>
      labelOf(labels.qualifications, key, lang),
    );
  }
  return [
    job.facharzt ? t('jobBoard.positions.Facharzt') : null,
    job.assistenzarzt ? t('jobBoard.positions.Assistenzarzt') : null,
  ].filter((label): label is string => label !== null);
}
