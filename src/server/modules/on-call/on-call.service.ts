import type {
  OnCallAgreement,
  OnCallAgreementView,
  OnCallConsent,
} from '#shared/contracts/on-call';
import type { Actor } from '#shared/permissions';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import type { Clock } from '#server/lib/clock';
import { insertAudit } from '#server/modules/audit/audit.service';
import {
  mayAdministerOrganisation,
  maySeeOrganisation,
  resolveScope,
} from '#server/modules/organisation-scope/organisation-scope.service';
import * as q from './on-call.queries';
import { consentCovers, consentEndsAt } from './on-call.rules';

// What other modules use of this module's parts: the terms a working-time check of on-call
// shifts needs (compliance).
export { REVOCATION_NOTICE_MONTHS } from './on-call.rules';

export interface PersonTerms {
  agreement: OnCallAgreement | null;
  consent: boolean;
}

/**
 * The organisation's agreement and, per person of `userIds`, whether a consent covers shifts
 * up to `lastStart` (§7 (7): given before, and not ended by a revocation's notice).
 */
export async function onCallTermsOf(
  db: Db,
  organisationId: string,
  userIds: string[],
  lastStart: Date,
): Promise<Map<string, PersonTerms>> {
  const { agreement, consents } = await q.termsRows(db, organisationId, userIds, lastStart);
  const consenting = new Set(
    consents.filter((row) => consentCovers(row, lastStart)).map((row) => row.userId),
  );
  return new Map(userIds.map((id) => [id, { agreement, consent: consenting.has(id) }]));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The §7 agreement an organisation's administrators record, and the consent each person gives or
 * revokes for themselves alone: nobody records consent for another, HR only sees it.
 */
export function createOnCallService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function requireSeen(actor: Actor, organisationId: string) {
    if (!maySeeOrganisation(await resolveScope(db, actor), organisationId))
      throw new AppError('NOT_FOUND');
  }

  async function requireAdministered(actor: Actor, organisationId: string) {
    const scope = await resolveScope(db, actor);
    // ORG_ADMIN of this organisation only: the platform's administrators record no agreement.
    if (scope.all || !mayAdministerOrganisation(scope, organisationId))
      throw new AppError('NOT_FOUND');
  }

  async function requireMember(userId: string, organisationId: string) {
    const mine = await q.organisationsOfPerson(db, userId);
    const found = mine.find((organisation) => organisation.id === organisationId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  const toConsent = (
    organisation: { id: string; name: string },
    row: { givenAt: Date; revokedAt: Date | null; effectiveUntil: Date | null } | null,
  ): OnCallConsent => ({
    organisation: { _id: organisation.id, name: organisation.name },
    givenAt: iso(row?.givenAt ?? null),
    revokedAt: iso(row?.revokedAt ?? null),
    effectiveUntil: iso(row?.effectiveUntil ?? null),
  });

  return {
    async agreement(actor: Actor, organisationId: string): Promise<OnCallAgreementView> {
      await requireSeen(actor, organisationId);
      return { agreement: await q.findAgreement(db, organisationId) };
    },

    async setAgreement(
      actor: Actor,
      organisationId: string,
      agreement: OnCallAgreement,
    ): Promise<OnCallAgreementView> {
      await requireAdministered(actor, organisationId);
      await db.transaction(async (tx) => {
        const before = await q.upsertAgreement(
          tx,
          organisationId,
          agreement,
          actor.userId,
          clock.now(),
        );
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'organisation',
          entityId: organisationId,
          action: 'on_call_agreement',
          changes: (Object.keys(agreement) as (keyof OnCallAgreement)[])
            .filter((field) => before?.[field] !== agreement[field])
            .map((field) => ({ field, old: before?.[field] ?? null, new: agreement[field] })),
        });
      });
      return { agreement };
    },

    async removeAgreement(actor: Actor, organisationId: string): Promise<OnCallAgreementView> {
      await requireAdministered(actor, organisationId);
      await db.transaction(async (tx) => {
        const before = await q.deleteAgreement(tx, organisationId);
        if (!before) return;
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'organisation',
          entityId: organisationId,
          action: 'on_call_agreement_removed',
          changes: Object.entries(before).map(([field, old]) => ({ field, old, new: null })),
        });
      });
      return { agreement: null };
    },

    /** HR's view: who consented, and whose revocation is still running its notice. */
    async consents(actor: Actor, organisationId: string) {
      await requireAdministered(actor, organisationId);
      const rows = await q.consentsOfOrganisation(db, organisationId, clock.now());
      return {
        items: rows.map((row) => ({
          user: { _id: row.userId, firstName: row.firstName, lastName: row.lastName },
          givenAt: row.givenAt.toISOString(),
          revokedAt: iso(row.revokedAt),
          effectiveUntil: iso(row.effectiveUntil),
        })),
      };
    },

    /** The person's organisations, each with the latest consent (none, given or revoked). */
    async mine(userId: string) {
      const [organisations, consents] = await Promise.all([
        q.organisationsOfPerson(db, userId),
        q.consentsOfPerson(db, userId),
      ]);
      return {
        items: organisations.map((organisation) =>
          toConsent(
            organisation,
            consents.find((row) => row.organisationId === organisation.id) ?? null,
          ),
        ),
      };
    },

    /** Gives consent; giving it again while it stands changes nothing. */
    async give(userId: string, organisationId: string): Promise<OnCallConsent> {
      const organisation = await requireMember(userId, organisationId);
      return db.transaction(async (tx) => {
        const open = await q.openConsent(tx, userId, organisationId);
        if (open) return toConsent(organisation, open);
        const row = await q.insertConsent(tx, userId, organisationId, clock.now());
        await insertAudit(tx, {
          actorId: userId,
          entityType: 'user',
          entityId: userId,
          action: 'on_call_consent_given',
          changes: [{ field: 'organisationId', old: null, new: organisationId }],
        });
        return toConsent(organisation, row);
      });
    },

    /** Revokes with six months' notice (§7 (7)); without a standing consent nothing changes. */
    async revoke(userId: string, organisationId: string): Promise<OnCallConsent> {
      const organisation = await requireMember(userId, organisationId);
      return db.transaction(async (tx) => {
        const open = await q.openConsent(tx, userId, organisationId);
        if (!open) {
          const [latest] = await q.consentsOfPerson(tx, userId, organisationId);
          return toConsent(organisation, latest ?? null);
        }
        const now = clock.now();
        const row = await q.revokeConsent(tx, open.id, now, consentEndsAt(now));
        await insertAudit(tx, {
          actorId: userId,
          entityType: 'user',
          entityId: userId,
          action: 'on_call_consent_revoked',
          changes: [
            { field: 'organisationId', old: organisationId, new: organisationId },
            { field: 'effectiveUntil', old: null, new: row.effectiveUntil!.toISOString() },
          ],
        });
        return toConsent(organisation, row);
      });
    },
  };
}

export type OnCallService = ReturnType<typeof createOnCallService>;
