import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '#shared/roles';
import { auditLog, organisations } from '#server/db/schema/index';
import { createTestContext, type TestContext } from '#server/test/app';
import { actorOf, injectAs, type Method } from '#server/test/factories';

// The organisation's clock: only a platform admin sets it, from the IANA list.

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actorOf>>;
let organisationId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // A clinic as the seed would write it: on Berlin's clock until someone sets another.
  const [row] = await ctx.db
    .insert(organisations)
    .values({
      name: 'Clínica Lisboa',
      address: 'Rua 1',
      postcode: '20095',
      city: 'Lisboa',
      country: 'PT',
      url: 'https://clinica.example.com',
    })
    .returning();
  organisationId = row!.id;
  admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
});
afterAll(() => ctx?.close());

const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
) => injectAs(ctx.app, headers, method, url, payload);
const url = () => `/api/admin/organisations/${organisationId}`;
const setZone = (value: unknown, headers?: Record<string, string>) =>
  call('PATCH', url(), { changes: [{ field: 'timeZone', value }] }, headers);
const storedZone = async () =>
  (
    await ctx.db
      .select({ timeZone: organisations.timeZone })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
  )[0]!.timeZone;

describe('the organisation time zone', () => {
  it('is Berlin by default, and a platform admin sets another, recorded in the history', async () => {
    expect((await call('GET', url())).json()).toMatchObject({ timeZone: 'Europe/Berlin' });
    const changed = await setZone('Europe/Lisbon');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ timeZone: 'Europe/Lisbon', name: 'Clínica Lisboa' });
    expect(await storedZone()).toBe('Europe/Lisbon');
    const history = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'organisation'), eq(auditLog.entityId, organisationId)));
    expect(history.flatMap((entry) => entry.changes)).toContainEqual({
      field: 'timeZone',
      old: 'Europe/Berlin',
      new: 'Europe/Lisbon',
    });
  });

  it.each([['Mars/Olympus'], ['europe/berlin'], ['CET+1'], [''], [42], [null]])(
    'refuses %j with a clear message in both languages and changes nothing',
    async (value) => {
      const before = await storedZone();
      const refused = await setZone(value, { ...admin.headers, 'accept-language': 'de' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.details).toEqual([
        expect.objectContaining({
          field: 'timeZone',
          key: 'Time_zone_is_not_valid',
          message: 'Bitte eine Zeitzone aus der Liste wählen',
        }),
      ]);
      const english = await setZone(value, { ...admin.headers, 'accept-language': 'en' });
      expect(english.json().error.details[0].message).toBe(
        'Please choose a time zone from the list',
      );
      expect(await storedZone()).toBe(before);
    },
  );

  it.each(ROLES.filter((role) => role !== 'ADMIN'))(
    'refuses %s (403) and anonymous (401), and nothing changes',
    async (role) => {
      const before = await storedZone();
      const actor = await actorOf(ctx.app, ctx.db, role);
      expect((await setZone('Asia/Tokyo', actor.headers)).statusCode).toBe(403);
      expect((await setZone('Asia/Tokyo', {})).statusCode).toBe(401);
      expect(await storedZone()).toBe(before);
    },
  );
});
