import type { z } from 'zod';
import type { outboxQuerySchema } from '../../../shared/contracts/outbox';
import type { Db } from '../../db/client';
import { listOutbox } from './mail.queries';

/** Administrators see what is waiting: SMS stay here while no SMS_URL is set. */
export function createOutboxService(deps: { db: Db }) {
  return {
    async list(query: z.infer<typeof outboxQuerySchema>) {
      const page = await listOutbox(deps.db, query.channel, query.page, query.pageSize);
      return {
        total: page.total,
        items: page.items.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          template: row.template,
          subject: row.subject,
          bodyText: row.bodyText,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
