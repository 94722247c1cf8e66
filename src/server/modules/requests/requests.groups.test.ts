import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { RequestGroup } from '#shared/request-states';
import { applications, requests } from '#server/db/schema/index';
import {
  agencyWithDispatcher,
  organisationWithStaff,
  requestOf,
  staffOf,
  threeUploads,
} from '#server/test/agency-fixtures';
import { createUser } from '#server/test/factories';
import { call, ctx, useJobBoardApp } from '#server/test/job-board-fixtures';

// requests.application_group, kept by the applications' triggers, equals the group
// spec 001 section 4 computes from the applications, after every kind of write.

useJobBoardApp();

/** The rule of the spec, in TypeScript: selected → external, applied → confirmation, else open. */
function computed(states: string[]): RequestGroup {
  if (states.includes('selected')) return 'external';
  if (states.includes('applied')) return 'confirmation';
  return 'open';
}

/** Every request's stored group against the computed one; answers the stored groups of `ids`. */
async function groupsExact(ids: string[]) {
  const stored = await ctx.db
    .select({ id: requests.id, group: requests.applicationGroup })
    .from(requests);
  const rows = await ctx.db
    .select({ requestId: applications.requestId, state: applications.state })
    .from(applications);
  const statesOf = new Map<string, string[]>();
  for (const row of rows)
    statesOf.set(row.requestId, [...(statesOf.get(row.requestId) ?? []), row.state]);
  const wrong = stored.filter((row) => row.group !== computed(statesOf.get(row.id) ?? []));
  expect(wrong).toEqual([]);
  const byId = new Map(stored.map((row) => [row.id, row.group]));
  return ids.map((id) => byId.get(id));
}

/**
 * The applicants the requests list shows for `requestId` (their states and count): since branch
 * t2lite the list reads them by the stored group, so they must follow it after every write.
 */
async function shown(hr: Parameters<typeof call>[0], requestId: string) {
  const response = await call(hr, 'GET', '/api/job?pageSize=100');
  expect(response.statusCode, response.body).toBe(200);
  const item = (
    response.json().items as {
      _id: string;
      applicants: { state: string }[];
      applicantCount: number;
    }[]
  ).find((row) => row._id === requestId);
  return { states: item?.applicants.map((a) => a.state), count: item?.applicantCount };
}

async function person() {
  return (await createUser(ctx.db, { firstName: 'Gruppen', lastName: 'Probe' })).id;
}

