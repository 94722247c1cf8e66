import { endpointKey, type Endpoint, type PathParams, type QueryOf } from '#shared/endpoint';

/**
 * The one query key of an endpoint's answer, derived from its catalogue entry: "METHOD path",
 * then the params and query when the call has them. The entry's key alone is the prefix of all
 * its keys, to invalidate every answer of the endpoint at once. Every feature that reads the
 * endpoint uses it, so the same answer is cached once and refreshed everywhere.
 */
export function queryKeyOf<Target extends Endpoint>(
  target: Target,
  options?: { params?: PathParams<Target['path']>; query?: QueryOf<Target> },
) {
  const key = endpointKey(target) as `${Target['method']} ${Target['path']}`;
  return options
    ? ([key, options.params ?? null, options.query ?? null] as const)
    : ([key] as const);
}
