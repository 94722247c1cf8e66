import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '#server/db/schema/index';
import {
  accept,
  bellOf,
  poolMember,
  poolRequest,
  removeAccount,
} from '#server/test/deletion-fixtures';
import { bearer, createUser, signIn } from '#server/test/factories';
import { ctx, hrNord, nord, useTimesheetApp } from '#server/test/timesheets-fixtures';
import { DELETED_NAME } from './privacy.service';

/**
 * Any name deletes: quotes, backslashes, markup, emoji, a name that spells the JSON around a
 * notification; and notifications written before payloads named people by id lose the name too,
 * found by the id.
 */
useTimesheetApp();

describe('any name deletes cleanly', () => {
  const NAMES = [
    { firstName: 'Zoë ":\\', lastName: "O'Brien-Ünal <b>&amp;</b> 😀" },
    // Spells the JSON around a notification's title: a text replacement would break the row.
    { firstName: 'Frühdienst Kardiologie",', lastName: '"person":' },
    { firstName: 'Nord', lastName: 'Ost\\' },
  ];
  let requestId = '';
  const people: { id: string; email: string; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    for (const name of NAMES) {
      const person = await poolMember(name);
      people.push({ ...person, headers: bearer(await signIn(ctx.app, person.email)) });
    }
    requestId = await poolRequest('Frühdienst Kardiologie');
    for (const person of people) await accept(requestId, person, person.headers);
  });

  it.each(NAMES.map((name, index) => [`${name.firstName} ${name.lastName}`, index] as const))(
    '%s: 200, the account gone, others name them neutrally',
    async (_, index) => {
      const person = people[index]!;
      const removed = await removeAccount(person.headers, 'Correct-Horse-42');
      expect(removed.statusCode, removed.body).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: person.headers }))
          .statusCode,
      ).toBe(401);
      const signInAgain = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: 'Correct-Horse-42' },
      });
      expect(signInAgain.statusCode).toBe(401);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({
        firstName: DELETED_NAME,
        lastName: '',
        email: `deleted-${person.id}@deleted.invalid`,
      });
      expect(row!.archivedAt).not.toBeNull();
      const told = (await bellOf(hrNord.headers)).filter(
        (item) => item.kind === 'offer_accepted' && item.requestId === requestId,
      );
      expect(told.find((item) => item.person?._id === person.id)!.person!.name).toBe(DELETED_NAME);
      expect(told.every((item) => item.payload.title === 'Frühdienst Kardiologie')).toBe(true);
    },
  );
});

describe('notifications written before payloads named people by id', () => {
  it('lose the deleted person’s name, found by their id; another worker’s warning stays', async () => {
    const person = await poolMember({ firstName: 'Olga', lastName: 'Older' });
    const headers = bearer(await signIn(ctx.app, person.email));
    const requestId = await poolRequest('Nachtdienst Kardiologie');
    await accept(requestId, person, headers);
    const other = await createUser(ctx.db, { firstName: 'Otto', lastName: 'Other' });
    const warning = (userId: string, title: string) => ({
      userId: hrNord.user.id,
      kind: 'aueg_limit_soon',
      payload: {
        key: `${userId}:${nord.id}:aueg_limit_soon:2027-01-15`,
        date: '2027-01-15',
        title,
        organisation: 'Klinikum Nord',
      },
    });
    const [olderAcceptance, olderWarning, othersWarning] = await ctx.db
      .insert(notifications)
      .values([
        {
          userId: hrNord.user.id,
          kind: 'offer_accepted',
          requestId,
          payload: {
            title: 'Nachtdienst Kardiologie',
            organisation: 'Klinikum Nord',
            person: 'Olga Older',
          },
        },
        warning(person.id, 'Olga Older'),
        warning(other.id, 'Otto Other'),
      ])
      .returning();

    expect((await removeAccount(headers, 'Correct-Horse-42')).statusCode).toBe(200);
    const payloadOf = async (id: string) =>
      (await ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.payload;
    expect(await payloadOf(olderAcceptance!.id)).toEqual({
      title: 'Nachtdienst Kardiologie',
      organisation: 'Klinikum Nord',
    });
    expect(await payloadOf(olderWarning!.id)).toEqual({
      ...olderWarning!.payload,
      title: undefined,
      personId: person.id,
    });
    expect(await payloadOf(othersWarning!.id)).toEqual(othersWarning!.payload);
    const bell = await bellOf(hrNord.headers);
    expect(bell.find((item) => item.payload.key === olderWarning!.payload.key)!.person).toEqual({
      _id: person.id,
      name: DELETED_NAME,
    });
  });
});
