import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '#shared/roles';
import { organisationMembers, outbox, users } from '#server/db/schema/index';
import { actorOf, useAdminApp, createUser, signIn, uniqueEmail, uploadFile } from '#server/test/factories';
import { CLINIC_ADDRESS } from '#server/test/tenants';
import { PDF_BYTES, PNG_BYTES } from '#server/test/multipart';

const { ctx, admin, call } = useAdminApp();
let logoId: string;
let pictureIds: string[];
let pdfId: string;

const upload = (name: string, bytes: Buffer, purpose: 'image' | 'document') =>
  uploadFile(ctx.app, admin.headers, name, bytes, purpose);

beforeAll(async () => {
  logoId = await upload('logo.png', PNG_BYTES, 'image');
  pictureIds = [];
  // Distinct bytes, so distinct files (the store keeps one row per content).
  for (let i = 0; i < 3; i += 1) {
    pictureIds.push(await upload(`pic${i}.png`, Buffer.concat([PNG_BYTES, Buffer.from([i])]), 'image'));
  }
  pdfId = await upload('cv.pdf', PDF_BYTES, 'document');
});

async function createOrganisation(name: string, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/organisations', {
    name,
    ...CLINIC_ADDRESS,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const detailsOf = (response: { json(): { error: { details: { field: string; key: string; message: string }[] } } }) =>
  response.json().error.details;

describe('admin organisations', () => {
  it('creates an organisation with a logo and pictures, the acting admin as creator', async () => {
    const organisation = await createOrganisation('Klinikum Nord', {
      logoFileId: logoId,
      pictures: [
        { fileId: pictureIds[0], description: 'Entrance' },
        { fileId: pictureIds[1] },
      ],
    });
    expect(organisation).toMatchObject({
      name: 'Klinikum Nord',
      city: 'Hamburg',
      logoFileId: logoId,
      logoUrl: `/api/files/${logoId}`,
      creatorId: admin.user.id,
      departmentCount: 0,
      userCount: 0,
    });
    const fetched = await call('GET', `/api/admin/organisations/${organisation.id}`);
    expect(fetched.json()).toEqual(organisation);
    const pictures = (await call('GET', `/api/admin/organisations/${organisation.id}/pictures`)).json();
    expect(pictures.map((p: { fileId: string; url: string; description: string }) => [p.fileId, p.url, p.description])).toEqual([
      [pictureIds[0], `/api/files/${pictureIds[0]}`, 'Entrance'],
      [pictureIds[1], `/api/files/${pictureIds[1]}`, ''],
    ]);
    const history = (await call('GET', `/api/admin/audit/organisation/${organisation.id}`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create']);
    expect(history[0].changes).toContainEqual({ field: 'name', old: null, new: 'Klinikum Nord' });
    const pictureHistory = (await call('GET', `/api/admin/audit/picture/${pictures[0].id}`)).json();
    expect(pictureHistory[0]).toMatchObject({ action: 'create', actor: { id: admin.user.id } });
  });

  it('refuses a logo or picture that is not an image, and bad fields, naming them', async () => {
    const notImage = await call('POST', '/api/admin/organisations', {
      name: 'PDF Klinik',
      address: 'x',
      postcode: '1',
      city: 'Berlin',
      country: 'DE',
      url: 'https://example.com',
      logoFileId: pdfId,
      pictures: [{ fileId: pictureIds[0] }, { fileId: pdfId }],
    });
    expect(notImage.statusCode).toBe(400);
    expect(detailsOf(notImage).map((d) => [d.field, d.key])).toEqual([
      ['logoFileId', 'File_type_not_allowed'],
      ['pictures.1.fileId', 'File_type_not_allowed'],
    ]);
    const invalid = await call('POST', '/api/admin/organisations', {
      name: '',
      address: 'x',
      postcode: '1',
      country: 'Germany',
      url: 'not a url',
      pictures: Array.from({ length: 11 }, () => ({ fileId: pictureIds[0] })),
    });
    expect(invalid.statusCode).toBe(400);
    const fields = Object.fromEntries(detailsOf(invalid).map((d) => [d.field, d.message]));
    expect(fields.url).toBe('Incorrect url');
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['name', 'city', 'country', 'pictures']));
    expect((await call('GET', '/api/admin/organisations?search=PDF%20Klinik')).json().total).toBe(0);
  });

  it('pages, sorts both ways and searches case-insensitively on the server', async () => {
    const tag = `Omega${Date.now()}`;
    for (const suffix of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) await createOrganisation(`${tag} ${suffix}`);
    const first = (await call('GET', `/api/admin/organisations?search=${tag.toLowerCase()}&sort=name&direction=asc`)).json();
    expect(first.total).toBe(7);
    // 5 rows per page by default (spec 000).
    expect(first.items.map((o: { name: string }) => o.name.slice(-1))).toEqual(['A', 'B', 'C', 'D', 'E']);
    const second = (await call('GET', `/api/admin/organisations?search=${tag}&page=1&sort=name`)).json();
    expect(second.items.map((o: { name: string }) => o.name.slice(-1))).toEqual(['F', 'G']);
    const desc = (await call('GET', `/api/admin/organisations?search=${tag}&sort=name&direction=desc`)).json();
    expect(desc.items[0].name.slice(-1)).toBe('G');
    // Search covers address, postcode and country too.
    const special = await createOrganisation(`${tag} Z`, { address: 'Sonderallee 9', postcode: 'ZZ-771' });
    expect((await call('GET', '/api/admin/organisations?search=SONDERALLEE')).json().items.map((o: { id: string }) => o.id)).toEqual([
      special.id,
    ]);
    expect((await call('GET', '/api/admin/organisations?search=zz-771')).json().total).toBe(1);
    const byPostcode = (await call('GET', `/api/admin/organisations?search=${tag}&sort=postcode&direction=desc`)).json();
    expect(byPostcode.items[0].id).toBe(special.id);
    // Search text is literal: % does not match everything.
    expect((await call('GET', '/api/admin/organisations?search=%25')).json().total).toBe(0);
    expect((await call('GET', '/api/admin/organisations?sort=url')).statusCode).toBe(400);
  });

  it('changes only the sent fields, in one transaction, and records the history', async () => {
    const organisation = await createOrganisation('Praxis Süd');
    const changed = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
      changes: [{ field: 'postcode', value: '80331' }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ postcode: '80331', name: 'Praxis Süd', address: 'Klinikweg 1', city: 'Hamburg' });

    // One bad field refuses the whole list.
    const mixed = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
      changes: [
        { field: 'name', value: 'Renamed' },
        { field: 'city', value: '' },
        { field: 'creatorId', value: admin.user.id },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(detailsOf(mixed).map((d) => d.field).sort()).toEqual(['city', 'creatorId']);
    expect((await call('GET', `/api/admin/organisations/${organisation.id}`)).json().name).toBe('Praxis Süd');

    const notImage = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
      changes: [{ field: 'logoFileId', value: pdfId }],
    });
    expect(detailsOf(notImage)).toMatchObject([{ field: 'logoFileId', key: 'File_type_not_allowed' }]);
    const logo = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
      changes: [{ field: 'logoFileId', value: logoId }],
    });
    expect(logo.json()).toMatchObject({ logoFileId: logoId, logoUrl: `/api/files/${logoId}`, url: 'https://klinik.example.com' });

    const history = (await call('GET', `/api/admin/audit/organisation/${organisation.id}`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'update', 'create']);
    expect(history[1].changes).toEqual([{ field: 'postcode', old: '20095', new: '80331' }]);
    expect(history[0].changes).toEqual([{ field: 'logoFileId', old: null, new: logoId }]);
    expect(history[0].actor.id).toBe(admin.user.id);
  });

  it('archives organisations through delete: they leave lists and cannot be opened', async () => {
    const a = await createOrganisation('Archiv Klinik Eins');
    const b = await createOrganisation('Archiv Klinik Zwei');
    const response = await call('DELETE', '/api/admin/organisations', { ids: [a.id, b.id] });
    expect(response.json()).toEqual({ deleted: 0, archived: 2 });
    expect((await call('GET', `/api/admin/organisations/${a.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/organisations/${a.id}/pictures`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/organisations/${a.id}/users`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/organisations?search=Archiv%20Klinik')).json().total).toBe(0);
    // Archiving again changes nothing.
    expect((await call('DELETE', '/api/admin/organisations', { ids: [a.id] })).json()).toEqual({ deleted: 0, archived: 0 });
    const history = (await call('GET', `/api/admin/audit/organisation/${a.id}`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['archive', 'create']);
  });

  it('answers 400 for bad ids and 404 for unknown ones, never 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', '/api/admin/organisations/123')).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/organisations/${unknown}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/organisations/${unknown}`, { changes: [{ field: 'name', value: 'x' }] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/organisations', { ids: ['nope'] })).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/organisations/${unknown}/users`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/organisations/${unknown}/users/invite`, { email: uniqueEmail() })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/organisations/${unknown}/pictures/${unknown}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/organisations/${unknown}/pictures/bad`)).statusCode).toBe(400);
  });
});

describe('organisation users', () => {
  it('invites a new person as organisation user (ORG_ADMIN)', async () => {
    const organisation = await createOrganisation('Invite Klinik');
    const email = uniqueEmail('hr');
    const invite = await call('POST', `/api/admin/organisations/${organisation.id}/users/invite`, { email });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toEqual({ status: 'invited' });
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.template).toBe('invitation');
    expect(mail!.bodyText).toContain('Invite Klinik');
    const token = new URL(mail!.bodyText.match(/https?:\/\/\S+accept-invitation\S+/)![0]).searchParams.get('token')!;
    const described = await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(described.json()).toMatchObject({ email, role: 'ORG_ADMIN', membership: 'organisation_user', target: 'Invite Klinik' });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, firstName: 'Hanna', lastName: 'Personal', password: 'Long-enough-9', acceptTC: true },
    });
    expect(accepted.statusCode).toBe(200);
    const list = (await call('GET', `/api/admin/organisations/${organisation.id}/users`)).json();
    expect(list.items).toMatchObject([{ email, firstName: 'Hanna', role: 'ORG_ADMIN' }]);
    expect((await call('GET', `/api/admin/organisations/${organisation.id}`)).json().userCount).toBe(1);
  });

  it('adds an existing account once it accepts (decision 016), shows it, edits it through persons, and removes it', async () => {
    const organisation = await createOrganisation('Existing Klinik');
    const other = await createOrganisation('Other Klinik');
    const person = await createUser(ctx.db, { role: 'USER', firstName: 'Olga', lastName: 'Admin' });
    const bystander = await createUser(ctx.db, { role: 'USER' });
    const invite = await call('POST', `/api/admin/organisations/${organisation.id}/users/invite`, { email: person.email.toUpperCase() });
    expect(invite.json()).toEqual({ status: 'pending' });
    expect((await ctx.db.select().from(users).where(eq(users.id, person.id)))[0]!.role).toBe('USER');
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, person.email));
    expect(mail!.template).toBe('membership_invitation');
    const headers = { authorization: `Bearer ${await signIn(ctx.app, person.email)}` };
    const [invitation] = (await ctx.app.inject({ method: 'GET', url: '/api/me/invitations', headers })).json();
    await ctx.app.inject({ method: 'POST', url: `/api/me/invitations/${invitation.id}/accept`, headers });
    const rows = await ctx.db
      .select()
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, organisation.id), eq(organisationMembers.userId, person.id)));
    expect(rows).toHaveLength(1);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(account!.role).toBe('ORG_ADMIN');

    const detail = await call('GET', `/api/admin/organisations/${organisation.id}/users/${person.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: person.id, firstName: 'Olga', role: 'ORG_ADMIN' });
    // Not a member elsewhere, and a non-member is not found here.
    expect((await call('GET', `/api/admin/organisations/${other.id}/users/${person.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/organisations/${organisation.id}/users/${bystander.id}`)).statusCode).toBe(404);

    const edited = await call('PATCH', `/api/admin/persons/${person.id}`, { changes: [{ field: 'contact', value: '+49 40 1234' }] });
    expect(edited.statusCode).toBe(200);
    const searched = (await call('GET', `/api/admin/organisations/${organisation.id}/users?search=40%201234`)).json();
    expect(searched.items.map((m: { id: string }) => m.id)).toEqual([person.id]);

    const removed = await call('DELETE', `/api/admin/organisations/${organisation.id}/users`, { ids: [person.id, bystander.id] });
    expect(removed.json()).toEqual({ deleted: 1, archived: 0 });
    expect((await call('GET', `/api/admin/organisations/${organisation.id}/users`)).json().total).toBe(0);
    // The account stays.
    expect((await call('GET', `/api/admin/persons/${person.id}`)).statusCode).toBe(200);
    const history = (await call('GET', `/api/admin/audit/organisation/${organisation.id}`)).json();
    expect(history[0]).toMatchObject({ action: 'member_removed:user', changes: [{ field: 'member', old: person.id, new: null }] });
  });

  it('refuses a bad e-mail with the spec message', async () => {
    const organisation = await createOrganisation('Bad Mail Klinik');
    const response = await call('POST', `/api/admin/organisations/${organisation.id}/users/invite`, { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)[0]!.message).toBe('Email is not valid');
  });
});

describe('organisation pictures', () => {
  it('adds pictures, blanks one by a null file, changes a description, and deletes', async () => {
    const organisation = await createOrganisation('Bilder Klinik', { pictures: [{ fileId: pictureIds[0], description: 'Front' }] });
    const added = await call('POST', `/api/admin/organisations/${organisation.id}/pictures`, {
      pictures: [
        { fileId: pictureIds[1], description: 'Ward' },
        { fileId: pictureIds[2], description: 'Garden' },
      ],
    });
    expect(added.statusCode).toBe(201);
    const all = added.json() as { id: string; description: string; fileId: string | null; url: string | null }[];
    expect(all.map((p) => p.description)).toEqual(['Front', 'Ward', 'Garden']);

    const ward = all[1]!;
    expect((await call('GET', `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`)).json()).toMatchObject({
      id: ward.id,
      fileId: pictureIds[1],
      url: `/api/files/${pictureIds[1]}`,
      description: 'Ward',
    });

    // Spec 000: Delete blanks the picture, applied on submit.
    const blanked = await call('PATCH', `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`, {
      changes: [
        { field: 'fileId', value: null },
        { field: 'description', value: 'Ward (new photo soon)' },
      ],
    });
    expect(blanked.statusCode).toBe(200);
    expect(blanked.json()).toMatchObject({ id: ward.id, fileId: null, url: null, description: 'Ward (new photo soon)' });
    const history = (await call('GET', `/api/admin/audit/picture/${ward.id}`)).json();
    expect(history[0]).toMatchObject({ action: 'blank' });
    expect(history[0].changes).toEqual([
      { field: 'fileId', old: pictureIds[1], new: null },
      { field: 'description', old: 'Ward', new: 'Ward (new photo soon)' },
    ]);

    const refilled = await call('PATCH', `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`, {
      changes: [{ field: 'fileId', value: pictureIds[2] }],
    });
    expect(refilled.json()).toMatchObject({ fileId: pictureIds[2], description: 'Ward (new photo soon)' });
    const notImage = await call('PATCH', `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`, {
      changes: [{ field: 'fileId', value: pdfId }],
    });
    expect(notImage.statusCode).toBe(400);
    const unknownField = await call('PATCH', `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`, {
      changes: [{ field: 'organisationId', value: organisation.id }],
    });
    expect(detailsOf(unknownField)).toMatchObject([{ field: 'organisationId', key: 'Unknown_field' }]);

    const removed = await call('DELETE', `/api/admin/organisations/${organisation.id}/pictures`, { ids: [all[0]!.id, all[2]!.id] });
    expect(removed.json()).toEqual({ deleted: 2, archived: 0 });
    const left = (await call('GET', `/api/admin/organisations/${organisation.id}/pictures`)).json();
    expect(left.map((p: { id: string }) => p.id)).toEqual([ward.id]);
    expect((await call('GET', `/api/admin/organisations/${organisation.id}/pictures/${all[0]!.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/audit/picture/${all[0]!.id}`)).json()[0].action).toBe('delete');
  });

  it('keeps at most 10 pictures per organisation', async () => {
    const organisation = await createOrganisation('Zehn Klinik', {
      pictures: Array.from({ length: 8 }, (_, i) => ({ fileId: pictureIds[i % 3], description: `P${i}` })),
    });
    const tooMany = await call('POST', `/api/admin/organisations/${organisation.id}/pictures`, {
      pictures: Array.from({ length: 3 }, () => ({ fileId: pictureIds[0] })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(detailsOf(tooMany)).toEqual([
      { field: 'pictures', key: 'Too_many_pictures', message: 'An organisation has at most 10 pictures' },
    ]);
    expect((await call('GET', `/api/admin/organisations/${organisation.id}/pictures`)).json()).toHaveLength(8);
    const fits = await call('POST', `/api/admin/organisations/${organisation.id}/pictures`, {
      pictures: [{ fileId: pictureIds[0] }, { fileId: pictureIds[1] }],
    });
    expect(fits.json().map((p: { description: string }) => p.description).slice(-3)).toEqual(['P7', '', '']);
    const eleventh = await call('POST', `/api/admin/organisations/${organisation.id}/pictures`, { pictures: [{ fileId: pictureIds[0] }] });
    expect(eleventh.statusCode).toBe(400);
  });

  it('does not reach pictures of another organisation', async () => {
    const a = await createOrganisation('Bild A', { pictures: [{ fileId: pictureIds[0] }] });
    const b = await createOrganisation('Bild B');
    const [picture] = (await call('GET', `/api/admin/organisations/${a.id}/pictures`)).json();
    expect((await call('GET', `/api/admin/organisations/${b.id}/pictures/${picture.id}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/organisations/${b.id}/pictures/${picture.id}`, { changes: [{ field: 'description', value: 'x' }] }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/organisations/${b.id}/pictures`, { ids: [picture.id] })).json()).toEqual({
      deleted: 0,
      archived: 0,
    });
    expect((await call('GET', `/api/admin/organisations/${a.id}/pictures`)).json()).toHaveLength(1);
  });
});

