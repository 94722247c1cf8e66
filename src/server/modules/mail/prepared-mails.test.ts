import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { outbox, outboxMails, outboxTable } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { actorOf, createUser, uniqueEmail } from '#server/test/factories';
import { EXPORT_SOURCES } from '#server/modules/privacy/export-sources.queries';
import { deleteOwnRows, sourceRows } from '#server/modules/privacy/privacy.queries';
import { renameInQuotingMessages } from '#server/modules/privacy/privacy.references.queries';
import {
  deleteSentMailBefore,
  deleteUnusedPreparedMailsBefore,
} from '#server/modules/retention/retention.queries';
import { insertPreparedMails, listOutboxFor } from './mail.queries';
import { mailSlot, prepareMail } from './mail.prepared';
import type { MailTemplate } from './mail.templates';

/**
 * A pool's offer e-mails are stored as one prepared mail per language and each
 * person's values, and rendered when read. Every reader must see the mail renderMail gives: the
 * worker sending it, the back office (masked), the export; erasure must reach the values.
 */
const ctx = useTestContext();

const TOKEN = 'Zq3x_Yv8-Lk2PwN0rT5uA7bC9dE1fG4hJ6kM8nQ0sT2';
const offer = (firstName: string, accept: string, decline: string): MailTemplate => ({
  template: 'notification',
  kind: 'offer',
  firstName,
  title: 'Frühdienst <Kardiologie> & "ITS"',
  organisation: 'Klinikum Nord',
  dates: [{ start: new Date('2026-03-02T05:00:00Z'), end: new Date('2026-03-02T13:00:00Z') }],
  link: 'http://localhost:3000/en/my-shifts',
  answer: { accept, decline },
});
const link = (answer: string, token = TOKEN) =>
  `http://localhost:3000/en/offer?token=${token}&answer=${answer}`;

/** One prepared offer mail to each address, as the notifier writes a pool's. */
async function preparePool(people: { email: string; firstName: string }[], token = TOKEN) {
  const mail = prepareMail(
    'en',
    offer(mailSlot('firstName'), mailSlot('accept'), mailSlot('decline')),
  );
  const rows = people.map((person) => ({
    mail,
    recipient: person.email,
    values: {
      firstName: person.firstName,
      accept: link('accepted', token),
      decline: link('declined', token),
    },
  }));
  await ctx.db.transaction((tx) => insertPreparedMails(tx, rows));
  return rows;
}

