/**
 * The escalation benchmark's data (bench/escalation.ts): an organisation with one ward, its ward
 * manager and a pool of matching members with sessions, their stream tickets, and the request
 * the ward manager creates each run.
 */
import { sql } from 'drizzle-orm';
import type { App } from '#server/app';
import type { Db } from '#server/db/client';
import {
  departmentMembers,
  departments,
  organisations,
  sessions,
  users,
} from '#server/db/schema/index';
import { createUser } from '#server/test/factories';
import { insertChunked } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedPool(db: Db, size: number) {
  const [organisation] = await db
    .insert(organisations)
    .values({
      name: `Klinikum ${size}`,
      address: 'Benchweg 1',
      postcode: '20095',
      city: 'Hamburg',
      country: 'DE',
      url: 'https://bench.example.com',
    })
    .returning({ id: organisations.id });
  const [ward] = await db
    .insert(departments)
    .values({ organisationId: organisation!.id, name: 'Kardiologie' })
    .returning({ id: departments.id });
  const manager = await createUser(db, {
    role: 'ORG_SUB',
    email: `ward.${size}@bench.example.com`,
  });
  await db
    .insert(departmentMembers)
    .values({ departmentId: ward!.id, userId: manager.id, kind: 'user' });

  const memberIds: string[] = [];
  const people = Array.from({ length: size }, (_, i) => ({
    email: `pool.${size}.${i}@bench.example.com`,
    passwordHash: 'not-a-hash',
    firstName: 'Pool',
    lastName: `Person ${i}`,
    role: 'USER' as const,
    emailConfirmedAt: new Date(),
    qualificationLevel: 'Examine Pflegekraft',
    skills: ['EKG'],
  }));
  await insertChunked(people, async (chunk) => {
    const rows = await db.insert(users).values(chunk).returning({ id: users.id });
    memberIds.push(...rows.map((row) => row.id));
  });
  await insertChunked(memberIds, (chunk) =>
    db
      .insert(departmentMembers)
      .values(
        chunk.map((userId) => ({ departmentId: ward!.id, userId, kind: 'customer' as const })),
      ),
  );
  const sessionRows: { id: string; userId: string }[] = [];
  await insertChunked(memberIds, async (chunk) => {
    const rows = await db
      .insert(sessions)
      .values(chunk.map((userId) => ({ userId, expiresAt: new Date(Date.now() + DAY) })))
      .returning({ id: sessions.id, userId: sessions.userId });
    sessionRows.push(...rows);
  });
  await db.execute(sql`analyze`);
  return {
    organisationId: organisation!.id,
    departmentId: ward!.id,
    managerEmail: manager.email,
    sessions: sessionRows,
  };
}

/** A ticket per member through the real route (the session's bearer token, signed like a sign-in). */
export async function ticketFor(app: App, session: { id: string; userId: string }) {
  const token = app.jwt.sign({ sub: session.userId, sid: session.id }, { expiresIn: 3600 });
  const response = await app.inject({
    method: 'POST',
    url: '/api/notifications/stream-ticket',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`ticket refused: ${response.body}`);
  return response.json<{ ticket: string }>().ticket;
}

export function staffBody(
  pool: { organisationId: string; departmentId: string },
  title: string,
  run: number,
) {
  const today = new Date();
  const start =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) +
    (3 + run) * DAY +
    6 * HOUR;
  return {
    title,
    dates: [
      {
        startDate: start,
        endDate: start + 8 * HOUR,
        activity: 'times',
        type: 'Neue_Dienstanfrage',
      },
    ],
    skills: ['EKG'],
    qualification: 'Examine Pflegekraft',
    orig_dept: pool.departmentId,
    state: 'internal_adv',
    organisation: pool.organisationId,
    applicants: [],
    jobType: 'Tagdienst',
    timeLimit: '0',
    orig_submission: '',
  };
}
