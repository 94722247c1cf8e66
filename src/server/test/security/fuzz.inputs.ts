import fc from 'fast-check';
import { validValue, type ApiRoute } from './openapi-routes';

/** Hostile inputs for one route, derived from its OpenAPI schemas. Deterministic: fixed seeds. */

export type FuzzInput = {
  label: string;
  /** Replaces one path parameter, or the query string, of the route's base URL. */
  params?: Record<string, string>;
  query?: string;
  /** A JS value sent as JSON, or raw bytes with their own content type. */
  body?: { json: unknown } | { raw: string; contentType: string } | { none: true };
};

const DEPTH = 10_000;
export const deepArray = () => '['.repeat(DEPTH) + ']'.repeat(DEPTH);
export const deepObject = () => '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
const LONG = 'x'.repeat(10_000);
const ONE_MEGABYTE = 1_000_000;

/** Values put in place of each field: wrong types for all, then edge values by the field's type. */
const WRONG_TYPES: [string, unknown][] = [
  ['number', 123],
  ['string', 'x'],
  ['boolean', true],
  ['null', null],
  ['array', []],
  ['object', {}],
];
const NUMBER_VALUES: [string, unknown][] = [
  ['1e308', 1e308],
  ['-1', -1],
  ['2^63', 2 ** 63],
  ['-2^63', -(2 ** 63)],
  ['fraction', 0.000001],
  ['NaN string', 'NaN'],
  ['huge number string', '9223372036854775808'],
];
const STRING_VALUES: [string, unknown][] = [
  ['empty string', ''],
  ['10 KB string', LONG],
  ['Infinity string', 'Infinity'],
  ['invalid date', '2030-02-30'],
  ['zero date', '0000-00-00T00:00:00Z'],
  ['far-future date', '+275760-09-13T00:00:00.000Z'],
  ['far-past date', '-271821-04-20T00:00:00.000Z'],
  ['year 9999', '9999-12-31T23:59:59.999Z'],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['SQL', "'; DROP TABLE users;--"],
  ['invalid uuid', '00000000-0000-0000-0000-00000000000g'],
  ['other uuid', '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b'],
];
const valuesFor = (current: unknown) => [
  ...WRONG_TYPES,
  ...(typeof current === 'string'
    ? STRING_VALUES
    : typeof current === 'number'
      ? NUMBER_VALUES
      : []),
];

