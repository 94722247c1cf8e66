import type { z } from 'zod';
import type { outboxQuerySchema } from '#shared/contracts/outbox';
import type { Db } from '#server/db/client';
import { listOutbox } from './mail.queries';
import { maskSecrets } from './mask-secrets';

/**
 * Administrators see what is waiting: SMS stay here while no SMS_URL is set. The links' tokens
 * are masked: the back office shows that a reset link went out, not the link that resets.
 */
export function createOutboxService(deps: { db: Db }) {
  return {
    async list(query: z.infer<typeof outboxQuerySchema>) {
      const page = await listOutbox(deps.db, query.channel, query.page, query.pageSize);
      return {
        total: page.total,
        totalCapped: page.totalCapped,
        items: page.items.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          template: row.template,
          subject: maskSecrets(row.subject),
          bodyText: maskSecrets(row.bodyText),
          lastError: row.lastError === null ? null : maskSecrets(row.lastError),
          status: row.status,
          attempts: row.attempts,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
