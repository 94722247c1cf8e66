import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { outbox } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { actorOf, createUser, linkIn, uniqueEmail, registrationBody } from '#server/test/factories';
import { insertOutboxMessage } from './mail.queries';
import { renderMail } from './mail.templates';

/**
 * The back office's outbox once showed live password-reset, confirmation and
 * invitation links. It now shows them masked; the mail as stored and sent keeps its link.
 */
const ctx = useTestContext();

const TOKEN_IN_LINK = /(?:token=|confirm-email\/)([A-Za-z0-9_%-]{20,})/g;

describe('GET /api/admin/outbox', () => {
  it('masks the tokens of reset, confirmation, invitation and one-tap links, and sends them intact', async () => {
    const admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
    const signUp = uniqueEmail('signup');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/registration',
      payload: registrationBody({ email: signUp }),
      remoteAddress: '198.51.100.71',
    });
    expect(registered.statusCode).toBe(201);
    const forgetful = await createUser(ctx.db);
    await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/forgot-password/${encodeURIComponent(forgetful.email)}`,
      remoteAddress: '198.51.100.72',
    });
    await ctx.app.afterResponseSettled();
    const invited = uniqueEmail('invited');
    const invitation = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/persons/invite',
      payload: { email: invited, role: 'USER' },
      headers: admin.headers,
    });
    expect(invitation.statusCode).toBe(201);
    // A pool offer's one-tap answer links, as the engine writes them.
    const pooled = uniqueEmail('pool');
    const offerMail = renderMail('en', {
      template: 'notification',
      kind: 'offer',
      firstName: 'Pia',
      title: 'Frühdienst',
      organisation: 'Klinikum Nord',
      dates: [],
      link: null,
      answer: {
        accept:
          'http://localhost:3000/en/offer?token=Zq3x_Yv8-Lk2PwN0rT5uA7bC9dE1fG4hJ6kM8nQ0sT2&answer=accepted',
        decline:
          'http://localhost:3000/en/offer?token=Zq3x_Yv8-Lk2PwN0rT5uA7bC9dE1fG4hJ6kM8nQ0sT2&answer=declined',
      },
    });
    await insertOutboxMessage(ctx.db, {
      channel: 'email',
      recipient: pooled,
      language: 'en',
      template: 'notification',
      subject: offerMail.subject,
      bodyText: offerMail.text,
      bodyHtml: offerMail.html,
    });

    const recipients = [signUp, forgetful.email, invited, pooled];
    const stored = await ctx.db.select().from(outbox).where(inArray(outbox.recipient, recipients));
    const tokens = stored.flatMap((row) =>
      [...row.bodyText.matchAll(TOKEN_IN_LINK)].map((match) => match[1]!),
    );
    // One live token per mail (the offer's two links share one).
    expect(new Set(tokens).size).toBe(4);
    expect(
      linkIn(
        stored.find((row) => row.recipient === forgetful.email)!.bodyText,
        '/auth/create-new-password',
      ),
    ).toContain('token=');

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=100',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    for (const token of tokens) {
      expect(page.body).not.toContain(token);
      expect(page.body).not.toContain(decodeURIComponent(token));
    }
    const shown = page.json<{ items: { recipient: string; bodyText: string }[] }>().items;
    const bodyTo = (recipient: string) =>
      shown.find((item) => item.recipient === recipient)!.bodyText;
    expect(bodyTo(signUp)).toContain('http://localhost:3000/api/auth/confirm-email/•••');
    expect(bodyTo(forgetful.email)).toMatch(
      /http:\/\/localhost:3000\/en\/auth\/create-new-password\?email=[^&\s]+&token=•••/,
    );
    expect(bodyTo(invited)).toContain('/auth/accept-invitation?token=•••');
    expect(bodyTo(pooled)).toContain('http://localhost:3000/en/offer?token=•••&answer=accepted');

    // The mails as sent keep their working links.
    await ctx.deliverMail();
    const sentText = ctx.sent
      .filter((mail) => recipients.includes(mail.to))
      .map((mail) => mail.text)
      .join('\n');
    for (const token of tokens) expect(sentText).toContain(token);
  });
});
