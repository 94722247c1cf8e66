import type { Language } from '#shared/languages';
import { roleForSelfSignUp } from '#shared/roles';
import { normaliseEmail } from '#shared/email';
import type { LoginBody, LoginResponse, RegistrationBody } from '#shared/contracts/auth';
import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { AppError } from '#server/errors';
import { hashPassword, prepareDummyHash, verifyPassword } from '#server/lib/passwords';
import { hashLinkToken, newLinkToken } from '#server/lib/tokens';
import { issueDeviceToken } from '#server/lib/device-tokens';
import type { Mailer } from '#server/modules/mail/mail.service';
import type { ConsentService } from '#server/modules/consent/consent.service';
import {
  forgetTaskPayload,
  scheduleTask,
  type ScheduledTask,
} from '#server/modules/scheduler/scheduler.service';
import { RATE_RULES, type RateLimiter } from '#server/modules/rate-limits/rate-limits.service';
import { createSignInGuard } from './sign-in-guard';
import { createSignInLinks } from './sign-in-links';
import { createPasswordReset, MAIL_COOLDOWN_SECONDS } from './password-reset';
import * as q from './auth.queries';

// What other modules and the auth guard use of this module's parts.
export {
  findActiveSession,
  findActiveSessionInScope,
  findActiveSessionOfAgency,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
} from './auth.queries';

export const CONFIRMATION_TTL_HOURS = 48;
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export { MAIL_COOLDOWN_SECONDS, RESET_TTL_MINUTES } from './password-reset';

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  limiter: RateLimiter;
  /** Signs known-device tokens (the JWT secret). */
  secret: string;
  /** Counts the sign-in waits (tests move it instead of sleeping). */
  clock: Clock;
  signAccessToken: (payload: { sub: string; sid: string }, expiresInSeconds: number) => string;
  /** Records the terms and privacy versions a sign-up accepted. */
  consent?: Pick<ConsentService, 'recordSignUp'>;
}

/** The durable task that creates an accepted sign-up's account (or mails the owner). */
export const REGISTRATION_TASK = 'registration';
/** When the task runner takes over a sign-up that was not completed right after its answer. */
const REGISTRATION_FALLBACK_MS = 30_000;

