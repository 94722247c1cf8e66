import type { Department, FieldChanges } from '#shared/contracts/admin';
import { departmentFields } from '#shared/contracts/admin';
import type { Language } from '#shared/languages';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { diffChanges, parseFieldChanges } from '#server/lib/field-changes';
import { insertAudit } from '#server/modules/audit/audit.service';
import type { InvitationService } from '#server/modules/invitations/invitations.service';
import * as members from '#server/modules/members/members.service';
import type { MembershipService } from '#server/modules/memberships/memberships.service';
import { findOrganisation } from '#server/modules/organisations/organisations.service';
import * as q from './departments.queries';

// What other modules use of this module's parts.
export { insertDepartment } from './departments.queries';

/** Department users (depAdmins, ORG_SUB) and department customers (depUsers, the pool). */
export type DepartmentMemberKind = 'user' | 'customer';

export function toDepartment(row: q.DepartmentRow): Department {
  return {
    id: row.id,
    name: row.name,
    defaultSkills: row.defaultSkills,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createDepartmentService(deps: {
  db: Db;
  invitations: InvitationService;
  memberships: MembershipService;
}) {
  const { db } = deps;

  async function requireOrganisation(organisationId: string) {
    if (!(await findOrganisation(db, organisationId))) throw new AppError('NOT_FOUND');
  }

  /** A department under another organisation than the one in the path is not found. */
  async function get(organisationId: string, id: string) {
    const row = await q.findDepartment(db, organisationId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(organisationId: string, params: members.ListParams<q.DepartmentSort>) {
      await requireOrganisation(organisationId);
      return q.pageDepartments(db, organisationId, params);
    },

    get,

    async create(
      organisationId: string,
      input: { departmentName: string; skills: string[] },
      actorId: string,
    ) {
      await requireOrganisation(organisationId);
      return db.transaction(async (tx) => {
        if (await q.departmentNameTaken(tx, organisationId, input.departmentName)) {
          throw new AppError('VALIDATION_FAILED', [
            { field: 'departmentName', key: 'Department_name_taken' },
          ]);
        }
        const id = await q.insertDepartment(tx, {
          organisationId,
          name: input.departmentName,
          defaultSkills: input.skills,
        });
        await insertAudit(tx, {
          actorId,
          entityType: 'department',
          entityId: id,
          action: 'create',
          changes: [
            { field: 'organisationId', old: null, new: organisationId },
            { field: 'name', old: null, new: input.departmentName },
            { field: 'defaultSkills', old: null, new: input.skills },
          ],
        });
        return (await q.findDepartment(tx, organisationId, id))!;
      });
    },

    /** Applies only the changed fields (name, defaultSkills), all or nothing, and records old and new values. */
    async change(organisationId: string, id: string, changes: FieldChanges, actorId: string) {
      const parsed = parseFieldChanges(changes, departmentFields);
      return db.transaction(async (tx) => {
        const before = await q.findDepartment(tx, organisationId, id);
        if (!before) throw new AppError('NOT_FOUND');
        if (
          parsed.name !== undefined &&
          (await q.departmentNameTaken(tx, organisationId, parsed.name, id))
        ) {
          throw new AppError('VALIDATION_FAILED', [
            { field: 'name', key: 'Department_name_taken' },
          ]);
        }
        await q.updateDepartment(tx, id, parsed);
        const diff = diffChanges(before, parsed);
        if (diff.length > 0) {
          await insertAudit(tx, {
            actorId,
            entityType: 'department',
            entityId: id,
            action: 'update',
            changes: diff,
          });
        }
        return (await q.findDepartment(tx, organisationId, id))!;
      });
    },

    /**
     * Departments are archived, never destroyed: their requests, shifts and pool stay in the
     * history. An archived department leaves every list and cannot be opened.
     */
    async archive(organisationId: string, ids: string[], actorId: string) {
      await requireOrganisation(organisationId);
      return db.transaction(async (tx) => {
        const archived = await q.archiveDepartments(tx, organisationId, ids);
        for (const { id } of archived) {
          await insertAudit(tx, {
            actorId,
            entityType: 'department',
            entityId: id,
            action: 'archive',
          });
        }
        return { deleted: 0, archived: archived.length };
      });
    },

    async listMembers(
      organisationId: string,
      departmentId: string,
      kind: DepartmentMemberKind,
      params: members.ListParams<members.MemberSort>,
    ) {
      await get(organisationId, departmentId);
      return members.pageMembers(db, { scope: 'department', departmentId, kind }, params);
    },

    /** Ends the memberships; the accounts stay. */
    async removeMembers(
      organisationId: string,
      departmentId: string,
      kind: DepartmentMemberKind,
      userIds: string[],
      actorId: string,
    ) {
      await get(organisationId, departmentId);
      return db.transaction(async (tx) => {
        const removed = await members.removeMembers(
          tx,
          { scope: 'department', departmentId, kind },
          userIds,
        );
        for (const userId of removed) {
          await insertAudit(tx, {
            actorId,
            entityType: 'department',
            entityId: departmentId,
            action: `member_removed:${kind}`,
            changes: [{ field: 'member', old: userId, new: null }],
          });
        }
        return { deleted: removed.length, archived: 0 };
      });
    },

    async requireMember(
      organisationId: string,
      departmentId: string,
      kind: DepartmentMemberKind,
      userId: string,
    ) {
      await get(organisationId, departmentId);
      if (!(await members.isMember(db, { scope: 'department', departmentId, kind }, userId)))
        throw new AppError('NOT_FOUND');
    },

    /** Existing accounts asked to join who have not answered yet: what the inviter typed. */
    async listInvitations(
      organisationId: string,
      departmentId: string,
      kind: DepartmentMemberKind,
    ) {
      await get(organisationId, departmentId);
      return deps.memberships.listSent({
        kind: kind === 'user' ? 'department_user' : 'department_customer',
        departmentId,
      });
    },

    async withdrawInvitation(
      organisationId: string,
      departmentId: string,
      kind: DepartmentMemberKind,
      invitationId: string,
      actorId: string,
    ) {
      await get(organisationId, departmentId);
      await deps.memberships.withdraw(actorId, invitationId, {
        kind: kind === 'user' ? 'department_user' : 'department_customer',
        departmentId,
      });
    },

    async invite(
      organisationId: string,
      departmentId: string,
      kind: DepartmentMemberKind,
      email: string,
      actorId: string,
      language: Language,
    ) {
      await get(organisationId, departmentId);
      return deps.invitations.invite({
        email,
        membership: kind === 'user' ? 'department_user' : 'department_customer',
        departmentId,
        invitedBy: actorId,
        language,
      });
    },
  };
}

export type DepartmentService = ReturnType<typeof createDepartmentService>;
