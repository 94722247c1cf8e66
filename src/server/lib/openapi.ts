import { errorBodySchema } from '#shared/errors';

/** Documents the error answers of a route with the one error shape. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [K in S[number]]: typeof errorBodySchema;
  };
}
