import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { auditLog, users, type AuditChange } from '#server/db/schema/index';

export type { AuditChange };

export async function insertAudit(
  db: Db,
  entry: {
    actorId: string | null;
    entityType: string;
    entityId: string;
    action: string;
    changes?: AuditChange[];
  },
) {
  await db.insert(auditLog).values({ ...entry, changes: entry.changes ?? [] });
}

export async function listAudit(db: Db, entityType: string, entityId: string, limit = 200) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
