import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactRequests, outbox, userTokens, users } from '#server/db/schema/index';
import { ensureAdmin } from '#server/demo/seed';
import { loadConfig } from '#server/env';
import { useTestContext } from '#server/test/app';
import { agencyWithDispatcher } from '#server/test/agency-fixtures';
import { TEST_PASSWORD, actorOf, bearer, createUser, linkIn } from '#server/test/factories';

/**
 * Addresses at long top-level domains (.info, .berlin, .clinic …) and internationalised
 * domains are accepted on every route, stored in one form and found again.
 */

const ctx = useTestContext();

let client = 0;
/**
 * Each request from its own client: the per-client limits have their own tests. Sign-up, resend
 * and forgot-password finish their work after answering; the next step needs it done.
 */
async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  client += 1;
  const response = await ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers,
    remoteAddress: `198.18.${Math.floor(client / 250)}.${(client % 250) + 1}`,
  });
  await ctx.app.afterResponseSettled();
  return response;
}

const login = (email: string, password: string) =>
  call('POST', '/api/auth/login', { email, password });

async function mailsTo(recipient: string) {
  return ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

async function userByEmail(email: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

function registration(email: string) {
  return {
    email,
    firstName: 'Petra',
    lastName: 'Weber',
    institution: 'Praxis Weber',
    position: 'Praxisleitung',
    password: 'Sicheres-Passwort-1',
    acceptTC: true,
    role: 'organisation',
  };
}

/** Registers, follows the confirmation link of the recorded mail, and returns the stored address. */
async function registerAndConfirm(typed: string, stored: string) {
  const response = await call('POST', '/api/auth/registration', registration(typed));
  expect(response.statusCode, response.body).toBe(201);
  expect((await userByEmail(stored))?.emailConfirmedAt).toBeNull();
  const [mail] = await mailsTo(stored);
  expect(mail).toMatchObject({ template: 'email_confirmation', recipient: stored });
  const confirm = await call(
    'GET',
    new URL(linkIn(mail!.bodyText, '/api/auth/confirm-email/')).pathname,
  );
  expect(confirm.headers.location).toBe('/en/auth/email-confirmed');
  expect((await userByEmail(stored))?.emailConfirmedAt).toBeInstanceOf(Date);
}

describe('addresses at long top-level domains', () => {
  it.each(['praxis.weber@klinik.info', 'leitung@pflege.berlin', 'dispo@agentur.clinic'])(
    '%s registers, confirms through the mailed link and signs in',
    async (email) => {
      await registerAndConfirm(email, email);
      const signedIn = await login(email, 'Sicheres-Passwort-1');
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const me = await call('GET', '/api/user/me', undefined, bearer(signedIn.json().accessToken));
      expect(me.json()).toMatchObject({ email, role: 'ORG_ADMIN', emailConfirmed: true });
      // Case does not matter at sign-in either.
      expect((await login(email.toUpperCase(), 'Sicheres-Passwort-1')).statusCode).toBe(200);
    },
  );

  it('an internationalised domain is one account in Unicode and in punycode', async () => {
    await registerAndConfirm('Pflege@Krankenhaus-München.de', 'pflege@krankenhaus-münchen.de');
    expect(
      (await login('pflege@xn--krankenhaus-mnchen-y6b.de', 'Sicheres-Passwort-1')).statusCode,
    ).toBe(200);
    expect((await login('pflege@krankenhaus-münchen.de', 'Sicheres-Passwort-1')).statusCode).toBe(
      200,
    );
    const again = await call(
      'POST',
      '/api/auth/registration',
      registration('PFLEGE@xn--krankenhaus-mnchen-y6b.de'),
    );
    // Answered like any address (no account discovery); the owner of the one account is told.
    expect(again.statusCode).toBe(201);
    expect(
      await ctx.db.select().from(users).where(eq(users.email, 'pflege@krankenhaus-münchen.de')),
    ).toHaveLength(1);
    expect((await mailsTo('pflege@krankenhaus-münchen.de')).at(-1)?.template).toBe(
      'account_exists',
    );
  });

  it('still refuses malformed addresses with the spec message, in the caller language', async () => {
    for (const email of [
      'leitung@pflege..berlin',
      'leitung@pflege',
      'leit ung@pflege.berlin',
      '.leitung@pflege.berlin',
      'a@b@pflege.berlin',
    ]) {
      const registered = await call('POST', '/api/auth/registration', registration(email), {
        'accept-language': 'de',
      });
      expect(registered.statusCode).toBe(400);
      expect(registered.json().error.details).toContainEqual(
        expect.objectContaining({
          field: 'email',
          key: 'Email_is_not_valid',
          message: 'E-Mail ist ungültig',
        }),
      );
      const signIn = await login(email, 'Sicheres-Passwort-1');
      expect(signIn.statusCode).toBe(400);
      expect(signIn.json().error.details).toContainEqual(
        expect.objectContaining({
          field: 'email',
          key: 'Email_is_not_valid',
          message: 'Email is not valid',
        }),
      );
    }
  });

  it('forgot-password finds the account whatever case or domain form is typed, and the reset works', async () => {
    const user = await createUser(ctx.db, { email: 'empfang@zahnärzte-köln.gesundheit' });
    expect(user.email).toBe('empfang@zahnärzte-köln.gesundheit');
    const answer = await call(
      'GET',
      `/api/auth/forgot-password/${encodeURIComponent('EMPFANG@xn--zahnrzte-kln-jcb2x.gesundheit')}`,
    );
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.template).toBe('password_reset');
    const link = new URL(linkIn(mail!.bodyText, '/auth/create-new-password'));
    expect(link.searchParams.get('email')).toBe(user.email);
    const reset = await call('POST', '/api/auth/reset-password', {
      email: link.searchParams.get('email'),
      newPassword: 'Neues-Passwort-2026',
      newPasswordToken: link.searchParams.get('token'),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(
      (await login('empfang@zahnärzte-köln.gesundheit', 'Neues-Passwort-2026')).statusCode,
    ).toBe(200);
  });

  it('resend-verification finds an unconfirmed account at a long top-level domain', async () => {
    const email = 'bewerbung@pflegeheim.online';
    expect((await call('POST', '/api/auth/registration', registration(email))).statusCode).toBe(
      201,
    );
    const user = await userByEmail(email);
    // The first mail went out two minutes ago: the once-a-minute limit lets the next one through.
    await ctx.db
      .update(userTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(userTokens.userId, user!.id));
    const answer = await call(
      'GET',
      `/api/auth/resend-verification/${encodeURIComponent('Bewerbung@Pflegeheim.ONLINE')}`,
    );
    expect(answer.statusCode).toBe(200);
    expect((await mailsTo(email)).map((m) => m.template)).toEqual([
      'email_confirmation',
      'email_confirmation',
    ]);
  });

  it('invitations reach a long top-level domain, and the invitee joins and signs in', async () => {
    const admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
    const invite = await call(
      'POST',
      '/api/admin/persons/invite',
      { email: 'Leitung@Station.Hamburg', role: 'ORG_ADMIN' },
      admin.headers,
    );
    expect(invite.statusCode, invite.body).toBe(201);
    expect(invite.json().status).toBe('invited');
    const [mail] = await mailsTo('leitung@station.hamburg');
    const token = new URL(linkIn(mail!.bodyText, 'accept-invitation')).searchParams.get('token')!;
    expect((await call('GET', `/api/invitations/${token}`)).json().email).toBe(
      'leitung@station.hamburg',
    );
    const accepted = await call('POST', '/api/invitations/accept', {
      token,
      firstName: 'Lena',
      lastName: 'Leitung',
      password: 'Long-enough-9',
      acceptTC: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await login('leitung@station.hamburg', 'Long-enough-9')).statusCode).toBe(200);
  });

  it('the contact forms take a long top-level domain and an internationalised domain, and answer there', async () => {
    const message = await call(
      'POST',
      '/api/contact-requests',
      {
        kind: 'clinic',
        firstName: 'Jan',
        lastName: 'Berg',
        email: 'Anfrage@Klinikum.Berlin',
        phone: '0151 123',
        message: 'Wir möchten mehr erfahren.',
        isAgreed: true,
      },
      { 'accept-language': 'de' },
    );
    expect(message.statusCode, message.body).toBe(201);
    const search = await call('POST', '/api/metainformation/submit/send-email', {
      specialistValue: 'Pflegefachkraft',
      fieldValue: 'Intensivpflege',
      dateString: '01/12/2026 - 05/12/2026',
      hospitalName: 'Klinikum Süd',
      name: 'Dr. Petra Lang',
      email: 'petra.lang@krankenhaus-münchen.de',
      phone: '+49 89 123456',
      isAgreed: true,
    });
    expect(search.statusCode, search.body).toBe(201);
    for (const [id, email] of [
      [message.json().id, 'anfrage@klinikum.berlin'],
      [search.json().id, 'petra.lang@krankenhaus-münchen.de'],
    ]) {
      const [row] = await ctx.db.select().from(contactRequests).where(eq(contactRequests.id, id));
      expect(row!.email).toBe(email);
      expect((await mailsTo(email)).map((m) => m.template)).toEqual(['contact_confirmation']);
    }
  });

  it('the back office edits a person to such an address, which then signs in; the other form of it is taken', async () => {
    const admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
    const person = await createUser(ctx.db);
    const changed = await call(
      'PATCH',
      `/api/admin/persons/${person.id}`,
      { changes: [{ field: 'email', value: 'Neu@Krankenhaus-München.de' }] },
      admin.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().email).toBe('neu@krankenhaus-münchen.de');
    expect((await login('neu@xn--krankenhaus-mnchen-y6b.de', TEST_PASSWORD)).statusCode).toBe(200);
    const other = await createUser(ctx.db);
    const taken = await call(
      'PATCH',
      `/api/admin/persons/${other.id}`,
      { changes: [{ field: 'email', value: 'neu@xn--krankenhaus-mnchen-y6b.de' }] },
      admin.headers,
    );
    expect(taken.statusCode).toBe(409);
    const bad = await call(
      'PATCH',
      `/api/admin/persons/${other.id}`,
      { changes: [{ field: 'email', value: 'neu@klinik' }] },
      admin.headers,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('an agency adds staff at a long top-level domain', async () => {
    const { dispatcher } = await agencyWithDispatcher(ctx);
    const created = await call(
      'POST',
      '/api/agency/staff',
      { email: 'Pflegekraft+Nacht@Dienst.Care', firstName: 'Nora', lastName: 'Nacht' },
      dispatcher.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().email).toBe('pflegekraft+nacht@dienst.care');
  });
});

describe('ADMIN_EMAIL', () => {
  it('at a long top-level domain is created at start and signs in, in any case', async () => {
    const config = loadConfig({
      ADMIN_EMAIL: ' Betrieb@Plattform.Clinic ',
      ADMIN_PASSWORD: 'Admin-Passwort-2026',
    });
    expect(await ensureAdmin(ctx.db, config.adminEmail!, config.adminPassword!)).toBe(true);
    // A second start finds the account.
    expect(await ensureAdmin(ctx.db, config.adminEmail!, config.adminPassword!)).toBe(false);
    const signedIn = await login('Betrieb@Plattform.Clinic', 'Admin-Passwort-2026');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await call('GET', '/api/user/me', undefined, bearer(signedIn.json().accessToken));
    expect(me.json()).toMatchObject({ email: 'betrieb@plattform.clinic', role: 'ADMIN' });
  });

  it('with an internationalised domain signs in with the punycode form too', async () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'IT@Krankenhaus-München.de',
      ADMIN_PASSWORD: 'Admin-Passwort-2026',
    });
    expect(await ensureAdmin(ctx.db, config.adminEmail!, config.adminPassword!)).toBe(true);
    expect(
      (await login('it@xn--krankenhaus-mnchen-y6b.de', 'Admin-Passwort-2026')).statusCode,
    ).toBe(200);
  });
});
