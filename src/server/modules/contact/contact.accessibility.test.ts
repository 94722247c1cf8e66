import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contactRequests, outbox } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { actorOf } from '#server/test/factories';

// Feedback on a barrier, sent from the accessibility statement.
const ctx = useTestContext();

const URL = '/api/contact-requests/accessibility';
const feedback = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jonas Weber',
  email: 'Jonas.Weber@example.com',
  message: 'On My shifts the answer buttons are hard to reach with a screen reader.',
  isAgreed: true,
  ...overrides,
});

function send(payload: unknown, language: string, remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': language },
    remoteAddress,
  });
}

async function counts() {
  const rows = await Promise.all(
    [contactRequests, outbox].map((table) =>
      ctx.db.select({ n: sql<number>`count(*)::int` }).from(table),
    ),
  );
  return rows.map(([row]) => row!.n);
}

describe('POST /api/contact-requests/accessibility', () => {
  it('stores the feedback without a phone and mails the operator and the sender', async () => {
    const response = await send(feedback(), 'en', '203.0.113.201');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Thank you! We have received your request and will get back to you soon.',
    );
    const [row] = await ctx.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, response.json().id));
    expect(row).toMatchObject({
      kind: 'accessibility',
      name: 'Jonas Weber',
      email: 'jonas.weber@example.com',
      phone: '',
      language: 'en',
      message: expect.stringContaining('screen reader'),
    });
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(sql`${outbox.template} like 'contact_%'`);
    const operator = mails.find((mail) => mail.recipient === 'contact@localhost')!;
    expect(operator.subject).toBe('Neue Kontaktanfrage: Rückmeldung zur Barrierefreiheit');
    expect(operator.bodyText).toContain('screen reader');
    // The operator's greeting once, not "Hallo Hallo Team".
    expect(operator.bodyText.startsWith('Hallo Team,\n')).toBe(true);
    expect(operator.bodyText).not.toContain('Telefon:');
    const sender = mails.find((mail) => mail.recipient === 'jonas.weber@example.com')!;
    expect(sender.subject).toBe('We have received your request');
    expect(sender.bodyText).not.toContain('screen reader');
  });

  it.each([
    [
      'de',
      {
        name: 'Bitte Ihren Namen angeben',
        email: 'E-Mail ist ungültig',
        message: 'Bitte geben Sie Ihre Nachricht ein',
      },
    ],
    ['en', { name: 'Please enter your name', message: 'Please enter your message' }],
  ])(
    'answers bad input in %s with a message per field and stores nothing',
    async (language, expected) => {
      const before = await counts();
      const response = await send(
        { name: ' ', email: 'kaputt', message: '', isAgreed: false },
        language,
        '203.0.113.202',
      );
      expect(response.statusCode).toBe(400);
      const details = Object.fromEntries(
        (response.json().error.details as { field: string; message: string }[]).map((d) => [
          d.field,
          d.message,
        ]),
      );
      expect(details).toMatchObject(expected);
      expect(details.isAgreed).toBeDefined();
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a message longer than 5,000 characters', async () => {
    const response = await send(feedback({ message: 'x'.repeat(5001) }), 'en', '203.0.113.203');
    expect(response.statusCode).toBe(400);
  });

  it('limits repeated submits from one client like the other public forms', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await send(feedback({ email: `reader-${i}@example.com` }), 'en', '198.18.0.77'))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('shows the feedback to platform admins only, with its kind', async () => {
    const response = await send(feedback({ email: 'listed@example.com' }), 'de', '203.0.113.204');
    const id = response.json().id as string;
    const admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/contact-requests/${id}`,
      headers: admin.headers,
    });
    expect(one.json()).toMatchObject({ kind: 'accessibility', phone: '' });
    for (const role of ['ORG_ADMIN', 'ORG_SUB', 'AGENCY', 'USER'] as const) {
      const other = await actorOf(ctx.app, ctx.db, role);
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/contact-requests/${id}`,
        headers: other.headers,
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});
