import { describe, expect, expectTypeOf, it } from 'vitest';
import { myOrganisationEndpoints } from '#shared/contracts/my-organisations';
import { requestEndpoints } from '#shared/contracts/requests';
import { createApiClient } from './api-client';
import { queryKeyOf } from './query-keys';

/**
 * The calls below are checked by `npm run typecheck`: the catalogue entry types a call's params,
 * query and body, so a wrong body is a compile error. Each `@ts-expect-error` fails the type check
 * as soon as the call it marks compiles.
 */

const sent: { url: string; body?: BodyInit | null }[] = [];
const api = createApiClient({
  getToken: () => null,
  getLanguage: () => 'en',
  fetch: async (url, init) => {
    sent.push({ url: String(url), body: init?.body });
    return Response.json({});
  },
});
const params = { id: '00000000-0000-4000-8000-000000000001' };

describe('a call typed by its catalogue entry', () => {
  it('takes the body its schema accepts', async () => {
    await api.call(myOrganisationEndpoints.createDepartment, { params, body: { name: 'ICU' } });
    expect(sent.at(-1)).toEqual({
      url: `/api/organisation/${params.id}/departments`,
      body: '{"name":"ICU"}',
    });
  });

  it('refuses a wrong body, a missing body and a body where none is taken', () => {
    const calls = [
      // @ts-expect-error name must be a string
      () => api.call(myOrganisationEndpoints.createDepartment, { params, body: { name: 1 } }),
      // @ts-expect-error a field the schema does not know
      () => api.call(myOrganisationEndpoints.createDepartment, { params, body: { title: 'ICU' } }),
      // @ts-expect-error the body is required
      () => api.call(myOrganisationEndpoints.createDepartment, { params }),
      // @ts-expect-error GET /organisation takes no body
      () => api.call(myOrganisationEndpoints.list, { body: { name: 'ICU' } }),
    ];
    expect(calls).toHaveLength(4);
  });

  it('types the query and the answer', () => {
    expectTypeOf(api.call(myOrganisationEndpoints.list)).resolves.toHaveProperty('items');
    const calls = [
      () =>
        api.call(requestEndpoints.calendar, { query: { from: '2026-01-05', to: '2026-01-11' } }),
      // @ts-expect-error GET /organisation takes no query
      () => api.call(myOrganisationEndpoints.list, { query: { page: 2 } }),
    ];
    expect(calls).toHaveLength(2);
  });

  it('gives each endpoint one query key, derived from the entry', () => {
    expect(queryKeyOf(myOrganisationEndpoints.list)).toEqual(['GET /organisation']);
    expect(queryKeyOf(myOrganisationEndpoints.one, { params })).toEqual([
      'GET /organisation/:id',
      params,
      null,
    ]);
  });
});
