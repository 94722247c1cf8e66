import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, onCallAgreements, onCallConsents } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import {
  admin,
  call,
  ctx,
  hrNord,
  hrSued,
  nord,
  sued,
  useSelectionApp,
  wardKardio as ward,
} from '#server/test/selection-fixtures';
import { joinDepartment, signedIn, type TestActor } from '#server/test/tenants';

// The §7 agreement is HR's to record; the consent is each person's own, and HR only sees it.

const clock = fixedClock('2026-12-08T09:00:00.000Z');
useSelectionApp({ clock });

let doctor: TestActor;
let stranger: TestActor;

beforeAll(async () => {
  const pool = await signedIn(ctx.app, ctx.db, 'USER', 'en', 'Dana');
  doctor = await joinDepartment(ctx.db, nord.departments[0]!.id, pool, 'customer');
  stranger = await signedIn(ctx.app, ctx.db, 'USER', 'de', 'Sven');
});

const agreementUrl = (id: string) => `/api/organisation/${id}/on-call-agreement`;
const AGREEMENT = {
  maxDutyHours: 24,
  minOnCallPercent: 30,
  restAfterHours: 11,
  averagingWeeks: 52,
  consentAverageHours: 58,
};

describe('the organisation’s §7 agreement', () => {
  it('HR records it, the ward manager reads it, the change is audited', async () => {
    expect((await call(ward, 'GET', agreementUrl(nord.id))).json()).toEqual({ agreement: null });
    const set = await call(hrNord, 'PUT', agreementUrl(nord.id), AGREEMENT);
    expect(set.statusCode).toBe(200);
    expect((await call(ward, 'GET', agreementUrl(nord.id))).json()).toEqual({
      agreement: AGREEMENT,
    });
    const changes = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, nord.id), eq(auditLog.action, 'on_call_agreement')));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.actorId).toBe(hrNord.user.id);
  });

  it('refuses figures outside the bounds in en and de, nothing changed', async () => {
    const bad = { ...AGREEMENT, maxDutyHours: 25, restAfterHours: 10, consentAverageHours: 48 };
    const refused = await call(hrNord, 'PUT', agreementUrl(nord.id), bad);
    expect(refused.statusCode).toBe(400);
    const keys = (refused.json() as { error: { details: { key: string }[] } }).error.details.map(
      (detail) => detail.key,
    );
    expect(keys.sort()).toEqual([
      'Consent_average_is_not_valid',
      'Longest_duty_is_not_valid',
      'Rest_after_duty_is_not_valid',
    ]);
    const german = await call(hrNord, 'PUT', agreementUrl(nord.id), bad, 'de');
    expect(JSON.stringify(german.json())).toContain('Stunden');
    const [row] = await ctx.db
      .select()
      .from(onCallAgreements)
      .where(eq(onCallAgreements.organisationId, nord.id));
    expect(row!.maxDutyHours).toBe(24);
  });

  it('is no one else’s to record: the ward manager, the platform admin, another clinic', async () => {
    expect((await call(ward, 'PUT', agreementUrl(nord.id), AGREEMENT)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', agreementUrl(nord.id), AGREEMENT)).statusCode).toBe(403);
    expect((await call(hrSued, 'PUT', agreementUrl(nord.id), AGREEMENT)).statusCode).toBe(404);
    expect((await call(hrSued, 'DELETE', agreementUrl(nord.id))).statusCode).toBe(404);
  });

  it('removing it brings back §3', async () => {
    await call(hrSued, 'PUT', agreementUrl(sued.id), AGREEMENT);
    expect((await call(hrSued, 'DELETE', agreementUrl(sued.id))).json()).toEqual({
      agreement: null,
    });
    expect((await call(hrSued, 'GET', agreementUrl(sued.id))).json()).toEqual({ agreement: null });
  });
});

describe('the written consent of §7 (7)', () => {
  const mine = (id: string) => `/api/me/on-call-consents/${id}`;

  it('the person gives it, HR sees it; giving it again changes nothing', async () => {
    const given = await call(doctor, 'PUT', mine(nord.id));
    expect(given.json()).toMatchObject({
      organisation: { _id: nord.id, name: 'Klinikum Nord' },
      givenAt: '2026-12-08T09:00:00.000Z',
      revokedAt: null,
      effectiveUntil: null,
    });
    clock.set(new Date('2026-12-09T09:00:00.000Z'));
    expect((await call(doctor, 'PUT', mine(nord.id))).json()).toMatchObject({
      givenAt: '2026-12-08T09:00:00.000Z',
    });
    const seen = await call(hrNord, 'GET', `/api/organisation/${nord.id}/on-call-consents`);
    expect(seen.json()).toEqual({
      items: [
        {
          user: { _id: doctor.user.id, firstName: 'Dana', lastName: expect.any(String) },
          givenAt: '2026-12-08T09:00:00.000Z',
          revokedAt: null,
          effectiveUntil: null,
        },
      ],
    });
    expect(
      (await call(hrSued, 'GET', `/api/organisation/${nord.id}/on-call-consents`)).statusCode,
    ).toBe(404);
    expect(
      (await call(ward, 'GET', `/api/organisation/${nord.id}/on-call-consents`)).statusCode,
    ).toBe(403);
  });

  it('is revoked with six months’ notice, and still shown to HR until it ends', async () => {
    const revoked = await call(doctor, 'DELETE', mine(nord.id));
    expect(revoked.json()).toMatchObject({
      revokedAt: '2026-12-09T09:00:00.000Z',
      // The end of 9 June 2027 in Berlin (summer time).
      effectiveUntil: '2027-06-09T22:00:00.000Z',
    });
    const seen = await call(hrNord, 'GET', `/api/organisation/${nord.id}/on-call-consents`);
    expect((seen.json() as { items: unknown[] }).items).toHaveLength(1);
    // Revoking again changes nothing.
    expect((await call(doctor, 'DELETE', mine(nord.id))).json()).toMatchObject({
      effectiveUntil: '2027-06-09T22:00:00.000Z',
    });
    expect(
      await ctx.db.select().from(onCallConsents).where(eq(onCallConsents.userId, doctor.user.id)),
    ).toHaveLength(1);
    const list = (await call(doctor, 'GET', '/api/me/on-call-consents')).json() as {
      items: { organisation: { _id: string } }[];
    };
    expect(list.items.map((item) => item.organisation._id)).toEqual([nord.id]);
  });

  it('only to an organisation one belongs to; nobody gives it for another', async () => {
    expect((await call(stranger, 'PUT', mine(nord.id))).statusCode).toBe(404);
    expect((await call(doctor, 'PUT', mine(sued.id))).statusCode).toBe(404);
    // HR giving it is HR's own consent, never the doctor's.
    await call(hrNord, 'PUT', mine(nord.id));
    const rows = await ctx.db
      .select({ userId: onCallConsents.userId })
      .from(onCallConsents)
      .where(eq(onCallConsents.organisationId, nord.id));
    expect(rows.map((row) => row.userId).sort()).toEqual([doctor.user.id, hrNord.user.id].sort());
  });
});
