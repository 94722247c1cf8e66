import type { Language } from '#shared/languages';
import type { Role } from '#shared/roles';
import { normaliseEmail } from '#shared/email';
import type { LoginResponse } from '#shared/contracts/auth';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { hashPassword } from '#server/lib/passwords';
import { hashLinkToken, newLinkToken } from '#server/lib/tokens';
import * as users from '#server/modules/auth/auth.service';
import { insertAudit } from '#server/modules/audit/audit.service';
import type { Mailer } from '#server/modules/mail/mail.service';
import * as q from './invitations.queries';
import * as consent from '#server/modules/memberships/memberships.service';
import type { Notifier } from '#server/modules/notifications/notifications.service';
import type { ConsentService } from '#server/modules/consent/consent.service';
import { systemClock, type Clock } from '#server/lib/clock';
import { MESSAGE_KEYS } from '#shared/validation';
import type { UserRow } from '#server/modules/members/members.service';
import {
  addMembership,
  ROLE_OF_MEMBERSHIP,
  type MembershipKind,
  type MembershipTarget,
} from '#server/modules/memberships/memberships.service';

export const INVITATION_TTL_DAYS = 7;

export interface InviteInput extends MembershipTarget {
  email: string;
  /** Only for 'person' invitations; memberships imply their role. */
  role?: Role;
  invitedBy: string;
  language: Language;
  /** What the inviter typed, shown to them until the person accepts. */
  firstName?: string;
  lastName?: string;
}

