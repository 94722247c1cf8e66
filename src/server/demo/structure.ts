import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentKind } from '#shared/request-states';
import type { Role } from '#shared/roles';
import { hashPassword } from '#server/lib/passwords';
import type { FileStore } from '#server/modules/files/files.service';
import type { Db } from '#server/db/client';
// The tables by their schema name (t.users, t.agencies, …).
import * as t from '#server/db/schema/index';
import { AGENCIES, NORD, SUED, poolOf, type DemoClinic, type DemoPerson } from './people';
import { DAY, addDays, berlinAt, type Random } from './random';

/** A minimal PDF: the staff documents need a file the document store accepts. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const NURSE_DOCUMENTS = ['cv', 'nursing_licence'] as const satisfies DocumentKind[];

export interface WorldWard {
  id: string;
  name: string;
  qualification: string;
  field?: string;
  managerId: string;
  poolIds: string[];
}
export interface WorldClinic {
  id: string;
  name: string;
  hrId: string;
  wards: WorldWard[];
}
export interface WorldAgency {
  id: string;
  name: string;
  vetted: boolean;
  dispatcherId: string;
  rate: [number, number];
  staff: { id: string; documents: Record<(typeof NURSE_DOCUMENTS)[number], string> }[];
}
export interface DemoWorld {
  nord: WorldClinic;
  sued: WorldClinic;
  agencies: WorldAgency[];
  nurseId: string;
}

async function userIdOf(db: Db, email: string) {
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  if (!row) throw new Error(`demo account missing: ${email}`);
  return row.id;
}

/**
 * People in one multi-row insert, with one password hash for all (hashing is the slow part of a
 * start): every extra demo account signs in with DEMO_PASSWORD.
 */
async function insertPeople(
  db: Db,
  people: (DemoPerson & { role: Role; institution: string; position: string })[],
  passwordHash: string,
) {
  if (people.length === 0) return new Map<string, string>();
  const rows = await db
    .insert(t.users)
    .values(
      people.map((p) => ({
        email: p.email,
        role: p.role,
        firstName: p.firstName,
        lastName: p.lastName,
        language: p.language,
        institution: p.institution,
        position: p.position,
        qualificationLevel: p.qualificationLevel,
        skills: p.skills ?? [],
        phoneNumber: p.phone,
        passwordHash,
        emailConfirmedAt: new Date(),
      })),
    )
    .returning({ id: t.users.id, email: t.users.email });
  const preferences = people.flatMap((p) => {
    const id = rows.find((row) => row.email === p.email)!.id;
    return p.channels
      ? [
          {
            userId: id,
            channels: p.channels,
            daysOff: p.daysOff ?? [],
            skipDaysOff: p.skipDaysOff ?? false,
          },
        ]
      : [];
  });
  if (preferences.length) await db.insert(t.userPreferences).values(preferences);
  return new Map(rows.map((row) => [row.email, row.id]));
}

