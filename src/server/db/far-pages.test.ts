import { beforeAll, describe, expect, it } from 'vitest';
import { agencies, contactRequests, organisations, outboxTable } from '#server/db/schema/index';
import { createUser, useAdminApp } from '#server/test/factories';

// Decision 053: an admin list's later unsearched page takes its ids first (an index-only walk)
// and reads only its rows. Its pages must be the slices of the first page's order: the sort key
// (lower case where the list sorts so), then the id as the tie-break, archived rows left out.
// Page size 2 and three tied rows put a tie across a page boundary.
const { ctx, call } = useAdminApp();

type Row = { id: string | number; [key: string]: unknown };
const byId = (a: Row, b: Row) => (String(a.id) < String(b.id) ? -1 : 1);
const ids = (rows: { id: string | number }[]) => rows.map((row) => row.id);

/** Every page of size 2 from 0 to one past the end: the answers' ids, totals and item counts. */
async function pages(url: string, count: number) {
  const out: { ids: unknown[]; total: number }[] = [];
  for (let page = 0; page <= Math.ceil(count / 2); page += 1) {
    const body = (await call('GET', `${url}&pageSize=2&page=${page}`)).json<{
      items: Row[];
      total: number;
    }>();
    out.push({ ids: ids(body.items), total: body.total });
  }
  return out;
}

/** The pages a list in this order must answer: slices of 2, then one empty page past the end. */
function expected(order: Row[]) {
  const out: { ids: unknown[]; total: number }[] = [];
  for (let page = 0; page <= Math.ceil(order.length / 2); page += 1)
    out.push({ ids: ids(order.slice(page * 2, page * 2 + 2)), total: order.length });
  return out;
}

const address = {
  address: 'Hauptstraße 5',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  url: 'https://example.com',
};
// 'Charlie' three times in three cases: lower() ties them, the id decides.
const names = ['Bravo', 'alpha', 'Charlie', 'charlie', 'CHARLIE', 'delta', 'Echo'];
const lowerOrder = ['alpha', 'bravo', 'charlie', 'charlie', 'charlie', 'delta', 'echo'];
let agencyRows: Row[] = [];
let organisationRows: Row[] = [];
const personRows: Row[] = [];
let contactRows: Row[] = [];
let smsRows: Row[] = [];

/** The rows in the list's order: lower-cased name, then ids ascending within a tie. */
function nameOrder(rows: Row[], key: string, direction: 'asc' | 'desc') {
  const groups = lowerOrder.filter((name, i) => lowerOrder.indexOf(name) === i);
  if (direction === 'desc') groups.reverse();
  return groups.flatMap((name) =>
    rows.filter((row) => String(row[key]).toLowerCase() === name).sort(byId),
  );
}

beforeAll(async () => {
  agencyRows = await ctx.db
    .insert(agencies)
    .values(names.map((name) => ({ name, ...address })))
    .returning();
  // Archived rows sort first and must not appear.
  await ctx.db.insert(agencies).values({ name: 'Aardvark', ...address, archivedAt: new Date() });
  organisationRows = await ctx.db
    .insert(organisations)
    .values(names.map((name) => ({ name, ...address })))
    .returning();
  await ctx.db
    .insert(organisations)
    .values({ name: 'Aardvark', ...address, archivedAt: new Date() });
  for (const lastName of names)
    personRows.push(await createUser(ctx.db, { role: 'USER', lastName }));
  await createUser(ctx.db, { role: 'USER', lastName: 'Aardvark', archivedAt: new Date() });
  // Contact requests sort on the name as written, ties by the id descending.
  contactRows = await ctx.db
    .insert(contactRequests)
    .values(
      ['Tied', 'Anna', 'Tied', 'Zora', 'Tied', 'Berta'].map((name, i) => ({
        kind: 'clinic' as const,
        language: 'de' as const,
        name,
        email: `c${i}@example.com`,
        phone: '+49 30 1',
      })),
    )
    .returning();
  smsRows = await ctx.db
    .insert(outboxTable)
    .values(
      [1, 2, 3, 4, 5].map((i) => ({
        channel: 'sms' as const,
        status: 'sent' as const,
        recipient: `+4930${i}`,
        language: 'de' as const,
        template: 'far-pages',
        subject: 'S',
        bodyText: 'T',
      })),
    )
    .returning();
});

describe('far pages of the admin lists (ids first)', () => {
  for (const [list, rows, key] of [
    ['agencies', () => agencyRows, 'name'],
    ['organisations', () => organisationRows, 'name'],
    ['persons?role=USER', () => personRows, 'lastName'],
  ] as const)
    for (const direction of ['asc', 'desc'] as const)
      it(`${list} by ${key} ${direction}: lower-case order, ties by id ascending, archived left out, past the end empty`, async () => {
        const url = `/api/admin/${list}${list.includes('?') ? '&' : '?'}sort=${key}&direction=${direction}`;
        expect(await pages(url, names.length)).toEqual(expected(nameOrder(rows(), key, direction)));
      });

  it('agencies searched: the matches in the same order, page by page', async () => {
    const order = nameOrder(agencyRows, 'name', 'asc').filter(
      (row) => String(row.name).toLowerCase() === 'charlie',
    );
    expect(await pages('/api/admin/agencies?sort=name&search=charlie', 3)).toEqual(expected(order));
  });

  for (const direction of ['asc', 'desc'] as const)
    it(`contact requests by name ${direction}: ties by id descending`, async () => {
      const groups = ['Anna', 'Berta', 'Tied', 'Zora'];
      if (direction === 'desc') groups.reverse();
      const order = groups.flatMap((name) =>
        contactRows
          .filter((row) => row.name === name)
          .sort(byId)
          .reverse(),
      );
      expect(
        await pages(`/api/admin/contact-requests?sort=name&direction=${direction}`, order.length),
      ).toEqual(expected(order));
      const tied = order.filter((row) => row.name === 'Tied');
      expect(
        await pages(`/api/admin/contact-requests?sort=name&direction=${direction}&search=tied`, 3),
      ).toEqual(expected(tied));
    });

  it('outbox of a channel: newest first by id, page by page', async () => {
    const order = [...smsRows].sort((a, b) => Number(b.id) - Number(a.id));
    expect(await pages('/api/admin/outbox?channel=sms', order.length)).toEqual(expected(order));
  });

  it('outbox of every channel: newest first by id, a later page walks the key', async () => {
    const mails = [1, 2, 3].map((i) => ({
      channel: 'email' as const,
      status: 'sent' as const,
      recipient: `far${i}@example.com`,
      language: 'de' as const,
      template: 'far-pages',
      subject: 'S',
      bodyText: 'T',
    }));
    await ctx.db.insert(outboxTable).values(mails);
    const order = (await ctx.db.select({ id: outboxTable.id }).from(outboxTable)).sort(
      (a, b) => b.id - a.id,
    );
    for (const page of [1, 2, 3]) {
      const body = (await call('GET', `/api/admin/outbox?pageSize=2&page=${page}`)).json<{
        items: Row[];
      }>();
      expect(ids(body.items)).toEqual(ids(order.slice(page * 2, page * 2 + 2)));
    }
  });
});
