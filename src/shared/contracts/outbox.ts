import { z } from 'zod';
import { pageSchema, pagingFields } from './lists';
import { endpoint } from '../endpoint';

/** The back office's view of the outbox: e-mails and SMS, sent or still waiting. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export const outboxQuerySchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  ...pagingFields(20),
});

export const outboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  template: z.string(),
  subject: z.string(),
  bodyText: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxPageSchema = pageSchema(outboxItemSchema);

/** The back office's view of the e-mail and SMS outbox. */
export const outboxEndpoints = {
  list: endpoint('GET', '/admin/outbox', {
    query: outboxQuerySchema,
    response: outboxPageSchema,
    errors: [400, 401, 403],
  }),
};
