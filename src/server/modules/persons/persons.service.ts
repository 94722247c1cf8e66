import type { FieldChanges, Person } from '#shared/contracts/admin';
import { personFields } from '#shared/contracts/admin';
import { normaliseEmail } from '#shared/email';
import type { Language } from '#shared/languages';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { diffChanges, parseFieldChanges } from '#server/lib/field-changes';
import { insertAudit } from '#server/modules/audit/audit.service';
import type { InvitationService } from '#server/modules/invitations/invitations.service';
import { toMember } from '#server/modules/members/members.service';
import * as members from '#server/modules/members/members.service';
import * as q from './persons.queries';

// What other modules use of this module's parts.
export { findPerson } from './persons.queries';

type Found = NonNullable<Awaited<ReturnType<typeof q.findPerson>>>;

export function toPerson({ user, education, jobs, agencies }: Found): Person {
  return {
    ...toMember(user),
    address: user.address,
    postcode: user.postcode,
    city: user.city,
    qualification: {
      level: { type: user.qualificationLevel },
      additionalInfo: { type: user.qualificationAdditional },
    },
    skills: user.skills,
    preferences: {
      distance: user.preferenceDistance,
      minSalary: user.preferenceMinSalary,
      jobType: user.preferenceJobTypes,
    },
    agencies,
    education: education.map((entry) => ({
      university: entry.university,
      startdate: entry.startDate,
      enddate: entry.endDate,
      qualLevel: entry.qualificationLevel,
    })),
    jobs: jobs.map((job) => ({
      title: job.title,
      startDate: job.startDate,
      endDate: job.endDate,
      location: job.location ?? null,
    })),
    archived: user.archivedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The API's field names (spec 000 section 7) and the columns behind them. */
const COLUMN_OF = {
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  contact: 'contact',
  address: 'address',
  postcode: 'postcode',
  city: 'city',
  'qualification.level.type': 'qualificationLevel',
  'qualification.additionalInfo.type': 'qualificationAdditional',
  skills: 'skills',
  'preferences.distance': 'preferenceDistance',
  'preferences.minSalary': 'preferenceMinSalary',
  'preferences.jobType': 'preferenceJobTypes',
} as const satisfies Record<keyof typeof personFields, string>;

export function createPersonService(deps: {
  db: Db;
  invitations: InvitationService;
  resendVerification: (email: string) => Promise<void>;
}) {
  const { db } = deps;

  async function get(id: string) {
    const found = await q.findPerson(db, id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    get,

    list(role: Role, params: members.ListParams<members.MemberSort | 'createdAt'>) {
      return members.pageUsersOfRole(db, role, params);
    },

    /**
     * Edits any person field of spec 000 (or only those of `rules`, e.g. an agency editing its
     * staff without their e-mail); the e-mail stays unique and lower-case.
     */
    async change(
      id: string,
      changes: FieldChanges,
      actorId: string,
      rules: Partial<typeof personFields> = personFields,
    ) {
      const parsed = parseFieldChanges(changes, rules);
      const values: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(parsed)) {
        values[COLUMN_OF[field as keyof typeof COLUMN_OF]] =
          field === 'email' ? normaliseEmail(String(value)) : value;
      }
      return db.transaction(async (tx) => {
        const before = await q.findPerson(tx, id);
        if (!before || before.user.archivedAt) throw new AppError('NOT_FOUND');
        if (typeof values.email === 'string' && (await q.emailTakenByOther(tx, values.email, id))) {
          throw new AppError('EMAIL_TAKEN', [{ field: 'email', key: 'Email_is_taken' }]);
        }
        await q.updateUserColumns(tx, id, values);
        const diff = diffChanges(before.user as unknown as Record<string, unknown>, values);
        if (diff.length > 0)
          await insertAudit(tx, {
            actorId,
            entityType: 'user',
            entityId: id,
            action: 'update',
            changes: diff,
          });
        return (await q.findPerson(tx, id))!;
      });
    },

    /** People are deactivated, not erased: their history stays; they can no longer sign in. */
    async archive(ids: string[], actorId: string) {
      if (ids.includes(actorId))
        throw new AppError('VALIDATION_FAILED', [{ field: 'ids', key: 'Cannot_remove_yourself' }]);
      return db.transaction(async (tx) => {
        const archived = await q.archiveUsers(tx, ids);
        for (const id of archived)
          await insertAudit(tx, { actorId, entityType: 'user', entityId: id, action: 'archive' });
        return { deleted: 0, archived: archived.length };
      });
    },

    invite(email: string, role: Role, actorId: string, language: Language) {
      return deps.invitations.invite({
        email,
        role,
        membership: 'person',
        invitedBy: actorId,
        language,
      });
    },

    async resendVerification(id: string) {
      const { user } = await get(id);
      if (user.emailConfirmedAt)
        throw new AppError('VALIDATION_FAILED', [
          { field: 'email', key: 'Email_already_confirmed' },
        ]);
      await deps.resendVerification(user.email);
    },
  };
}

export type PersonService = ReturnType<typeof createPersonService>;
