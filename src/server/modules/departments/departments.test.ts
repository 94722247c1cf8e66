import { describe, expect, it } from 'vitest';
import { ROLES } from '#shared/roles';
import { departmentMembers } from '#server/db/schema/index';
import { actorOf, createUser, uniqueEmail } from '#server/test/factories';
import {
  admin,
  call,
  createDepartment,
  createOrganisation,
  ctx,
  fieldsOf,
  useDepartmentsAdminApp,
} from '#server/test/departments-fixtures';

useDepartmentsAdminApp();

describe('admin departments', () => {
  it('creates a department under its organisation and answers it', async () => {
    const organisation = await createOrganisation('Uniklinik Ost');
    const department = await createDepartment(organisation.id, 'Kardiologie', [
      'ECG',
      'Intensive care',
    ]);
    expect(department).toMatchObject({
      name: 'Kardiologie',
      defaultSkills: ['ECG', 'Intensive care'],
      organisationId: organisation.id,
      organisationName: 'Uniklinik Ost',
    });
    expect(
      (
        await call(
          'GET',
          `/api/admin/organisations/${organisation.id}/departments/${department.id}`,
        )
      ).json(),
    ).toEqual(department);
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}`)).json().departmentCount,
    ).toBe(1);
    const history = (await call('GET', `/api/admin/audit/department/${department.id}`)).json();
    expect(history).toMatchObject([{ action: 'create', actor: { id: admin.user.id } }]);
  });

  it('requires a name and at least one skill', async () => {
    const organisation = await createOrganisation('Pflichtfeld Klinik');
    const response = await call('POST', `/api/admin/organisations/${organisation.id}/departments`, {
      departmentName: ' ',
      skills: [],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['departmentName', 'skills']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await call('POST', `/api/admin/organisations/${unknown}/departments`, {
          departmentName: 'X',
          skills: ['Y'],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pages, sorts and searches on name and skills, case-insensitively', async () => {
    const organisation = await createOrganisation('Suche Klinik');
    const other = await createOrganisation('Andere Klinik');
    await createDepartment(organisation.id, 'Anästhesie', ['Airway management']);
    await createDepartment(organisation.id, 'Chirurgie', ['Wound care', 'AIRWAY basics']);
    await createDepartment(organisation.id, 'Betten', ['Logistics']);
    await createDepartment(organisation.id, 'Dialyse', ['Dialysis']);
    await createDepartment(organisation.id, 'Endoskopie', ['Endoscopy']);
    await createDepartment(organisation.id, 'Frauenheilkunde', ['Midwifery']);
    await createDepartment(other.id, 'Airway Zentrum', ['Airway management']);

    const first = (
      await call('GET', `/api/admin/organisations/${organisation.id}/departments?sort=name`)
    ).json();
    expect(first.total).toBe(6);
    expect(first.items.map((d: { name: string }) => d.name)).toEqual([
      'Anästhesie',
      'Betten',
      'Chirurgie',
      'Dialyse',
      'Endoskopie',
    ]);
    const second = (
      await call('GET', `/api/admin/organisations/${organisation.id}/departments?page=1`)
    ).json();
    expect(second.items.map((d: { name: string }) => d.name)).toEqual(['Frauenheilkunde']);
    const desc = (
      await call('GET', `/api/admin/organisations/${organisation.id}/departments?direction=desc`)
    ).json();
    expect(desc.items[0].name).toBe('Frauenheilkunde');

    // On skills: only this organisation's departments.
    const airway = (
      await call('GET', `/api/admin/organisations/${organisation.id}/departments?search=airway`)
    ).json();
    expect(airway.items.map((d: { name: string }) => d.name)).toEqual(['Anästhesie', 'Chirurgie']);
    // On the name.
    const byName = (
      await call('GET', `/api/admin/organisations/${organisation.id}/departments?search=SKOP`)
    ).json();
    expect(byName.items.map((d: { name: string }) => d.name)).toEqual(['Endoskopie']);
    expect(
      (
        await call('GET', `/api/admin/organisations/${organisation.id}/departments?search=%25`)
      ).json().total,
    ).toBe(0);
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/departments?sort=skills`))
        .statusCode,
    ).toBe(400);
  });

  it('changes only the sent fields and records the history', async () => {
    const organisation = await createOrganisation('Änderung Klinik');
    const department = await createDepartment(organisation.id, 'Notaufnahme', ['Triage']);
    const changed = await call(
      'PATCH',
      `/api/admin/organisations/${organisation.id}/departments/${department.id}`,
      {
        changes: [{ field: 'defaultSkills', value: ['Triage', 'Resuscitation'] }],
      },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Notaufnahme',
      defaultSkills: ['Triage', 'Resuscitation'],
    });
    const bad = await call(
      'PATCH',
      `/api/admin/organisations/${organisation.id}/departments/${department.id}`,
      {
        changes: [
          { field: 'name', value: 'Neu' },
          { field: 'defaultSkills', value: [] },
          { field: 'organisationId', value: organisation.id },
        ],
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['defaultSkills', 'organisationId']);
    expect(
      (
        await call(
          'GET',
          `/api/admin/organisations/${organisation.id}/departments/${department.id}`,
        )
      ).json().name,
    ).toBe('Notaufnahme');
    const history = (await call('GET', `/api/admin/audit/department/${department.id}`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual([
      { field: 'defaultSkills', old: ['Triage'], new: ['Triage', 'Resuscitation'] },
    ]);
  });

  it('refuses a second active department of the same name, in the caller’s language; an archived name is free again', async () => {
    const organisation = await createOrganisation('Namen Klinik');
    const other = await createOrganisation('Andere Namen Klinik');
    const first = await createDepartment(organisation.id, 'Kardiologie');
    const second = await createDepartment(organisation.id, 'Neurologie');
    const again = await call(
      'POST',
      `/api/admin/organisations/${organisation.id}/departments`,
      { departmentName: '  kardiologie ', skills: ['EKG'] },
      { ...admin.headers, 'accept-language': 'de' },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toEqual([
      expect.objectContaining({
        field: 'departmentName',
        message: 'Diese Organisation hat bereits eine Station mit diesem Namen',
      }),
    ]);
    const renamed = await call(
      'PATCH',
      `/api/admin/organisations/${organisation.id}/departments/${second.id}`,
      {
        changes: [{ field: 'name', value: 'KARDIOLOGIE' }],
      },
    );
    expect(renamed.statusCode).toBe(400);
    expect(fieldsOf(renamed)).toEqual(['name']);
    const list = (
      await call('GET', `/api/admin/organisations/${organisation.id}/departments`)
    ).json();
    expect(list.items.map((d: { name: string }) => d.name).sort()).toEqual([
      'Kardiologie',
      'Neurologie',
    ]);
    // Its own name, another organisation's department, and an archived one's name are all fine.
    const same = await call(
      'PATCH',
      `/api/admin/organisations/${organisation.id}/departments/${first.id}`,
      {
        changes: [
          { field: 'name', value: 'Kardiologie' },
          { field: 'defaultSkills', value: ['EKG'] },
        ],
      },
    );
    expect(same.statusCode).toBe(200);
    await createDepartment(other.id, 'Kardiologie');
    await call('DELETE', `/api/admin/organisations/${organisation.id}/departments`, {
      ids: [first.id],
    });
    await createDepartment(organisation.id, 'Kardiologie');
  });

  it('archives departments through delete: they leave the list and cannot be opened', async () => {
    const organisation = await createOrganisation('Archiv Abteilungen');
    const a = await createDepartment(organisation.id, 'Alt Eins');
    const b = await createDepartment(organisation.id, 'Alt Zwei');
    const keep = await createDepartment(organisation.id, 'Bleibt');
    const response = await call(
      'DELETE',
      `/api/admin/organisations/${organisation.id}/departments`,
      { ids: [a.id, b.id] },
    );
    expect(response.json()).toEqual({ deleted: 0, archived: 2 });
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/departments/${a.id}`))
        .statusCode,
    ).toBe(404);
    const list = (
      await call('GET', `/api/admin/organisations/${organisation.id}/departments`)
    ).json();
    expect(list.items.map((d: { id: string }) => d.id)).toEqual([keep.id]);
    expect((await call('GET', `/api/admin/audit/department/${a.id}`)).json()[0].action).toBe(
      'archive',
    );
    // An archived organisation takes its departments out of reach.
    await call('DELETE', '/api/admin/organisations', { ids: [organisation.id] });
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/departments/${keep.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/departments`)).statusCode,
    ).toBe(404);
  });

  it('answers 404 for a department under the wrong organisation, 400 for bad ids', async () => {
    const owner = await createOrganisation('Eigentümer Klinik');
    const stranger = await createOrganisation('Fremde Klinik');
    const department = await createDepartment(owner.id, 'Radiologie');
    const person = await createUser(ctx.db);
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: department.id, userId: person.id, kind: 'user' });
    const wrong = `/api/admin/organisations/${stranger.id}/departments/${department.id}`;
    expect((await call('GET', wrong)).statusCode).toBe(404);
    expect(
      (await call('PATCH', wrong, { changes: [{ field: 'name', value: 'Gekapert' }] })).statusCode,
    ).toBe(404);
    expect((await call('GET', `${wrong}/users`)).statusCode).toBe(404);
    expect((await call('GET', `${wrong}/users/${person.id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `${wrong}/customers/invite`, { email: uniqueEmail() })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${wrong}/users`, { ids: [person.id] })).statusCode).toBe(404);
    expect(
      (
        await call('DELETE', `/api/admin/organisations/${stranger.id}/departments`, {
          ids: [department.id],
        })
      ).json(),
    ).toEqual({
      deleted: 0,
      archived: 0,
    });
    expect(
      (
        await call('GET', `/api/admin/organisations/${owner.id}/departments/${department.id}`)
      ).json().name,
    ).toBe('Radiologie');
    expect(
      (
        await call('GET', `/api/admin/organisations/${owner.id}/departments/${department.id}/users`)
      ).json().total,
    ).toBe(1);
    expect(
      (await call('GET', `/api/admin/organisations/${owner.id}/departments/123`)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', `/api/admin/organisations/${owner.id}/departments/${department.id}/staff`))
        .statusCode,
    ).toBe(400);
  });
});

describe('every admin department route refuses every role but ADMIN', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const base = `/api/admin/organisations/${id}/departments`;
  const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string]> = [
    ['GET', base],
    ['POST', base],
    ['DELETE', base],
    ['GET', `${base}/${id}`],
    ['PATCH', `${base}/${id}`],
    ['GET', `${base}/${id}/users`],
    ['GET', `${base}/${id}/customers`],
    ['DELETE', `${base}/${id}/users`],
    ['DELETE', `${base}/${id}/customers`],
    ['POST', `${base}/${id}/users/invite`],
    ['POST', `${base}/${id}/customers/invite`],
    ['GET', `${base}/${id}/users/${id}`],
    ['GET', `${base}/${id}/customers/${id}`],
    ['GET', `/api/admin/audit/department/${id}`],
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
