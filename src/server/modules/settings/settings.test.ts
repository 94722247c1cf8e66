import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '#shared/roles';
import { auditLog, platformSettings } from '#server/db/schema/index';
import { actorOf, useAdminApp } from '#server/test/factories';

const { ctx, admin } = useAdminApp();
const URL = '/api/admin/settings/commission';

const call = (
  method: 'GET' | 'PUT',
  headers: Record<string, string>,
  payload?: unknown,
  language = 'en',
) =>
  ctx.app.inject({
    method,
    url: URL,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'accept-language': language, ...headers },
  });

async function stored() {
  const [row] = await ctx.db
    .select()
    .from(platformSettings)
    .where(eq(platformSettings.key, 'commission_rate'));
  return row?.value;
}

describe('/api/admin/settings/commission', () => {
  it('is 0 until an administrator sets it: the platform is free during the pandemic', async () => {
    const response = await call('GET', admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ commissionRate: 0 });
    expect(await stored()).toBeUndefined();
  });

  it('stores a new rate, answers it, and audits the change with the old and new value', async () => {
    const put = await call('PUT', admin.headers, { commissionRate: 7.5 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ commissionRate: 7.5 });
    expect((await call('GET', admin.headers)).json()).toEqual({ commissionRate: 7.5 });
    expect(await stored()).toBe(7.5);

    expect((await call('PUT', admin.headers, { commissionRate: 10 })).statusCode).toBe(200);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'setting'), eq(auditLog.entityId, 'commission_rate')))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.actorId, entry.changes])).toEqual([
      [admin.user.id, [{ field: 'commissionRate', old: 0, new: 7.5 }]],
      [admin.user.id, [{ field: 'commissionRate', old: 7.5, new: 10 }]],
    ]);
  });

  it('accepts the bounds 0 and 100 and two decimals as sent', async () => {
    for (const [sent, kept] of [
      [100, 100],
      [0, 0],
      [1.05, 1.05],
    ]) {
      const response = await call('PUT', admin.headers, { commissionRate: sent });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ commissionRate: kept });
      expect(await stored()).toBe(kept);
    }
  });

  it.each([
    ['a negative rate', { commissionRate: -1 }],
    ['more than 100 percent', { commissionRate: 100.01 }],
    ['a text', { commissionRate: 'zehn' }],
    ['no rate', {}],
  ])('refuses %s with 400 on the field and stores nothing', async (_name, body) => {
    await call('PUT', admin.headers, { commissionRate: 4 });
    const response = await call('PUT', admin.headers, body, 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [
          {
            field: 'commissionRate',
            key: 'Commission_rate_invalid',
            message: 'Bitte einen Satz zwischen 0 und 100 Prozent eingeben',
          },
        ],
      },
    });
    expect(await stored()).toBe(4);
  });

  it.each(ROLES.filter((role) => role !== 'ADMIN'))(
    'refuses %s with 403 and anonymous callers with 401',
    async (role) => {
      await call('PUT', admin.headers, { commissionRate: 4 });
      const actor = await actorOf(ctx.app, ctx.db, role);
      expect((await call('GET', actor.headers)).statusCode).toBe(403);
      expect((await call('PUT', actor.headers, { commissionRate: 50 })).statusCode).toBe(403);
      expect((await call('GET', {})).statusCode).toBe(401);
      expect((await call('PUT', {}, { commissionRate: 50 })).statusCode).toBe(401);
      expect(await stored()).toBe(4);
    },
  );
});
