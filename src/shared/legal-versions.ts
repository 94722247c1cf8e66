/**
 * The versions of the terms and of the privacy policy. A new version is added here
 * with the instant it is announced and the instant it takes effect, at least
 * TERMS_NOTICE_WEEKS later (spec: terms changes give at least 4 weeks to object). From the
 * announcement, signed-in users see a notice; once it is in effect, the next sign-in asks them to
 * accept it before anything else.
 */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export const TERMS_NOTICE_WEEKS = 4;

export interface LegalVersion {
  version: string;
  /** ISO instants. */
  announcedAt: string;
  effectiveAt: string;
}

export type LegalVersions = Record<LegalDocumentName, readonly LegalVersion[]>;

/** Oldest first. The first versions took effect with the platform. */
export const LEGAL_VERSIONS: LegalVersions = {
  terms: [
    {
      version: '2026-11',
      announcedAt: '2026-11-01T00:00:00+01:00',
      effectiveAt: '2026-11-01T00:00:00+01:00',
    },
  ],
  privacy: [
    {
      version: '2026-11',
      announcedAt: '2026-11-01T00:00:00+01:00',
      effectiveAt: '2026-11-01T00:00:00+01:00',
    },
  ],
};

const at = (iso: string) => Date.parse(iso);

/** The version in effect at `now`: the latest whose effective instant has come. */
export function currentVersion(versions: readonly LegalVersion[], now: Date): LegalVersion {
  const inEffect = versions.filter((entry) => at(entry.effectiveAt) <= now.getTime());
  const current = inEffect[inEffect.length - 1] ?? versions[0];
  if (!current) throw new Error('no legal version defined');
  return current;
}

/** A version announced at `now` but not yet in effect, if any. */
export function announcedVersion(
  versions: readonly LegalVersion[],
  now: Date,
): LegalVersion | undefined {
  return versions.find(
    (entry) => at(entry.announcedAt) <= now.getTime() && at(entry.effectiveAt) > now.getTime(),
  );
}

/** Problems of a versions list: the notice period is kept, versions are in order and unique. */
export function legalVersionProblems(versions: LegalVersions): string[] {
  const problems: string[] = [];
  for (const document of LEGAL_DOCUMENTS) {
    const list = versions[document];
    list.forEach((entry, index) => {
      const noticeMs = at(entry.effectiveAt) - at(entry.announcedAt);
      if (index > 0 && noticeMs < TERMS_NOTICE_WEEKS * 7 * 24 * 3_600_000)
        problems.push(
          `${document} ${entry.version}: less than ${TERMS_NOTICE_WEEKS} weeks' notice`,
        );
      const previous = list[index - 1];
      if (previous && at(previous.effectiveAt) >= at(entry.effectiveAt))
        problems.push(`${document} ${entry.version}: not after ${previous.version}`);
      if (list.findIndex((other) => other.version === entry.version) !== index)
        problems.push(`${document} ${entry.version}: twice`);
    });
  }
  return problems;
}