async function buildClinic(
  db: Db,
  clinic: DemoClinic,
  random: Random,
  taken: Set<string>,
  passwordHash: string,
): Promise<WorldClinic> {
  let [organisation] = await db
    .select()
    .from(t.organisations)
    .where(eq(t.organisations.name, clinic.name));
  organisation ??= (
    await db
      .insert(t.organisations)
      .values({
        name: clinic.name,
        address: clinic.address,
        postcode: clinic.postcode,
        city: clinic.city,
        country: 'DE',
        url: clinic.url,
        federalState: clinic.federalState,
        surchargeRules: clinic.surchargeRules,
      })
      .returning()
  )[0]!;
  const existing = await db
    .select()
    .from(t.departments)
    .where(eq(t.departments.organisationId, organisation.id));
  const missing = clinic.wards.filter((ward) => !existing.some((row) => row.name === ward.name));
  const added = missing.length
    ? await db
        .insert(t.departments)
        .values(
          missing.map((ward) => ({
            organisationId: organisation.id,
            name: ward.name,
            defaultSkills: ward.defaultSkills,
          })),
        )
        .returning()
    : [];
  const departmentRows = [...existing, ...added];

  const pools = clinic.wards.map((ward) => poolOf(ward, random, taken));
  const staff = (p: DemoPerson, role: Role, position: string) => ({
    ...p,
    role,
    institution: clinic.name,
    position,
  });
  const ids = await insertPeople(
    db,
    [
      ...(clinic.hr ? [staff(clinic.hr, 'ORG_ADMIN', 'HR lead')] : []),
      ...clinic.wards.flatMap((ward) =>
        ward.manager ? [staff(ward.manager, 'ORG_SUB', `Ward manager, ${ward.name}`)] : [],
      ),
      ...pools
        .flat()
        .map((p) =>
          staff(
            p,
            'USER',
            p.qualificationLevel === 'Pflegeassistenz' ? 'Nursing assistant' : 'Nurse',
          ),
        ),
    ],
    passwordHash,
  );
  const hrId = clinic.hr ? ids.get(clinic.hr.email)! : await userIdOf(db, 'hr@example.com');
  if (clinic.hr)
    await db
      .insert(t.organisationMembers)
      .values({ organisationId: organisation.id, userId: hrId });

  const wards: WorldWard[] = [];
  const memberships: (typeof t.departmentMembers.$inferInsert)[] = [];
  for (const [index, ward] of clinic.wards.entries()) {
    const departmentId = departmentRows.find((row) => row.name === ward.name)!.id;
    const managerId = ward.manager
      ? ids.get(ward.manager.email)!
      : await userIdOf(db, 'ward@example.com');
    const poolIds = pools[index]!.map((p) => ids.get(p.email)!);
    if (ward.manager) memberships.push({ departmentId, userId: managerId, kind: 'user' });
    memberships.push(
      ...poolIds.map((userId) => ({ departmentId, userId, kind: 'customer' as const })),
    );
    wards.push({
      id: departmentId,
      name: ward.name,
      qualification: ward.qualification,
      field: ward.field,
      managerId,
      poolIds,
    });
  }
  await db.insert(t.departmentMembers).values(memberships);
  return { id: organisation.id, name: clinic.name, hrId, wards };
}

/** A holiday or sick leave for about a fifth of the pool: they are not asked then. */
async function absences(db: Db, clinic: WorldClinic, random: Random, today: string) {
  const rows = clinic.wards.flatMap((ward) =>
    ward.poolIds
      .filter(() => random.chance(0.2))
      .map((userId) => {
        const start = addDays(today, random.int(-330, 20));
        const days = random.int(3, 14);
        return {
          userId,
          startsAt: berlinAt(start, 0),
          endsAt: berlinAt(addDays(start, days), 0),
          note: random.chance(0.7) ? 'Urlaub' : 'Krankheit',
        };
      }),
  );
  if (rows.length) await db.insert(t.unavailability).values(rows);
}

