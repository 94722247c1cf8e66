import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, requestOffers, users } from '#server/db/schema/index';
import { serverLoggerOptions } from '#server/lib/log-redaction';
import { useTestContext } from '#server/test/app';
import { HOUR, utcDayAt } from '#server/test/engine-fixtures';
import { bearer, injectAs, signIn, uploadFile, type Method } from '#server/test/factories';
import { PDF_BYTES } from '#server/test/multipart';
import { joinDepartment, joinOrganisation, organisationWith, signedIn } from '#server/test/tenants';

/**
 * Logs without personal data: a full journey's log at level info holds no e-mail address, name, password, token,
 * file name or SQL parameter. The app logs to memory through the server's own logger options, as
 * without SMTP_URL (the case in which links used to be logged). The scan looks for the very
 * values the journey used, so a new `log.info({ email })` anywhere on the way fails it.
 */
const lines: string[] = [];
const ctx = useTestContext({
  logger: serverLoggerOptions('info', { write: (line: string) => void lines.push(line) }),
  smtpConfigured: false,
});

/** Every value the log must not hold, with what it is (for the failure message). */
const secrets = new Map<string, string>();
const keep = (what: string, value: string) => {
  secrets.set(value, what);
  return value;
};

let client = 0;
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => {
  client += 1;
  return ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'accept-language': 'de', ...headers },
    remoteAddress: `198.18.7.${client}`,
  });
};

async function mailTo(email: string, template: string) {
  await ctx.app.afterResponseSettled();
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(sql`${outbox.recipient} = ${email} and ${outbox.template} = ${template}`);
  expect(rows, `${template} to ${email}`).not.toHaveLength(0);
  return rows.at(-1)!.bodyText;
}

/** The link tokens of every mail the journey caused: confirmation, reset, invitation, offer answers. */
async function outboxTokens() {
  const bodies = await ctx.db.select({ text: outbox.bodyText }).from(outbox);
  const tokens = new Set<string>();
  for (const { text } of bodies) {
    for (const link of text.match(/https?:\/\/\S+/g) ?? []) {
      const url = new URL(link);
      for (const value of url.searchParams.values()) if (value.length >= 20) tokens.add(value);
      const last = url.pathname.split('/').at(-1)!;
      if (last.length >= 20) tokens.add(last);
    }
  }
  return tokens;
}

