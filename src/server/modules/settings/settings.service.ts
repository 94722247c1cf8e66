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
      // Two decimals at most, as placements keep it: the contract refuses a third, so the rate
      // is stored as sent.
      const { commissionRate } = body;
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
