import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { MyOrganisation } from '#shared/contracts/requests';
import { departments, organisationMembers, organisations, users } from '#server/db/schema/index';
import { actorOf, useAdminApp, bearer, injectAs, linkIn, uniqueEmail, type Method } from '#server/test/factories';
import { CLINIC_ADDRESS } from '#server/test/tenants';

const { ctx, admin } = useAdminApp();

type Headers = Record<string, string>;
const call = (headers: Headers, method: Method, url: string, payload?: unknown) => injectAs(ctx.app, headers, method, url, payload);

const validBody = (name: string, departmentNames = ['Kardiologie', 'Intensivstation']) => ({
  name,
  ...CLINIC_ADDRESS,
  departments: departmentNames.map((department) => ({ name: department })),
});

/** A new ORG_ADMIN who created their organisation through the API. */
async function orgAdminWithOrganisation(name: string, departmentNames?: string[]) {
  const actor = await actorOf(ctx.app, ctx.db, 'ORG_ADMIN');
  const response = await call(actor.headers, 'POST', '/api/organisation', validBody(name, departmentNames));
  expect(response.statusCode, response.body).toBe(201);
  return { ...actor, organisation: response.json<MyOrganisation>() };
}

const departmentId = (organisation: MyOrganisation, name: string) =>
  organisation.departments.find((department) => department.name === name)!._id;

const fieldsOf = (response: { json(): { error: { details: { field: string }[] } } }) =>
  response
    .json()
    .error.details.map((detail) => detail.field)
    .sort();

async function organisationCount() {
  const [row] = await ctx.db.select({ value: count() }).from(organisations);
  return row!.value;
}