export function createInvitationService(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  signIn: (userId: string) => Promise<LoginResponse>;
  /** The bell of the person asked to join; absent in tests that need no notifications. */
  notifier?: Notifier;
  /** Records the terms and privacy versions a new account accepts, as sign-up does. */
  legalConsent?: Pick<ConsentService, 'recordSignUp'>;
  clock?: Clock;
}) {
  const { db, mailer, publicUrl } = deps;

  /**
   * Asks an existing account to join. Inviting again while one is open finds the
   * open one; a person who is already a member is 'added' (nothing changes).
   */
  async function askConsent(
    tx: Db,
    existing: UserRow,
    input: InviteInput & { role: Role },
  ): Promise<{ status: 'pending' | 'added'; invitationId: string | null }> {
    if (existing.archivedAt)
      throw new AppError('VALIDATION_FAILED', [{ field: 'email', key: 'Account_deactivated' }]);
    if (input.membership === 'person') {
      // A person invitation gives nothing but a role, and an account already has one.
      throw new AppError('EMAIL_TAKEN', [{ field: 'email', key: 'Email_is_taken' }]);
    }
    const target = {
      kind: input.membership,
      agencyId: input.agencyId ?? undefined,
      departmentId: input.departmentId ?? undefined,
      organisationId: input.organisationId ?? undefined,
    };
    if (await q.isMemberOf(tx, existing.id, input)) return { status: 'added', invitationId: null };
    const open = await consent.findOpenFor(tx, existing.id, target);
    if (open) return { status: 'pending', invitationId: open.id };
    const name = (await q.targetName(tx, input)) ?? '';
    const { token, hash } = newLinkToken();
    const invitation = await q.insertInvitation(tx, {
      email: existing.email,
      role: input.role,
      membership: input.membership,
      agencyId: input.agencyId ?? null,
      organisationId: input.organisationId ?? null,
      departmentId: input.departmentId ?? null,
      tokenHash: hash,
      language: existing.language,
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600_000),
      inviteeId: existing.id,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    });
    await insertAudit(tx, {
      actorId: input.invitedBy,
      entityType: 'invitation',
      entityId: invitation.id,
      action: `membership_invited:${input.membership}`,
      changes: [{ field: 'membership', old: null, new: name || input.membership }],
    });
    const page = `${publicUrl}/${existing.language}/membership-invitation?token=${token}`;
    await mailer.enqueue(tx, {
      to: existing.email,
      language: existing.language,
      mail: {
        template: 'membership_invitation',
        firstName: existing.firstName,
        target: name,
        kind: input.membership,
        accept: `${page}&answer=accept`,
        decline: `${page}&answer=decline`,
        days: INVITATION_TTL_DAYS,
      },
    });
    // The bell only: the e-mail above goes whatever the person's channels, as consent needs it.
    await deps.notifier?.notify(tx, {
      userIds: [existing.id],
      kind: 'membership_invitation',
      payload: { title: name },
      link: '/account/memberships',
      channels: ['app'],
    });
    return { status: 'pending', invitationId: invitation.id };
  }

  return {
    askConsent,
    /**
     * Invites an address. An existing account is asked for consent: a pending
     * invitation, an in-app notification and an e-mail with accept and decline links; nothing of
     * the account changes until the person accepts.
     */
    async invite(input: InviteInput): Promise<{ status: 'invited' | 'pending' | 'added' }> {
      const email = normaliseEmail(input.email);
      const role =
        input.membership === 'person' ? input.role! : ROLE_OF_MEMBERSHIP[input.membership];
      return db.transaction(async (tx) => {
        const name = await q.targetName(tx, input);
        const existing = await users.findUserByEmail(tx, email);
        if (existing)
          return { status: (await askConsent(tx, existing, { ...input, email, role })).status };
        const { token, hash } = newLinkToken();
        const invitation = await q.insertInvitation(tx, {
          email,
          role,
          membership: input.membership,
          agencyId: input.agencyId ?? null,
          organisationId: input.organisationId ?? null,
          departmentId: input.departmentId ?? null,
          tokenHash: hash,
          language: input.language,
          invitedBy: input.invitedBy,
          expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600_000),
        });
        await insertAudit(tx, {
          actorId: input.invitedBy,
          entityType: 'invitation',
          entityId: invitation.id,
          action: 'invite',
          changes: [{ field: 'email', old: null, new: email }],
        });
        await mailer.enqueue(tx, {
          to: email,
          language: input.language,
          mail: {
            template: 'invitation',
            target: name ?? '',
            role,
            link: `${publicUrl}/${input.language}/auth/accept-invitation?token=${token}`,
            days: INVITATION_TTL_DAYS,
          },
        });
        return { status: 'invited' as const };
      });
    },

    async describe(token: string) {
      const invitation = await q.findOpenInvitation(db, hashLinkToken(token));
      if (!invitation) throw new AppError('TOKEN_INVALID');
      return {
        email: invitation.email,
        role: invitation.role,
        membership: invitation.membership as MembershipKind,
        target: await q.targetName(db, invitation as MembershipTarget),
        accountExists: Boolean(await users.findUserByEmail(db, invitation.email)),
      };
    },

    /**
     * Creates the account (confirmed: the link proved the mailbox) with the terms and privacy
     * policy accepted, adds the membership, signs in. An existing account only joins.
     */
    async accept(input: {
      token: string;
      firstName: string;
      lastName: string;
      password: string;
      acceptTC?: boolean;
    }) {
      // The link is public: a wrong token is refused before the costly hash (the transaction checks again).
      if (!(await q.findOpenInvitation(db, hashLinkToken(input.token))))
        throw new AppError('TOKEN_INVALID');
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        const invitation = await q.findOpenInvitation(tx, hashLinkToken(input.token));
        if (!invitation || !(await q.markAccepted(tx, invitation.id)))
          throw new AppError('TOKEN_INVALID');
        const existing = await users.findUserByEmail(tx, invitation.email);
        if (existing) {
          // The address signed up meanwhile: keep its password, add the membership.
          await addMembership(tx, existing.id, invitation as MembershipTarget);
          return null;
        }
        // A new account accepts the terms as sign-up does; the transaction undoes the accept above.
        if (input.acceptTC !== true)
          throw new AppError('VALIDATION_FAILED', [
            { field: 'acceptTC', key: MESSAGE_KEYS.acceptTC },
          ]);
        const user = await users.insertUser(tx, {
          email: invitation.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: invitation.role,
          language: invitation.language,
          emailConfirmedAt: new Date(),
        });
        await addMembership(tx, user.id, invitation as MembershipTarget);
        await deps.legalConsent?.recordSignUp(tx, user.id, (deps.clock ?? systemClock).now());
        await insertAudit(tx, {
          actorId: user.id,
          entityType: 'invitation',
          entityId: invitation.id,
          action: 'accepted',
        });
        return user.id;
      });
      if (!userId) return { accountExisted: true as const };
      return { accountExisted: false as const, session: await deps.signIn(userId) };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