describe('the log of a full journey', () => {
  it('holds no personal data, secrets or SQL parameters', async () => {
    // Sign-up, confirmation by the mailed link, sign-in.
    const email = keep('sign-up e-mail', 'jolanda.quirrenbach@klinik-log.example');
    const password = keep('sign-up password', 'Vertraulich-Passwort-77');
    keep('first name', 'Jolanda');
    keep('last name', 'Quirrenbach');
    const registered = await call('POST', '/api/auth/registration', {
      email,
      password,
      firstName: 'Jolanda',
      lastName: 'Quirrenbach',
      institution: 'Klinikum Log',
      position: 'Pflegedienstleitung',
      phoneNumber: keep('phone', '+49 30 9876543'),
      role: 'ORG_ADMIN',
      acceptTC: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const confirmation = (await mailTo(email, 'email_confirmation')).match(
      /\/api\/auth\/confirm-email\/\S+/,
    )![0];
    expect((await call('GET', confirmation)).statusCode).toBeLessThan(400);
    const session = keep('access token', await signIn(ctx.app, email, password));

    // A failed sign-in, with an address and a password.
    const failed = await call('POST', '/api/auth/login', {
      email,
      password: keep('wrong password', 'Falsch-Geraten-13'),
    });
    expect(failed.statusCode).toBe(401);

    // The administrator invites a person.
    const admin = await signedIn(ctx.app, ctx.db, 'ADMIN');
    keep('administrator', admin.user.email);
    const invitee = keep('invited e-mail', 'ottokar.wendelstein@pflege-log.example');
    const invited = await call(
      'POST',
      '/api/admin/persons/invite',
      { email: invitee, role: 'ORG_ADMIN' },
      admin.headers,
    );
    expect(invited.statusCode, invited.body).toBeLessThan(300);

    // A ward posts a request, its pool member accepts the offer.
    const clinic = await organisationWith(ctx.db, 'Klinikum Logbuch', ['Kardiologie']);
    const ward = await joinDepartment(
      ctx.db,
      clinic.departments[0]!.id,
      await signedIn(ctx.app, ctx.db, 'ORG_SUB', 'de', 'Walburga'),
    );
    await joinOrganisation(ctx.db, clinic.id, ward);
    const nurse = await signedIn(ctx.app, ctx.db, 'USER', 'de', 'Philippa');
    await ctx.db
      .update(users)
      .set({ lastName: 'Zwiebelhaus', qualificationLevel: 'Examine Pflegekraft', skills: ['EKG'] })
      .where(sql`${users.id} = ${nurse.user.id}`);
    await joinDepartment(ctx.db, clinic.departments[0]!.id, nurse, 'customer');
    for (const [what, value] of [
      ['ward manager', ward.user.email],
      ['nurse', nurse.user.email],
      ['nurse name', 'Philippa'],
      ['nurse name', 'Zwiebelhaus'],
      ['ward name', 'Walburga'],
    ]) {
      keep(what!, value!);
    }
    const start = utcDayAt(3, 6);
    const posted = await injectAs(ctx.app, ward.headers, 'POST', '/api/job', {
      title: 'Frühdienst Kardiologie',
      dates: [
        {
          startDate: start,
          endDate: start + 8 * HOUR,
          activity: 'times',
          type: 'Neue_Dienstanfrage',
        },
      ],
      skills: ['EKG'],
      qualification: 'Examine Pflegekraft',
      orig_dept: clinic.departments[0]!.id,
      state: 'internal_adv',
      organisation: clinic.id,
      applicants: [],
      jobType: 'Tagdienst',
      timeLimit: '0',
      orig_submission: '',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [offer] = await ctx.db
      .select()
      .from(requestOffers)
      .where(sql`${requestOffers.userId} = ${nurse.user.id}`);
    const answered = await injectAs(
      ctx.app,
      nurse.headers,
      'POST',
      `/api/offers/${offer!.id}/answer`,
      { answer: 'accepted' },
    );
    expect(answered.statusCode, answered.body).toBe(200);

    // A document with a personal file name.
    const fileName = keep('file name', 'Zeugnis_Zwiebelhaus_2026.pdf');
    await uploadFile(ctx.app, nurse.headers, fileName, PDF_BYTES, 'document');

    // Password reset by the mailed link (the legacy route has the address in its path).
    expect(
      (await call('GET', `/api/auth/forgot-password/${encodeURIComponent(email)}`)).statusCode,
    ).toBe(200);
    const resetLink = new URL(
      (await mailTo(email, 'password_reset')).match(/https?:\/\/\S+create-new-password\S+/)![0],
    );
    const newPassword = keep('new password', 'Neues-Geheimnis-2026');
    const reset = await call('POST', '/api/auth/reset-password', {
      email,
      newPassword,
      newPasswordToken: resetLink.searchParams.get('token'),
      currentPassword: '',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // A database error on a write full of personal data: Drizzle's message carries the parameters.
    await ctx.db.execute(
      sql.raw(
        `create function log_scan_refuse() returns trigger language plpgsql as $$ begin raise exception 'log scan: refused'; end $$`,
      ),
    );
    await ctx.db.execute(
      sql.raw(
        'create trigger log_scan_refuse before insert on contact_requests for each row execute function log_scan_refuse()',
      ),
    );
    try {
      const refused = await call('POST', '/api/contact-requests', {
        kind: 'general',
        firstName: keep('contact first name', 'Hildegunde'),
        lastName: keep('contact last name', 'Brösel-Krawinkel'),
        email: keep('contact e-mail', 'hildegunde@kontakt-log.example'),
        phone: keep('contact phone', '0151 5550123'),
        message: keep('contact message', 'Bitte rufen Sie mich wegen Station 4 zurück'),
        isAgreed: true,
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger log_scan_refuse on contact_requests'));
      await ctx.db.execute(sql.raw('drop function log_scan_refuse()'));
    }
    expect((await injectAs(ctx.app, bearer(session), 'GET', '/api/user/me')).statusCode).toBe(401);
    await ctx.app.afterResponseSettled();

    for (const token of await outboxTokens()) keep('link token', token);
    expect(secrets.size).toBeGreaterThan(20);

    // The journey was logged (requests, the kept mails, the error with its request id)...
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('e-mail kept in the outbox');
    expect(log).toContain('"msg":"unhandled error"');
    expect(log).toContain('"reqId"');
    // ... and none of it is personal, secret, or a query's parameters.
    const found = [...secrets].flatMap(([value, what]) =>
      [value, encodeURIComponent(value)].some((form) =>
        log.toLowerCase().includes(form.toLowerCase()),
      )
        ? [`${what}: ${value}`]
        : [],
    );
    expect(found).toEqual([]);
    expect(log).not.toMatch(/params:|Failed query|insert into/i);
  }, 120_000);
});