/** Invites an address, delivers the mail, accepts the invitation; answers the new account's headers. */
async function inviteAndAccept(headers: Headers, base: string, kind: 'users' | 'customers') {
  const email = uniqueEmail(kind === 'users' ? 'ward' : 'pool');
  const invite = await call(headers, 'POST', `${base}/${kind}/invitations`, { email });
  expect(invite.statusCode, invite.body).toBe(201);
  expect(invite.json()).toEqual({ status: 'invited' });
  await ctx.deliverMail();
  const mail = ctx.sent.find((message) => message.to === email);
  expect(mail).toBeDefined();
  const token = new URL(linkIn(mail!.text, '/auth/accept-invitation')).searchParams.get('token')!;
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: { token, firstName: 'Wanda', lastName: 'Ward', password: 'Long-enough-9', acceptTC: true },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { session } = accepted.json<{ session: { accessToken: string } }>();
  return { email, mail: mail!, headers: bearer(session.accessToken) };
}

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
    expect(created.departments.map((department) => department.name)).toEqual(['Anästhesie', 'Notaufnahme']);

    const members = await ctx.db.select().from(organisationMembers).where(eq(organisationMembers.organisationId, created.id));
    expect(members.map((member) => member.userId)).toEqual([hr.user.id]);
    expect((await call(hr.headers, 'GET', '/api/organisation')).json()).toEqual({ items: [created] });
    expect((await call(hr.headers, 'GET', `/api/organisation/${created.id}`)).json()).toEqual(created);

    // Audited: the organisation, each department and the membership.
    const history = (await call(admin.headers, 'GET', `/api/admin/audit/organisation/${created.id}`)).json();
    expect(history).toMatchObject([{ action: 'create', actor: { id: hr.user.id } }]);
    const departmentHistory = (
      await call(admin.headers, 'GET', `/api/admin/audit/department/${created.departments[0]!._id}`)
    ).json();
    expect(departmentHistory).toMatchObject([{ action: 'create', actor: { id: hr.user.id } }]);
    const userHistory = (await call(admin.headers, 'GET', `/api/admin/audit/user/${hr.user.id}`)).json();
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

    const none = await call(hr.headers, 'POST', '/api/organisation', { ...validBody('Ohne Abteilung'), departments: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toEqual([
      { field: 'departments', key: 'Departments_are_required', message: 'Please add at least one department' },
    ]);
    const german = await call({ ...hr.headers, 'accept-language': 'de' }, 'POST', '/api/organisation', {
      ...validBody('Falsches Land'),
      country: 'de',
    });
    expect(german.json().error.details).toEqual([
      { field: 'country', key: 'Country_is_not_valid', message: 'Bitte wählen Sie ein Land' },
    ]);
    const twice = await call(hr.headers, 'POST', '/api/organisation', {
      ...validBody('Doppelte Station'),
      departments: [{ name: 'Kardiologie' }, { name: 'Neurologie' }, { name: ' kardiologie' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details).toEqual([
      { field: 'departments.2.name', key: 'Department_name_taken', message: 'This organisation already has a department of that name' },
    ]);

    expect(await organisationCount()).toBe(before);
    expect((await call(hr.headers, 'GET', '/api/organisation')).json()).toEqual({ items: [] });
  });

  it('ADMIN may create one without becoming a member, and lists every organisation by name', async () => {
    const response = await call(admin.headers, 'POST', '/api/organisation', validBody('AAA Admin Klinik', ['Station A']));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<MyOrganisation>();
    expect(created.access).toBe('admin');
    expect(await ctx.db.select().from(organisationMembers).where(eq(organisationMembers.organisationId, created.id))).toEqual([]);

    const { organisation: other } = await orgAdminWithOrganisation('Andere Klinik');
    const listed = (await call(admin.headers, 'GET', '/api/organisation')).json<{ items: MyOrganisation[] }>().items;
    expect(listed.map((item) => item.id)).toEqual(expect.arrayContaining([created.id, other.id]));
    const names = listed.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(listed.find((item) => item.id === other.id)).toMatchObject({ access: 'admin', departments: other.departments });
    expect((await call(admin.headers, 'GET', `/api/organisation/${other.id}`)).json()).toEqual(other);
  });
});

describe('what each caller sees', () => {
  it('an ORG_SUB sees only their departments; another organisation and its admin see nothing of each other', async () => {
    const hr = await orgAdminWithOrganisation('Sichtbarkeit Klinik', ['Kardiologie', 'Intensivstation', 'Geriatrie']);
    const stranger = await orgAdminWithOrganisation('Fremde Klinik');
    const { organisation } = hr;
    const base = `/api/organisation/${organisation.id}/departments/${departmentId(organisation, 'Kardiologie')}`;
    const ward = await inviteAndAccept(hr.headers, base, 'users');

    const seen = (await call(ward.headers, 'GET', '/api/organisation')).json<{ items: MyOrganisation[] }>();
    expect(seen.items).toHaveLength(1);
    expect(seen.items[0]).toMatchObject({
      id: organisation.id,
      access: 'department',
      departments: [{ _id: departmentId(organisation, 'Kardiologie'), name: 'Kardiologie' }],
    });
    expect((await call(ward.headers, 'GET', `/api/organisation/${organisation.id}`)).json()).toEqual(seen.items[0]);

    for (const [actor, foreign] of [
      [ward, stranger.organisation],
      [stranger, organisation],
      [hr, stranger.organisation],
    ] as const) {
      expect((await call(actor.headers, 'GET', `/api/organisation/${foreign.id}`)).statusCode).toBe(404);
      const items = (await call(actor.headers, 'GET', '/api/organisation')).json<{ items: MyOrganisation[] }>().items;
      expect(items.map((item) => item.id)).not.toContain(foreign.id);
    }
    expect((await call(hr.headers, 'GET', '/api/organisation/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(hr.headers, 'GET', '/api/organisation/123')).statusCode).toBe(400);
  });
});

describe('Mein Personal: departments', () => {
  it('adds, renames and removes (archives) departments', async () => {
    const hr = await orgAdminWithOrganisation('Abteilungen Klinik', ['Kardiologie']);
    const orgUrl = `/api/organisation/${hr.organisation.id}`;

    const added = await call(hr.headers, 'POST', `${orgUrl}/departments`, { name: ' Neurologie ' });
    expect(added.statusCode, added.body).toBe(201);
    const neuro = added.json<{ _id: string; name: string }>();
    expect(neuro.name).toBe('Neurologie');

    const renamed = await call(hr.headers, 'PATCH', `${orgUrl}/departments/${neuro._id}`, { name: 'Neurochirurgie' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ _id: neuro._id, name: 'Neurochirurgie' });
    expect((await call(hr.headers, 'GET', orgUrl)).json().departments.map((d: { name: string }) => d.name)).toEqual([
      'Kardiologie',
      'Neurochirurgie',
    ]);

    const removed = await call(hr.headers, 'DELETE', `${orgUrl}/departments/${neuro._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ deleted: 0, archived: 1 });
    const [row] = await ctx.db.select().from(departments).where(eq(departments.id, neuro._id));
    expect(row!.archivedAt).not.toBeNull();
    expect((await call(hr.headers, 'GET', orgUrl)).json().departments.map((d: { name: string }) => d.name)).toEqual([
      'Kardiologie',
    ]);
    // Gone from reach: a second delete, a rename or its lists are not found.
    expect((await call(hr.headers, 'DELETE', `${orgUrl}/departments/${neuro._id}`)).statusCode).toBe(404);
    expect((await call(hr.headers, 'PATCH', `${orgUrl}/departments/${neuro._id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call(hr.headers, 'GET', `${orgUrl}/departments/${neuro._id}/users`)).statusCode).toBe(404);

    const history = (await call(admin.headers, 'GET', `/api/admin/audit/department/${neuro._id}`)).json();
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['archive', 'update', 'create']);
  });

  it('refuses blank names by field and changes nothing', async () => {
    const hr = await orgAdminWithOrganisation('Namen Klinik', ['Kardiologie']);
    const orgUrl = `/api/organisation/${hr.organisation.id}`;
    const kardiologie = departmentId(hr.organisation, 'Kardiologie');
    for (const [method, url] of [
      ['POST', `${orgUrl}/departments`],
      ['PATCH', `${orgUrl}/departments/${kardiologie}`],
    ] as const) {
      for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(121) }]) {
        const response = await call(hr.headers, method, url, payload);
        expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expect(fieldsOf(response)).toEqual(['name']);
      }
    }
    expect((await call(hr.headers, 'GET', orgUrl)).json().departments).toEqual(hr.organisation.departments);
  });

  it('answers 404 for a department of another organisation in the path', async () => {
    const hr = await orgAdminWithOrganisation('Pfad Klinik', ['Kardiologie']);
    const other = await orgAdminWithOrganisation('Pfad Andere', ['Radiologie']);
    const foreignDepartment = departmentId(other.organisation, 'Radiologie');
    const wrong = `/api/organisation/${hr.organisation.id}/departments/${foreignDepartment}`;
    expect((await call(hr.headers, 'PATCH', wrong, { name: 'Gekapert' })).statusCode).toBe(404);
    expect((await call(hr.headers, 'DELETE', wrong)).statusCode).toBe(404);
    expect((await call(hr.headers, 'GET', `${wrong}/users`)).statusCode).toBe(404);
    expect((await call(hr.headers, 'POST', `${wrong}/customers/invitations`, { email: uniqueEmail() })).statusCode).toBe(404);
    expect(
      (await call(hr.headers, 'DELETE', `${wrong}/users`, { ids: ['00000000-0000-4000-8000-000000000000'] })).statusCode,
    ).toBe(404);
    // ADMIN gets the same answer for a mismatched path.
    expect((await call(admin.headers, 'PATCH', wrong, { name: 'Gekapert' })).statusCode).toBe(404);
    expect((await call(other.headers, 'GET', `/api/organisation/${other.organisation.id}`)).json().departments).toEqual([
      { _id: foreignDepartment, name: 'Radiologie' },
    ]);
  });
});

