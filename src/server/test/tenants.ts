import type { Language } from '#shared/languages';
import type { Role } from '#shared/roles';
import type { App } from '#server/app';
import type { Db } from '#server/db/client';
import {
  agencies,
  agencyMembers,
  departmentMembers,
  departments,
  organisationMembers,
  organisations,
} from '#server/db/schema/index';
import { bearer, createUser, signIn } from './factories';

/** Organisations, agencies and their signed-in members, written straight to the database. */

export type TestActor = {
  user: { id: string; email: string; firstName: string };
  headers: Record<string, string>;
};
export type TestOrganisation = {
  id: string;
  name: string;
  departments: { id: string; name: string }[];
};

export async function signedIn(
  app: App,
  db: Db,
  role: Role,
  language: Language = 'en',
  firstName = 'Test',
): Promise<TestActor> {
  const user = await createUser(db, { role, language, firstName });
  return { user, headers: bearer(await signIn(app, user.email)) };
}

/** Where the test clinics are; the admin and self-service forms send the same fields. */
export const CLINIC_ADDRESS = {
  address: 'Klinikweg 1',
  postcode: '20095',
  city: 'Hamburg',
  country: 'DE',
  url: 'https://klinik.example.com',
};

export async function organisationWith(
  db: Db,
  name: string,
  departmentNames: string[],
): Promise<TestOrganisation> {
  const [organisation] = await db
    .insert(organisations)
    .values({ name, ...CLINIC_ADDRESS })
    .returning();
  const rows = await db
    .insert(departments)
    .values(
      departmentNames.map((departmentName) => ({
        organisationId: organisation!.id,
        name: departmentName,
      })),
    )
    .returning();
  return {
    id: organisation!.id,
    name,
    departments: departmentNames.map((n) => rows.find((row) => row.name === n)!),
  };
}

/** A vetted agency with a permit valid for years. */
export async function vettedAgency(db: Db, name: string) {
  const [agency] = await db
    .insert(agencies)
    .values({
      name,
      address: 'Agenturweg 2',
      postcode: '10115',
      country: 'DE',
      url: 'https://agentur.example.com',
      permitNumber: 'AÜ 123',
      permitAuthority: 'Bundesagentur für Arbeit',
      permitValidUntil: '2099-12-31',
      vettingState: 'vetted',
    })
    .returning();
  return agency!;
}

/** Makes a user an ORG_ADMIN member of an organisation, a department user (ward manager) or an agency dispatcher. */
export async function joinOrganisation(db: Db, organisationId: string, actor: TestActor) {
  await db.insert(organisationMembers).values({ organisationId, userId: actor.user.id });
  return actor;
}
export async function joinDepartment(
  db: Db,
  departmentId: string,
  actor: TestActor,
  kind: 'user' | 'customer' = 'user',
) {
  await db.insert(departmentMembers).values({ departmentId, userId: actor.user.id, kind });
  return actor;
}
export async function joinAgency(
  db: Db,
  agencyId: string,
  userId: string,
  kind: 'user' | 'customer',
) {
  await db.insert(agencyMembers).values({ agencyId, userId, kind });
}
