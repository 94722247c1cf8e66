import { describe, expect, it } from 'vitest';
import { ROLES } from '#shared/roles';
import { actorOf, uniqueEmail } from '#server/test/factories';
import {
  admin,
  call,
  createOrganisation,
  ctx,
  detailsOf,
  logoId,
  pdfId,
  pictureIds,
  useOrganisationsAdminApp,
} from '#server/test/organisations-fixtures';
import { CLINIC_ADDRESS } from '#server/test/tenants';

useOrganisationsAdminApp();

describe('admin organisations', () => {
  it('creates an organisation with a logo and pictures, the acting admin as creator', async () => {
    const organisation = await createOrganisation('Klinikum Nord', {
      logoFileId: logoId,
      pictures: [{ fileId: pictureIds[0], description: 'Entrance' }, { fileId: pictureIds[1] }],
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
    const pictures = (
      await call('GET', `/api/admin/organisations/${organisation.id}/pictures`)
    ).json();
    expect(
      pictures.map((p: { fileId: string; url: string; description: string }) => [
        p.fileId,
        p.url,
        p.description,
      ]),
    ).toEqual([
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
      postcode: '10115',
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
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['name', 'city', 'country', 'pictures']),
    );
    expect((await call('GET', '/api/admin/organisations?search=PDF%20Klinik')).json().total).toBe(
      0,
    );
  });

  it('pages, sorts both ways and searches case-insensitively on the server', async () => {
    const tag = `Omega${Date.now()}`;
    for (const suffix of ['A', 'B', 'C', 'D', 'E', 'F', 'G'])
      await createOrganisation(`${tag} ${suffix}`);
    const first = (
      await call(
        'GET',
        `/api/admin/organisations?search=${tag.toLowerCase()}&sort=name&direction=asc`,
      )
    ).json();
    expect(first.total).toBe(7);
    // 5 rows per page by default (spec 000).
    expect(first.items.map((o: { name: string }) => o.name.slice(-1))).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
    const second = (
      await call('GET', `/api/admin/organisations?search=${tag}&page=1&sort=name`)
    ).json();
    expect(second.items.map((o: { name: string }) => o.name.slice(-1))).toEqual(['F', 'G']);
    const desc = (
      await call('GET', `/api/admin/organisations?search=${tag}&sort=name&direction=desc`)
    ).json();
    expect(desc.items[0].name.slice(-1)).toBe('G');
    // Search covers address, postcode and country too.
    const special = await createOrganisation(`${tag} Z`, {
      address: 'Sonderallee 9',
      // A Dutch postcode: any form outside the countries whose form is checked.
      postcode: 'ZZ-771',
      country: 'NL',
    });
    expect(
      (await call('GET', '/api/admin/organisations?search=SONDERALLEE'))
        .json()
        .items.map((o: { id: string }) => o.id),
    ).toEqual([special.id]);
    expect((await call('GET', '/api/admin/organisations?search=zz-771')).json().total).toBe(1);
    const byPostcode = (
      await call('GET', `/api/admin/organisations?search=${tag}&sort=postcode&direction=desc`)
    ).json();
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
    expect(changed.json()).toMatchObject({
      postcode: '80331',
      name: 'Praxis Süd',
      address: 'Klinikweg 1',
      city: 'Hamburg',
    });

    // One bad field refuses the whole list.
    const mixed = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
      changes: [
        { field: 'name', value: 'Renamed' },
        { field: 'city', value: '' },
        { field: 'creatorId', value: admin.user.id },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(
      detailsOf(mixed)
        .map((d) => d.field)
        .sort(),
    ).toEqual(['city', 'creatorId']);
    expect((await call('GET', `/api/admin/organisations/${organisation.id}`)).json().name).toBe(
      'Praxis Süd',
    );

    const notImage = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
      changes: [{ field: 'logoFileId', value: pdfId }],
    });
    expect(detailsOf(notImage)).toMatchObject([
      { field: 'logoFileId', key: 'File_type_not_allowed' },
    ]);
    const logo = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
      changes: [{ field: 'logoFileId', value: logoId }],
    });
    expect(logo.json()).toMatchObject({
      logoFileId: logoId,
      logoUrl: `/api/files/${logoId}`,
      url: 'https://klinik.example.com',
    });

    const history = (await call('GET', `/api/admin/audit/organisation/${organisation.id}`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
    expect(history[1].changes).toEqual([{ field: 'postcode', old: '20095', new: '80331' }]);
    expect(history[0].changes).toEqual([{ field: 'logoFileId', old: null, new: logoId }]);
    expect(history[0].actor.id).toBe(admin.user.id);
  });

  it('refuses a postcode that is not German for a German clinic, in the user’s language, changing nothing', async () => {
    const created = await call(
      'POST',
      '/api/admin/organisations',
      { name: 'PLZ Klinik', ...CLINIC_ADDRESS, postcode: '12' },
      { ...admin.headers, 'accept-language': 'de' },
    );
    expect(created.statusCode).toBe(400);
    expect(detailsOf(created)).toMatchObject([
      {
        field: 'postcode',
        key: 'Postcode_is_not_valid',
        message: expect.stringContaining('fünf Ziffern'),
      },
    ]);
    const organisation = await createOrganisation('PLZ Klinik');
    for (const changes of [
      [{ field: 'postcode', value: '12' }],
      [{ field: 'postcode', value: '1011 5' }],
      // A country whose form the postcode lacks.
      [{ field: 'country', value: 'AT' }],
    ]) {
      const refused = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
        changes,
      });
      expect(refused.statusCode).toBe(400);
      expect(detailsOf(refused)).toMatchObject([
        { field: 'postcode', key: 'Postcode_is_not_valid' },
      ]);
    }
    const unchanged = (await call('GET', `/api/admin/organisations/${organisation.id}`)).json();
    expect([unchanged.postcode, unchanged.country]).toEqual([CLINIC_ADDRESS.postcode, 'DE']);
    // Country and postcode change together: each fits the other.
    const moved = await call('PATCH', `/api/admin/organisations/${organisation.id}`, {
      changes: [
        { field: 'country', value: 'AT' },
        { field: 'postcode', value: '1010' },
      ],
    });
    expect(moved.statusCode).toBe(200);
  });

  it('archives organisations through delete: they leave lists and cannot be opened', async () => {
    const a = await createOrganisation('Archiv Klinik Eins');
    const b = await createOrganisation('Archiv Klinik Zwei');
    const response = await call('DELETE', '/api/admin/organisations', { ids: [a.id, b.id] });
    expect(response.json()).toEqual({ deleted: 0, archived: 2 });
    expect((await call('GET', `/api/admin/organisations/${a.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/organisations/${a.id}/pictures`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/organisations/${a.id}/users`)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/admin/organisations?search=Archiv%20Klinik')).json().total,
    ).toBe(0);
    // Archiving again changes nothing.
    expect((await call('DELETE', '/api/admin/organisations', { ids: [a.id] })).json()).toEqual({
      deleted: 0,
      archived: 0,
    });
    const history = (await call('GET', `/api/admin/audit/organisation/${a.id}`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['archive', 'create']);
  });

  it('answers 400 for bad ids and 404 for unknown ones, never 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', '/api/admin/organisations/123')).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/organisations/${unknown}`)).statusCode).toBe(404);
    expect(
      (
        await call('PATCH', `/api/admin/organisations/${unknown}`, {
          changes: [{ field: 'name', value: 'x' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/organisations', { ids: ['nope'] })).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/admin/organisations/${unknown}/users`)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/admin/organisations/${unknown}/users/invite`, {
          email: uniqueEmail(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/admin/organisations/${unknown}/pictures/${unknown}`)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/admin/organisations/${unknown}/pictures/bad`)).statusCode).toBe(
      400,
    );
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
  it.each(ROLES.filter((role) => role !== 'ADMIN'))(
    '%s gets 403 everywhere, anonymous 401',
    async (role) => {
      const actor = await actorOf(ctx.app, ctx.db, role);
      for (const [method, url] of routes) {
        expect((await call(method, url, {}, actor.headers)).statusCode, `${method} ${url}`).toBe(
          403,
        );
        expect((await call(method, url, {}, {})).statusCode, `${method} ${url}`).toBe(401);
      }
    },
  );
});
