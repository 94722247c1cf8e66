import type { z } from 'zod';
import type { StaffKind } from '#shared/contracts/my-organisations';
import type { createMyOrganisationBodySchema, MyOrganisation } from '#shared/contracts/requests';
import type { Language } from '#shared/languages';
import type { Actor } from '#shared/permissions';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { insertAudit } from '#server/modules/audit/audit.service';
import { insertDepartment } from '#server/modules/departments/departments.service';
import type { DepartmentService } from '#server/modules/departments/departments.service';
import { addMembership } from '#server/modules/memberships/memberships.service';
import type * as members from '#server/modules/members/members.service';
import { insertOrganisation } from '#server/modules/organisations/organisations.service';
import {
  mayAdministerOrganisation,
  maySeeOrganisation,
  resolveScope,
} from '#server/modules/organisation-scope/organisation-scope.service';
import * as q from './my-organisations.queries';

type CreateInput = z.output<typeof createMyOrganisationBodySchema>;

/**
 * ADMIN may post for any organisation, so GET /api/organisation lists them all; the form's
 * select stays usable by listing the first ones by name.
 */
export const MAX_LISTED_ORGANISATIONS = 200;

const memberKindOf = { users: 'user', customers: 'customer' } as const satisfies Record<
  StaffKind,
  'user' | 'customer'
>;

function toMyOrganisation(
  card: q.OrganisationCard,
  access: MyOrganisation['access'],
  departments: q.DepartmentRef[],
): MyOrganisation {
  return {
    _id: card.id,
    id: card.id,
    name: card.name,
    address: card.address,
    postcode: card.postcode,
    city: card.city,
    country: card.country,
    url: card.url,
    timeZone: card.timeZone,
    internalHourlyCostCents: card.internalHourlyCostCents,
    timesheetToleranceHours: card.timesheetToleranceHours,
    federalState: card.federalState,
    surchargeRules: card.surchargeRules,
    access,
    departments: departments.map((department) => ({ _id: department.id, name: department.name })),
  };
}

/**
 * The organisation area's own organisations ("Mein Personal"). What the caller may act on comes
 * from resolveScope, never from the body; the department work itself is the back office's
 * (DepartmentService), which checks that the department belongs to the organisation in the path.
 */
