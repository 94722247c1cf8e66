import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles';
import {
  departmentMembers,
  departments,
  organisationMembers,
  organisations,
} from '#server/db/schema/index';
import { findActiveSessionInScope, insertSession } from '#server/modules/auth/auth.queries';
import { useTestContext } from '#server/test/app';
import { createUser } from '#server/test/factories';
import { organisationWith, type TestOrganisation } from '#server/test/tenants';
import { resolveScope, type OrganisationScope } from './scope.queries';

/**
 * An organisation-area read takes the actor's scope from the session's statement, one round
 * trip less: for every kind of actor it must be exactly what resolveScope reads on its own, archived
 * organisations and wards and customer memberships left out as there.
 */
const ctx = useTestContext();
let nord: TestOrganisation;
let sued: TestOrganisation;
let west: TestOrganisation;

beforeAll(async () => {
  nord = await organisationWith(ctx.db, 'Klinikum Umfang Nord', [
    'Kardiologie',
    'Intensiv',
    'Geschlossen',
  ]);
  sued = await organisationWith(ctx.db, 'Klinikum Umfang Süd', ['Chirurgie', 'Pädiatrie']);
  west = await organisationWith(ctx.db, 'Klinikum Umfang West (archiviert)', ['Ambulanz']);
  await ctx.db
    .update(departments)
    .set({ archivedAt: new Date() })
    .where(eq(departments.id, nord.departments[2]!.id));
  await ctx.db
    .update(organisations)
    .set({ archivedAt: new Date() })
    .where(eq(organisations.id, west.id));
});

async function actor(
  role: Role,
  memberships: { organisations?: string[]; wards?: string[]; customerOf?: string[] } = {},
) {
  const user = await createUser(ctx.db, { role });
  for (const organisationId of memberships.organisations ?? [])
    await ctx.db.insert(organisationMembers).values({ organisationId, userId: user.id });
  for (const departmentId of memberships.wards ?? [])
    await ctx.db.insert(departmentMembers).values({ departmentId, userId: user.id, kind: 'user' });
  for (const departmentId of memberships.customerOf ?? [])
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId, userId: user.id, kind: 'customer' });
  return { userId: user.id, role };
}

const sorted = (scope: OrganisationScope) =>
  scope.all
    ? scope
    : Object.fromEntries(
        Object.entries(scope).map(([key, value]) => [
          key,
          Array.isArray(value) ? [...value].sort() : value,
        ]),
      );

describe('the scope read with the session', () => {
  it('equals resolveScope for every kind of actor', async () => {
    const actors = [
      await actor('ADMIN'),
      await actor('USER', { customerOf: [nord.departments[0]!.id] }),
      await actor('AGENCY'),
      await actor('ORG_SUB'),
      // A ward manager of two wards, one archived; and of a ward of an archived clinic.
      await actor('ORG_SUB', {
        wards: [nord.departments[0]!.id, nord.departments[2]!.id, west.departments[0]!.id],
      }),
      await actor('ORG_SUB', {
        wards: [nord.departments[1]!.id, sued.departments[0]!.id],
        customerOf: [sued.departments[1]!.id],
      }),
      // HR of one clinic and ward manager in another; HR of an archived clinic too.
      await actor('ORG_ADMIN', {
        organisations: [nord.id, west.id],
        wards: [sued.departments[1]!.id],
      }),
      await actor('ORG_ADMIN', {
        organisations: [nord.id, sued.id],
        wards: [nord.departments[0]!.id],
      }),
      await actor('ORG_ADMIN'),
    ];
    for (const { userId, role } of actors) {
      const session = await insertSession(ctx.db, userId, new Date(Date.now() + 3_600_000));
      const found = await findActiveSessionInScope(ctx.db, session.id, userId);
      expect(found, role).toMatchObject({ userId, role, sessionId: session.id });
      expect(sorted(found!.scope), role).toEqual(
        sorted(await resolveScope(ctx.db, { userId, role })),
      );
    }
    // Not an empty answer by accident: the two-clinic HR sees both clinics' open wards.
    const hr = actors[7]!;
    const session = await insertSession(ctx.db, hr.userId, new Date(Date.now() + 3_600_000));
    const scope = (await findActiveSessionInScope(ctx.db, session.id, hr.userId))!.scope;
    expect(scope.all).toBe(false);
    if (!scope.all) {
      expect(scope.adminOrganisationIds.sort()).toEqual([nord.id, sued.id].sort());
      expect(scope.departmentIds).toHaveLength(4);
    }
  });

  it('finds no expired session, as findActiveSession', async () => {
    const { userId } = await actor('ORG_SUB', { wards: [nord.departments[0]!.id] });
    const session = await insertSession(ctx.db, userId, new Date(Date.now() - 1000));
    expect(await findActiveSessionInScope(ctx.db, session.id, userId)).toBeUndefined();
  });
});
