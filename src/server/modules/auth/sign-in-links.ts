import type { LoginResponse } from '#shared/contracts/auth';
import { normaliseEmail } from '#shared/email';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { hashLinkToken, newLinkToken } from '#server/lib/tokens';
import type { Mailer } from '#server/modules/mail/mail.service';
import type { SignInGuard } from './sign-in-guard';
import * as q from './auth.queries';

/** Short: the link is a password for one sign-in, travelling by e-mail. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** A new link for the same account at most this often. */
const SIGN_IN_LINK_COOLDOWN_SECONDS = 60;

/**
 * The e-mailed one-time sign-in link: the owner gets in while password sign-in for
 * the address is paused for unknown clients. Single use, short-lived, only its SHA-256 is stored.
 */
export function createSignInLinks(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  guard: SignInGuard;
  signIn: (userId: string) => Promise<LoginResponse>;
}) {
  const { db, mailer, publicUrl, guard, signIn } = deps;
  return {
    /** Runs after the answer, so its timing does not tell whether the address has an account. */
    async request(rawEmail: string) {
      const user = await q.findUserByEmail(db, normaliseEmail(rawEmail));
      if (!user || user.archivedAt) return;
      const { token, hash } = newLinkToken();
      // Under the user's row lock, so two requests at once cannot both pass the cooldown.
      await db.transaction(async (tx) => {
        await q.lockUser(tx, user.id);
        const since = await q.secondsSinceLastToken(tx, user.id, 'sign_in_link');
        if (since !== null && since < SIGN_IN_LINK_COOLDOWN_SECONDS) return;
        await q.voidTokensOfUser(tx, user.id, 'sign_in_link');
        await q.insertUserToken(tx, {
          userId: user.id,
          kind: 'sign_in_link',
          tokenHash: hash,
          expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
        });
        await mailer.enqueue(tx, {
          to: user.email,
          language: user.language,
          mail: {
            template: 'sign_in_link',
            firstName: user.firstName,
            link: `${publicUrl}/${user.language}/auth/sign-in-link?${new URLSearchParams({ token })}`,
            minutes: SIGN_IN_LINK_TTL_MINUTES,
          },
        });
      });
    },

    /** The link's token for a session (and a known-device token); refused once used or expired. */
    async exchange(token: string, ip: string): Promise<LoginResponse> {
      const user = await db.transaction(async (tx) => {
        const found = await q.findUsableToken(tx, 'sign_in_link', hashLinkToken(token));
        if (!found || found.user.archivedAt || !(await q.consumeToken(tx, found.tokenId))) {
          throw new AppError('TOKEN_INVALID');
        }
        // Following the e-mailed link proves the mailbox as well as confirmation would.
        if (!found.user.emailConfirmedAt)
          await q.updateUser(tx, found.user.id, { emailConfirmedAt: new Date() });
        return found.user;
      });
      // This client proved the mailbox: its own failures in a row end (the per-address ceiling
      // stays: an attack elsewhere may still be running).
      await guard.forgiveClient({ email: user.email, ip, userId: user.id });
      return signIn(user.id);
    },
  };
}
