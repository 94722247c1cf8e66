import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OnCallAgreement } from '#shared/contracts/on-call';
import type { Db } from '#server/db/client';
import { anyId } from '#server/db/shapes';
import {
  departmentMembers,
  departments,
  onCallAgreements,
  onCallConsents,
  organisationMembers,
  organisations,
  users,
} from '#server/db/schema/index';

const agreementColumns = {
  maxDutyHours: onCallAgreements.maxDutyHours,
  minOnCallPercent: onCallAgreements.minOnCallPercent,
  restAfterHours: onCallAgreements.restAfterHours,
  averagingWeeks: onCallAgreements.averagingWeeks,
  consentAverageHours: onCallAgreements.consentAverageHours,
};

export async function findAgreement(
  db: Db,
  organisationId: string,
): Promise<OnCallAgreement | null> {
  const [row] = await db
    .select(agreementColumns)
    .from(onCallAgreements)
    .where(eq(onCallAgreements.organisationId, organisationId));
  return row ?? null;
}

/** The agreement as recorded before (null: none), then the new one, in the caller's transaction. */
export async function upsertAgreement(
  tx: Db,
  organisationId: string,
  agreement: OnCallAgreement,
  recordedBy: string,
  now: Date,
) {
  const before = await tx
    .select(agreementColumns)
    .from(onCallAgreements)
    .where(eq(onCallAgreements.organisationId, organisationId))
    .for('update');
  await tx
    .insert(onCallAgreements)
    .values({ organisationId, ...agreement, recordedBy, updatedAt: now })
    .onConflictDoUpdate({
      target: onCallAgreements.organisationId,
      set: { ...agreement, recordedBy, updatedAt: now },
    });
  return before[0] ?? null;
}

export async function deleteAgreement(tx: Db, organisationId: string) {
  const [row] = await tx
    .delete(onCallAgreements)
    .where(eq(onCallAgreements.organisationId, organisationId))
    .returning(agreementColumns);
  return row ?? null;
}

const consentColumns = {
  id: onCallConsents.id,
  organisationId: onCallConsents.organisationId,
  givenAt: onCallConsents.givenAt,
  revokedAt: onCallConsents.revokedAt,
  effectiveUntil: onCallConsents.effectiveUntil,
};

/** The person's consent to the organisation that is not revoked yet, locked. */
export async function openConsent(tx: Db, userId: string, organisationId: string) {
  const [row] = await tx
    .select(consentColumns)
    .from(onCallConsents)
    .where(
      and(
        eq(onCallConsents.userId, userId),
        eq(onCallConsents.organisationId, organisationId),
        isNull(onCallConsents.revokedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertConsent(tx: Db, userId: string, organisationId: string, now: Date) {
  const [row] = await tx
    .insert(onCallConsents)
    .values({ userId, organisationId, givenAt: now })
    .returning(consentColumns);
  return row!;
}

export async function revokeConsent(tx: Db, id: string, now: Date, effectiveUntil: Date) {
  const [row] = await tx
    .update(onCallConsents)
    .set({ revokedAt: now, effectiveUntil })
    .where(eq(onCallConsents.id, id))
    .returning(consentColumns);
  return row!;
}

/** The organisations the person belongs to (a ward's pool or staff, or the organisation), by name. */
export async function organisationsOfPerson(db: Db, userId: string) {
  const viaDepartment = db
    .select({ id: departments.organisationId })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(eq(departmentMembers.userId, userId));
  const direct = db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId));
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(or(inArray(organisations.id, viaDepartment), inArray(organisations.id, direct)))
    .orderBy(asc(organisations.name), asc(organisations.id));
}

/** The person's consent rows (to one organisation, or all), newest first. */
export function consentsOfPerson(db: Db, userId: string, organisationId?: string) {
  return db
    .select(consentColumns)
    .from(onCallConsents)
    .where(
      and(
        eq(onCallConsents.userId, userId),
        organisationId ? eq(onCallConsents.organisationId, organisationId) : undefined,
      ),
    )
    .orderBy(sql`${onCallConsents.givenAt} desc`);
}

/** The organisation's consents still in force or ending later, with the people's names (HR). */
export function consentsOfOrganisation(db: Db, organisationId: string, now: Date) {
  return db
    .select({
      userId: onCallConsents.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      givenAt: onCallConsents.givenAt,
      revokedAt: onCallConsents.revokedAt,
      effectiveUntil: onCallConsents.effectiveUntil,
    })
    .from(onCallConsents)
    .innerJoin(users, eq(users.id, onCallConsents.userId))
    .where(
      and(
        eq(onCallConsents.organisationId, organisationId),
        or(isNull(onCallConsents.effectiveUntil), sql`${onCallConsents.effectiveUntil} > ${now}`),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(onCallConsents.givenAt));
}

/**
 * The organisation's agreement and, of `userIds`, each one's consents that have not ended by
 * `after` (the check of a request's on-call shifts), in one round trip each.
 */
export async function termsRows(db: Db, organisationId: string, userIds: string[], after: Date) {
  const [agreement, consents] = await Promise.all([
    findAgreement(db, organisationId),
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            userId: onCallConsents.userId,
            givenAt: onCallConsents.givenAt,
            effectiveUntil: onCallConsents.effectiveUntil,
          })
          .from(onCallConsents)
          .where(
            and(
              eq(onCallConsents.organisationId, organisationId),
              // One array parameter: a pool of 10,000 is asked at once.
              anyId(onCallConsents.userId, userIds),
              or(
                isNull(onCallConsents.effectiveUntil),
                sql`${onCallConsents.effectiveUntil} > ${after}`,
              ),
            ),
          ),
  ]);
  return { agreement, consents };
}
