import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  endpoint,
  endpointKey,
  endpointUrl,
  queryString,
  returns,
  type PathParamNames,
  type ResponseOf,
} from './endpoint';

describe('endpoint', () => {
  it('keeps the literal method and path', () => {
    const one = endpoint('GET', '/job/:id');
    expect(one).toEqual({ method: 'GET', path: '/job/:id' });
    expectTypeOf(one.method).toEqualTypeOf<'GET'>();
    expectTypeOf(one.path).toEqualTypeOf<'/job/:id'>();
    expect(Object.isFrozen(one)).toBe(true);
  });

  it('names the parameters of its path', () => {
    expectTypeOf<PathParamNames<'/job'>>().toEqualTypeOf<never>();
    expectTypeOf<PathParamNames<'/job/:id'>>().toEqualTypeOf<'id'>();
    expectTypeOf<PathParamNames<'/a/:orgId/b/:depId/:kind'>>().toEqualTypeOf<
      'orgId' | 'depId' | 'kind'
    >();
    expectTypeOf<PathParamNames<'/calendar/:token.ics'>>().toEqualTypeOf<'token'>();
  });

  it('carries the type of its answer, from a schema or a plain type', () => {
    const schema = z.object({ id: z.string(), count: z.number().default(0) });
    const fromSchema = endpoint('GET', '/job/:id', returns<typeof schema>());
    const plain = endpoint('POST', '/notifications/read', returns<{ unread: number }>());
    expect(fromSchema).toEqual({ method: 'GET', path: '/job/:id' });
    expect(plain.method).toBe('POST');
    expect(schema.parse({ id: 'a' })).toEqual({ id: 'a', count: 0 });
    expectTypeOf<ResponseOf<typeof fromSchema>>().toEqualTypeOf<{ id: string; count: number }>();
    expectTypeOf<ResponseOf<typeof plain>>().toEqualTypeOf<{ unread: number }>();
    expectTypeOf<ResponseOf<ReturnType<typeof endpoint<'GET', '/x'>>>>().toEqualTypeOf<unknown>();
  });

  it('is named "METHOD path"', () => {
    expect(endpointKey(endpoint('DELETE', '/job'))).toBe('DELETE /job');
  });
});

describe('endpointUrl', () => {
  it('fills each parameter, encoded as one path segment', () => {
    const member = endpoint('GET', '/admin/organisations/:orgId/departments/:depId/:kind');
    expect(endpointUrl(member, { orgId: 'a/b', depId: 7, kind: 'pool members' })).toBe(
      '/admin/organisations/a%2Fb/departments/7/pool%20members',
    );
    expect(
      endpointUrl(endpoint('GET', '/auth/forgot-password/:email'), { email: 'a+b@example.com' }),
    ).toBe('/auth/forgot-password/a%2Bb%40example.com');
  });

  it('keeps a static suffix after a parameter', () => {
    expect(endpointUrl(endpoint('GET', '/calendar/:token.ics'), { token: 'abc' })).toBe(
      '/calendar/abc.ics',
    );
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    const one = endpoint('GET', '/job/:id');
    expect(() => endpointUrl(one, {} as { id: string })).toThrow('GET /job/:id: no value for :id');
    expect(() => endpointUrl(one, { id: '' })).toThrow(/:id/);
  });

  it('asks for exactly the parameters of the path', () => {
    const one = endpoint('GET', '/job/:id');
    // Type checks only (tsc): neither call runs.
    const wrongCalls = [
      // @ts-expect-error the path has no :key
      () => endpointUrl(one, { id: '1', key: 'x' }),
      // @ts-expect-error :id is missing
      () => endpointUrl(one, {}),
    ];
    expect(wrongCalls).toHaveLength(2);
    expect(endpointUrl(endpoint('GET', '/job'), {})).toBe('/job');
  });

  it('appends the query, leaving out empty fields', () => {
    const list = endpoint('GET', '/job');
    expect(
      endpointUrl(list, {}, { page: 2, q: '', group: undefined, from: null, sort: 'title' }),
    ).toBe('/job?page=2&sort=title');
    expect(endpointUrl(list, {}, { q: '' })).toBe('/job');
    expect(endpointUrl(list, {}, { q: 'Ärztin & Co', active: false })).toBe(
      '/job?q=%C3%84rztin+%26+Co&active=false',
    );
  });
});

describe('queryString', () => {
  it('repeats the key of an array', () => {
    expect(queryString({ id: ['a', 'b', ''], page: 1 })).toBe('id=a&id=b&page=1');
  });

  it('is empty without fields', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({})).toBe('');
  });
});
