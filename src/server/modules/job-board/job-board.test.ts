import { describe, expect, it } from 'vitest';
import { ROLES } from '#shared/roles';
import { setLargeTableRows } from '#server/db/paging';
import { applications } from '#server/db/schema/index';
import {
  agencyWithDispatcher,
  dateIn,
  organisationWithStaff,
  requestOf,
  signedIn,
  staffOf,
} from '#server/test/agency-fixtures';
import type { Method } from '#server/test/factories';
import { call, ctx, fieldsOf, useJobBoardApp } from '#server/test/job-board-fixtures';

// The board and a request on it, as a vetted agency sees them; every other role refused.

useJobBoardApp();

describe('GET /api/agency/jobs: the board', () => {
  it('lists only open external requests within the permit, with the filters and myApplicationCount', async () => {
    const { organisation, hr } = await organisationWithStaff(ctx, 'Klinikum Board', '20095');
    const { organisation: south } = await organisationWithStaff(ctx, 'Klinik Süd', '80331');
    const { agency, dispatcher } = await agencyWithDispatcher(ctx, {
      permitValidUntil: dateIn(60),
    });
    const open = await requestOf(ctx, organisation, {
      title: 'Board open neuro',
      createdBy: hr.user.id,
      startsInDays: 5,
    });
    const later = await requestOf(ctx, south, {
      title: 'Board open later',
      startsInDays: 20,
      values: {
        accommodation: false,
        field: 'Urologie',
        contractType: 'BefristeteAnstellung',
        specialistRequired: false,
      },
    });
    // Never on the board: internal states, filled, cancelled, over, beyond the permit.
    for (const state of [
      'internal_adv',
      'hr_review',
      'pool_adv',
      'internal_fill',
      'external_fill',
      'cancelled',
    ] as const) {
      await requestOf(ctx, organisation, { title: `Board hidden ${state}`, state });
    }
    await requestOf(ctx, organisation, { title: 'Board hidden past', startsInDays: -3 });
    await requestOf(ctx, organisation, {
      title: 'Board hidden beyond permit',
      startsInDays: 59,
      days: 3,
    });

    const all = await call(dispatcher, 'GET', '/api/agency/jobs?search=board&pageSize=50');
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((item: { title: string }) => item.title)).toEqual([
      'Board open neuro',
      'Board open later',
    ]);
    expect(all.json().total).toBe(2);
    expect(all.json().items[0]).toMatchObject({
      _id: open.id,
      organisation: { name: 'Klinikum Board', postcode: '20095', city: 'Hamburg' },
      field: 'Neurologie',
      accommodation: true,
      salary: [{ activity: 'Bereitschaftsdienst', cost: 45 }],
      shiftCount: 1,
      myApplicationCount: 0,
    });

    const titles = async (query: string) =>
      (await call(dispatcher, 'GET', `/api/agency/jobs?search=board&${query}`))
        .json()
        .items.map((item: { _id: string }) => item._id);
    expect(await titles('postcode=80')).toEqual([later.id]);
    expect(await titles('accommodation=true')).toEqual([open.id]);
    expect(await titles('accommodation=false')).toEqual([later.id]);
    expect(await titles('contract=BefristeteAnstellung')).toEqual([later.id]);
    expect(await titles('speciality=Neurologie')).toEqual([open.id]);
    expect(await titles('position=Facharzt')).toEqual([open.id]);
    expect(await titles('position=Assistenzarzt')).toEqual([open.id, later.id]);
    expect(await titles('sort=begin&direction=desc')).toEqual([later.id, open.id]);
    expect(await titles('sort=postcode&direction=desc')).toEqual([later.id, open.id]);
    expect(await titles('pageSize=1&page=1')).toEqual([later.id]);

    // The count is the caller's agency's only.
    const person = await staffOf(ctx, agency.id);
    await ctx.db
      .insert(applications)
      .values({ requestId: open.id, userId: person.id, agencyId: agency.id });
    const other = await agencyWithDispatcher(ctx);
    await ctx.db.insert(applications).values({
      requestId: open.id,
      userId: (await staffOf(ctx, other.agency.id)).id,
      agencyId: other.agency.id,
    });
    const counted = (
      await call(dispatcher, 'GET', '/api/agency/jobs?search=board+open+neuro')
    ).json().items[0];
    expect(counted.myApplicationCount).toBe(1);

    // Read as its ids, then the rows of those ids (a large table): the same pages.
    const pages = async () => {
      const out = [];
      for (const query of [
        'pageSize=1',
        'pageSize=1&page=1',
        'pageSize=1&page=2',
        'search=board&pageSize=1&page=1',
        'search=board+open+neuro',
      ])
        out.push((await call(dispatcher, 'GET', `/api/agency/jobs?${query}`)).json());
      return out;
    };
    const asOneStatement = await pages();
    const restore = setLargeTableRows(0);
    try {
      expect(await pages()).toEqual(asOneStatement);
    } finally {
      restore();
    }
    expect(asOneStatement[3].items.map((item: { _id: string }) => item._id)).toEqual([later.id]);
    expect(asOneStatement[4].items[0]).toMatchObject({ _id: open.id, myApplicationCount: 1 });
  });

  it('refuses agencies that are not vetted or whose permit expired, and bad filters', async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const request = await requestOf(ctx, organisation);
    for (const options of [
      { vettingState: 'pending' as const },
      { vettingState: 'rejected' as const },
      { permitValidUntil: dateIn(-1) },
      { permitValidUntil: null },
    ]) {
      const { dispatcher } = await agencyWithDispatcher(ctx, options);
      const list = await call(dispatcher, 'GET', '/api/agency/jobs', undefined, 'de');
      expect(list.statusCode, JSON.stringify(options)).toBe(403);
      expect(list.json().error.code).toBe('AGENCY_NOT_VETTED');
      expect(list.json().error.message).toContain('Arbeitnehmerüberlassungserlaubnis');
      expect((await call(dispatcher, 'GET', `/api/agency/jobs/${request.id}`)).statusCode).toBe(
        403,
      );
    }
    // A dispatcher before onboarding has no agency: the same answer.
    const lonely = await signedIn(ctx, 'AGENCY');
    expect((await call(lonely, 'GET', '/api/agency/jobs')).json().error.code).toBe(
      'AGENCY_NOT_VETTED',
    );

    const { dispatcher } = await agencyWithDispatcher(ctx);
    const bad = await call(
      dispatcher,
      'GET',
      '/api/agency/jobs?postcode=2a&position=Chefarzt&pageSize=500',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['pageSize', 'position', 'postcode']);
  });
});

