import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { requests, users } from '#server/db/schema/index';
import { agencyWithDispatcher } from '#server/test/agency-fixtures';
import { registrationBody, uniqueEmail } from '#server/test/factories';
import {
  call,
  ctx,
  detailsOf,
  hrNord,
  nord,
  staffBody,
  useRequestsApp,
} from '#server/test/requests-fixtures';

// Names and titles are refused with control characters where they are entered (a NUL, a bell, a
// line break, an unpaired surrogate), in the caller's language and naming the field; nothing is
// stored. They could not be printed, and XML 1.0 (the e-invoice) forbids most of them.

useRequestsApp();

const CONTROL = {
  en: 'Please remove the control characters',
  de: 'Bitte entfernen Sie die Steuerzeichen',
};

async function register(body: Record<string, unknown>, language: 'en' | 'de') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/registration',
    payload: body,
    headers: { 'accept-language': language },
  });
}

describe('control characters in names and titles', () => {
  it('are refused at registration, field by field, in English and German', async () => {
    for (const language of ['en', 'de'] as const) {
      const body = registrationBody({
        firstName: 'Ent \u0000 Null',
        lastName: 'Tab\there',
        institution: 'Klinik \uD800',
      });
      const response = await register(body, language);
      expect(response.statusCode).toBe(400);
      const details = detailsOf(response) as { field: string; key: string; message: string }[];
      expect(details.map((detail) => detail.field).sort()).toEqual([
        'firstName',
        'institution',
        'lastName',
      ]);
      for (const detail of details) {
        expect(detail.key).toBe('Text_has_control_characters');
        expect(detail.message).toContain(CONTROL[language]);
      }
      const [stored] = await ctx.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.email, body.email as string));
      expect(stored!.n).toBe(0);
    }
    // The characters the e-invoice must escape are a name like any other.
    expect(
      (
        await register(
          registrationBody({ firstName: 'Ent &foo; &#0; <b>', lastName: 'O’Brien 😀 שלום' }),
          'en',
        )
      ).statusCode,
    ).toBe(201);
  });

  it('are refused in a staff member’s name an agency enters', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/agency/staff',
      payload: { email: uniqueEmail('staff'), firstName: 'Nora', lastName: 'Neu\u0007' },
      headers: { ...dispatcher.headers, 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toMatchObject([
      {
        field: 'lastName',
        key: 'Text_has_control_characters',
        message: expect.stringContaining(CONTROL.de),
      },
    ]);
  });

  it('are refused in a request’s title and subtitle', async () => {
    const before = await ctx.db.select({ n: count() }).from(requests);
    const response = await call(
      hrNord,
      'POST',
      '/api/job',
      staffBody(nord, { title: 'Frühdienst\nKardiologie' }),
    );
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toMatchObject([
      { field: 'title', key: 'Text_has_control_characters' },
    ]);
    const subtitle = await call(
      hrNord,
      'POST',
      '/api/job',
      staffBody(nord, { subtitle: 'Früh\u0085dienst' }),
    );
    expect(detailsOf(subtitle)).toMatchObject([
      { field: 'subtitle', key: 'Text_has_control_characters' },
    ]);
    expect(await ctx.db.select({ n: count() }).from(requests)).toEqual(before);
  });
});
