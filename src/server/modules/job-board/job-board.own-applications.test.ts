import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, requests } from '#server/db/schema/index';
import {
  agencyWithDispatcher,
  organisationWithStaff,
  requestOf,
  signedIn,
  staffOf,
} from '#server/test/agency-fixtures';
import { call, ctx, useJobBoardApp } from '#server/test/job-board-fixtures';
import { setLargeTableRows } from '#server/db/paging';

// The agency’s own applications: its list and withdrawing one.

useJobBoardApp();

describe('the agency’s applications', () => {
  it('lists them newest first with a state filter, never another agency’s; withdraws only open ones', async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const other = await agencyWithDispatcher(ctx);
    const person = await staffOf(ctx, agency.id);
    const older = await requestOf(ctx, organisation, { title: 'Ältere' });
    const newer = await requestOf(ctx, organisation, { title: 'Neuere' });
    const [a] = await ctx.db
      .insert(applications)
      .values({
        requestId: older.id,
        userId: person.id,
        agencyId: agency.id,
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [b] = await ctx.db
      .insert(applications)
      .values({ requestId: newer.id, userId: person.id, agencyId: agency.id, state: 'selected' })
      .returning();
    const [foreign] = await ctx.db
      .insert(applications)
      .values({
        requestId: older.id,
        userId: (await staffOf(ctx, other.agency.id)).id,
        agencyId: other.agency.id,
      })
      .returning();

    const list = await call(dispatcher, 'GET', '/api/agency/applications');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((item: { _id: string }) => item._id)).toEqual([b!.id, a!.id]);
    expect(list.json().items[1].request).toMatchObject({
      title: 'Ältere',
      organisationName: organisation.name,
    });
    const selected = await call(dispatcher, 'GET', '/api/agency/applications?state=selected');
    expect(selected.json().items.map((item: { _id: string }) => item._id)).toEqual([b!.id]);
    // A later page takes its ids first: the same order, rows and total.
    const ids = async (query: string) => {
      const page = (await call(dispatcher, 'GET', `/api/agency/applications?${query}`)).json();
      return { ids: page.items.map((item: { _id: string }) => item._id), total: page.total };
    };
    expect(await ids('pageSize=1&page=1')).toEqual({ ids: [a!.id], total: 2 });
    expect(
      (await call(dispatcher, 'GET', '/api/agency/applications?pageSize=1&page=1')).json().items[0]
        .request,
    ).toMatchObject({
      title: 'Ältere',
      organisationName: organisation.name,
    });
    expect(await ids('pageSize=1&page=2')).toEqual({ ids: [], total: 2 });
    expect(await ids('state=applied&pageSize=1&page=1')).toEqual({ ids: [], total: 1 });
    expect(await ids('state=selected&pageSize=1&page=1')).toEqual({ ids: [], total: 1 });
    // Read as its ids, then the rows of those ids (a large table): the same pages.
    const restore = setLargeTableRows(0);
    try {
      expect(await ids('pageSize=1&page=1')).toEqual({ ids: [a!.id], total: 2 });
      expect(await ids('pageSize=5')).toEqual({ ids: [b!.id, a!.id], total: 2 });
      expect(await ids('state=selected')).toEqual({ ids: [b!.id], total: 1 });
      expect(
        (await call(dispatcher, 'GET', '/api/agency/applications?pageSize=1&page=1')).json()
          .items[0].request,
      ).toMatchObject({
        title: 'Ältere',
        organisationName: organisation.name,
      });
    } finally {
      restore();
    }

    // Another agency's application is not found; a decided one cannot be withdrawn.
    expect(
      (await call(dispatcher, 'POST', `/api/agency/applications/${foreign!.id}/withdraw`))
        .statusCode,
    ).toBe(404);
    const decided = await call(
      dispatcher,
      'POST',
      `/api/agency/applications/${b!.id}/withdraw`,
      undefined,
      'de',
    );
    expect(decided.statusCode).toBe(409);
    expect(decided.json().error).toMatchObject({ code: 'APPLICATION_NOT_WITHDRAWABLE' });
    expect(decided.json().error.message).toContain('zurückgezogen');

    const withdrawn = await call(dispatcher, 'POST', `/api/agency/applications/${a!.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ _id: a!.id, state: 'withdrawn' });
    expect(withdrawn.json().decidedAt).not.toBeNull();
    expect(
      (await call(dispatcher, 'POST', `/api/agency/applications/${a!.id}/withdraw`)).statusCode,
    ).toBe(409);
    const [foreignAfter] = await ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, foreign!.id));
    expect(foreignAfter!.state).toBe('applied');

    // A pending agency still sees its applications; a dispatcher without agency sees none.
    const lonely = await signedIn(ctx, 'AGENCY');
    expect((await call(lonely, 'GET', '/api/agency/applications')).json()).toEqual({
      items: [],
      total: 0,
    });
    expect(await ctx.db.select().from(requests).where(eq(requests.id, newer.id))).toHaveLength(1);
  });
});
