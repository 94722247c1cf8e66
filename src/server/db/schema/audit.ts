import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { nowTimestamp } from './columns';

export interface AuditChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** Who changed what and when, with old and new values: every administrator change lands here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt)],
);
