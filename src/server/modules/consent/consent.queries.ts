import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { consents } from '#server/db/schema/index';

export async function acceptedVersions(db: Db, userId: string) {
  return db
    .select({
      document: consents.document,
      version: consents.version,
      acceptedAt: consents.acceptedAt,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.acceptedAt));
}

/** Records acceptances; accepting a version twice keeps the first time. */
export async function insertAcceptances(
  db: Db,
  rows: { userId: string; document: string; version: string; acceptedAt: Date }[],
) {
  if (rows.length === 0) return;
  await db.insert(consents).values(rows).onConflictDoNothing();
}
