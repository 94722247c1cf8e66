import { beforeAll, expect } from 'vitest';
import { actorOf, useAdminApp, uploadFile } from './factories';
import type { TestContext } from './app';
import { PNG_BYTES } from './multipart';

// What the admin agency suites share: one app per test file with its administrator, an uploaded
// logo and the agency maker. The bindings are live: read them in tests.

export let ctx: TestContext;
export let admin: Awaited<ReturnType<typeof actorOf>>;
export let call: ReturnType<typeof useAdminApp>['call'];
export let logoId: string;

/** Registers the file's app and logo; call once at the top of a test file. */
export function useAgenciesAdminApp() {
  ({ ctx, admin, call } = useAdminApp());
  beforeAll(async () => {
    logoId = await uploadFile(ctx.app, admin.headers, 'logo.png', PNG_BYTES);
  });
}

export async function createAgency(name: string, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/agencies', {
    agencyName: name,
    address: 'Hauptstraße 5',
    postcode: '10115',
    country: 'DE',
    url: 'https://example.com',
    logoFileId: logoId,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}
