import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { platformSettings } from '#server/db/schema/index';

export const SETTING_KEYS = { commissionRate: 'commission_rate' } as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** The stored value of a setting, or undefined when it was never set. */
export async function readSetting(db: Db, key: SettingKey): Promise<unknown> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Db, key: SettingKey, value: unknown, updatedBy: string) {
  await db
    .insert(platformSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value, updatedBy, updatedAt: new Date() },
    });
}

/**
 * The commission rate in percent. Unset means 0: the terms make the platform free for clinics
 * and agencies during the pandemic, so nothing is owed until an administrator sets a rate.
 */
export async function readCommissionRate(db: Db): Promise<number> {
  const value = await readSetting(db, SETTING_KEYS.commissionRate);
  return typeof value === 'number' ? value : 0;
}
