import type { CommissionSettings } from '#shared/contracts/job-board';
import type { Db } from '#server/db/client';
import { insertAudit } from '#server/modules/audit/audit.service';
import { SETTING_KEYS, readCommissionRate, writeSetting } from './settings.queries';

// What other modules and the demo use of this module's parts.
export { readCommissionRate, readSetting, SETTING_KEYS, writeSetting } from './settings.queries';

/** Platform settings an administrator changes at run time; every change is audited. */
export function createSettingsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async commission(): Promise<CommissionSettings> {
      return { commissionRate: await readCommissionRate(db) };
    },

    async setCommission(actorId: string, body: CommissionSettings): Promise<CommissionSettings> {
      // Placements keep two decimals, so does the setting. 1.005 * 100 is 100.49999… in binary:
      // twelve significant digits turn it back into 100.5 before rounding.
      const commissionRate = Math.round(Number((body.commissionRate * 100).toPrecision(12))) / 100;
      await db.transaction(async (tx) => {
        const old = await readCommissionRate(tx);
        await writeSetting(tx, SETTING_KEYS.commissionRate, commissionRate, actorId);
        await insertAudit(tx, {
          actorId,
          entityType: 'setting',
          entityId: SETTING_KEYS.commissionRate,
          action: 'update',
          changes: [{ field: 'commissionRate', old, new: commissionRate }],
        });
      });
      return { commissionRate };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
