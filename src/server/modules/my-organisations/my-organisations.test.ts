import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MyOrganisation } from '#shared/contracts/requests';
import { organisationMembers } from '#server/db/schema/index';
import { actorOf, uniqueEmail, type Method } from '#server/test/factories';
import {
  admin,
  call,
  ctx,
  departmentId,
  fieldsOf,
  inviteAndAccept,
  orgAdminWithOrganisation,
  organisationCount,
  useMyOrganisationsApp,
  validBody,
} from '#server/test/my-organisations-fixtures';

useMyOrganisationsApp();

describe('onboarding: POST /api/organisation', () => {
  it('an ORG_ADMIN without an organisation sees none, creates it with its departments and becomes its administrator', async () => {
    const hr = await actorOf(ctx.app, ctx.db, 'ORG_ADMIN');
    expect((await call(hr.headers, 'GET', '/api/organisation')).json()).toEqual({ items: [] });

    const response = await call(hr.headers, 'POST', '/api/organisation', {
      ...validBody('  Klinikum Süd  ', ['Notaufnahme', 'Anästhesie']),
      url: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<MyOrganisation>();
    expect(created).toMatchObject({
      name: 'Klinikum Süd',
      address: 'Klinikweg 1',
      postcode: '20095',
      city: 'Hamburg',
      country: 'DE',
      url: '',
      access: 'admin',
    });
    expect(created._id).toBe(created.id);
    // Departments by name.
    expect(created.departments.map((department) => department.name)).toEqual([
      'Anästhesie',
      'Notaufnahme',
    ]);

    const members = await ctx.db
      .select()
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, created.id));
    expect(members.map((member) => member.userId)).toEqual([hr.user.id]);
    expect((await call(hr.headers, 'GET', '/api/organisation')).json()).toEqual({
      items: [created],
    });
    expect((await call(hr.headers, 'GET', `/api/organisation/${created.id}`)).json()).toEqual(
      created,
    );

    // Audited: the organisation, each department and the membership.
    const history = (
      await call(admin.headers, 'GET', `/api/admin/audit/organisation/${created.id}`)
    ).json();
    expect(history).toMatchObject([{ action: 'create', actor: { id: hr.user.id } }]);
    const departmentHistory = (
      await call(admin.headers, 'GET', `/api/admin/audit/department/${created.departments[0]!._id}`)
    ).json();
    expect(departmentHistory).toMatchObject([{ action: 'create', actor: { id: hr.user.id } }]);
    const userHistory = (
      await call(admin.headers, 'GET', `/api/admin/audit/user/${hr.user.id}`)
    ).json();
    expect(userHistory[0]).toMatchObject({ action: 'membership_added:organisation_user' });
  });

  it('refuses missing fields, no departments and a bad country by field, and stores nothing', async () => {
    const hr = await actorOf(ctx.app, ctx.db, 'ORG_ADMIN');
    const before = await organisationCount();

    const empty = await call(hr.headers, 'POST', '/api/organisation', {});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['address', 'country', 'departments', 'name', 'postcode']);

    const blank = await call(hr.headers, 'POST', '/api/organisation', {
      ...validBody(' '),
      address: '',
      country: 'Germany',
      url: 'not a url',
      departments: [{ name: 'Kardiologie' }, { name: '  ' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank)).toEqual(['address', 'country', 'departments.1.name', 'name', 'url']);

    const none = await call(hr.headers, 'POST', '/api/organisation', {
      ...validBody('Ohne Abteilung'),
      departments: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toEqual([
      {
        field: 'departments',
        key: 'Departments_are_required',
        message: 'Please add at least one department',
      },
    ]);
    const german = await call(
      { ...hr.headers, 'accept-language': 'de' },
      'POST',
      '/api/organisation',
      {
        ...validBody('Falsches Land'),
        country: 'de',
      },
    );
    expect(german.json().error.details).toEqual([
      { field: 'country', key: 'Country_is_not_valid', message: 'Bitte wählen Sie ein Land' },
    ]);
    const twice = await call(hr.headers, 'POST', '/api/organisation', {
      ...validBody('Doppelte Station'),
      departments: [{ name: 'Kardiologie' }, { name: 'Neurologie' }, { name: ' kardiologie' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details).toEqual([
      {
        field: 'departments.2.name',
        key: 'Department_name_taken',
        message: 'This organisation already has a department of that name',
      },
    ]);

    expect(await organisationCount()).toBe(before);
    expect((await call(hr.headers, 'GET', '/api/organisation')).json()).toEqual({ items: [] });
  });

  it('ADMIN may create one without becoming a member, and lists every organisation by name', async () => {
    const response = await call(
      admin.headers,
      'POST',
      '/api/organisation',
      validBody('AAA Admin Klinik', ['Station A']),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<MyOrganisation>();
    expect(created.access).toBe('admin');
    expect(
      await ctx.db
        .select()
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, created.id)),
    ).toEqual([]);

    const { organisation: other } = await orgAdminWithOrganisation('Andere Klinik');
    const listed = (await call(admin.headers, 'GET', '/api/organisation')).json<{
      items: MyOrganisation[];
    }>().items;
    expect(listed.map((item) => item.id)).toEqual(expect.arrayContaining([created.id, other.id]));
    const names = listed.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(listed.find((item) => item.id === other.id)).toMatchObject({
      access: 'admin',
      departments: other.departments,
    });
    expect((await call(admin.headers, 'GET', `/api/organisation/${other.id}`)).json()).toEqual(
      other,
    );
  });
});

describe('what each caller sees', () => {
  it('an ORG_SUB sees only their departments; another organisation and its admin see nothing of each other', async () => {
    const hr = await orgAdminWithOrganisation('Sichtbarkeit Klinik', [
      'Kardiologie',
      'Intensivstation',
      'Geriatrie',
    ]);
    const stranger = await orgAdminWithOrganisation('Fremde Klinik');
    const { organisation } = hr;
    const base = `/api/organisation/${organisation.id}/departments/${departmentId(organisation, 'Kardiologie')}`;
    const ward = await inviteAndAccept(hr.headers, base, 'users');

    const seen = (await call(ward.headers, 'GET', '/api/organisation')).json<{
      items: MyOrganisation[];
    }>();
    expect(seen.items).toHaveLength(1);
    expect(seen.items[0]).toMatchObject({
      id: organisation.id,
      access: 'department',
      departments: [{ _id: departmentId(organisation, 'Kardiologie'), name: 'Kardiologie' }],
    });
    expect(
      (await call(ward.headers, 'GET', `/api/organisation/${organisation.id}`)).json(),
    ).toEqual(seen.items[0]);

    for (const [actor, foreign] of [
      [ward, stranger.organisation],
      [stranger, organisation],
      [hr, stranger.organisation],
    ] as const) {
      expect((await call(actor.headers, 'GET', `/api/organisation/${foreign.id}`)).statusCode).toBe(
        404,
      );
      const items = (await call(actor.headers, 'GET', '/api/organisation')).json<{
        items: MyOrganisation[];
      }>().items;
      expect(items.map((item) => item.id)).not.toContain(foreign.id);
    }
    expect(
      (await call(hr.headers, 'GET', '/api/organisation/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await call(hr.headers, 'GET', '/api/organisation/123')).statusCode).toBe(400);
  });
});

describe('refusals', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const org = `/api/organisation/${id}`;
  const dep = `${org}/departments/${id}`;
  const management: Array<[Method, string]> = [
    ['POST', `${org}/departments`],
    ['PATCH', dep],
    ['DELETE', dep],
    ['GET', `${dep}/users`],
    ['GET', `${dep}/customers`],
    ['DELETE', `${dep}/users`],
    ['DELETE', `${dep}/customers`],
    ['POST', `${dep}/users/invitations`],
    ['POST', `${dep}/customers/invitations`],
  ];
  const reading: Array<[Method, string]> = [
    ['GET', '/api/organisation'],
    ['GET', org],
  ];
  const all: Array<[Method, string]> = [...reading, ['POST', '/api/organisation'], ...management];

  it('answers 401 without a token everywhere', async () => {
    for (const [method, url] of all) {
      expect((await call({}, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each(['USER', 'AGENCY'] as const)('%s gets 403 everywhere', async (role) => {
    const actor = await actorOf(ctx.app, ctx.db, role);
    for (const [method, url] of all) {
      expect((await call(actor.headers, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('an ORG_SUB may read but neither create an organisation nor manage staff', async () => {
    const hr = await orgAdminWithOrganisation('Verbote Klinik', ['Kardiologie']);
    const base = `/api/organisation/${hr.organisation.id}/departments/${departmentId(hr.organisation, 'Kardiologie')}`;
    const ward = await inviteAndAccept(hr.headers, base, 'users');
    const before = await organisationCount();
    expect(
      (await call(ward.headers, 'POST', '/api/organisation', validBody('Eigene Klinik')))
        .statusCode,
    ).toBe(403);
    expect(await organisationCount()).toBe(before);
    const own = management.map(
      ([method, url]) =>
        [
          method,
          url.replace(dep, base).replace(org, `/api/organisation/${hr.organisation.id}`),
        ] as const,
    );
    for (const [method, url] of own) {
      const payload = method === 'DELETE' ? { ids: [id] } : { name: 'X', email: uniqueEmail() };
      expect((await call(ward.headers, method, url, payload)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect(
      (await call(ward.headers, 'GET', `/api/organisation/${hr.organisation.id}`)).statusCode,
    ).toBe(200);
  });

  it('an ORG_ADMIN of another organisation gets 404 on every management route and nothing changes', async () => {
    const hr = await orgAdminWithOrganisation('Ziel Klinik', ['Kardiologie']);
    const intruder = await orgAdminWithOrganisation('Eindringling Klinik');
    const orgUrl = `/api/organisation/${hr.organisation.id}`;
    const base = `${orgUrl}/departments/${departmentId(hr.organisation, 'Kardiologie')}`;
    const own = management.map(
      ([method, url]) => [method, url.replace(dep, base).replace(org, orgUrl)] as const,
    );
    for (const [method, url] of own) {
      const payload =
        method === 'DELETE'
          ? { ids: [intruder.user.id] }
          : { name: 'Gekapert', email: uniqueEmail() };
      expect(
        (await call(intruder.headers, method, url, payload)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    expect((await call(hr.headers, 'GET', orgUrl)).json()).toEqual(hr.organisation);
  });
});