type RegistrationPayload = Omit<RegistrationBody, 'password'> & {
  passwordHash: string;
  language: Language;
  /** When the form with the accepted terms was sent (ISO); older payloads lack it. */
  acceptedAt?: string;
};

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export function createAuthService({
  db,
  mailer,
  publicUrl,
  limiter,
  secret,
  clock,
  signAccessToken,
  consent,
}: AuthServiceDeps) {
  const guard = createSignInGuard({ db, limiter, secret, clock });
  // Made now, not at the first unknown address: that address would take longer than the rest.
  void prepareDummyHash().catch(() => {});

  async function startSession(userId: string): Promise<LoginResponse> {
    const session = await q.insertSession(
      db,
      userId,
      new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    );
    return {
      accessToken: signAccessToken({ sub: userId, sid: session.id }, ACCESS_TOKEN_TTL_SECONDS),
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    };
  }

  /** A session and a fresh known-device token for the browser that just proved the account. */
  async function signIn(userId: string): Promise<LoginResponse> {
    return {
      ...(await startSession(userId)),
      deviceToken: issueDeviceToken(secret, userId, Date.now()),
    };
  }

  const links = createSignInLinks({ db, mailer, publicUrl, guard, signIn });
  const passwords = createPasswordReset({ db, mailer, publicUrl, guard });

  async function sendConfirmation(
    tx: Db,
    user: { id: string; email: string; firstName: string; language: Language },
  ) {
    const { token, hash } = newLinkToken();
    await q.voidTokensOfUser(tx, user.id, 'email_confirmation');
    await q.insertUserToken(tx, {
      userId: user.id,
      kind: 'email_confirmation',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + CONFIRMATION_TTL_HOURS * 3600_000),
    });
    await mailer.enqueue(tx, {
      to: user.email,
      language: user.language,
      mail: {
        template: 'email_confirmation',
        firstName: user.firstName,
        link: `${publicUrl}/api/auth/confirm-email/${token}`,
        hours: CONFIRMATION_TTL_HOURS,
      },
    });
  }

  /** A registration for a known address: the owner hears of it, the caller learns nothing. */
  async function mailExistingAccount(
    db: Db,
    user: NonNullable<Awaited<ReturnType<typeof q.findUserByEmail>>>,
  ) {
    // A deactivated account is not offered back; the answer stays the same.
    if (user.archivedAt) return;
    // Not confirmed yet: a fresh confirmation link is what the owner needs.
    if (!user.emailConfirmedAt) return db.transaction((tx) => sendConfirmation(tx, user));
    const page = (path: string) => `${publicUrl}/${user.language}/${path}`;
    await db.transaction((tx) =>
      mailer.enqueue(tx, {
        to: user.email,
        language: user.language,
        mail: {
          template: 'account_exists',
          firstName: user.firstName,
          signInLink: page('auth/sign-in'),
          resetLink: page('auth/forgot-password'),
        },
      }),
    );
  }

  return {
    /**
     * Accepts a sign-up: hashes the password and records the sign-up as a durable task, the same
     * work for every address, so the answer's timing does not tell a known address from a new
     * one. The route runs the task right after answering (runNow); should the process die first,
     * the task runner completes it. Returns the task's key.
     */
    async acceptRegistration(input: RegistrationBody, language: Language): Promise<string> {
      const { password, ...rest } = input;
      const payload: RegistrationPayload = {
        ...rest,
        email: normaliseEmail(input.email),
        passwordHash: await hashPassword(password),
        language,
        acceptedAt: clock.now().toISOString(),
      };
      const key = `${REGISTRATION_TASK}:${randomUUID()}`;
      await scheduleTask(db, {
        kind: REGISTRATION_TASK,
        key,
        runAt: new Date(Date.now() + REGISTRATION_FALLBACK_MS),
        payload,
      });
      return key;
    },

    /**
     * The registration task: creates the account, or, for a known address, mails its owner
     * instead. Runs in the task's transaction (`tx`), and forgets the payload (it holds the
     * password hash and the person's details) with the done mark.
     */
    async completeRegistration(tx: Db, task: ScheduledTask) {
      const input = task.payload as RegistrationPayload;
      await forgetTaskPayload(tx, task.id);
      const existing = await q.findUserByEmail(tx, input.email);
      if (existing) return mailExistingAccount(tx, existing);
      try {
        await tx.transaction(async (savepoint) => {
          const user = await q.insertUser(savepoint, {
            email: input.email,
            passwordHash: input.passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            institution: input.institution,
            position: input.position,
            phoneNumber: input.phoneNumber || null,
            role: roleForSelfSignUp(input.role),
            language: input.language,
          });
          await consent?.recordSignUp(
            savepoint,
            user.id,
            input.acceptedAt ? new Date(input.acceptedAt) : clock.now(),
          );
          await sendConfirmation(savepoint, user);
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides, the later
        // one is answered like any known address.
        if (!isUniqueViolation(error)) throw error;
      }
    },

    /** Spends the per-address budget of the mail-sending routes (before answering them). */
    limitMailRequest(rawEmail: string) {
      return limiter.consume([
        { rule: RATE_RULES.mailRequestsPerAddress, subject: normaliseEmail(rawEmail) },
      ]);
    },

    /** Confirms the address behind a link. Returns the language to continue in, or null. */
    async confirmEmail(token: string): Promise<{ language: Language } | null> {
      return db.transaction(async (tx) => {
        const found = await q.findUsableToken(tx, 'email_confirmation', hashLinkToken(token));
        if (!found || !(await q.consumeToken(tx, found.tokenId))) return null;
        if (!found.user.emailConfirmedAt) {
          await q.updateUser(tx, found.user.id, { emailConfirmedAt: new Date() });
        }
        return { language: found.user.language };
      });
    },

    /** `force`: an administrator asked, so the once-a-minute limit does not apply. */
    async resendVerification(rawEmail: string, options: { force?: boolean } = {}) {
      const user = await q.findUserByEmail(db, normaliseEmail(rawEmail));
      if (!user || user.emailConfirmedAt) return;
      // Under the user's row lock, so two requests at once cannot both pass the cooldown.
      await db.transaction(async (tx) => {
        await q.lockUser(tx, user.id);
        const since = await q.secondsSinceLastToken(tx, user.id, 'email_confirmation');
        if (!options.force && since !== null && since < MAIL_COOLDOWN_SECONDS) return;
        await sendConfirmation(tx, user);
      });
    },

    /** `ip`: the client's address, for the per-client budgets. */
    async login(input: LoginBody, ip: string): Promise<LoginResponse> {
      const email = normaliseEmail(input.email);
      const user = await q.findUserByEmail(db, email);
      const guess = await guard.start({
        email,
        ip,
        userId: user?.id ?? null,
        deviceToken: input.deviceToken,
      });
      // One argon2 verification for every address, with a password, without one or unknown.
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      // A deactivated account answers like a wrong password: it cannot sign in.
      if (!user || !valid || user.archivedAt) {
        await guess.wrong();
        throw new AppError('INVALID_CREDENTIALS');
      }
      await guess.right();
      // Only after the password is proven, so this answer reveals nothing to a stranger.
      if (!user.emailConfirmedAt) throw new AppError('EMAIL_NOT_CONFIRMED');
      return signIn(user.id);
    },

    /** Mails a one-time sign-in link (after the answer: the same for every address). */
    requestSignInLink: links.request,

    /** Exchanges an e-mailed sign-in link's token for a session. */
    signInWithLink: links.exchange,

    startSession,

    logout(sessionId: string) {
      return q.deleteSession(db, sessionId);
    },

    logoutEverywhere(userId: string) {
      return q.deleteSessionsOfUser(db, userId);
    },

    ...passwords,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