describe('Mein Personal: department users and pool members', () => {
  it('invites a ward manager by e-mail, who accepts as ORG_SUB and appears in the list; removes them again', async () => {
    const hr = await orgAdminWithOrganisation('Personal Klinik', ['Kardiologie', 'Intensivstation']);
    const kardiologie = departmentId(hr.organisation, 'Kardiologie');
    const base = `/api/organisation/${hr.organisation.id}/departments/${kardiologie}`;
    const ward = await inviteAndAccept(hr.headers, base, 'users');
    expect(ward.mail.text).toContain('Kardiologie · Personal Klinik');

    const [account] = await ctx.db.select().from(users).where(eq(users.email, ward.email));
    expect(account!.role).toBe('ORG_SUB');
    const list = (await call(hr.headers, 'GET', `${base}/users`)).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: account!.id, email: ward.email, role: 'ORG_SUB' }] });
    expect((await call(hr.headers, 'GET', `${base}/customers`)).json()).toEqual({ items: [], total: 0 });

    const removed = await call(hr.headers, 'DELETE', `${base}/users`, { ids: [account!.id] });
    expect(removed.json()).toEqual({ deleted: 1, archived: 0 });
    expect((await call(hr.headers, 'GET', `${base}/users`)).json().total).toBe(0);
    // Without a department the ward manager sees no organisation any more; the account stays.
    expect((await call(ward.headers, 'GET', '/api/organisation')).json()).toEqual({ items: [] });
  });

  it('adds existing accounts to the pool once they accept (decision 016), pages, sorts and searches them', async () => {
    const hr = await orgAdminWithOrganisation('Pool Klinik', ['Kardiologie']);
    const base = `/api/organisation/${hr.organisation.id}/departments/${departmentId(hr.organisation, 'Kardiologie')}`;
    const [nora, nils] = [await actorOf(ctx.app, ctx.db, 'USER'), await actorOf(ctx.app, ctx.db, 'USER')];
    await ctx.db.update(users).set({ firstName: 'Nora', lastName: 'Aaberg' }).where(eq(users.id, nora.user.id));
    await ctx.db.update(users).set({ firstName: 'Nils', lastName: 'Zander' }).where(eq(users.id, nils.user.id));
    for (const person of [nora, nils]) {
      expect((await call(hr.headers, 'POST', `${base}/customers/invitations`, { email: person.user.email })).json()).toEqual({ status: 'pending' });
      const [invitation] = (await call(person.headers, 'GET', '/api/me/invitations')).json();
      expect((await call(person.headers, 'POST', `/api/me/invitations/${invitation.id}/accept`)).statusCode).toBe(200);
    }
    // Pool members stay plain users.
    expect((await ctx.db.select().from(users).where(eq(users.id, nora.user.id)))[0]!.role).toBe('USER');

    const desc = (await call(hr.headers, 'GET', `${base}/customers?sort=lastName&direction=desc`)).json();
    expect(desc.items.map((member: { id: string }) => member.id)).toEqual([nils.user.id, nora.user.id]);
    const paged = (await call(hr.headers, 'GET', `${base}/customers?pageSize=1&page=1`)).json();
    expect(paged).toMatchObject({ total: 2, items: [{ id: nils.user.id }] });
    const found = (await call(hr.headers, 'GET', `${base}/customers?search=NORA`)).json();
    expect(found.items.map((member: { id: string }) => member.id)).toEqual([nora.user.id]);
    expect((await call(hr.headers, 'GET', `${base}/customers?sort=password`)).statusCode).toBe(400);
    expect((await call(hr.headers, 'GET', `${base}/users`)).json().total).toBe(0);

    expect((await call(hr.headers, 'DELETE', `${base}/customers`, { ids: [nora.user.id, nils.user.id] })).json()).toEqual({
      deleted: 2,
      archived: 0,
    });
  });

  it('refuses a bad e-mail and bad ids with field messages', async () => {
    const hr = await orgAdminWithOrganisation('Eingabe Klinik', ['Kardiologie']);
    const base = `/api/organisation/${hr.organisation.id}/departments/${departmentId(hr.organisation, 'Kardiologie')}`;
    const bad = await call(hr.headers, 'POST', `${base}/users/invitations`, { email: 'nope@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toMatchObject([{ field: 'email', message: 'Email is not valid' }]);
    expect(fieldsOf(await call(hr.headers, 'DELETE', `${base}/users`, { ids: [] }))).toEqual(['ids']);
    expect(fieldsOf(await call(hr.headers, 'DELETE', `${base}/users`, { ids: ['x'] }))).toEqual(['ids.0']);
    expect((await call(hr.headers, 'GET', `${base}/staff`)).statusCode).toBe(400);
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
    expect((await call(ward.headers, 'POST', '/api/organisation', validBody('Eigene Klinik'))).statusCode).toBe(403);
    expect(await organisationCount()).toBe(before);
    const own = management.map(([method, url]) => [method, url.replace(dep, base).replace(org, `/api/organisation/${hr.organisation.id}`)] as const);
    for (const [method, url] of own) {
      const payload = method === 'DELETE' ? { ids: [id] } : { name: 'X', email: uniqueEmail() };
      expect((await call(ward.headers, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(ward.headers, 'GET', `/api/organisation/${hr.organisation.id}`)).statusCode).toBe(200);
  });

  it("an ORG_ADMIN of another organisation gets 404 on every management route and nothing changes", async () => {
    const hr = await orgAdminWithOrganisation('Ziel Klinik', ['Kardiologie']);
    const intruder = await orgAdminWithOrganisation('Eindringling Klinik');
    const orgUrl = `/api/organisation/${hr.organisation.id}`;
    const base = `${orgUrl}/departments/${departmentId(hr.organisation, 'Kardiologie')}`;
    const own = management.map(([method, url]) => [method, url.replace(dep, base).replace(org, orgUrl)] as const);
    for (const [method, url] of own) {
      const payload = method === 'DELETE' ? { ids: [intruder.user.id] } : { name: 'Gekapert', email: uniqueEmail() };
      expect((await call(intruder.headers, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(hr.headers, 'GET', orgUrl)).json()).toEqual(hr.organisation);
  });
});