describe('requests.application_group (decision 043)', () => {
  it('follows applying, withdrawing, applying again, selecting and cancelling through the routes', async () => {
    const { organisation, hr } = await organisationWithStaff(ctx, 'Klinikum Gruppen');
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const request = await requestOf(ctx, organisation, { title: 'Gruppe gewählt' });
    const cancelled = await requestOf(ctx, organisation, { title: 'Gruppe abgesagt' });
    const ids = [request.id, cancelled.id];
    expect(await groupsExact(ids)).toEqual(['open', 'open']);

    const apply = async (requestId: string, customerId: string) => {
      const body = {
        customerId,
        hourlyRate: 75,
        documents: await threeUploads(ctx, dispatcher.headers),
      };
      const response = await call(
        dispatcher,
        'POST',
        `/api/agency/jobs/${requestId}/applications`,
        body,
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json()._id as string;
    };
    const first = await apply(
      request.id,
      (await staffOf(ctx, agency.id, { lastName: 'Erste' })).id,
    );
    expect(await groupsExact(ids)).toEqual(['confirmation', 'open']);
    expect(await shown(hr, request.id)).toEqual({ states: ['applied'], count: 1 });

    expect(
      (await call(dispatcher, 'POST', `/api/agency/applications/${first}/withdraw`)).statusCode,
    ).toBe(200);
    expect(await groupsExact(ids)).toEqual(['open', 'open']);
    // A withdrawn application is no applicant: an open request shows none.
    expect(await shown(hr, request.id)).toEqual({ states: [], count: 0 });

    await apply(request.id, (await staffOf(ctx, agency.id, { lastName: 'Zweite' })).id);
    const again = await apply(
      request.id,
      (await ctx.db.select().from(applications).where(eq(applications.id, first)))[0]!.userId,
    );
    expect(again).toBe(first);
    expect(await groupsExact(ids)).toEqual(['confirmation', 'open']);

    const selected = await call(hr, 'POST', `/api/job/${request.id}/applicants/${first}/select`);
    expect(selected.statusCode, selected.body).toBe(200);
    expect(await groupsExact(ids)).toEqual(['external', 'open']);
    // External: only the selected one, not the other applied application.
    expect(await shown(hr, request.id)).toEqual({ states: ['selected'], count: 1 });

    await apply(cancelled.id, (await staffOf(ctx, agency.id, { lastName: 'Dritte' })).id);
    expect(await groupsExact(ids)).toEqual(['external', 'confirmation']);
    const removed = await call(hr, 'DELETE', '/api/job', { ids: [cancelled.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    const [state] = await ctx.db
      .select({ state: requests.state })
      .from(requests)
      .where(eq(requests.id, cancelled.id));
    expect(state!.state).toBe('cancelled');
    expect(await groupsExact(ids)).toEqual(['external', 'open']);
  });

  it('follows every statement shape: many rows at once, a moved application, a rate, deletes', async () => {
    const { organisation } = await organisationWithStaff(ctx, 'Klinikum Anweisungen');
    const a = (await requestOf(ctx, organisation, { title: 'A' })).id;
    const b = (await requestOf(ctx, organisation, { title: 'B' })).id;
    const c = (await requestOf(ctx, organisation, { title: 'C' })).id;
    const ids = [a, b, c];

    // One INSERT over several requests (as a pool's accepted offers or a fixture).
    const inserted = await ctx.db
      .insert(applications)
      .values([
        { requestId: a, userId: await person(), state: 'applied' },
        { requestId: a, userId: await person(), state: 'selected' },
        { requestId: b, userId: await person(), state: 'applied' },
        { requestId: b, userId: await person(), state: 'withdrawn' },
      ])
      .returning({
        id: applications.id,
        requestId: applications.requestId,
        state: applications.state,
      });
    expect(await groupsExact(ids)).toEqual(['external', 'confirmation', 'open']);
    const [aApplied, aSelected, bApplied, bWithdrawn] = inserted;

    // A rate alone changes no group; a state does.
    await ctx.db
      .update(applications)
      .set({ hourlyRate: 70 })
      .where(inArray(applications.requestId, ids));
    expect(await groupsExact(ids)).toEqual(['external', 'confirmation', 'open']);
    await ctx.db
      .update(applications)
      .set({ state: 'not_selected' })
      .where(eq(applications.id, aSelected!.id));
    expect(await groupsExact(ids)).toEqual(['confirmation', 'confirmation', 'open']);

    // One UPDATE over several requests (as a cancellation of many requests).
    await ctx.db
      .update(applications)
      .set({ state: 'request_cancelled' })
      .where(inArray(applications.id, [aApplied!.id, bApplied!.id]));
    expect(await groupsExact(ids)).toEqual(['open', 'open', 'open']);
    await ctx.db
      .update(applications)
      .set({ state: 'applied' })
      .where(eq(applications.id, bWithdrawn!.id));
    expect(await groupsExact(ids)).toEqual(['open', 'confirmation', 'open']);

    // An application moved to another request changes both.
    await ctx.db
      .update(applications)
      .set({ requestId: c })
      .where(eq(applications.id, bWithdrawn!.id));
    expect(await groupsExact(ids)).toEqual(['open', 'open', 'confirmation']);

    // Deletes: one application (as a rematch), then a request and its applications with it.
    await ctx.db
      .update(applications)
      .set({ state: 'selected' })
      .where(eq(applications.id, aSelected!.id));
    expect(await groupsExact(ids)).toEqual(['external', 'open', 'confirmation']);
    await ctx.db.delete(applications).where(eq(applications.id, aSelected!.id));
    expect(await groupsExact(ids)).toEqual(['open', 'open', 'confirmation']);
    await ctx.db.delete(requests).where(eq(requests.id, c));
    expect(await groupsExact([a, b])).toEqual(['open', 'open']);
  });
});
