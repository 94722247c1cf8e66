import type { ApplyBody } from '#shared/contracts/job-board';
import type { StaffDocument } from '#shared/contracts/agency-staff';
import type { ApplicationDocument } from '#shared/application-documents';
import { DOCUMENT_KINDS } from '#shared/request-states';
import type { DocumentKind } from '#shared/request-states';

/**
 * One of the documents of an application: a document already on the person's profile,
 * or a PDF chosen now (uploaded when the application is sent) with an optional expiry date.
 */
export type DocumentChoice =
  | { source: 'profile'; documentId: string }
  | { source: 'upload'; file: File; expiresOn: string; fileId?: string }
  | null;

export type DocumentChoices = Record<DocumentKind, DocumentChoice>;

export const NO_CHOICES: DocumentChoices = {
  cv: null,
  approbation: null,
  specialist_diploma: null,
  nursing_licence: null,
};

/** A profile's documents of one kind, newest first; expired ones stay (shown disabled with their date). */
export function documentsOfKind(
  documents: readonly StaffDocument[],
  kind: DocumentKind,
): StaffDocument[] {
  return documents
    .filter((document) => document.kind === kind)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** What the form starts with for a person: the newest usable document of each kind, if any. */
export function defaultChoices(documents: readonly StaffDocument[]): DocumentChoices {
  const choices = { ...NO_CHOICES };
  for (const kind of DOCUMENT_KINDS) {
    const usable = documentsOfKind(documents, kind).find((document) => !document.expired);
    choices[kind] = usable ? { source: 'profile', documentId: usable.documentId } : null;
  }
  return choices;
}

/**
 * The profile's defaults for the kinds nothing is chosen for yet. The profile loads after the
 * person is picked, so a PDF chosen meanwhile is the user's decision and stays.
 */
export function fillMissingChoices(
  current: DocumentChoices,
  defaults: DocumentChoices,
): DocumentChoices {
  const choices = { ...current };
  for (const kind of DOCUMENT_KINDS) choices[kind] ??= defaults[kind];
  return choices;
}

/** The kinds the request requires that nothing is chosen for yet, in the request's order. */
export function missingKinds(
  choices: DocumentChoices,
  asked: readonly ApplicationDocument[],
): DocumentKind[] {
  return asked
    .filter((entry) => entry.required && choices[entry.kind] === null)
    .map((entry) => entry.kind);
}

/** Whether a YYYY-MM-DD expiry lies before today (a document is valid through its last day). */
export function isPastDay(iso: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && iso < today;
}

/**
 * The body's documents of the kinds the request asks for, once every required one is chosen and
 * every upload has its file id; null while one is missing, so the caller never sends an
 * incomplete application. Documents of other kinds are left out.
 */
export function applyDocuments(
  choices: DocumentChoices,
  asked: readonly ApplicationDocument[],
): ApplyBody['documents'] | null {
  const result: ApplyBody['documents'] = {};
  for (const { kind, required } of asked) {
    const choice = choices[kind];
    if (choice === null) {
      if (required) return null;
      continue;
    }
    if (choice.source === 'profile') result[kind] = { documentId: choice.documentId };
    else if (choice.fileId)
      result[kind] = { fileId: choice.fileId, expiresOn: choice.expiresOn || null };
    else return null;
  }
  return result;
}
