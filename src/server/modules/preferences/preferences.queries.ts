import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { NotificationChannel } from '#shared/request-states';
import type { Db } from '#server/db/client';
import {
  jobAlerts,
  referenceValues,
  unavailability,
  userPreferences,
  users,
} from '#server/db/schema/index';

export async function findPreferences(db: Db, userId: string) {
  const [row] = await db
    .select({
      channels: userPreferences.channels,
      daysOff: userPreferences.daysOff,
      skipDaysOff: userPreferences.skipDaysOff,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function savePreferences(
  db: Db,
  userId: string,
  values: {
    channels: NotificationChannel[];
    daysOff: number[];
    skipDaysOff: boolean;
    phoneNumber: string | null;
  },
) {
  const { phoneNumber, ...preferences } = values;
  await db
    .update(users)
    .set({ phoneNumber, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db
    .insert(userPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...preferences, updatedAt: sql`now()` },
    });
}

/** Periods that have not ended yet, soonest first. */
/** Absences not over yet at `now` (the app's clock). */
export async function listUnavailability(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(unavailability)
    .where(and(eq(unavailability.userId, userId), gt(unavailability.endsAt, now)))
    .orderBy(asc(unavailability.startsAt));
}

export async function insertUnavailability(db: Db, values: typeof unavailability.$inferInsert) {
  const [row] = await db.insert(unavailability).values(values).returning();
  return row!;
}

/** Deletes one of the user's own periods; false when there is none with that id. */
export async function deleteUnavailability(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(unavailability)
    .where(and(eq(unavailability.id, id), eq(unavailability.userId, userId)))
    .returning({ id: unavailability.id });
  return deleted.length > 0;
}

export async function findJobAlert(db: Db, userId: string) {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId));
  return row;
}

export async function saveJobAlert(
  db: Db,
  userId: string,
  values: Omit<typeof jobAlerts.$inferInsert, 'userId' | 'updatedAt'>,
) {
  await db
    .insert(jobAlerts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: jobAlerts.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** Which of the keys exist in one reference list. */
export async function knownReferenceKeys(db: Db, kind: string, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: referenceValues.key })
    .from(referenceValues)
    .where(and(eq(referenceValues.kind, kind), inArray(referenceValues.key, keys)));
  return new Set(rows.map((row) => row.key));
}
