import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, agencyMembers } from '#server/db/schema/index';
import { findActiveSessionOfAgency, insertSession } from '#server/modules/auth/auth.queries';
import { useTestContext } from '#server/test/app';
import { agencyWithDispatcher } from '#server/test/agency-fixtures';
import { createUser } from '#server/test/factories';
import { findAgencyOfUser } from './agency-scope.queries';

/**
 * An agency's read takes its agency's standing from the session's statement: for
 * every kind of dispatcher it must be what findAgencyOfUser reads on its own, archived agencies
 * and staff memberships left out as there, the oldest membership first.
 */
const ctx = useTestContext();

const sessionOf = async (userId: string) => {
  const session = await insertSession(ctx.db, userId, new Date(Date.now() + 3_600_000));
  return findActiveSessionOfAgency(ctx.db, session.id, userId);
};

const standingOf = async (userId: string) => {
  const agency = await findAgencyOfUser(ctx.db, userId);
  return agency
    ? {
        id: agency.id,
        vettingState: agency.vettingState,
        permitValidUntil: agency.permitValidUntil,
      }
    : null;
};

describe("the agency's standing read with the session", () => {
  it('equals findAgencyOfUser for every kind of dispatcher', async () => {
    const vetted = await agencyWithDispatcher(ctx, { permitValidUntil: '2027-02-28' });
    const pending = await agencyWithDispatcher(ctx, {
      vettingState: 'pending',
      permitValidUntil: null,
    });
    // A dispatcher whose older agency was archived: the younger one counts.
    const archived = await agencyWithDispatcher(ctx, { permitValidUntil: '2026-12-31' });
    await ctx.db
      .update(agencies)
      .set({ archivedAt: new Date() })
      .where(eq(agencies.id, archived.agency.id));
    await ctx.db
      .insert(agencyMembers)
      .values({ agencyId: pending.agency.id, userId: archived.dispatcher.user.id, kind: 'user' });
    // A dispatcher of two live agencies: the older membership counts.
    const second = await agencyWithDispatcher(ctx, { permitValidUntil: '2028-01-01' });
    await ctx.db
      .insert(agencyMembers)
      .values({ agencyId: pending.agency.id, userId: second.dispatcher.user.id, kind: 'user' });
    // Staff of an agency, not its dispatcher; and a dispatcher without an agency.
    const staff = await createUser(ctx.db, { role: 'USER' });
    await ctx.db
      .insert(agencyMembers)
      .values({ agencyId: vetted.agency.id, userId: staff.id, kind: 'customer' });
    const alone = await createUser(ctx.db, { role: 'AGENCY' });

    const expected = [
      [
        vetted.dispatcher.user.id,
        { id: vetted.agency.id, vettingState: 'vetted', permitValidUntil: '2027-02-28' },
      ],
      [
        pending.dispatcher.user.id,
        { id: pending.agency.id, vettingState: 'pending', permitValidUntil: null },
      ],
      [
        archived.dispatcher.user.id,
        { id: pending.agency.id, vettingState: 'pending', permitValidUntil: null },
      ],
      [
        second.dispatcher.user.id,
        { id: second.agency.id, vettingState: 'vetted', permitValidUntil: '2028-01-01' },
      ],
      [staff.id, null],
      [alone.id, null],
    ] as const;
    for (const [userId, standing] of expected) {
      const found = await sessionOf(userId);
      expect(found?.userId).toBe(userId);
      expect(found?.agency, userId).toEqual(standing);
      expect(found?.agency, userId).toEqual(await standingOf(userId));
    }
  });

  it('finds no expired session, as findActiveSession', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const session = await insertSession(ctx.db, dispatcher.user.id, new Date(Date.now() - 1000));
    expect(await findActiveSessionOfAgency(ctx.db, session.id, dispatcher.user.id)).toBeUndefined();
  });
});
