import { randomBytes } from 'node:crypto';
import type { RequestState } from '#shared/request-states';
import type { Role } from '#shared/roles';
import {
  agencies,
  agencyMembers,
  departmentMembers,
  departments,
  organisationMembers,
  organisations,
  requests,
  shifts,
  users,
} from '#server/db/schema/index';
import { eq } from 'drizzle-orm';
import type { TestContext } from './app';
import { TEST_PASSWORD, bearer, createUser, uploadFile } from './factories';

/** Fixtures of the agency side: vetted agencies, their staff, organisations and open requests. */

export type Actor = { user: { id: string; email: string }; headers: Record<string, string> };

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** YYYY-MM-DD `days` from today (UTC). */
export function dateIn(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

let address = 0;
/**
 * A signed-in user of a role. Each sign-in comes from its own address: these suites sign in more
 * people than the login rate limit lets one address do in a minute.
 */
export async function signedIn(
  ctx: TestContext,
  role: Role,
  language: 'en' | 'de' = 'en',
): Promise<Actor> {
  const user = await createUser(ctx.db, { role, language });
  address += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: `10.6.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { user, headers: bearer(response.json<{ accessToken: string }>().accessToken) };
}

/** An agency with a signed-in dispatcher; vetted with a permit valid for a year unless told otherwise. */
export async function agencyWithDispatcher(
  ctx: TestContext,
  options: {
    vettingState?: 'pending' | 'vetted' | 'rejected';
    permitValidUntil?: string | null;
    name?: string;
    /** False: an agency that has not yet entered its tax number and account (it cannot be invoiced for). */
    invoicingDetails?: boolean;
  } = {},
) {
  const invoicing =
    options.invoicingDetails === false
      ? {}
      : {
          taxNumber: '22/815/08150',
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
          accountHolder: options.name ?? 'Agentur Speicherstadt',
        };
  const [agency] = await ctx.db
    .insert(agencies)
    .values({
      name: options.name ?? `Agentur ${randomBytes(3).toString('hex')}`,
      address: 'Speicherstadt 1',
      postcode: '20457',
      city: 'Hamburg',
      country: 'DE',
      url: 'https://agentur.example.com',
      permitNumber: 'AÜ 1/2026',
      permitAuthority: 'Bundesagentur für Arbeit',
      permitValidUntil:
        options.permitValidUntil === undefined ? dateIn(365) : options.permitValidUntil,
      vettingState: options.vettingState ?? 'vetted',
      ...invoicing,
    })
    .returning();
  const dispatcher = await signedIn(ctx, 'AGENCY');
  await ctx.db
    .insert(agencyMembers)
    .values({ agencyId: agency!.id, userId: dispatcher.user.id, kind: 'user' });
  return { agency: agency!, dispatcher };
}

/**
 * A staff member (agency customer) of the agency: a profile the agency created, which the person
 * has not claimed (no password), unless `claimed` (a person with their own account who accepted).
 */
export async function staffOf(
  ctx: TestContext,
  agencyId: string,
  names: { firstName?: string; lastName?: string } = {},
  options: { claimed?: boolean } = {},
) {
  const person = await createUser(ctx.db, {
    role: 'USER',
    firstName: names.firstName ?? 'Anna',
    lastName: names.lastName ?? 'Arzt',
  });
  if (!options.claimed)
    await ctx.db.update(users).set({ passwordHash: '!no-password' }).where(eq(users.id, person.id));
  await ctx.db.insert(agencyMembers).values({ agencyId, userId: person.id, kind: 'customer' });
  return person;
}

/** An organisation with one department, its HR user (ORG_ADMIN) and ward manager (ORG_SUB). */
export async function organisationWithStaff(
  ctx: TestContext,
  name = 'Klinikum Test',
  postcode = '20095',
) {
  const [organisation] = await ctx.db
    .insert(organisations)
    .values({
      name,
      address: 'Klinikweg 1',
      postcode,
      city: 'Hamburg',
      country: 'DE',
      url: 'https://klinik.example.com',
    })
    .returning();
  const [department] = await ctx.db
    .insert(departments)
    .values({ organisationId: organisation!.id, name: 'Neurologie' })
    .returning();
  const hr = await signedIn(ctx, 'ORG_ADMIN');
  await ctx.db
    .insert(organisationMembers)
    .values({ organisationId: organisation!.id, userId: hr.user.id });
  const ward = await signedIn(ctx, 'ORG_SUB');
  await ctx.db
    .insert(departmentMembers)
    .values({ departmentId: department!.id, userId: ward.user.id, kind: 'user' });
  return { organisation: organisation!, department: department!, hr, ward };
}

/** A request with one shift per day from `startsInDays` for `days` days (12:00 to 20:00 UTC). */
export async function requestOf(
  ctx: TestContext,
  organisation: { id: string },
  options: {
    state?: RequestState;
    startsInDays?: number;
    /** The instant `startsInDays` counts from (a test's fixed clock); today by default. */
    from?: Date;
    days?: number;
    departmentId?: string | null;
    createdBy?: string;
    title?: string;
    values?: Partial<typeof requests.$inferInsert>;
  } = {},
) {
  const base = options.from ?? new Date();
  const start = Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate()) + 12 * HOUR;
  const startsIn = options.startsInDays ?? 10;
  const days = options.days ?? 1;
  const dates = Array.from({ length: days }, (_, i) => {
    const from = new Date(start + (startsIn + i) * DAY);
    return { startsAt: from, endsAt: new Date(from.getTime() + 8 * HOUR) };
  });
  const [request] = await ctx.db
    .insert(requests)
    .values({
      organisationId: organisation.id,
      departmentId: options.departmentId ?? null,
      kind: 'substitute_doctor',
      state: options.state ?? 'external_adv',
      title: options.title ?? 'Vertretung Neurologie',
      subtitle: 'Facharzt/Fachärztin',
      description: 'Vertretung für zwei Wochen',
      field: 'Neurologie',
      contractType: 'Arbeitnehmerüberlassung',
      payOnCall: 45,
      accommodation: true,
      createdBy: options.createdBy ?? null,
      firstShiftStart: dates[0]!.startsAt,
      lastShiftEnd: dates[dates.length - 1]!.endsAt,
      ...options.values,
    })
    .returning();
  await ctx.db.insert(shifts).values(
    dates.map((date) => ({
      requestId: request!.id,
      organisationId: organisation.id,
      departmentId: options.departmentId ?? null,
      ...date,
    })),
  );
  return request!;
}

/** A PDF of its own (distinct bytes, so a distinct stored file). */
export function freshPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]);
}

/** Uploads a fresh PDF through POST /api/files?purpose=document. */
export function uploadPdf(
  ctx: TestContext,
  headers: Record<string, string>,
  name = 'lebenslauf.pdf',
) {
  return uploadFile(ctx.app, headers, name, freshPdf(), 'document');
}

/** The three documents of an application, each a new upload. */
export async function threeUploads(ctx: TestContext, headers: Record<string, string>) {
  return {
    cv: { fileId: await uploadPdf(ctx, headers, 'Lebenslauf.pdf') },
    approbation: { fileId: await uploadPdf(ctx, headers, 'Approbation.pdf') },
    specialist_diploma: { fileId: await uploadPdf(ctx, headers, 'Facharzturkunde.pdf') },
  };
}

/** What a nursing shift asks of an applicant: the CV and the nursing licence. */
export async function nursingUploads(ctx: TestContext, headers: Record<string, string>) {
  return {
    cv: { fileId: await uploadPdf(ctx, headers, 'Lebenslauf.pdf') },
    nursing_licence: { fileId: await uploadPdf(ctx, headers, 'Erlaubnis.pdf') },
  };
}
