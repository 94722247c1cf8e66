import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agencyMembers,
  files,
  outbox,
  placements,
  sessions,
  staffDocuments,
  timesheets,
  users,
} from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { invoiceClock } from '#server/test/invoices-fixtures';
import { TEST_PASSWORD } from '#server/test/factories';
import { WORKER, workerWithHistory } from '#server/test/privacy-fixtures';
import { DELETED_NAME } from './privacy.service';

const ctx = useTestContext({ clock: invoiceClock() });
let fixture: Awaited<ReturnType<typeof workerWithHistory>>;

beforeAll(async () => {
  fixture = await workerWithHistory(ctx);
});

const remove = (headers: Record<string, string>, password: unknown, language = 'de') =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: { ...headers, 'accept-language': language },
    payload: { password },
  });

/** table.column → rows whose text (text, varchar, arrays, JSON) contains the term, for every public table and view. */
async function occurrences(term: string) {
  const result = await ctx.db
    .execute(sql`select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const found: Record<string, number> = {};
  for (const { table_name, column_name } of (
    result as unknown as { rows: { table_name: string; column_name: string }[] }
  ).rows) {
    const counted = await ctx.db
      .execute(sql`select count(*)::int as n from ${sql.identifier(table_name)}
      where strpos(${sql.identifier(column_name)}::text, ${term}) > 0`);
    const n = (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;
    if (n > 0) found[`${table_name}.${column_name}`] = n;
  }
  return found;
}

describe('DELETE /api/me (GDPR Art. 17)', () => {
  it('refuses a caller who is not signed in, a wrong password and a missing one, changing nothing', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/me',
          payload: { password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    const wrong = await remove(fixture.headers, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await remove(fixture.headers, '')).statusCode).toBe(400);
    expect((await remove(fixture.headers, 42)).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, fixture.workerId));
    expect(row).toMatchObject({ email: WORKER.email, archivedAt: null });
  });

  it('refuses an organisation’s, an agency’s and the platform’s last administrator, telling them to hand over', async () => {
    for (const actor of [fixture.world.clinic.hr, fixture.world.agency.dispatcher]) {
      const response = await remove(actor.headers, TEST_PASSWORD, 'en');
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'LAST_ADMINISTRATOR',
        message: expect.stringContaining('Hand over first'),
      });
    }
    const admin = await remove(fixture.world.admin.headers, TEST_PASSWORD, 'de');
    expect(admin.json().error).toMatchObject({
      code: 'LAST_ADMINISTRATOR',
      message: expect.stringContaining('Übergeben Sie'),
    });
    // A second dispatcher takes over: the first may go.
    await ctx.db.insert(agencyMembers).values({
      agencyId: fixture.world.agency.id,
      userId: fixture.world.otherAgency.dispatcher.user.id,
      kind: 'user',
    });
    expect((await remove(fixture.world.agency.dispatcher.headers, TEST_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('closes the account at once, keeps the invoices and says until when, in the person’s language', async () => {
    const response = await remove(fixture.headers, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: expect.stringContaining('Ihr Konto wurde gelöscht'),
      kept: [
        {
          kind: 'invoices',
          count: 1,
          until: '2036-12-31',
          description: expect.stringContaining('HGB §257'),
        },
      ],
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: fixture.headers }))
        .statusCode,
    ).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: WORKER.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(
      await ctx.db.select().from(sessions).where(eq(sessions.userId, fixture.workerId)),
    ).toEqual([]);
  });

  it('leaves the history others depend on under the neutral name, and the document and its file gone', async () => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, fixture.workerId));
    expect(row).toMatchObject({
      firstName: DELETED_NAME,
      lastName: '',
      phoneNumber: null,
      city: null,
    });
    expect(row!.archivedAt).not.toBeNull();
    expect(
      await ctx.db.select().from(placements).where(eq(placements.userId, fixture.workerId)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(timesheets).where(eq(timesheets.userId, fixture.workerId)),
    ).toHaveLength(3);
    expect(
      await ctx.db.select().from(staffDocuments).where(eq(staffDocuments.userId, fixture.workerId)),
    ).toEqual([]);
    expect(await ctx.db.select().from(files).where(eq(files.id, fixture.fileId))).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/files/${fixture.fileId}` })).statusCode,
    ).toBe(404);
    expect(
      await ctx.db.select().from(agencyMembers).where(eq(agencyMembers.userId, fixture.workerId)),
    ).toEqual([]);
  });

  it('lets what names them by id read the neutral name: the clinic’s warning in the app, the mails to agency and clinic', async () => {
    const hr = fixture.world.clinic.hr;
    const bell = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: hr.headers })
    ).json<{
      items: {
        kind: string;
        payload: Record<string, unknown>;
        person: { _id: string; name: string } | null;
      }[];
    }>();
    const warning = bell.items.find((item) => item.kind === 'aueg_limit_soon')!;
    expect(warning.person).toEqual({ _id: fixture.workerId, name: DELETED_NAME });
    expect(warning.payload).toMatchObject({
      organisation: 'Universitätsklinikum Köln',
      personId: fixture.workerId,
    });
    const [selected] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, fixture.world.otherAgency.dispatcher.user.email));
    expect(selected!.subject).toBe(`Ausgewählt: ${DELETED_NAME} für Vertretung Neurologie`);
    const [warned] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, hr.user.email));
    expect(warned!.subject).toBe(
      `18 months in 4 weeks: ${DELETED_NAME} at Universitätsklinikum Köln`,
    );
    expect(warned!.bodyHtml).toContain('Deleted user / Gelöschte Person');
  });

  it('keeps the audit rows about them (who, what, when) without the values they recorded', async () => {
    const history = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/audit/user/${fixture.workerId}`,
        headers: fixture.world.admin.headers,
      })
    ).json<{ action: string; changes: unknown[] }[]>();
    expect(history).toContainEqual(
      expect.objectContaining({
        action: 'update',
        changes: [{ field: 'phoneNumber', old: null, new: null }],
      }),
    );
  });

  it('leaves name, e-mail and phone nowhere but the kept invoice lines and the confirmation on its way', async () => {
    expect(await occurrences(`${WORKER.firstName} ${WORKER.lastName}`)).toEqual({
      'invoice_lines.description': 1,
    });
    expect(await occurrences(WORKER.lastName)).toEqual({ 'invoice_lines.description': 1 });
    expect(await occurrences(WORKER.phoneNumber)).toEqual({});
    // The one row again through the view every reader uses (its prepared mails rendered).
    expect(await occurrences(WORKER.email)).toEqual({
      'outbox.recipient': 1,
      'outbox_rendered.recipient': 1,
    });
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, WORKER.email));
    expect(mail).toMatchObject({
      template: 'account_deleted',
      language: 'de',
      subject: 'Ihr Konto wurde gelöscht',
    });
    expect(mail!.bodyText).toContain('2036-12-31');
  });
});
