import type { Language } from '#shared/languages';
import type { ResetPasswordBody } from '#shared/contracts/auth';
import { normaliseEmail } from '#shared/email';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import { hashLinkToken, newLinkToken } from '#server/lib/tokens';
import type { Mailer } from '#server/modules/mail/mail.service';
import type { SignInGuard } from './sign-in-guard';
import * as q from './auth.queries';

export const RESET_TTL_MINUTES = 60;
/** A new confirmation or reset mail for the same account at most this often. */
export const MAIL_COOLDOWN_SECONDS = 60;

/** A forgotten password by e-mailed link, and a change proven by the current password. */
export function createPasswordReset(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  guard: SignInGuard;
}) {
  const { db, mailer, publicUrl, guard } = deps;
  return {
    async forgotPassword(rawEmail: string) {
      const user = await q.findUserByEmail(db, normaliseEmail(rawEmail));
      // A deactivated account changes nothing, its password included.
      if (!user || user.archivedAt) return;
      const { token, hash } = newLinkToken();
      // Under the user's row lock, so two requests at once cannot both pass the cooldown.
      await db.transaction(async (tx) => {
        await q.lockUser(tx, user.id);
        const since = await q.secondsSinceLastToken(tx, user.id, 'password_reset');
        if (since !== null && since < MAIL_COOLDOWN_SECONDS) return;
        await q.voidTokensOfUser(tx, user.id, 'password_reset');
        await q.insertUserToken(tx, {
          userId: user.id,
          kind: 'password_reset',
          tokenHash: hash,
          expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        });
        const query = new URLSearchParams({ email: user.email, token });
        await mailer.enqueue(tx, {
          to: user.email,
          language: user.language,
          mail: {
            template: 'password_reset',
            firstName: user.firstName,
            link: `${publicUrl}/${user.language}/auth/create-new-password?${query}`,
            minutes: RESET_TTL_MINUTES,
          },
        });
      });
    },

    /** Sets a new password, proven by the e-mailed token or the current password. */
    async resetPassword(input: ResetPasswordBody, ip: string) {
      const email = normaliseEmail(input.email);
      const newHash = await hashPassword(input.newPassword);
      if (input.newPasswordToken) {
        const token = input.newPasswordToken;
        await db.transaction(async (tx) => {
          const found = await q.findUsableToken(tx, 'password_reset', hashLinkToken(token));
          if (
            !found ||
            found.user.email !== email ||
            found.user.archivedAt ||
            !(await q.consumeToken(tx, found.tokenId))
          ) {
            throw new AppError('TOKEN_INVALID');
          }
          // A forgotten password may have been someone else's way in: the feed link goes too.
          await finishPasswordChange(tx, found.user, newHash, {
            viaMailbox: true,
            renewCalendarFeed: true,
          });
        });
        // The mailbox owner is back in: a pause others caused on the address ends.
        await guard.liftPause(email, ip);
        return;
      }
      if (input.currentPassword) {
        const user = await q.findUserByEmail(db, email);
        const guess = await guard.start({ email, ip, userId: user?.id ?? null });
        const valid = await verifyPassword(user?.passwordHash ?? null, input.currentPassword);
        // A deactivated account changes nothing: refused like a wrong password.
        if (!user || !valid || user.archivedAt) {
          await guess.wrong();
          throw new AppError('CURRENT_PASSWORD_WRONG');
        }
        await guess.right();
        await db.transaction((tx) =>
          finishPasswordChange(tx, user, newHash, {
            viaMailbox: false,
            renewCalendarFeed: input.renewCalendarFeed === true,
          }),
        );
        return;
      }
      throw new AppError('PASSWORD_RESET_PROOF_MISSING');
    },
  };

  async function finishPasswordChange(
    tx: Db,
    user: {
      id: string;
      email: string;
      firstName: string;
      language: Language;
      emailConfirmedAt: Date | null;
    },
    passwordHash: string,
    { viaMailbox, renewCalendarFeed }: { viaMailbox: boolean; renewCalendarFeed: boolean },
  ) {
    await q.updateUser(tx, user.id, {
      passwordHash,
      // Following the e-mailed link proves the mailbox as well as confirmation would.
      ...(viaMailbox && !user.emailConfirmedAt ? { emailConfirmedAt: new Date() } : {}),
    });
    await q.voidTokensOfUser(tx, user.id, 'password_reset');
    await q.deleteSessionsOfUser(tx, user.id);
    // A new random hash nobody holds: the old feed URL stops; the person fetches a new one on demand.
    if (renewCalendarFeed) await q.renewCalendarToken(tx, user.id, newLinkToken().hash);
    await mailer.enqueue(tx, {
      to: user.email,
      language: user.language,
      mail: { template: 'password_changed', firstName: user.firstName },
    });
  }
}
