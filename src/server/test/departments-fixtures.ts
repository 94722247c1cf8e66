import { expect } from 'vitest';
import { actorOf, useAdminApp } from './factories';
import type { TestContext } from './app';
import { CLINIC_ADDRESS } from './tenants';

// What the admin department suites share: one app per test file with its administrator, and the
// organisation and department makers. The bindings are live: read them in tests.

export let ctx: TestContext;
export let admin: Awaited<ReturnType<typeof actorOf>>;
export let call: ReturnType<typeof useAdminApp>['call'];

/** Registers the file's app; call once at the top of a test file. */
export function useDepartmentsAdminApp() {
  ({ ctx, admin, call } = useAdminApp());
}

export async function createOrganisation(name: string) {
  const response = await call('POST', '/api/admin/organisations', {
    name,
    ...CLINIC_ADDRESS,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
}

export async function createDepartment(
  orgId: string,
  departmentName: string,
  skills: string[] = ['Intensive care'],
) {
  const response = await call('POST', `/api/admin/organisations/${orgId}/departments`, {
    departmentName,
    skills,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; defaultSkills: string[] };
}

export const fieldsOf = (response: { json(): { error: { details: { field: string }[] } } }) =>
  response
    .json()
    .error.details.map((d) => d.field)
    .sort();
