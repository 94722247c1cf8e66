import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, departments } from '#server/db/schema/index';
import { useTestContext } from '../app';
import { organisationWithStaff, signedIn, type Actor } from '../agency-fixtures';

/** One regression test per defect the fuzzer (fuzz.test.ts) found. */
const ctx = useTestContext();
let admin: Actor;
let hr: Actor;
let organisationId: string;

beforeAll(async () => {
  admin = await signedIn(ctx, 'ADMIN');
  const clinic = await organisationWithStaff(ctx, 'Klinikum Fuzz');
  hr = clinic.hr;
  organisationId = clinic.organisation.id;
});

const contact = {
  kind: 'general',
  firstName: 'Eva',
  lastName: 'Example',
  email: 'eva@example.com',
  phone: '+49 40 1234',
  message: 'Hallo',
  isAgreed: true,
};

describe('input the database cannot store', () => {
  it('answers a NUL character in a body with 400 and stores nothing (was 500)', async () => {
    const before = (await ctx.db.select({ n: count() }).from(contactRequests))[0]!.n;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      payload: { ...contact, firstName: 'E\u0000va' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect((await ctx.db.select({ n: count() }).from(contactRequests))[0]!.n).toBe(before);
    // The same request without the NUL is stored: the 400 is the NUL's.
    const control = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      payload: contact,
      remoteAddress: '10.40.0.2',
    });
    expect(control.statusCode).toBe(201);
  });

  it('answers a NUL character in a search with 400 (was 500)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/organisations?search=a%00b',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a NUL character in a path parameter like any other address (was 500)', async () => {
    // Forgot-password answers every address alike, before its lookup (no account discovery);
    // the NUL must not turn that answer into a 500.
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/forgot-password/a%00b%40example.com',
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/forgot-password/nobody%40example.com',
      remoteAddress: '10.40.0.3',
    });
    expect(response.statusCode).toBe(unknown.statusCode);
    expect(response.body).toBe(unknown.body);
  });

  it('never answers an unpaired surrogate with 500: PGlite refuses it, PostgreSQL stores U+FFFD', async () => {
    const before = (await ctx.db.select({ n: count() }).from(departments))[0]!.n;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/organisation/${organisationId}/departments`,
      headers: hr.headers,
      payload: { name: 'Station \ud800' },
    });
    expect([201, 400]).toContain(response.statusCode);
    const after = (await ctx.db.select({ n: count() }).from(departments))[0]!.n;
    expect(after).toBe(response.statusCode === 201 ? before + 1 : before);
  });
});

describe('e-mail addresses that made the pattern backtrack', () => {
  it('refuses 29 letters without an @ at once (the old pattern took about 10 s, 254 letters for ever)', async () => {
    const started = Date.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a'.repeat(29), password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    // A wide margin: not a speed test; the old pattern held the process for about 10 s here.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
