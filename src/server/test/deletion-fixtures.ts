import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Timeline } from '#shared/contracts/engine';
import { outbox, requestOffers } from '#server/db/schema/index';
import { berlin } from './clock-fixtures';
import { createUser } from './factories';
import { joinDepartment } from './tenants';
import { call, ctx, hrNord, nord } from './timesheets-fixtures';

// What the deletion tests share: the timesheet tests' clinic "Klinikum Nord", its pool, HR
// asking it, and the reads of what others see after a person deleted their account.

export type BellItem = {
  kind: string;
  requestId: string | null;
  payload: Record<string, unknown>;
  person: { _id: string; name: string } | null;
};
export const bellOf = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers })).json<{
    items: BellItem[];
  }>().items;
export const mailsTo = (email: string) =>
  ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
export const timelineOf = async (requestId: string) => {
  const response = await call(hrNord, 'GET', `/api/job/${requestId}/timeline`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Timeline>();
};
export const removeAccount = (headers: Record<string, string>, password: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: { ...headers, 'accept-language': 'en' },
    payload: { password },
  });

/** A pool member of Kardiologie, asked by the pools the request below reaches. */
export async function poolMember(values: {
  firstName: string;
  lastName: string;
  password?: string;
}) {
  const person = await createUser(ctx.db, {
    ...values,
    qualificationLevel: 'Examine Pflegekraft',
    skills: ['EKG'],
  });
  await joinDepartment(ctx.db, nord.departments[0]!.id, { user: person, headers: {} }, 'customer');
  return person;
}

/** HR asks the Kardiologie pool for a shift on 10 November; answers the request's id. */
export async function poolRequest(title: string) {
  const day = (hour: number) => berlin(`2026-11-10T${String(hour).padStart(2, '0')}:00`).getTime();
  const response = await call(hrNord, 'POST', '/api/job', {
    title,
    dates: [{ startDate: day(7), endDate: day(15), activity: 'times', type: 'Neue_Dienstanfrage' }],
    skills: ['EKG'],
    qualification: 'Examine Pflegekraft',
    orig_dept: nord.departments[0]!.id,
    state: 'internal_adv',
    organisation: nord.id,
    applicants: [],
    jobType: 'Tagdienst',
    timeLimit: '0',
    orig_submission: '',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

export async function accept(
  requestId: string,
  person: { id: string },
  headers: Record<string, string>,
) {
  const [offer] = await ctx.db
    .select()
    .from(requestOffers)
    .where(and(eq(requestOffers.requestId, requestId), eq(requestOffers.userId, person.id)));
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/offers/${offer!.id}/answer`,
    headers,
    payload: { answer: 'accepted' },
  });
  expect(response.statusCode, response.body).toBe(200);
}
