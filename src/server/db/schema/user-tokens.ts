import { index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy } from './columns';

export const userTokenKindEnum = pgEnum('user_token_kind', [
  'email_confirmation',
  'password_reset',
  'sign_in_link',
]);

/** Single-use, expiring links. Only the SHA-256 of the token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    kind: userTokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    uniqueIndex('user_tokens_hash_unique').on(table.tokenHash),
    index('user_tokens_user_kind_idx').on(table.userId, table.kind),
  ],
);
