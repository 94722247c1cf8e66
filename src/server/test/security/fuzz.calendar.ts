import type { FuzzInput } from './fuzz.inputs';
import { setAt } from './fuzz.inputs';
import { validValue, type ApiRoute, type JsonSchema } from './openapi-routes';

/**
 * The month, day, week and period fields of the API, found in its OpenAPI document (by format,
 * pattern or name, so a new date parameter is covered without listing it), and the hostile
 * values each of them gets.
 */

const CALENDAR_NAME =
  /^(month|day|date|week|from|to|until|since|before|after)$|(Month|Day|Date|Week|From|Until|Since|Before|After|On|At)$/;

const alternatives = (schema: JsonSchema): JsonSchema[] => [
  schema,
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(
    alternatives,
  ),
];

export function isCalendarField(name: string, schema: JsonSchema): boolean {
  return alternatives(schema).some(
    (one) =>
      one.format === 'date' ||
      one.format === 'date-time' ||
      /\\d\{4\}-/.test(one.pattern ?? '') ||
      (one.type === 'string' && one.enum === undefined && CALENDAR_NAME.test(name)),
  );
}

/** A body field to fuzz; `shapes` are the union alternatives (other than the first) on the way to it. */
export type CalendarPath = {
  path: (string | number)[];
  numeric: boolean;
  shapes: { at: (string | number)[]; schema: JsonSchema }[];
};

const isNumeric = (schema: JsonSchema) =>
  alternatives(schema).some((one) => one.type === 'integer' || one.type === 'number');

/** Every path into a body schema that ends at a calendar field: ['month'], ['dates', 0, 'startDate']. */
export function calendarPaths(
  schema: JsonSchema | undefined,
  prefix: (string | number)[] = [],
  shapes: CalendarPath['shapes'] = [],
): CalendarPath[] {
  if (!schema) return [];
  const found: CalendarPath[] = [];
  const union = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  union.forEach((one, index) =>
    found.push(
      ...calendarPaths(
        one,
        prefix,
        index === 0 ? shapes : [...shapes, { at: prefix, schema: one }],
      ),
    ),
  );
  for (const one of [schema, ...(schema.allOf ?? [])]) {
    for (const [key, property] of Object.entries(one.properties ?? {})) {
      const numeric = isNumeric(property) && CALENDAR_NAME.test(key);
      if (numeric || isCalendarField(key, property))
        found.push({ path: [...prefix, key], numeric, shapes });
      else found.push(...calendarPaths(property, [...prefix, key], shapes));
    }
    if (one.items) found.push(...calendarPaths(one.items, [...prefix, 0], shapes));
  }
  const unique = new Map(
    found.map((entry) => [`${entry.path.join('.')} ${entry.shapes.length}`, entry]),
  );
  return [...unique.values()];
}

export const CALENDAR_VALUES: [string, string][] = [
  ['year 0000 month', '0000-01'],
  ['year 0001 month', '0001-01'],
  ['year 9999 month', '9999-12'],
  ['month 13', '2024-13'],
  ['negative year month', '-0001-01'],
  ['30 February', '2024-02-30'],
  ['29 February of 2025', '2025-02-29'],
  ['year 0000 day', '0000-01-01'],
  ['year 1999 day', '1999-12-31'],
  ['year 2100 day', '2100-01-01'],
  ['year 9999 day', '9999-12-31'],
  ['extended year', '+275760-09-13'],
  ['extended-year instant', '+275760-09-13T00:00:00.000Z'],
  ['year 0000 instant', '0000-01-01T00:00:00.000Z'],
  ['year 9999 instant', '9999-12-31T23:59:59.999Z'],
  ['30 February instant', '2024-02-30T08:00:00.000Z'],
  ['empty', ''],
  ['very long', '2024-01-01'.padEnd(10_000, '9')],
  ['unicode digits month', '２０２４-０１'],
  ['unicode digits day', '２０２４-０１-０１'],
];

/** Instants as epoch milliseconds (how shifts are sent). */
export const CALENDAR_NUMBERS: [string, number][] = [
  ['year 0000 in ms', Date.parse('0000-01-01T00:00:00Z')],
  ['year 1970 in ms', 0],
  ['year 9999 in ms', Date.parse('9999-12-31T00:00:00Z')],
  ['largest instant in ms', 8.64e15],
  ['beyond the largest instant in ms', 8.64e15 + 1],
  ['negative ms', -8.64e15],
];

/** One input per calendar field and hostile value: path parameters, query parameters, body fields. */
export function calendarInputs(
  route: ApiRoute,
  baseQuery: URLSearchParams,
  baseBody: unknown,
): FuzzInput[] {
  const inputs: FuzzInput[] = [];
  for (const param of route.params.filter((one) => isCalendarField(one.name, one.schema))) {
    for (const [label, value] of CALENDAR_VALUES)
      inputs.push({
        label: `:${param.name} = ${label}`,
        params: { [param.name]: encodeURIComponent(value) },
      });
  }
  for (const param of route.query.filter((one) => isCalendarField(one.name, one.schema))) {
    for (const [label, value] of CALENDAR_VALUES) {
      const query = new URLSearchParams(baseQuery);
      query.set(param.name, value);
      inputs.push({ label: `?${param.name} = ${label}`, query: query.toString() });
    }
  }
  for (const { path, numeric, shapes } of calendarPaths(route.body)) {
    const base = shapes.reduce<unknown>(
      (body, shape) => setAt(body, shape.at, validValue(shape.schema)),
      baseBody ?? {},
    );
    const where = `${path.join('.')}${shapes.length ? ' (another shape)' : ''}`;
    for (const [label, value] of numeric
      ? [...CALENDAR_NUMBERS, ...CALENDAR_VALUES]
      : CALENDAR_VALUES)
      inputs.push({ label: `${where} = ${label}`, body: { json: setAt(base, path, value) } });
  }
  return inputs;
}
