import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { departmentMembers, departments, organisations } from '#server/db/schema/index';
import { DEMO_PASSWORD, seedDemo } from '#server/demo/seed';
import { ensureReferenceData } from '#server/modules/reference/reference.service';
import { createUser } from '#server/test/factories';
import { signInToApi } from './session';

export interface LadderData {
  dataDir: string;
  organisationId: string;
  kardiologieId: string;
  intensivId: string;
  /** Extra matching pool members (password DEMO_PASSWORD), by department. */
  kardiologie: string[];
  intensiv: string[];
}

/**
 * A data folder for the real server with the demo clinic and more matching pool members
 * (Examine Pflegekraft, EKG): prepared before the server starts, since the embedded database
 * belongs to one process at a time. The demo nurse is one of Kardiologie's pool.
 */
export async function prepareLadder(
  extra: { kardiologie: number; intensiv: number },
  instant: string,
): Promise<LadderData> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-ladder-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    // The demo agency's permit counts from the server's instant (its CLOCK_START), not today.
    await seedDemo(database.db, new Date(instant));
    const { db } = database;
    const [clinic] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Klinikum Nord'));
    const wards = await db
      .select()
      .from(departments)
      .where(eq(departments.organisationId, clinic!.id));
    const ward = (name: string) => wards.find((row) => row.name === name)!.id;
    const members = async (departmentId: string, count: number, prefix: string) => {
      const emails: string[] = [];
      for (let i = 1; i <= count; i += 1) {
        const user = await createUser(db, {
          email: `${prefix}${i}@example.com`,
          password: DEMO_PASSWORD,
          firstName: `${prefix[0]!.toUpperCase()}${prefix.slice(1)}`,
          lastName: `Nr${i}`,
          language: 'en',
          qualificationLevel: 'Examine Pflegekraft',
          skills: ['EKG'],
        });
        await db
          .insert(departmentMembers)
          .values({ departmentId, userId: user.id, kind: 'customer' });
        emails.push(user.email);
      }
      return emails;
    };
    return {
      dataDir,
      organisationId: clinic!.id,
      kardiologieId: ward('Kardiologie'),
      intensivId: ward('Intensivstation'),
      kardiologie: [
        'nurse@example.com',
        ...(await members(ward('Kardiologie'), extra.kardiologie, 'kardio')),
      ],
      intensiv: await members(ward('Intensivstation'), extra.intensiv, 'intensiv'),
    };
  } finally {
    await database.close();
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A staff request of Kardiologie as POST /api/job takes it, its shift `days` after `instant`'s
 * UTC day (the server's CLOCK_START) at 06:00 UTC.
 */
export function ladderRequest(
  data: LadderData,
  instant: string,
  title: string,
  timeLimitHours: number,
  days = 5,
) {
  const today = new Date(instant);
  const day =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY;
  // Never a Sunday: Sunday work asks the manager for a reason, another journey.
  const start = day + (new Date(day).getUTCDay() === 0 ? DAY : 0) + 6 * HOUR;
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
    orig_dept: data.kardiologieId,
    state: 'internal_adv',
    organisation: data.organisationId,
    applicants: [],
    jobType: 'Tagdienst',
    timeLimit: String(timeLimitHours),
    orig_submission: '',
  };
}

/** A small JSON client of the real server for one signed-in demo account. */
export async function apiAs(baseUrl: string, email: string, password = DEMO_PASSWORD) {
  const accessToken = await signInToApi(baseUrl, email, password);
  const call = async <T = unknown>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return { accessToken, call };
}
