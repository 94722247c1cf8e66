import { eq } from 'drizzle-orm';
import type { Role } from '#shared/roles';
import { hashPassword } from '#server/lib/passwords';
import { NORD } from './people';
import type { Db } from '#server/db/client';
import {
  agencies,
  agencyMembers,
  departmentMembers,
  departments,
  organisationMembers,
  organisations,
  users,
} from '#server/db/schema/index';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

/** One confirmed account per role, listed in the README. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  institution: string;
  position: string;
  language: 'en' | 'de';
  /** Pool members: what the engine matches requests against. */
  qualificationLevel?: string;
  skills?: string[];
}> = [
  {
    email: 'admin@example.com',
    role: 'ADMIN',
    firstName: 'Alex',
    lastName: 'Admin',
    institution: 'Platform operations',
    position: 'Administrator',
    language: 'en',
  },
  {
    email: 'hr@example.com',
    role: 'ORG_ADMIN',
    firstName: 'Hanna',
    lastName: 'Hoffmann',
    institution: 'Klinikum Nord',
    position: 'HR lead',
    language: 'de',
  },
  {
    email: 'ward@example.com',
    role: 'ORG_SUB',
    firstName: 'Wolfgang',
    lastName: 'Weber',
    institution: 'Klinikum Nord',
    position: 'Ward manager, cardiology',
    language: 'de',
  },
  {
    email: 'agency@example.com',
    role: 'AGENCY',
    firstName: 'Ayla',
    lastName: 'Arslan',
    institution: 'MediStaff Personal GmbH',
    position: 'Dispatcher',
    language: 'de',
  },
  // A registered nurse, so the staff requests of the Kardiologie (registered nurse by default) ask her.
  {
    email: 'nurse@example.com',
    role: 'USER',
    firstName: 'Nina',
    lastName: 'Neumann',
    institution: 'Klinikum Nord',
    position: 'Registered nurse',
    language: 'en',
    qualificationLevel: 'Examine Pflegekraft',
    skills: ['EKG'],
  },
];

async function ensureUser(
  db: Db,
  account: {
    email: string;
    role: Role;
    firstName: string;
    lastName: string;
    institution?: string;
    position?: string;
    language?: 'en' | 'de';
    qualificationLevel?: string;
    skills?: string[];
  },
  passwordHash: () => Promise<string>,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  if (existing) return false;
  await db.insert(users).values({
    ...account,
    passwordHash: await passwordHash(),
    emailConfirmedAt: new Date(),
  });
  return true;
}

/** Idempotent: a second start finds the accounts and changes nothing. */
/** `now`: the app's clock, so a demo started at CLOCK_START still has a valid permit. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<number> {
  let created = 0;
  // One argon2 hash for the five accounts' shared, published password (as the demo year does,
  // demo/structure.ts): each hash costs a core for a second on a small machine, and the browser
  // tests start a seeded server per file. Hashed only when an account is missing.
  let hash: Promise<string> | undefined;
  const demoHash = () => (hash ??= hashPassword(DEMO_PASSWORD));
  for (const account of DEMO_ACCOUNTS) {
    if (await ensureUser(db, account, demoHash)) created += 1;
  }
  if (created > 0) await seedDemoStructure(db, now);
  return created;
}

async function demoUserId(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/**
 * A clinic with two wards and an agency, and the demo accounts in them: HR administers the
 * clinic, the ward manager runs cardiology, the nurse is in its pool, the dispatcher works for
 * the agency. Only on the first start, together with the accounts.
 */
async function seedDemoStructure(db: Db, now: Date) {
  const [clinic] = await db
    .insert(organisations)
    .values({
      name: 'Klinikum Nord',
      address: 'Lindenallee 10',
      postcode: '22417',
      city: 'Hamburg',
      country: 'DE',
      url: 'https://klinikum-nord.example.com',
      // Hamburg's holidays, TVöD-modelled surcharges: its agency invoices show them.
      federalState: NORD.federalState,
      surchargeRules: NORD.surchargeRules,
    })
    .returning();
  const wards = await db
    .insert(departments)
    .values([
      {
        organisationId: clinic!.id,
        name: 'Kardiologie',
        defaultSkills: ['Monitoring', 'EKG', 'Herzkatheter-Nachsorge'],
      },
      {
        organisationId: clinic!.id,
        name: 'Intensivstation',
        defaultSkills: ['Beatmung', 'ZVK-Pflege'],
      },
    ])
    .returning();
  const [agency] = await db
    .insert(agencies)
    .values({
      name: 'MediStaff Personal GmbH',
      address: 'Ballindamm 3',
      postcode: '20095',
      city: 'Hamburg',
      country: 'DE',
      url: 'https://medistaff.example.com',
      // What its invoices to the clinics must name: made-up but well-formed.
      vatId: 'DE811234567',
      taxNumber: '43/721/01234',
      iban: 'DE34200505501234567890',
      bic: 'HASPDEHHXXX',
      accountHolder: 'MediStaff Personal GmbH',
      // A vetted demo agency, so the job board has someone to show requests to.
      permitNumber: 'AÜ 2024/0815',
      permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
      permitValidUntil: `${now.getUTCFullYear() + 2}-12-31`,
      vettingState: 'vetted',
      vettingNote: null,
      vettedAt: new Date(),
    })
    .returning();
  await db
    .insert(organisationMembers)
    .values({ organisationId: clinic!.id, userId: await demoUserId(db, 'hr@example.com') });
  await db.insert(departmentMembers).values([
    { departmentId: wards[0]!.id, userId: await demoUserId(db, 'ward@example.com'), kind: 'user' },
    {
      departmentId: wards[0]!.id,
      userId: await demoUserId(db, 'nurse@example.com'),
      kind: 'customer',
    },
  ]);
  await db.insert(agencyMembers).values({
    agencyId: agency!.id,
    userId: await demoUserId(db, 'agency@example.com'),
    kind: 'user',
  });
}

/** The first administrator of a production start (ADMIN_EMAIL and ADMIN_PASSWORD). */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<boolean> {
  return ensureUser(
    db,
    { email, role: 'ADMIN', firstName: 'Platform', lastName: 'Administrator' },
    () => hashPassword(password),
  );
}
