import { beforeAll, expect } from 'vitest';
import { actorOf, uploadFile, useAdminApp } from './factories';
import type { TestContext } from './app';
import { PDF_BYTES, PNG_BYTES } from './multipart';
import { CLINIC_ADDRESS } from './tenants';

// What the admin organisation suites share: one app per test file with its administrator, the
// uploaded logo, pictures and PDF, and the organisation maker. The bindings are live: read them
// in tests.

export let ctx: TestContext;
export let admin: Awaited<ReturnType<typeof actorOf>>;
export let call: ReturnType<typeof useAdminApp>['call'];
export let logoId: string;
export let pictureIds: string[];
export let pdfId: string;

const upload = (name: string, bytes: Buffer, purpose: 'image' | 'document') =>
  uploadFile(ctx.app, admin.headers, name, bytes, purpose);

/** Registers the file's app and files; call once at the top of a test file. */
export function useOrganisationsAdminApp() {
  ({ ctx, admin, call } = useAdminApp());
  beforeAll(async () => {
    logoId = await upload('logo.png', PNG_BYTES, 'image');
    pictureIds = [];
    // Distinct bytes, so distinct files (the store keeps one row per content).
    for (let i = 0; i < 3; i += 1) {
      pictureIds.push(
        await upload(`pic${i}.png`, Buffer.concat([PNG_BYTES, Buffer.from([i])]), 'image'),
      );
    }
    pdfId = await upload('cv.pdf', PDF_BYTES, 'document');
  });
}

export async function createOrganisation(name: string, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/organisations', {
    name,
    ...CLINIC_ADDRESS,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const detailsOf = (response: {
  json(): { error: { details: { field: string; key: string; message: string }[] } };
}) => response.json().error.details;
