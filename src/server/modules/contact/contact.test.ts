import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { analyticsDaily, contactRequests, outbox } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { actorOf } from '#server/test/factories';
import { ROLES } from '#shared/roles';

const ctx = useTestContext();
let client = 0;
beforeEach(() => {
  client += 1;
});

const search = (overrides: Record<string, unknown> = {}) => ({
  specialistValue: 'Fachärztin / Facharzt',
  fieldValue: 'Kardiologie',
  dateString: '01/12/2026 - 05/12/2026',
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  hospitalName: 'Klinikum Süd',
  name: 'Dr. Petra Lang',
  email: 'petra.lang@example.com',
  phone: '+49 89 123456',
  isAgreed: true,
  ...overrides,
});

function send(
  payload: unknown,
  language = 'de',
  remoteAddress = `203.0.113.${client}`,
  url = '/api/metainformation/submit/send-email',
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': language },
    remoteAddress,
  });
}

async function count(table: typeof contactRequests | typeof outbox) {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe('POST /api/metainformation/submit/send-email', () => {
  it('stores the search request and queues mails to the operator and to the sender in their language', async () => {
    const response = await send(search(), 'en');
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await ctx.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({
      kind: 'search',
      specialist: 'Fachärztin / Facharzt',
      field: 'Kardiologie',
      startDate: '2026-12-01',
      language: 'en',
    });
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(sql`${outbox.template} like 'contact_%'`)
      .orderBy(outbox.id);
    const operator = mails.find((m) => m.recipient === 'contact@localhost')!;
    const sender = mails.find((m) => m.recipient === 'petra.lang@example.com')!;
    expect(operator.subject).toBe('Neue Kontaktanfrage: Fachkräftesuche');
    expect(operator.bodyText).toContain('Krankenhaus: Klinikum Süd');
    expect(sender.subject).toBe('We have received your request');
    expect(sender.bodyText).not.toContain('Fachärztin');
    const [counted] = await ctx.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.type, 'contact_submitted'));
    expect(counted!.count).toBeGreaterThanOrEqual(1);
  });

  // Anyone may type any address into the form, so the auto-reply must not
  // carry what they typed (a stranger's inbox would get their text and links under our name).
  it('mails the sender only our fixed text in their language: no submitted name, message or link', async () => {
    for (const language of ['en', 'de'] as const) {
      client += 1;
      const email = `victim-${language}@example.com`;
      const response = await send(
        {
          kind: 'general',
          title: 'Dr.',
          firstName: 'Win a prize',
          lastName: 'at https://evil.example/claim',
          email,
          phone: '0151 123',
          hospitalName: 'www.evil.example',
          message:
            'Your account is locked, sign in at https://evil.example/login?user=you to unlock it.',
          isAgreed: true,
        },
        language,
        `203.0.113.${client}`,
        '/api/contact-requests',
      );
      expect(response.statusCode).toBe(201);
      const [reply] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
      const fixed = {
        en: { subject: 'We have received your request', intro: 'thank you for contacting us.' },
        de: {
          subject: 'Wir haben Ihre Anfrage erhalten',
          intro: 'vielen Dank für Ihre Nachricht.',
        },
      }[language];
      expect(reply!.subject).toBe(fixed.subject);
      expect(reply!.bodyText).toContain(fixed.intro);
      for (const body of [reply!.bodyText, reply!.bodyHtml ?? '']) {
        for (const submitted of ['Win a prize', 'evil.example', 'locked', 'http', 'www.', '0151'])
          expect(body).not.toContain(submitted);
      }
      // The operator still gets the whole request.
      const [operator] = await ctx.db
        .select()
        .from(outbox)
        .where(sql`${outbox.bodyText} like ${`%${email}%`}`);
      expect(operator!.bodyText).toContain('https://evil.example/login?user=you');
    }
  });

  it('accepts the long contact forms for clinics, agencies and general enquiries', async () => {
    for (const kind of ['clinic', 'agency', 'general']) {
      client += 1;
      const response = await send(
        {
          kind,
          title: 'Dr.',
          firstName: 'Jan',
          lastName: 'Berg',
          email: 'jan.berg@example.com',
          phone: '0151 123',
          message: 'Wir möchten mehr erfahren.',
          isAgreed: true,
        },
        'de',
        `203.0.113.${client}`,
        '/api/contact-requests',
      );
      expect(response.statusCode).toBe(201);
    }
    const rows = await ctx.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, 'jan.berg@example.com'));
    expect(rows.map((r) => r.kind).sort()).toEqual(['agency', 'clinic', 'general']);
    expect(rows[0]!.name).toBe('Dr. Jan Berg');
  });

  it('answers bad input with the spec messages in German and stores nothing', async () => {
    const before = [await count(contactRequests), await count(outbox)];
    const response = await send({ email: 'kaputt', isAgreed: false });
    expect(response.statusCode).toBe(400);
    const details = Object.fromEntries(
      (response.json().error.details as { field: string; message: string }[]).map((d) => [
        d.field,
        d.message,
      ]),
    );
    expect(details).toMatchObject({
      specialistValue: 'Bitte Ihre Suche eingeben',
      fieldValue: 'Bitte den Bereich angeben',
      dateString: 'Bitte das Datum eingeben',
      hospitalName: 'Bitte Ihr Krankenhaus eintragen',
      name: 'Bitte Ihren Namen angeben',
      email: 'E-Mail ist ungültig',
      phone: 'Bitte Ihre Telefonnummer angeben',
    });
    expect(details.isAgreed).toBeDefined();
    expect([await count(contactRequests), await count(outbox)]).toEqual(before);
  });

  it('refuses an end date before the start date', async () => {
    const response = await send(search({ startDate: '2026-12-05', endDate: '2026-12-01' }));
    expect(response.statusCode).toBe(400);
  });

  it('limits repeated submits from one client', async () => {
    const statuses: number[] = [];
    // A new sender address each time: the per-address budget has its own test (rate-limits).
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await send(search({ email: `sender-${i}@example.com` }), 'en', '198.18.0.9')).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('GET /api/admin/contact-requests', () => {
  it('lists, searches, pages and opens requests for ADMIN', async () => {
    client += 1;
    await send(search({ hospitalName: 'Unique Findable Klinik', email: 'findable@example.com' }));
    const admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/contact-requests?search=findable&pageSize=5',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    const [item] = list.json().items;
    expect(item.hospitalName).toBe('Unique Findable Klinik');
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/contact-requests/${item.id}`,
      headers: admin.headers,
    });
    expect(one.json().id).toBe(item.id);
    const paged = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/contact-requests?pageSize=2&page=0&sort=createdAt&direction=desc',
      headers: admin.headers,
    });
    expect(paged.json().items).toHaveLength(2);
    expect(paged.json().total).toBeGreaterThan(2);
  });

  it.each(ROLES.filter((r) => r !== 'ADMIN'))('refuses %s', async (role) => {
    const actor = await actorOf(ctx.app, ctx.db, role);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/contact-requests',
      headers: actor.headers,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses anonymous callers, bad ids and unknown ids', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/contact-requests' })).statusCode,
    ).toBe(401);
    const admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/contact-requests/not-a-uuid',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/contact-requests/00000000-0000-4000-8000-000000000000',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/contact-requests?sort=password',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});
