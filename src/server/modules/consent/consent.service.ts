import type { AcceptConsentBody, ConsentStatus } from '#shared/contracts/consent';
import {
  LEGAL_DOCUMENTS,
  LEGAL_VERSIONS,
  announcedVersion,
  currentVersion,
  type LegalDocumentName,
  type LegalVersions,
} from '#shared/legal-versions';
import type { Db } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { AppError } from '#server/errors';
import * as q from './consent.queries';

/**
 * Consent records: the versions of the terms and privacy policy a person accepted.
 * An account without any record of a document counts as having accepted its first version: the
 * sign-up form required accepting the terms before records were kept, and accounts made by
 * invitation accepted in the invitation. Every later version is asked for.
 */
export function createConsentService(deps: { db: Db; clock: Clock; versions?: LegalVersions }) {
  const { db, clock } = deps;
  const versions = deps.versions ?? LEGAL_VERSIONS;

  /** The versions a sign-up accepts: those in effect now. */
  function versionsInEffect(now: Date) {
    return LEGAL_DOCUMENTS.map((document) => ({
      document,
      version: currentVersion(versions[document], now).version,
    }));
  }

  async function status(userId: string): Promise<ConsentStatus> {
    const now = clock.now();
    const accepted = await q.acceptedVersions(db, userId);
    const has = (document: LegalDocumentName, version: string) =>
      accepted.some((row) => row.document === document && row.version === version) ||
      (version === versions[document][0]?.version &&
        !accepted.some((row) => row.document === document));
    const required: ConsentStatus['required'] = [];
    const announced: ConsentStatus['announced'] = [];
    for (const document of LEGAL_DOCUMENTS) {
      const current = currentVersion(versions[document], now);
      if (!has(document, current.version))
        required.push({ document, version: current.version, effectiveAt: current.effectiveAt });
      const next = announcedVersion(versions[document], now);
      if (next && !has(document, next.version))
        announced.push({ document, version: next.version, effectiveAt: next.effectiveAt });
    }
    return {
      required,
      announced,
      accepted: accepted.map((row) => ({
        document: row.document as LegalDocumentName,
        version: row.version,
        acceptedAt: row.acceptedAt.toISOString(),
      })),
    };
  }

  return {
    status,

    /** Records the sign-up's acceptance of the versions in effect at `acceptedAt` (in the caller's transaction). */
    async recordSignUp(tx: Db, userId: string, acceptedAt: Date) {
      await q.insertAcceptances(
        tx,
        versionsInEffect(acceptedAt).map((entry) => ({ ...entry, userId, acceptedAt })),
      );
    },

    /** Accepts the named versions; each must be in effect or announced, or nothing is recorded. */
    async accept(userId: string, body: AcceptConsentBody): Promise<ConsentStatus> {
      const now = clock.now();
      const rows = [];
      const problems: { field: string; key: string }[] = [];
      for (const document of LEGAL_DOCUMENTS) {
        const version = body[document];
        if (version === undefined) continue;
        const offered = [
          currentVersion(versions[document], now),
          announcedVersion(versions[document], now),
        ];
        if (offered.some((entry) => entry?.version === version))
          rows.push({ userId, document, version, acceptedAt: now });
        else problems.push({ field: document, key: 'Consent_version_unknown' });
      }
      if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems);
      await q.insertAcceptances(db, rows);
      return status(userId);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
