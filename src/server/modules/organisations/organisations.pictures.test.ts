import { describe, expect, it } from 'vitest';
import {
  call,
  createOrganisation,
  detailsOf,
  pdfId,
  pictureIds,
  useOrganisationsAdminApp,
} from '#server/test/organisations-fixtures';

useOrganisationsAdminApp();

describe('organisation pictures', () => {
  it('adds pictures, blanks one by a null file, changes a description, and deletes', async () => {
    const organisation = await createOrganisation('Bilder Klinik', {
      pictures: [{ fileId: pictureIds[0], description: 'Front' }],
    });
    const added = await call('POST', `/api/admin/organisations/${organisation.id}/pictures`, {
      pictures: [
        { fileId: pictureIds[1], description: 'Ward' },
        { fileId: pictureIds[2], description: 'Garden' },
      ],
    });
    expect(added.statusCode).toBe(201);
    const all = added.json() as {
      id: string;
      description: string;
      fileId: string | null;
      url: string | null;
    }[];
    expect(all.map((p) => p.description)).toEqual(['Front', 'Ward', 'Garden']);

    const ward = all[1]!;
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`)).json(),
    ).toMatchObject({
      id: ward.id,
      fileId: pictureIds[1],
      url: `/api/files/${pictureIds[1]}`,
      description: 'Ward',
    });

    // Spec 000: Delete blanks the picture, applied on submit.
    const blanked = await call(
      'PATCH',
      `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`,
      {
        changes: [
          { field: 'fileId', value: null },
          { field: 'description', value: 'Ward (new photo soon)' },
        ],
      },
    );
    expect(blanked.statusCode).toBe(200);
    expect(blanked.json()).toMatchObject({
      id: ward.id,
      fileId: null,
      url: null,
      description: 'Ward (new photo soon)',
    });
    const history = (await call('GET', `/api/admin/audit/picture/${ward.id}`)).json();
    expect(history[0]).toMatchObject({ action: 'blank' });
    expect(history[0].changes).toEqual([
      { field: 'fileId', old: pictureIds[1], new: null },
      { field: 'description', old: 'Ward', new: 'Ward (new photo soon)' },
    ]);

    const refilled = await call(
      'PATCH',
      `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`,
      {
        changes: [{ field: 'fileId', value: pictureIds[2] }],
      },
    );
    expect(refilled.json()).toMatchObject({
      fileId: pictureIds[2],
      description: 'Ward (new photo soon)',
    });
    const notImage = await call(
      'PATCH',
      `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`,
      {
        changes: [{ field: 'fileId', value: pdfId }],
      },
    );
    expect(notImage.statusCode).toBe(400);
    const unknownField = await call(
      'PATCH',
      `/api/admin/organisations/${organisation.id}/pictures/${ward.id}`,
      {
        changes: [{ field: 'organisationId', value: organisation.id }],
      },
    );
    expect(detailsOf(unknownField)).toMatchObject([
      { field: 'organisationId', key: 'Unknown_field' },
    ]);

    const removed = await call('DELETE', `/api/admin/organisations/${organisation.id}/pictures`, {
      ids: [all[0]!.id, all[2]!.id],
    });
    expect(removed.json()).toEqual({ deleted: 2, archived: 0 });
    const left = (await call('GET', `/api/admin/organisations/${organisation.id}/pictures`)).json();
    expect(left.map((p: { id: string }) => p.id)).toEqual([ward.id]);
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/pictures/${all[0]!.id}`))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/admin/audit/picture/${all[0]!.id}`)).json()[0].action).toBe(
      'delete',
    );
  });

  it('keeps at most 10 pictures per organisation', async () => {
    const organisation = await createOrganisation('Zehn Klinik', {
      pictures: Array.from({ length: 8 }, (_, i) => ({
        fileId: pictureIds[i % 3],
        description: `P${i}`,
      })),
    });
    const tooMany = await call('POST', `/api/admin/organisations/${organisation.id}/pictures`, {
      pictures: Array.from({ length: 3 }, () => ({ fileId: pictureIds[0] })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(detailsOf(tooMany)).toEqual([
      {
        field: 'pictures',
        key: 'Too_many_pictures',
        message: 'An organisation has at most 10 pictures',
      },
    ]);
    expect(
      (await call('GET', `/api/admin/organisations/${organisation.id}/pictures`)).json(),
    ).toHaveLength(8);
    const fits = await call('POST', `/api/admin/organisations/${organisation.id}/pictures`, {
      pictures: [{ fileId: pictureIds[0] }, { fileId: pictureIds[1] }],
    });
    expect(
      fits
        .json()
        .map((p: { description: string }) => p.description)
        .slice(-3),
    ).toEqual(['P7', '', '']);
    const eleventh = await call('POST', `/api/admin/organisations/${organisation.id}/pictures`, {
      pictures: [{ fileId: pictureIds[0] }],
    });
    expect(eleventh.statusCode).toBe(400);
  });

  it('does not reach pictures of another organisation', async () => {
    const a = await createOrganisation('Bild A', { pictures: [{ fileId: pictureIds[0] }] });
    const b = await createOrganisation('Bild B');
    const [picture] = (await call('GET', `/api/admin/organisations/${a.id}/pictures`)).json();
    expect(
      (await call('GET', `/api/admin/organisations/${b.id}/pictures/${picture.id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/api/admin/organisations/${b.id}/pictures/${picture.id}`, {
          changes: [{ field: 'description', value: 'x' }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('DELETE', `/api/admin/organisations/${b.id}/pictures`, { ids: [picture.id] })
      ).json(),
    ).toEqual({
      deleted: 0,
      archived: 0,
    });
    expect((await call('GET', `/api/admin/organisations/${a.id}/pictures`)).json()).toHaveLength(1);
  });
});
