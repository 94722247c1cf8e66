import type { z } from 'zod';
import type { FieldChanges } from '#shared/contracts/admin';
import { personFields } from '#shared/contracts/admin';
import type {
  StaffProfile,
  addStaffDocumentBodySchema,
  createStaffBodySchema,
} from '#shared/contracts/agency-staff';
import type { Language } from '#shared/languages';
import { normaliseEmail } from '#shared/email';
import type { Db } from '#server/db/client';
import { systemClock, type Clock } from '#server/lib/clock';
import { AppError } from '#server/errors';
import * as accounts from '#server/modules/auth/auth.service';
import { insertAudit } from '#server/modules/audit/audit.service';
import { addStaffDocument, toStaffDocument } from '#server/modules/documents/documents.service';
import * as documents from '#server/modules/documents/documents.service';
import { addMembership } from '#server/modules/memberships/memberships.service';
import type { InvitationService } from '#server/modules/invitations/invitations.service';
import type { MembershipService } from '#server/modules/memberships/memberships.service';
import * as members from '#server/modules/members/members.service';
import {
  findAgencyOfUser,
  standingOfActor,
  type AgencyActor,
} from '#server/modules/agency-scope/agency-scope.service';
import { findPerson } from '#server/modules/persons/persons.service';
import { toPerson, type PersonService } from '#server/modules/persons/persons.service';

/** An agency edits its staff's profile but not their e-mail: that is the person's own sign-in. */
const { email: _email, ...STAFF_FIELDS } = personFields;

/**
 * Not an argon2 hash, so no password ever matches it: the person sets one through "forgot
 * password", which also confirms the address.
 */
export const NO_PASSWORD = '!no-password';

/** The person has set a password (forgot-password is the claim): from then on the profile is theirs. */
export const isClaimed = (user: { passwordHash: string }) => user.passwordHash !== NO_PASSWORD;

/**
 * What an agency sees of a person who owns their account: name, e-mail and phone to
 * reach them, city, qualification, skills, education and past jobs to offer them, and the documents
 * the agency keeps; not their street address, postcode or private preferences.
 */
function sharedView(profile: StaffProfile): StaffProfile {
  return {
    ...profile,
    address: null,
    postcode: null,
    preferences: { distance: null, minSalary: null, jobType: [] },
    ownedByPerson: true,
  };
}

/** Until the person accepts, the agency sees what it typed and a pending state, nothing of the account. */
function pendingProfile(
  invitationId: string,
  email: string,
  input: { firstName: string; lastName: string },
): StaffProfile {
  return {
    id: invitationId,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    contact: null,
    role: 'USER',
    emailConfirmed: false,
    address: null,
    postcode: null,
    city: null,
    qualification: { level: { type: null }, additionalInfo: { type: null } },
    skills: [],
    preferences: { distance: null, minSalary: null, jobType: [] },
    agencies: [],
    education: [],
    jobs: [],
    archived: false,
    createdAt: new Date().toISOString(),
    documents: [],
    pending: true,
  };
}

const staffScope = (agencyId: string) => ({
  scope: 'agency' as const,
  agencyId,
  kind: 'customer' as const,
});

/**
 * The agency customers of spec 000: the staff an agency offers on the job board, with their
 * profiles and documents. Any dispatcher of the agency manages them, vetted or not yet.
 */