/** Text for path parameters and query values. */
const TEXT_VALUES: [string, string][] = [
  ['not a uuid', 'not-a-uuid'],
  ['almost a uuid', '00000000-0000-0000-0000-00000000000g'],
  ['unknown uuid', '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b'],
  ['max uuid', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['empty', ''],
  ['-1', '-1'],
  ['1e308', '1e308'],
  ['2^63', '9223372036854775808'],
  ['NaN', 'NaN'],
  ['invalid date', '2030-02-30'],
  ['far-future date', '+275760-09-13T00:00:00.000Z'],
  ['SQL', "'; DROP TABLE users;--"],
  ['NUL', 'a\u0000b'],
  ['dot-dot', '../../etc/passwd'],
  ['400 characters', 'a'.repeat(400)],
  ['10 KB', LONG],
  ['unicode', 'Ünïcødé-日本-🙂'],
];

/** Every path into a value: ['changes', 0, 'field'] and so on. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...paths(item, [...prefix, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...paths(item, [...prefix, key]),
    ]);
  }
  return [];
}

export function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (replacement === undefined && rest.length === 0) delete copy[head!];
  else copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

const seedOf = (text: string) =>
  [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

export function bodyInputs(route: ApiRoute): FuzzInput[] {
  if (!route.body) return [];
  const base = validValue(route.body) as Record<string, unknown>;
  const baseText = JSON.stringify(base);
  /** The body with one more key in front, written as raw JSON so that __proto__ stays a key. */
  const withKey = (entry: string) =>
    baseText === '{}' ? `{${entry}}` : `{${entry},${baseText.slice(1)}`;
  const inputs: FuzzInput[] = [
    { label: 'valid body', body: { json: base } },
    { label: 'no body', body: { none: true } },
    { label: 'empty JSON body', body: { raw: '', contentType: 'application/json' } },
    { label: 'null body', body: { raw: 'null', contentType: 'application/json' } },
    { label: 'array body', body: { json: [base] } },
    { label: 'string body', body: { json: 'x' } },
    { label: 'number body', body: { raw: '1e308', contentType: 'application/json' } },
    { label: 'broken JSON', body: { raw: '{"a":', contentType: 'application/json' } },
    { label: 'text/plain', body: { raw: baseText, contentType: 'text/plain' } },
    {
      label: 'form encoded',
      body: { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    },
    { label: 'XML', body: { raw: '<a>1</a>', contentType: 'application/xml' } },
    {
      label: 'multipart without parts',
      body: { raw: '--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
    },
    {
      label: 'JSON in UTF-16',
      body: { raw: baseText, contentType: 'application/json; charset=utf-16' },
    },
    {
      label: '__proto__ key',
      body: { raw: withKey('"__proto__":{"role":"ADMIN"}'), contentType: 'application/json' },
    },
    {
      label: 'constructor.prototype key',
      body: {
        raw: withKey('"constructor":{"prototype":{"role":"ADMIN"}}'),
        contentType: 'application/json',
      },
    },
    { label: 'prototype key', body: { json: { ...base, prototype: { role: 'ADMIN' } } } },
    { label: 'unknown field', body: { json: { ...base, unknownField: 'x', isAdmin: true } } },
    {
      label: '10,000-deep array body',
      body: { raw: deepArray(), contentType: 'application/json' },
    },
    {
      label: '10,000-deep object body',
      body: { raw: deepObject(), contentType: 'application/json' },
    },
    {
      label: 'body over the limit',
      body: { json: { ...base, padding: 'x'.repeat(2 * ONE_MEGABYTE) } },
    },
  ];
  for (const key of route.body.required ?? []) {
    inputs.push({ label: `without ${key}`, body: { json: setAt(base, [key], undefined) } });
  }
  for (const path of paths(base)) {
    const where = path.join('.');
    const current = path.reduce<unknown>(
      (value, key) => (value as Record<string | number, unknown>)[key],
      base,
    );
    for (const [name, value] of valuesFor(current))
      inputs.push({ label: `${where} = ${name}`, body: { json: setAt(base, path, value) } });
    // Raw JSON: nesting this deep cannot be built as a value cheaply, and __proto__ must stay a key.
    const marker = '"__FUZZ__"';
    const template = JSON.stringify(setAt(base, path, '__FUZZ__'));
    inputs.push({
      label: `${where} = 10,000-deep array`,
      body: { raw: template.replace(marker, deepArray()), contentType: 'application/json' },
    });
    inputs.push({
      label: `${where} = 10,000-deep object`,
      body: { raw: template.replace(marker, deepObject()), contentType: 'application/json' },
    });
    inputs.push({
      label: `${where} = __proto__ object`,
      body: {
        raw: template.replace(marker, '{"__proto__":{"x":1}}'),
        contentType: 'application/json',
      },
    });
  }
  const firstString = paths(base).find(
    (path) =>
      typeof path.reduce<unknown>(
        (value, key) => (value as Record<string | number, unknown>)[key],
        base,
      ) === 'string',
  );
  if (firstString) {
    inputs.push({
      label: `${firstString.join('.')} = 1 MB string`,
      body: { json: setAt(base, firstString, 'x'.repeat(ONE_MEGABYTE)) },
    });
  }
  // Random JSON, whole bodies and one field at a time.
  const seed = seedOf(route.key);
  for (const [index, value] of fc
    .sample(fc.jsonValue({ maxDepth: 4 }), { seed, numRuns: 8 })
    .entries()) {
    inputs.push({ label: `random body #${index}`, body: { json: value } });
  }
  const fields = paths(base);
  if (fields.length > 0) {
    const mutation = fc.tuple(fc.nat(fields.length - 1), fc.jsonValue({ maxDepth: 3 }));
    for (const [index, [field, value]] of fc
      .sample(mutation, { seed: seed + 1, numRuns: 8 })
      .entries()) {
      inputs.push({
        label: `random ${fields[field]!.join('.')} #${index}`,
        body: { json: setAt(base, fields[field]!, value) },
      });
    }
  }
  return inputs;
}

export function paramInputs(route: ApiRoute): FuzzInput[] {
  const inputs: FuzzInput[] = [];
  const seed = seedOf(route.key) + 2;
  const random = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), {
    seed,
    numRuns: 4,
  });
  for (const param of route.params) {
    for (const [name, value] of [
      ...TEXT_VALUES,
      ...random.map((text, index): [string, string] => [`random #${index}`, text]),
    ]) {
      inputs.push({
        label: `:${param.name} = ${name}`,
        params: { [param.name]: encodeURIComponent(value) },
      });
    }
    inputs.push({
      label: `:${param.name} = malformed percent-encoding`,
      params: { [param.name]: '%E0%A4%A' },
    });
    inputs.push({
      label: `:${param.name} = encoded slash`,
      params: { [param.name]: '..%2F..%2Fadmin' },
    });
  }
  return inputs;
}

export function queryInputs(route: ApiRoute, baseQuery: URLSearchParams): FuzzInput[] {
  const inputs: FuzzInput[] = [];
  const withValue = (name: string, value: string | string[]) => {
    const query = new URLSearchParams(baseQuery);
    query.delete(name);
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
    return query.toString();
  };
  const seed = seedOf(route.key) + 3;
  const random = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: 4 });
  for (const param of route.query) {
    for (const [name, value] of [
      ...TEXT_VALUES,
      ...random.map((text, index): [string, string] => [`random #${index}`, text]),
    ]) {
      inputs.push({ label: `?${param.name} = ${name}`, query: withValue(param.name, value) });
    }
    inputs.push({ label: `?${param.name} twice`, query: withValue(param.name, ['1', '2']) });
    if (param.required) {
      const query = new URLSearchParams(baseQuery);
      query.delete(param.name);
      inputs.push({ label: `without ?${param.name}`, query: query.toString() });
    }
  }
  if (route.query.length > 0) {
    const base = baseQuery.toString();
    const join = (extra: string) => (base ? `${base}&${extra}` : extra);
    inputs.push({ label: 'unknown query parameter', query: join('unknownParameter=1') });
    inputs.push({ label: '__proto__ query', query: join('__proto__=1&__proto__[role]=ADMIN') });
    inputs.push({
      label: 'constructor query',
      query: join('constructor=1&constructor[prototype][role]=ADMIN'),
    });
    inputs.push({ label: 'malformed percent-encoding', query: join('a=%E0%A4%A') });
  }
  return inputs;
}
