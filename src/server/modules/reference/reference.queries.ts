import { asc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { referenceValues } from '#server/db/schema/index';
import type { ReferenceSeed } from './reference.data';

/** Inserts missing entries and refreshes labels of existing ones; never deletes. */
export async function upsertReferenceValues(db: Db, seeds: ReferenceSeed[]) {
  if (seeds.length === 0) return;
  await db
    .insert(referenceValues)
    .values(
      seeds.map((seed, index) => ({
        kind: seed.kind,
        key: seed.key,
        labelEn: seed.en,
        labelDe: seed.de,
        sortOrder: index,
        isDefault: seed.isDefault ?? false,
        details: seed.details ?? {},
      })),
    )
    .onConflictDoUpdate({
      target: [referenceValues.kind, referenceValues.key],
      set: {
        labelEn: sql`excluded.label_en`,
        labelDe: sql`excluded.label_de`,
        sortOrder: sql`excluded.sort_order`,
        isDefault: sql`excluded.is_default`,
        details: sql`excluded.details`,
      },
    });
}

export async function listAllReferenceValues(db: Db) {
  return db
    .select()
    .from(referenceValues)
    .orderBy(asc(referenceValues.kind), asc(referenceValues.sortOrder));
}
