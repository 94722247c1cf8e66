import type { App } from '#server/app';

/** The API's routes as the OpenAPI document describes them: what the matrix and the fuzzer walk. */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
  const?: unknown;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
};

export type ApiRoute = {
  /** "METHOD /api/path/:param", the key of the matrix table. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form, with :params. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
  /** Content types the route documents for its body (multipart for uploads). */
  bodyTypes: string[];
  secured: boolean;
};

type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};

export function apiRoutes(app: App): ApiRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase() as ApiRoute['method'];
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      routes.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        params: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
        secured: Boolean(operation.security?.length),
      });
    }
  }
  return routes;
}

/**
 * Counts the routes Fastify itself knows under /api (HEAD twins and the docs UI aside), to catch a
 * route hidden from the OpenAPI document and so from the matrix.
 */
export function countRegisteredApiRoutes(app: App): number {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  let count = 0;
  for (const line of lines) {
    const match = line.match(/^([│ ]*)[├└]── (.*?) \(([A-Z, ]+)\)$/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const full = stack.join('');
    if (!full.startsWith('/api/') || full.startsWith('/api/docs')) continue;
    count += match[3]!.split(', ').filter((method) => method !== 'HEAD').length;
  }
  return count;
}

let unique = 0;
/**
 * An address nobody has, new on every call: the per-address rate limits of the mail routes are
 * not what the matrix and the fuzzer test.
 */
export function freshEmail(): string {
  unique += 1;
  return `fuzz.${unique}@example.com`;
}

/** A value the schema accepts, as far as this small generator can tell (fuzz mutations start from it). */
export function validValue(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative?.length) return validValue(alternative[0], name);
  if (schema.allOf?.length) return validValue(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        value[key] = validValue(schema.properties?.[key], key);
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        validValue(schema.items, name),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return validString(schema, name);
    default:
      return 'x';
  }
}

const CHECKED_FIELDS: Record<string, string> = {
  postcode: '10115',
  vatId: 'DE123456789',
  taxNumber: '22/815/08150',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

function validString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid' || schema.pattern?.startsWith('^([0-9a-fA-F]{8}'))
    return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return '2030-01-01T08:00:00.000Z';
  if (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2030-01-01';
  // E-mail fields carry no pattern (shared/email.ts checks them).
  if (
    schema.pattern?.includes('@') ||
    /e-mail address/i.test(schema.description ?? '') ||
    /^email$/i.test(name)
  )
    return freshEmail();
  if (schema.pattern?.startsWith('^\\/')) return '/x';
  if (schema.pattern === '^[A-Z]{2}$') return 'DE';
  if (schema.pattern?.startsWith('^(https?')) return 'https://example.com';
  if (schema.pattern?.startsWith('^\\d')) return '12345'.slice(0, 5);
  if (schema.pattern?.startsWith('^[+()')) return '+49 40 1234';
  if (/password/i.test(name)) return 'Fuzz-Passwort-2030';
  // Fields whose form a refinement checks, beyond what the JSON schema can say.
  const checked = CHECKED_FIELDS[name];
  if (checked) return checked;
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}
