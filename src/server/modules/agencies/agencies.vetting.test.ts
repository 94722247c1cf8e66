import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencyMembers, outbox } from '#server/db/schema/index';
import { createUser } from '#server/test/factories';
import { call, createAgency, ctx, useAgenciesAdminApp } from '#server/test/agencies-fixtures';

useAgenciesAdminApp();

describe('vetting an agency after checking its staff-leasing permit', () => {
  const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;

  async function agencyWithDispatcher(name: string) {
    const agency = await createAgency(name);
    const dispatcher = await createUser(ctx.db, {
      role: 'AGENCY',
      firstName: 'Dana',
      language: 'de',
    });
    await ctx.db
      .insert(agencyMembers)
      .values({ agencyId: agency.id, userId: dispatcher.id, kind: 'user' });
    return { agency, dispatcher };
  }

  it('starts pending, refuses to vet without a complete permit and changes nothing', async () => {
    const { agency } = await agencyWithDispatcher('Ohne Erlaubnis GmbH');
    expect(agency).toMatchObject({ vettingState: 'pending', permitNumber: null, vettedAt: null });
    const response = await call('POST', `/api/admin/agencies/${agency.id}/vetting`, {
      decision: 'vetted',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['permitAuthority', 'permitNumber', 'permitValidUntil']);
    expect((await call('GET', `/api/admin/agencies/${agency.id}`)).json().vettingState).toBe(
      'pending',
    );
  });

  it('refuses an expired permit', async () => {
    const { agency } = await agencyWithDispatcher('Abgelaufen GmbH');
    const changes = [
      { field: 'permitNumber', value: 'AÜ 123/2019' },
      { field: 'permitAuthority', value: 'Bundesagentur für Arbeit, Regionaldirektion Berlin' },
      { field: 'permitValidUntil', value: '2020-01-31' },
    ];
    expect((await call('PATCH', `/api/admin/agencies/${agency.id}`, { changes })).statusCode).toBe(
      200,
    );
    const response = await call('POST', `/api/admin/agencies/${agency.id}/vetting`, {
      decision: 'vetted',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({
        field: 'permitValidUntil',
        message: 'The staff-leasing permit has expired',
      }),
    ]);
  });

  it('vets an agency with a valid permit, records who and when, and tells its dispatchers in their language', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher('Geprüft Personal GmbH');
    await call('PATCH', `/api/admin/agencies/${agency.id}`, {
      changes: [
        { field: 'permitNumber', value: 'AÜ 42/2024' },
        {
          field: 'permitAuthority',
          value: 'Bundesagentur für Arbeit, Regionaldirektion Düsseldorf',
        },
        { field: 'permitValidUntil', value: nextYear },
      ],
    });
    const response = await call('POST', `/api/admin/agencies/${agency.id}/vetting`, {
      decision: 'vetted',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      vettingState: 'vetted',
      permitValidUntil: nextYear,
      vettingNote: null,
    });
    expect(response.json().vettedAt).toEqual(expect.any(String));

    const mails = await ctx.db.select().from(outbox).where(eq(outbox.recipient, dispatcher.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Geprüft Personal GmbH ist jetzt geprüft');
    expect(mails[0]!.bodyText).toContain('/de/agency/jobs');

    const history = (await call('GET', `/api/admin/audit/agency/${agency.id}`)).json();
    expect(JSON.stringify(history)).toContain('vetted');
  });

  it('rejects only with a reason, which the agency is told', async () => {
    const { agency, dispatcher } = await agencyWithDispatcher('Zweifelhaft GmbH');
    const missing = await call('POST', `/api/admin/agencies/${agency.id}/vetting`, {
      decision: 'rejected',
      note: ' ',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0]).toMatchObject({
      field: 'note',
      message: 'Please give the agency a reason',
    });

    const response = await call('POST', `/api/admin/agencies/${agency.id}/vetting`, {
      decision: 'rejected',
      note: 'Die Erlaubnis ist nicht lesbar.',
    });
    expect(response.json()).toMatchObject({
      vettingState: 'rejected',
      vettingNote: 'Die Erlaubnis ist nicht lesbar.',
    });
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, dispatcher.email));
    expect(mail!.bodyText).toContain('Die Erlaubnis ist nicht lesbar.');
  });

  it('answers 404 for an unknown agency', async () => {
    const response = await call(
      'POST',
      '/api/admin/agencies/00000000-0000-4000-8000-000000000000/vetting',
      {
        decision: 'rejected',
        note: 'x',
      },
    );
    expect(response.statusCode).toBe(404);
  });
});