export function createAgencyStaffService(deps: {
  db: Db;
  persons: PersonService;
  invitations: InvitationService;
  memberships: MembershipService;
  clock?: Clock;
}) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  async function agencyOf(actorId: string) {
    const agency = await findAgencyOfUser(db, actorId);
    if (!agency) throw new AppError('NOT_FOUND');
    return agency;
  }

  /** The caller's agency for a read: its standing came with the session. */
  async function standingOf(actor: AgencyActor) {
    const agency = await standingOfActor(db, actor);
    if (!agency) throw new AppError('NOT_FOUND');
    return agency;
  }

  /** Another agency's staff member, or nobody's, is not found. */
  async function requireStaff(actor: AgencyActor, userId: string) {
    const agency = await standingOf(actor);
    if (!(await members.isMember(db, staffScope(agency.id), userId)))
      throw new AppError('NOT_FOUND');
    return agency;
  }

  async function profile(dbOrTx: Db, agencyId: string, userId: string): Promise<StaffProfile> {
    const [found, docs] = await Promise.all([
      findPerson(dbOrTx, userId),
      documents.listStaffDocuments(dbOrTx, agencyId, userId),
    ]);
    if (!found) throw new AppError('NOT_FOUND');
    const person = toPerson(found);
    // Which other agencies offer the same person is theirs to know, not this agency's.
    const own = {
      ...person,
      agencies: person.agencies.filter((entry) => entry.id === agencyId),
      documents: docs.map((doc) => toStaffDocument(doc, clock.now())),
    };
    return isClaimed(found.user) ? sharedView(own) : { ...own, ownedByPerson: false };
  }

  return {
    async list(actor: AgencyActor, params: members.ListParams<members.MemberSort>) {
      const agency = await standingOf(actor);
      return members.pageMembers(db, staffScope(agency.id), params);
    },

    /**
     * Creates the staff member's profile at once for a new address (no invitation: staff are
     * offered, they do not sign in to apply). An existing account is asked for consent instead:
     * the answer is a pending profile with only what the agency typed.
     */
    async create(
      actorId: string,
      input: z.output<typeof createStaffBodySchema>,
      language: Language,
    ) {
      const agency = await agencyOf(actorId);
      const email = normaliseEmail(input.email);
      return db.transaction(async (tx) => {
        const existing = await accounts.findUserByEmail(tx, email);
        if (existing?.archivedAt)
          throw new AppError('VALIDATION_FAILED', [{ field: 'email', key: 'Account_deactivated' }]);
        // Dispatchers, clinic users and administrators are not offered as staff.
        if (existing && existing.role !== 'USER')
          throw new AppError('EMAIL_TAKEN', [{ field: 'email', key: 'Email_is_taken' }]);
        if (existing) {
          const asked = await deps.invitations.askConsent(tx, existing, {
            email,
            role: 'USER',
            membership: 'agency_customer',
            agencyId: agency.id,
            invitedBy: actorId,
            language,
            firstName: input.firstName,
            lastName: input.lastName,
          });
          if (asked.invitationId) return pendingProfile(asked.invitationId, email, input);
          return profile(tx, agency.id, existing.id);
        }
        const user = await accounts.insertUser(tx, {
          email,
          passwordHash: NO_PASSWORD,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'USER',
          language,
          emailConfirmedAt: null,
        });
        await addMembership(tx, user.id, { membership: 'agency_customer', agencyId: agency.id });
        await insertAudit(tx, {
          actorId,
          entityType: 'user',
          entityId: user.id,
          action: 'create',
          changes: [{ field: 'membership', old: null, new: agency.name }],
        });
        return profile(tx, agency.id, user.id);
      });
    },

    /** The agency's open invitations to existing accounts: what it typed and the state. */
    async listInvitations(actor: AgencyActor) {
      const agency = await standingOf(actor);
      return deps.memberships.listSent({ kind: 'agency_customer', agencyId: agency.id });
    },

    async withdrawInvitation(actorId: string, invitationId: string) {
      const agency = await agencyOf(actorId);
      await deps.memberships.withdraw(actorId, invitationId, {
        kind: 'agency_customer',
        agencyId: agency.id,
      });
    },

    async get(actor: AgencyActor, userId: string) {
      const agency = await requireStaff(actor, userId);
      return profile(db, agency.id, userId);
    },

    /** Only profiles the agency created and the person has not claimed; a person's own data is theirs. */
    async change(actorId: string, userId: string, changes: FieldChanges) {
      const agency = await requireStaff({ userId: actorId }, userId);
      const user = await accounts.findUserById(db, userId);
      if (!user || isClaimed(user)) throw new AppError('PROFILE_OWNED_BY_PERSON');
      await deps.persons.change(userId, changes, actorId, STAFF_FIELDS);
      return profile(db, agency.id, userId);
    },

    /** Ends memberships only: the people keep their accounts, applications and documents. */
    async remove(actorId: string, ids: string[]) {
      const agency = await agencyOf(actorId);
      return db.transaction(async (tx) => {
        const removed = await members.removeMembers(tx, staffScope(agency.id), ids);
        for (const id of removed) {
          await insertAudit(tx, {
            actorId,
            entityType: 'user',
            entityId: id,
            action: 'membership_removed:agency_customer',
            changes: [{ field: 'membership', old: agency.name, new: null }],
          });
        }
        return { deleted: removed.length, archived: 0 };
      });
    },

    async addDocument(
      actorId: string,
      userId: string,
      input: z.output<typeof addStaffDocumentBodySchema>,
    ) {
      const agency = await requireStaff({ userId: actorId }, userId);
      return db.transaction(async (tx) => {
        const row = await addStaffDocument(tx, {
          agencyId: agency.id,
          userId,
          ...input,
          uploadedBy: actorId,
          field: 'fileId',
        });
        await insertAudit(tx, {
          actorId,
          entityType: 'user',
          entityId: userId,
          action: 'document_added',
          changes: [{ field: input.kind, old: null, new: row.originalName }],
        });
        return toStaffDocument(row, clock.now());
      });
    },

    /** Archived, not deleted: applications sent with it keep it. */
    async archiveDocument(actorId: string, userId: string, documentId: string) {
      const agency = await requireStaff({ userId: actorId }, userId);
      await db.transaction(async (tx) => {
        if (
          !(await documents.archiveStaffDocument(tx, {
            id: documentId,
            agencyId: agency.id,
            userId,
          }))
        ) {
          throw new AppError('NOT_FOUND');
        }
        await insertAudit(tx, {
          actorId,
          entityType: 'user',
          entityId: userId,
          action: 'document_archived',
          changes: [{ field: 'document', old: documentId, new: null }],
        });
      });
    },
  };
}

export type AgencyStaffService = ReturnType<typeof createAgencyStaffService>;