async function buildAgencies(
  db: Db,
  store: FileStore,
  now: Date,
  today: string,
  passwordHash: string,
): Promise<WorldAgency[]> {
  const result: WorldAgency[] = [];
  let expiringGiven = false;
  for (const spec of AGENCIES) {
    let [agency] = await db.select().from(t.agencies).where(eq(t.agencies.name, spec.name));
    agency ??= (
      await db
        .insert(t.agencies)
        .values({
          name: spec.name,
          address: spec.address,
          postcode: spec.postcode,
          city: spec.city,
          country: 'DE',
          url: spec.url,
          vatId: spec.vatId,
          taxNumber: spec.taxNumber,
          iban: spec.iban,
          bic: spec.bic,
          accountHolder: spec.name,
          permitNumber: `AÜ ${now.getUTCFullYear() - 3}/${spec.postcode.slice(0, 3)}`,
          permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
          permitValidUntil: `${now.getUTCFullYear() + 2}-12-31`,
          vettingState: spec.vetted ? 'vetted' : 'pending',
          vettedAt: spec.vetted ? new Date(now.getTime() - 400 * DAY) : null,
        })
        .returning()
    )[0]!;
    const person = (p: DemoPerson, role: Role, position: string) => ({
      ...p,
      role,
      institution: spec.name,
      position,
    });
    const ids = await insertPeople(
      db,
      [
        ...(spec.dispatcher ? [person(spec.dispatcher, 'AGENCY', 'Dispatcher')] : []),
        ...spec.staff.map((p) => person(p, 'USER', 'Specialist nurse')),
      ],
      passwordHash,
    );
    const dispatcherId = spec.dispatcher
      ? ids.get(spec.dispatcher.email)!
      : await userIdOf(db, 'agency@example.com');
    const members = [
      ...(spec.dispatcher
        ? [{ agencyId: agency.id, userId: dispatcherId, kind: 'user' as const }]
        : []),
      ...spec.staff.map((p) => ({
        agencyId: agency.id,
        userId: ids.get(p.email)!,
        kind: 'customer' as const,
      })),
    ];
    if (members.length) await db.insert(t.agencyMembers).values(members);
    const staff: WorldAgency['staff'] = [];
    for (const p of spec.staff) {
      const userId = ids.get(p.email)!;
      const documents = {} as WorldAgency['staff'][number]['documents'];
      // The agencies place nurses: a CV and the licence to bear the title.
      for (const kind of NURSE_DOCUMENTS) {
        const file = await store.save({
          bytes: DEMO_PDF,
          originalName: `${kind}-${p.lastName}.pdf`,
          purpose: 'document',
          uploader: { userId: dispatcherId, role: 'AGENCY' },
        });
        // One CV runs out within 30 days: the agency's profile warns about it.
        const expiring = kind === 'cv' && !expiringGiven;
        if (expiring) expiringGiven = true;
        const [row] = await db
          .insert(t.staffDocuments)
          .values({
            agencyId: agency.id,
            userId,
            kind,
            fileId: file.id,
            originalName: `${kind}-${p.lastName}.pdf`,
            uploadedBy: dispatcherId,
            expiresOn:
              kind === 'nursing_licence'
                ? null
                : expiring
                  ? addDays(today, 21)
                  : addDays(today, 700),
          })
          .returning({ id: t.staffDocuments.id });
        documents[kind] = row!.id;
      }
      staff.push({ id: userId, documents });
    }
    result.push({
      id: agency.id,
      name: spec.name,
      vetted: spec.vetted,
      dispatcherId,
      rate: spec.rate,
      staff,
    });
  }
  return result;
}

/** Whether the demo year was seeded already: its second clinic exists. */
export async function demoWorldExists(db: Db) {
  const [row] = await db
    .select({ id: t.organisations.id })
    .from(t.organisations)
    .where(eq(t.organisations.name, SUED.name));
  return row !== undefined;
}

/** The clinics, wards, pools and agencies of the demo year, next to the base demo's. */
export async function buildWorld(
  db: Db,
  options: { store: FileStore; now: Date; today: string; random: Random; password: string },
): Promise<DemoWorld> {
  const { random } = options;
  const passwordHash = await hashPassword(options.password);
  const taken = new Set<string>();
  const nord = await buildClinic(db, NORD, random, taken, passwordHash);
  const sued = await buildClinic(db, SUED, random, taken, passwordHash);
  const nurseId = await userIdOf(db, 'nurse@example.com');
  // The demo nurse stays in Kardiologie's pool (the base demo put her there).
  const kardio = nord.wards[0]!;
  const [inPool] = await db
    .select({ userId: t.departmentMembers.userId })
    .from(t.departmentMembers)
    .where(
      and(
        eq(t.departmentMembers.departmentId, kardio.id),
        inArray(t.departmentMembers.userId, [nurseId]),
      ),
    );
  if (!inPool)
    await db
      .insert(t.departmentMembers)
      .values({ departmentId: kardio.id, userId: nurseId, kind: 'customer' });
  await absences(db, nord, random, options.today);
  await absences(db, sued, random, options.today);
  kardio.poolIds.unshift(nurseId);
  const agencyList = await buildAgencies(
    db,
    options.store,
    options.now,
    options.today,
    passwordHash,
  );
  return { nord, sued, agencies: agencyList, nurseId };
}