describe('every admin organisation route refuses every role but ADMIN', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string]> = [
    ['GET', '/api/admin/organisations'],
    ['POST', '/api/admin/organisations'],
    ['DELETE', '/api/admin/organisations'],
    ['GET', `/api/admin/organisations/${id}`],
    ['PATCH', `/api/admin/organisations/${id}`],
    ['GET', `/api/admin/organisations/${id}/users`],
    ['DELETE', `/api/admin/organisations/${id}/users`],
    ['POST', `/api/admin/organisations/${id}/users/invite`],
    ['GET', `/api/admin/organisations/${id}/users/${id}`],
    ['GET', `/api/admin/organisations/${id}/pictures`],
    ['POST', `/api/admin/organisations/${id}/pictures`],
    ['DELETE', `/api/admin/organisations/${id}/pictures`],
    ['GET', `/api/admin/organisations/${id}/pictures/${id}`],
    ['PATCH', `/api/admin/organisations/${id}/pictures/${id}`],
    ['GET', `/api/admin/audit/organisation/${id}`],
    ['GET', `/api/admin/audit/picture/${id}`],
  ];
  it.each(ROLES.filter((role) => role !== 'ADMIN'))('%s gets 403 everywhere, anonymous 401', async (role) => {
    const actor = await actorOf(ctx.app, ctx.db, role);
    for (const [method, url] of routes) {
      expect((await call(method, url, {}, actor.headers)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