describe('prepared mails (decision 047)', () => {
  it('stores the values only and renders each copy as renderMail does, for every reader', async () => {
    const person = { email: uniqueEmail('prepared'), firstName: `<Ann & "O'Bo">` };
    const [row] = await preparePool([person]);
    const [stored] = await ctx.db
      .select()
      .from(outboxTable)
      .where(eq(outboxTable.recipient, person.email));
    expect(stored).toMatchObject({
      subject: null,
      bodyText: null,
      bodyHtml: null,
      mailValues: row!.values,
    });
    const expected = row!.mail.render(row!.values);
    const [read] = await listOutboxFor(ctx.db, person.email);
    expect({ subject: read!.subject, text: read!.bodyText, html: read!.bodyHtml }).toEqual(
      expected,
    );
    expect(read!.bodyHtml).toContain('&#60;Ann &#38; &#34;O&#39;Bo&#34;&#62;');
  });

  it('the outbox worker sends the rendered mail and marks the row sent', async () => {
    const person = { email: uniqueEmail('sent'), firstName: 'Pia' };
    const [row] = await preparePool([person]);
    const expected = row!.mail.render(row!.values);
    expect(await ctx.deliverMail()).toBeGreaterThanOrEqual(1);
    const sent = ctx.sent.find((mail) => mail.to === person.email)!;
    expect({ subject: sent.subject, text: sent.text, html: sent.html }).toEqual(expected);
    const [after] = await listOutboxFor(ctx.db, person.email);
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('the back office lists a prepared mail with its links masked', async () => {
    const admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
    const person = { email: uniqueEmail('listed'), firstName: 'Lea' };
    await preparePool([person]);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=20',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(TOKEN);
    const item = page
      .json<{ items: { recipient: string; subject: string; bodyText: string }[] }>()
      .items.find((i) => i.recipient === person.email)!;
    expect(item.bodyText).toContain('Hello Lea,');
    expect(item.bodyText).toContain('http://localhost:3000/en/offer?token=•••&answer=accepted');
    expect(item.subject).toContain('Frühdienst');
  });

  it('the export shows the rendered subject without bodies or values; erasure removes the values and renames the quoted person by id', async () => {
    const person = await createUser(ctx.db, { firstName: 'Wiebke', lastName: 'Wendt' });
    const colleague = { email: uniqueEmail('colleague'), firstName: 'Carl' };
    const token = 'Wb7Token_abcdefghijklmnopqrstuvwxyz0123456';
    await preparePool([{ email: person.email, firstName: 'Wiebke' }, colleague], token);
    // A warning to the colleague that names the person through its slot, their id beside it.
    const warning = prepareMail('en', {
      template: 'notification',
      kind: 'aueg_limit_soon',
      firstName: mailSlot('firstName'),
      person: mailSlot('person'),
      title: '',
      organisation: 'Kardiologie Nord',
      dates: [],
      link: null,
      answer: null,
    });
    await ctx.db.transaction((tx) =>
      insertPreparedMails(tx, [
        {
          mail: warning,
          recipient: colleague.email,
          values: { firstName: 'Carl', person: 'Wiebke Wendt' },
          personId: person.id,
        },
      ]),
    );
    const stored = (
      await ctx.db.select().from(outboxTable).where(eq(outboxTable.recipient, colleague.email))
    ).find((row) => row.mailValues?.person);
    expect(stored!.mailValues).toEqual({
      firstName: 'Carl',
      person: 'Wiebke Wendt',
      personId: person.id,
    });

    const source = EXPORT_SOURCES.find((entry) => entry.key === 'emails')!;
    const exported = await sourceRows(ctx.db, source, person);
    expect(exported).toHaveLength(1);
    expect(exported[0]!.subject).toContain('Frühdienst');
    expect(JSON.stringify(exported)).not.toContain(token);
    expect(Object.keys(exported[0]!)).not.toEqual(expect.arrayContaining(['bodyText']));

    // Erasing the person renames them in the copies that name them, found by their id; the
    // words they share with a title or a clinic stay.
    await renameInQuotingMessages(ctx.db, person.id, 'N.N.');
    const copies = await listOutboxFor(ctx.db, colleague.email);
    const named = copies.find((copy) => copy.subject.includes('18 months'))!;
    expect(named.subject).toBe('18 months in 4 weeks: N.N. at Kardiologie Nord');
    expect(`${named.bodyText}${named.bodyHtml}`).not.toContain('Wiebke');
    expect(named.bodyText).toContain('Hello Carl,');
    const offerCopy = copies.find((copy) => copy !== named)!;
    expect(offerCopy.subject).toContain('Kardiologie');
    expect(offerCopy.bodyText).toContain('Hello Carl,');

    await deleteOwnRows(ctx.db, person);
    expect(
      await ctx.db.select().from(outboxTable).where(eq(outboxTable.recipient, person.email)),
    ).toEqual([]);
    expect(await listOutboxFor(ctx.db, colleague.email)).toHaveLength(2);
  });

  it('retention deletes a prepared mail only when no outbox row uses it any more', async () => {
    const people = [
      { email: uniqueEmail('kept'), firstName: 'Kai' },
      { email: uniqueEmail('gone'), firstName: 'Gus' },
    ];
    await preparePool(people);
    const rows = await ctx.db
      .select()
      .from(outboxTable)
      .where(
        inArray(
          outboxTable.recipient,
          people.map((p) => p.email),
        ),
      );
    const mailId = rows[0]!.mailId!;
    const future = new Date(Date.now() + 60_000);
    await ctx.db
      .update(outboxTable)
      .set({ status: 'sent' })
      .where(eq(outboxTable.recipient, people[1]!.email));
    await deleteSentMailBefore(ctx.db, future);
    await deleteUnusedPreparedMailsBefore(ctx.db, future);
    expect(
      await ctx.db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(eq(outboxMails.id, mailId)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(outbox).where(eq(outbox.recipient, people[0]!.email)),
    ).toHaveLength(1);

    await ctx.db
      .update(outboxTable)
      .set({ status: 'sent' })
      .where(eq(outboxTable.recipient, people[0]!.email));
    await deleteSentMailBefore(ctx.db, future);
    await deleteUnusedPreparedMailsBefore(ctx.db, future);
    expect(
      await ctx.db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(eq(outboxMails.id, mailId)),
    ).toEqual([]);
  });
});
