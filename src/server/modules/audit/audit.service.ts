import type { Db } from '#server/db/client';
import { listAudit } from './audit.queries';

// What other modules use of this module's parts.
export { type AuditChange, insertAudit } from './audit.queries';

export function createAuditService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The history of one record, as the audit rows store it. */
    async history(entityType: string, entityId: string) {
      const rows = await listAudit(db, entityType, entityId);
      return rows.map((row) => ({
        id: row.id,
        actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
        action: row.action,
        changes: row.changes,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
