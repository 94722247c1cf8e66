import { z } from 'zod';
import { MESSAGE_KEYS, requiredText } from '../validation';
import { MAX_HOURLY_CENTS, centsAmount, wholeNumber } from '../numbers';
import { memberSchema } from './admin';
import { pageSchema } from './lists';
import { endpoint, returns } from '../endpoint';
import { TIMESHEET_TOLERANCE_HOURS } from './timesheets';
import type { deletedResponseSchema, inviteResponseSchema } from './admin';
import type { myOrganisationSchema, myOrganisationsResponseSchema } from './requests';
import type { SentInvitation } from './memberships';

/**
 * "Mein Personal": the organisation area's management of its own departments and staff
 * (/api/organisation/:id/departments/...). The organisation itself is in contracts/requests.ts
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
  })
  .refine(
    (body) =>
      body.internalHourlyCostCents !== undefined || body.timesheetToleranceHours !== undefined,
    {
      error: MESSAGE_KEYS.noSetting,
    },
  );
export type OrganisationSettingsBody = z.infer<typeof organisationSettingsBodySchema>;

export const staffPageSchema = pageSchema(memberSchema);
export type StaffPage = z.infer<typeof staffPageSchema>;

/** An organisation admin's organisations, departments and their people (Mein Personal). */
export const myOrganisationEndpoints = {
  list: endpoint('GET', '/organisation', returns<typeof myOrganisationsResponseSchema>()),
  create: endpoint('POST', '/organisation', returns<typeof myOrganisationSchema>()),
  one: endpoint('GET', '/organisation/:id', returns<typeof myOrganisationSchema>()),
  updateSettings: endpoint(
    'PATCH',
    '/organisation/:id/settings',
    returns<typeof myOrganisationSchema>(),
  ),
  createDepartment: endpoint(
    'POST',
    '/organisation/:id/departments',
    returns<typeof myDepartmentSchema>(),
  ),
  updateDepartment: endpoint(
    'PATCH',
    '/organisation/:id/departments/:depId',
    returns<typeof myDepartmentSchema>(),
  ),
  removeDepartment: endpoint(
    'DELETE',
    '/organisation/:id/departments/:depId',
    returns<typeof deletedResponseSchema>(),
  ),
  members: endpoint(
    'GET',
    '/organisation/:id/departments/:depId/:kind',
    returns<typeof staffPageSchema>(),
  ),
  removeMembers: endpoint(
    'DELETE',
    '/organisation/:id/departments/:depId/:kind',
    returns<typeof deletedResponseSchema>(),
  ),
  inviteMembers: endpoint(
    'POST',
    '/organisation/:id/departments/:depId/:kind/invitations',
    returns<typeof inviteResponseSchema>(),
  ),
  invitations: endpoint(
    'GET',
    '/organisation/:id/departments/:depId/:kind/invitations',
    returns<SentInvitation[]>(),
  ),
  withdrawInvitation: endpoint(
    'DELETE',
    '/organisation/:id/departments/:depId/:kind/invitations/:invitationId',
    returns<null>(),
  ),
};
