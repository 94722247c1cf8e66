import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '#server/lib/public-address';

/**
 * Which push endpoints the server calls. A browser's push service is always https on a public
 * name; anything else in a subscription is someone asking the server to call an address of
 * their choosing (a loopback service, the private network, the cloud's metadata service) with
 * our VAPID signature. Checked when a device subscribes (the URL as written) and again before
 * every message (what the name resolves to then, the address the connection then goes to).
 */
export interface EndpointPolicy {
  /**
   * Hosts exempt from the https and public-address rules: the local push service of the tests
   * (PUSH_TEST_ENDPOINT_HOSTS, refused in production). Their names are still resolved and pinned.
   */
  testHosts?: readonly string[];
}

/** The validation key of a refused endpoint (the server catalogues' validation.*). */
export type EndpointProblem =
  'Push_endpoint_not_https' | 'Push_endpoint_not_public' | 'invalid_value';

/** Resolves a name to every address it has, as the connection would (the system resolver). */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: ResolveHost = (hostname) => dnsLookup(hostname, { all: true });

/** The URL's host as a name or a bare IP address: no IPv6 brackets, no trailing root dot. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

const isTestHost = (host: string, policy: EndpointPolicy) =>
  policy.testHosts?.includes(host) ?? false;

/** Why the server must not call this endpoint as written, or null when it may (before resolving). */
export function endpointProblem(
  endpoint: string,
  policy: EndpointPolicy = {},
): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid_value';
  }
  // Credentials in the URL would go out as a second Authorization; no push service uses them.
  if (url.username || url.password) return 'invalid_value';
  const host = hostOf(url);
  if (isTestHost(host, policy))
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'Push_endpoint_not_https';
  if (url.protocol !== 'https:') return 'Push_endpoint_not_https';
  // The URL parser has already turned 2130706433, 0x7f.1 and the like into dotted addresses.
  if (isIP(host)) return isPublicAddress(host) ? null : 'Push_endpoint_not_public';
  // A name without a dot is resolved in the local network (search domains), localhost on the machine.
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost'))
    return 'Push_endpoint_not_public';
  return null;
}

/** Where one message goes: the URL, and the checked address the connection is pinned to. */
export type EndpointTarget = { url: URL; address: string; family: 4 | 6 } | { refused: string };

/**
 * The endpoint checked for sending: its rule as written, then every address its name resolves to
 * must be public (one private answer among public ones refuses it: the resolver may hand either
 * to the connection). The caller connects to the returned address, never resolving again, so a
 * name that answers differently a moment later (DNS rebinding) cannot move the connection. A
 * resolver failure throws: a name that does not resolve just now may tomorrow.
 */
export async function resolveEndpoint(
  endpoint: string,
  options: EndpointPolicy & { resolve?: ResolveHost } = {},
): Promise<EndpointTarget> {
  const problem = endpointProblem(endpoint, options);
  if (problem)
    return {
      refused:
        problem === 'Push_endpoint_not_https' ? 'not an https address' : 'not a public address',
    };
  const url = new URL(endpoint);
  const host = hostOf(url);
  const literal = isIP(host);
  if (literal) return { url, address: host, family: literal as 4 | 6 };
  const addresses = await (options.resolve ?? systemResolver)(host);
  if (addresses.length === 0) throw new Error('the push endpoint’s name has no address');
  const exempt = isTestHost(host, options);
  const hidden = addresses.find((entry) => !isPublicAddress(entry.address));
  if (hidden && !exempt) return { refused: 'its name resolves to an address that is not public' };
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
