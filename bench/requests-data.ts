/**
 * The requests benchmark's data (bench/requests.ts measures on it): an organisation with
 * BENCH_PAST_SHIFTS past shifts, a new one, the same current week in both, and their HR.
 */
import { randomUUID } from 'node:crypto';
import type { App } from '#server/app';
import type { Db } from '#server/db/client';
import {
  applications,
  departments,
  organisationMembers,
  organisations,
  requests,
  shifts,
  users,
} from '#server/db/schema/index';
import { createUser, signIn } from '#server/test/factories';
import { insertChunked } from './support';

export const PAST_SHIFTS = Number(process.env.BENCH_PAST_SHIFTS ?? 100_000);
const SHIFTS_PER_PAST_REQUEST = 4;
export const WEEK_REQUESTS = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Monday 00:00 UTC of the current week, and the next Monday. */
export function currentWeek() {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY;
  return { from: new Date(monday), to: new Date(monday + 7 * DAY) };
}

export async function createOrganisation(db: Db, name: string, departmentCount: number) {
  const [organisation] = await db
    .insert(organisations)
    .values({
      name,
      address: 'Benchweg 1',
      postcode: '20095',
      city: 'Hamburg',
      country: 'DE',
      url: 'https://bench.example.com',
    })
    .returning({ id: organisations.id });
  const deps = await db
    .insert(departments)
    .values(
      Array.from({ length: departmentCount }, (_, i) => ({
        organisationId: organisation!.id,
        name: `Station ${i + 1}`,
      })),
    )
    .returning({ id: departments.id });
  return { id: organisation!.id, departmentIds: deps.map((row) => row.id) };
}

export async function createPeople(db: Db, count: number, prefix: string) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}.${i}@bench.example.com`,
        passwordHash: 'not-a-hash',
        firstName: 'Pool',
        lastName: `Person ${i}`,
        role: 'USER' as const,
        qualificationLevel: 'Examine Pflegekraft',
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Requests of 4 daily shifts over the 3 years before `before`, mostly filled, one selected person each. */
export async function seedPast(
  db: Db,
  org: { id: string; departmentIds: string[] },
  people: string[],
  before: Date,
) {
  const requestCount = Math.ceil(PAST_SHIFTS / SHIFTS_PER_PAST_REQUEST);
  const span = 3 * 365 * DAY;
  const requestRows: (typeof requests.$inferInsert)[] = [];
  const shiftRows: (typeof shifts.$inferInsert)[] = [];
  const applicationRows: (typeof applications.$inferInsert)[] = [];
  for (let i = 0; i < requestCount; i += 1) {
    const id = randomUUID();
    const departmentId = org.departmentIds[i % org.departmentIds.length]!;
    // Spread evenly backwards from a week before `before`, at 06:00 UTC.
    const firstDay =
      before.getTime() - 7 * DAY - Math.floor(((i / requestCount) * span) / DAY) * DAY + 6 * HOUR;
    const count = Math.min(SHIFTS_PER_PAST_REQUEST, PAST_SHIFTS - i * SHIFTS_PER_PAST_REQUEST);
    for (let s = 0; s < count; s += 1) {
      shiftRows.push({
        requestId: id,
        organisationId: org.id,
        departmentId,
        startsAt: new Date(firstDay + s * DAY),
        endsAt: new Date(firstDay + s * DAY + 8 * HOUR),
      });
    }
    requestRows.push({
      id,
      organisationId: org.id,
      departmentId,
      kind: 'staff',
      state: i % 10 === 0 ? 'cancelled' : i % 3 === 0 ? 'external_fill' : 'internal_fill',
      title: `Frühdienst ${i}`,
      qualification: 'Examine Pflegekraft',
      shiftType: 'Tagesdienst',
      contractType: 'Arbeitnehmerüberlassung',
      firstShiftStart: new Date(firstDay),
      lastShiftEnd: new Date(firstDay + (count - 1) * DAY + 8 * HOUR),
    });
    applicationRows.push({ requestId: id, userId: people[i % people.length]!, state: 'selected' });
  }
  await insertChunked(requestRows, (chunk) => db.insert(requests).values(chunk));
  await insertChunked(shiftRows, (chunk) => db.insert(shifts).values(chunk));
  await insertChunked(applicationRows, (chunk) => db.insert(applications).values(chunk));
  return {
    requests: requestRows.length,
    shifts: shiftRows.length,
    applications: applicationRows.length,
  };
}

/** The same ordinary week for any organisation: 30 requests, 1 to 3 shifts, some applicants. */
export async function seedWeek(
  db: Db,
  org: { id: string; departmentIds: string[] },
  people: string[],
  week: { from: Date },
) {
  for (let i = 0; i < WEEK_REQUESTS; i += 1) {
    const id = randomUUID();
    const departmentId = org.departmentIds[i % org.departmentIds.length]!;
    const count = (i % 3) + 1;
    const firstDay = week.from.getTime() + (i % 5) * DAY + (i % 2 ? 6 : 14) * HOUR;
    await db.insert(requests).values({
      id,
      organisationId: org.id,
      departmentId,
      kind: 'staff',
      state: 'internal_adv',
      title: `Woche ${String(i).padStart(2, '0')}`,
      qualification: 'Examine Pflegekraft',
      shiftType: 'Tagesdienst',
      contractType: 'Arbeitnehmerüberlassung',
      firstShiftStart: new Date(firstDay),
      lastShiftEnd: new Date(firstDay + (count - 1) * DAY + 8 * HOUR),
    });
    await db.insert(shifts).values(
      Array.from({ length: count }, (_, s) => ({
        requestId: id,
        organisationId: org.id,
        departmentId,
        startsAt: new Date(firstDay + s * DAY),
        endsAt: new Date(firstDay + s * DAY + 8 * HOUR),
      })),
    );
    if (i % 3 === 0) {
      await db.insert(applications).values(
        people.slice(0, 5).map((userId, n) => ({
          requestId: id,
          userId,
          state: n === 0 && i % 2 ? ('selected' as const) : ('applied' as const),
        })),
      );
    }
  }
}

export async function hrOf(app: App, db: Db, organisationId: string, label: string) {
  const user = await createUser(db, { role: 'ORG_ADMIN', lastName: label });
  await db.insert(organisationMembers).values({ organisationId, userId: user.id });
  return {
    userId: user.id,
    headers: { authorization: `Bearer ${await signIn(app, user.email)}`, 'accept-language': 'en' },
  };
}
