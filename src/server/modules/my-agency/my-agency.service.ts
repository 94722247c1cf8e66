import type { z } from 'zod';
import type {
  billingDetailsBodySchema,
  createMyAgencyBodySchema,
  permitBodySchema,
} from '#shared/contracts/my-agency';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { diffChanges } from '#server/lib/field-changes';
import { insertAudit } from '#server/modules/audit/audit.service';
import { insertAgency, updateAgency } from '#server/modules/agencies/agencies.service';
import { findAgencyOfUser } from '#server/modules/agency-scope/agency-scope.service';
import * as q from './my-agency.queries';

/** The agency area's own agency: onboarding and the permit, which vetting depends on. */
export function createMyAgencyService(deps: { db: Db }) {
  const { db } = deps;
  return {
    find: (userId: string) => findAgencyOfUser(db, userId),

    /** The first dispatcher creates the agency; it waits for an administrator to vet it. */
    async create(userId: string, input: z.output<typeof createMyAgencyBodySchema>) {
      return db.transaction(async (tx) => {
        if (await findAgencyOfUser(tx, userId)) throw new AppError('AGENCY_EXISTS');
        const row = await insertAgency(tx, {
          name: input.name,
          address: input.address,
          postcode: input.postcode,
          city: input.city ?? null,
          country: input.country,
          url: input.url,
          permitNumber: input.permitNumber,
          permitAuthority: input.permitAuthority,
          permitValidUntil: input.permitValidUntil,
          vettingState: 'pending',
        });
        await q.addDispatcher(tx, row.id, userId);
        await insertAudit(tx, {
          actorId: userId,
          entityType: 'agency',
          entityId: row.id,
          action: 'create',
          changes: Object.entries(input).map(([field, value]) => ({
            field,
            old: null,
            new: value ?? null,
          })),
        });
        return row;
      });
    },

    /**
     * A changed permit has to be checked again: the agency goes back to pending (and leaves the
     * job board) until an administrator vets it anew.
     */
    async updatePermit(userId: string, input: z.output<typeof permitBodySchema>) {
      return db.transaction(async (tx) => {
        const before = await findAgencyOfUser(tx, userId);
        if (!before) throw new AppError('NOT_FOUND');
        const diff = diffChanges(before, input);
        if (diff.length === 0) return before;
        const after = await updateAgency(tx, before.id, {
          ...input,
          vettingState: 'pending',
          vettedAt: null,
          vettedBy: null,
        });
        await insertAudit(tx, {
          actorId: userId,
          entityType: 'agency',
          entityId: before.id,
          action: 'update',
          changes: [...diff, { field: 'vettingState', old: before.vettingState, new: 'pending' }],
        });
        return after;
      });
    },

    /** The tax id and account the agency's invoices name; no new vetting (the permit is unchanged). */
    async updateBilling(userId: string, input: z.output<typeof billingDetailsBodySchema>) {
      return db.transaction(async (tx) => {
        const before = await findAgencyOfUser(tx, userId);
        if (!before) throw new AppError('NOT_FOUND');
        const diff = diffChanges(before, input);
        if (diff.length === 0) return before;
        const after = await updateAgency(tx, before.id, input);
        await insertAudit(tx, {
          actorId: userId,
          entityType: 'agency',
          entityId: before.id,
          action: 'update',
          changes: diff,
        });
        return after;
      });
    },
  };
}
export type MyAgencyService = ReturnType<typeof createMyAgencyService>;