describe('GET /api/agency/jobs/:id', () => {
  it('shows the organisation card, department, contact and only the agency’s own applications', async () => {
    const { organisation, department, hr } = await organisationWithStaff(ctx, 'Klinikum Detail');
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const request = await requestOf(ctx, organisation, {
      departmentId: department.id,
      createdBy: hr.user.id,
      days: 3,
    });
    const mine = await staffOf(ctx, agency.id, { lastName: 'Eigene' });
    await ctx.db
      .insert(applications)
      .values({ requestId: request.id, userId: mine.id, agencyId: agency.id, hourlyRate: 80 });
    const other = await agencyWithDispatcher(ctx);
    await ctx.db.insert(applications).values({
      requestId: request.id,
      userId: (await staffOf(ctx, other.agency.id, { lastName: 'Fremde' })).id,
      agencyId: other.agency.id,
    });

    const response = await call(dispatcher, 'GET', `/api/agency/jobs/${request.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      _id: request.id,
      desc: 'Vertretung für zwei Wochen',
      organisation: {
        name: 'Klinikum Detail',
        address: 'Klinikweg 1',
        postcode: '20095',
        country: 'DE',
      },
      department: 'Neurologie',
      contact: { email: hr.user.email },
      shiftCount: 3,
      myApplicationCount: 1,
    });
    expect(detail.dates).toHaveLength(3);
    expect(detail.dates[0].type).toBe('vertretungsarzt');
    expect(
      detail.myApplications.map((a: { customer: { lastName: string } }) => a.customer.lastName),
    ).toEqual(['Eigene']);
  });

  it('answers 404 for internal requests, other states, beyond the permit and unknown ids', async () => {
    const { organisation } = await organisationWithStaff(ctx);
    const { dispatcher } = await agencyWithDispatcher(ctx, { permitValidUntil: dateIn(30) });
    const hidden = [
      await requestOf(ctx, organisation, { state: 'internal_adv' }),
      await requestOf(ctx, organisation, { state: 'pool_adv' }),
      await requestOf(ctx, organisation, { state: 'external_fill' }),
      await requestOf(ctx, organisation, { startsInDays: 40 }),
    ];
    for (const request of hidden) {
      expect((await call(dispatcher, 'GET', `/api/agency/jobs/${request.id}`)).statusCode).toBe(
        404,
      );
    }
    expect(
      (await call(dispatcher, 'GET', `/api/agency/jobs/00000000-0000-4000-8000-000000000000`))
        .statusCode,
    ).toBe(404);
  });
});

describe('the job board routes refuse every role but AGENCY', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[Method, string]> = [
    ['GET', '/api/agency/jobs'],
    ['GET', `/api/agency/jobs/${id}`],
    ['POST', `/api/agency/jobs/${id}/applications`],
    ['GET', '/api/agency/applications'],
    ['POST', `/api/agency/applications/${id}/withdraw`],
  ];
  it.each(ROLES.filter((role) => role !== 'AGENCY'))('%s gets 403, anonymous 401', async (role) => {
    const actor = await signedIn(ctx, role);
    for (const [method, url] of routes) {
      expect((await call(actor, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