export function createMyOrganisationService(deps: { db: Db; departments: DepartmentService }) {
  const { db, departments } = deps;

  /** The organisations the actor sees, each with the departments in scope. */
  async function visible(actor: Actor, only?: string): Promise<MyOrganisation[]> {
    const scope = await resolveScope(db, actor);
    if (only !== undefined && !maySeeOrganisation(scope, only)) throw new AppError('NOT_FOUND');
    const ids = only !== undefined ? [only] : scope.all ? 'all' : scope.organisationIds;
    const cards = await q.listOrganisationCards(db, ids, MAX_LISTED_ORGANISATIONS);
    return cards.map((card) => {
      const admin = mayAdministerOrganisation(scope, card.id);
      const inScope = card.departments.filter(
        (department) => admin || (!scope.all && scope.departmentIds.includes(department.id)),
      );
      return toMyOrganisation(card, admin ? 'admin' : 'department', inScope);
    });
  }

  /** Management is for the organisation's administrators; another organisation is not found. */
  async function requireAdministered(actor: Actor, organisationId: string) {
    if (!mayAdministerOrganisation(await resolveScope(db, actor), organisationId))
      throw new AppError('NOT_FOUND');
  }

  return {
    list: (actor: Actor) => visible(actor),

    async get(actor: Actor, id: string) {
      const [organisation] = await visible(actor, id);
      if (!organisation) throw new AppError('NOT_FOUND');
      return organisation;
    },

    /** The organisation, its address and departments in one transaction; an ORG_ADMIN becomes its first member. */
    async create(actor: Actor, input: CreateInput) {
      const { departments: departmentInputs, ...fields } = input;
      const seen = new Set<string>();
      const repeated = departmentInputs.flatMap((department, index) => {
        const name = department.name.trim().toLowerCase();
        if (seen.has(name))
          return [{ field: `departments.${index}.name`, key: 'Department_name_taken' }];
        seen.add(name);
        return [];
      });
      if (repeated.length > 0) throw new AppError('VALIDATION_FAILED', repeated);
      const id = await db.transaction(async (tx) => {
        const organisationId = await insertOrganisation(tx, {
          ...fields,
          city: fields.city ?? null,
          createdBy: actor.userId,
        });
        await insertAudit(tx, {
          actorId: actor.userId,
          entityType: 'organisation',
          entityId: organisationId,
          action: 'create',
          changes: Object.entries(fields).map(([field, value]) => ({
            field,
            old: null,
            new: value ?? null,
          })),
        });
        for (const department of departmentInputs) {
          const departmentId = await insertDepartment(tx, {
            organisationId,
            name: department.name,
          });
          await insertAudit(tx, {
            actorId: actor.userId,
            entityType: 'department',
            entityId: departmentId,
            action: 'create',
            changes: [
              { field: 'organisationId', old: null, new: organisationId },
              { field: 'name', old: null, new: department.name },
            ],
          });
        }
        if (actor.role === 'ORG_ADMIN') {
          await addMembership(tx, actor.userId, {
            membership: 'organisation_user',
            organisationId,
          });
          await insertAudit(tx, {
            actorId: actor.userId,
            entityType: 'user',
            entityId: actor.userId,
            action: 'membership_added:organisation_user',
            changes: [{ field: 'membership', old: null, new: fields.name }],
          });
        }
        return organisationId;
      });
      const [organisation] = await visible(actor, id);
      return organisation!;
    },

    /** The organisation's own settings (the internal hourly cost), audited like the back office's changes. */
    /** The settings sent change (audited, each field that changed); the others stay. */
    async changeSettings(
      actor: Actor,
      organisationId: string,
      changes: Partial<q.OrganisationSettings>,
    ) {
      await requireAdministered(actor, organisationId);
      await db.transaction(async (tx) => {
        const before = await q.updateSettings(tx, organisationId, changes);
        if (before === undefined) throw new AppError('NOT_FOUND');
        const changed = (Object.keys(changes) as (keyof q.OrganisationSettings)[])
          // By value: the surcharge rules are an object, read afresh from the row.
          .filter(
            (field) =>
              changes[field] !== undefined &&
              JSON.stringify(changes[field]) !== JSON.stringify(before[field]),
          )
          .map((field) => ({ field, old: before[field], new: changes[field]! }));
        if (changed.length) {
          await insertAudit(tx, {
            actorId: actor.userId,
            entityType: 'organisation',
            entityId: organisationId,
            action: 'update',
            changes: changed,
          });
        }
      });
      const [organisation] = await visible(actor, organisationId);
      return organisation!;
    },

    async addDepartment(actor: Actor, organisationId: string, name: string) {
      await requireAdministered(actor, organisationId);
      const row = await departments.create(
        organisationId,
        { departmentName: name, skills: [] },
        actor.userId,
      );
      return { _id: row.id, name: row.name };
    },

    async renameDepartment(
      actor: Actor,
      organisationId: string,
      departmentId: string,
      name: string,
    ) {
      await requireAdministered(actor, organisationId);
      const row = await departments.change(
        organisationId,
        departmentId,
        [{ field: 'name', value: name }],
        actor.userId,
      );
      return { _id: row.id, name: row.name };
    },

    /** Archived, as in the back office: its requests and pool stay in the history. */
    async removeDepartment(actor: Actor, organisationId: string, departmentId: string) {
      await requireAdministered(actor, organisationId);
      await departments.get(organisationId, departmentId);
      return departments.archive(organisationId, [departmentId], actor.userId);
    },

    async listStaff(
      actor: Actor,
      organisationId: string,
      departmentId: string,
      kind: StaffKind,
      params: members.ListParams<members.MemberSort>,
    ) {
      await requireAdministered(actor, organisationId);
      return departments.listMembers(organisationId, departmentId, memberKindOf[kind], params);
    },

    async removeStaff(
      actor: Actor,
      organisationId: string,
      departmentId: string,
      kind: StaffKind,
      userIds: string[],
    ) {
      await requireAdministered(actor, organisationId);
      return departments.removeMembers(
        organisationId,
        departmentId,
        memberKindOf[kind],
        userIds,
        actor.userId,
      );
    },

    async listInvitations(
      actor: Actor,
      organisationId: string,
      departmentId: string,
      kind: StaffKind,
    ) {
      await requireAdministered(actor, organisationId);
      return departments.listInvitations(organisationId, departmentId, memberKindOf[kind]);
    },

    async withdrawInvitation(
      actor: Actor,
      organisationId: string,
      departmentId: string,
      kind: StaffKind,
      invitationId: string,
    ) {
      await requireAdministered(actor, organisationId);
      await departments.withdrawInvitation(
        organisationId,
        departmentId,
        memberKindOf[kind],
        invitationId,
        actor.userId,
      );
    },

    /** Department users become ORG_SUB, pool members stay USER: the back office's invitation. */
    async inviteStaff(
      actor: Actor,
      organisationId: string,
      departmentId: string,
      kind: StaffKind,
      email: string,
      language: Language,
    ) {
      await requireAdministered(actor, organisationId);
      return departments.invite(
        organisationId,
        departmentId,
        memberKindOf[kind],
        email,
        actor.userId,
        language,
      );
    },
  };
}

export type MyOrganisationService = ReturnType<typeof createMyOrganisationService>;
