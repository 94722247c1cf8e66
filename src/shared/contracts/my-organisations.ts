import {
  myOrganisationsResponseSchema,
  createMyOrganisationBodySchema,
  myOrganisationSchema,
} from './organisation';
import {
  deletedResponseSchema,
  MEMBER_SORT_FIELDS,
  idsBodySchema,
  inviteBodySchema,
  inviteResponseSchema,
  memberSchema,
} from './admin';
import { listQuerySchema, pageSchema } from './lists';
import { sentInvitationSchema, invitationIdParamsSchema } from './memberships';
import { z } from 'zod';
import { MESSAGE_KEYS, requiredText } from '../validation';
import { MAX_HOURLY_CENTS, centsAmount, wholeNumber } from '../numbers';
import { endpoint } from '../endpoint';
import { TIMESHEET_TOLERANCE_HOURS } from './timesheets';
import { federalStateSchema, surchargeRulesSchema } from '../surcharges';

/**
 * "Mein Personal": the organisation area's management of its own departments and staff
 * (/api/organisation/:id/departments/...). The organisation itself is in contracts/organisation.ts
 * (myOrganisationSchema), as the spec's GET/POST /api/organisation answer it.
 */

/** users = department users (ward managers, ORG_SUB); customers = pool members (USER). */
export const STAFF_KINDS = ['users', 'customers'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

export const MAX_DEPARTMENT_NAME = 120;

export const myOrganisationParamsSchema = z.object({ id: z.uuid() });
export const myDepartmentParamsSchema = myOrganisationParamsSchema.extend({ depId: z.uuid() });
export const myStaffParamsSchema = myDepartmentParamsSchema.extend({ kind: z.enum(STAFF_KINDS) });

/** Adding or renaming a department. */
export const departmentNameBodySchema = z.object({
  name: requiredText(MESSAGE_KEYS.required, MAX_DEPARTMENT_NAME),
});
export type DepartmentNameBody = z.input<typeof departmentNameBodySchema>;

export const myDepartmentSchema = z.object({ _id: z.uuid(), name: z.string() });
export type MyDepartment = z.infer<typeof myDepartmentSchema>;

/** What an hour of the organisation's own staff costs it, in cents (up to 10,000 €); null clears. */
export const internalHourlyCostSchema = centsAmount(MESSAGE_KEYS.internalCost, {
  min: 1,
  max: MAX_HOURLY_CENTS,
}).nullable();

/** Whole hours confirmed times may lie before the booked start or after the booked end. */
export const timesheetToleranceSchema = wholeNumber(
  MESSAGE_KEYS.timesheetTolerance,
  TIMESHEET_TOLERANCE_HOURS,
  'Hours',
);

/**
 * The organisation's own settings its administrators change: those sent change, the others stay;
 * a body with none is refused.
 */
export const organisationSettingsBodySchema = z
  .object({
    internalHourlyCostCents: internalHourlyCostSchema.optional(),
    timesheetToleranceHours: timesheetToleranceSchema.optional(),
    /** null forgets the state (only the nationwide holidays count). */
    federalState: federalStateSchema.nullable().optional(),
    /** null bills no surcharges. */
    surchargeRules: surchargeRulesSchema.nullable().optional(),
  })
  .refine(
    (body) =>
      body.internalHourlyCostCents !== undefined ||
      body.timesheetToleranceHours !== undefined ||
      body.federalState !== undefined ||
      body.surchargeRules !== undefined,
    {
      error: MESSAGE_KEYS.noSetting,
    },
  );
export type OrganisationSettingsBody = z.infer<typeof organisationSettingsBodySchema>;

export const staffPageSchema = pageSchema(memberSchema);
export type StaffPage = z.infer<typeof staffPageSchema>;

/** An organisation admin's organisations, departments and their people (Mein Personal). */
export const myOrganisationEndpoints = {
  list: endpoint('GET', '/organisation', {
    response: myOrganisationsResponseSchema,
    errors: [401, 403],
  }),
  create: endpoint('POST', '/organisation', {
    body: createMyOrganisationBodySchema,
    response: myOrganisationSchema,
    status: 201,
    errors: [400, 401, 403],
  }),
  one: endpoint('GET', '/organisation/:id', {
    params: myOrganisationParamsSchema,
    response: myOrganisationSchema,
    errors: [400, 401, 403, 404],
  }),
  updateSettings: endpoint('PATCH', '/organisation/:id/settings', {
    params: myOrganisationParamsSchema,
    body: organisationSettingsBodySchema,
    response: myOrganisationSchema,
    errors: [400, 401, 403, 404],
  }),
  createDepartment: endpoint('POST', '/organisation/:id/departments', {
    params: myOrganisationParamsSchema,
    body: departmentNameBodySchema,
    response: myDepartmentSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  updateDepartment: endpoint('PATCH', '/organisation/:id/departments/:depId', {
    params: myDepartmentParamsSchema,
    body: departmentNameBodySchema,
    response: myDepartmentSchema,
    errors: [400, 401, 403, 404],
  }),
  removeDepartment: endpoint('DELETE', '/organisation/:id/departments/:depId', {
    params: myDepartmentParamsSchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  members: endpoint('GET', '/organisation/:id/departments/:depId/:kind', {
    params: myStaffParamsSchema,
    query: listQuerySchema(MEMBER_SORT_FIELDS, 'lastName'),
    response: staffPageSchema,
    errors: [400, 401, 403, 404],
  }),
  removeMembers: endpoint('DELETE', '/organisation/:id/departments/:depId/:kind', {
    params: myStaffParamsSchema,
    body: idsBodySchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  inviteMembers: endpoint('POST', '/organisation/:id/departments/:depId/:kind/invitations', {
    params: myStaffParamsSchema,
    body: inviteBodySchema,
    response: inviteResponseSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  invitations: endpoint('GET', '/organisation/:id/departments/:depId/:kind/invitations', {
    params: myStaffParamsSchema,
    response: z.array(sentInvitationSchema),
    errors: [400, 401, 403, 404],
  }),
  withdrawInvitation: endpoint(
    'DELETE',
    '/organisation/:id/departments/:depId/:kind/invitations/:invitationId',
    {
      params: myStaffParamsSchema.extend(invitationIdParamsSchema.shape),
      response: z.null(),
      status: 204,
      errors: [400, 401, 403, 404],
    },
  ),
};
