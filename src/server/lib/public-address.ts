import { BlockList, isIP } from 'node:net';

/**
 * Whether an IP address is a public unicast address on the internet, the only kind the server
 * may call on a stranger's behalf (push endpoints). The ranges are IANA's special-purpose
 * registries for IPv4 and IPv6 (RFC 6890 and its updates); the cloud metadata services sit in
 * them (169.254.169.254, Alibaba's 100.100.100.200, Oracle's 192.0.0.192, AWS's fd00:ec2::254).
 */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** Inside global unicast (2000::/3, the only IPv6 space that is public) the special ranges. */
const IPV6_NOT_PUBLIC: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID …
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address of any kind inside
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing identifiers, not routed on the internet
];

const ipv4Ranges = new BlockList();
for (const [network, prefix] of IPV4_NOT_PUBLIC) ipv4Ranges.addSubnet(network, prefix, 'ipv4');
const ipv6Global = new BlockList();
ipv6Global.addSubnet('2000::', 3, 'ipv6');
const ipv6Ranges = new BlockList();
for (const [network, prefix] of IPV6_NOT_PUBLIC) ipv6Ranges.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part is two groups). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? 0 : 8 - headGroups.length - restGroups.length;
  return [...headGroups, ...Array<string>(zeros).fill('0'), ...restGroups].map((group) =>
    parseInt(group, 16),
  );
}

/**
 * The IPv4 address an IPv6 one stands for, where the connection really goes to that IPv4
 * address: IPv4-mapped (::ffff:0:0/96) and NAT64's well-known prefix (64:ff9b::/96, RFC 6052).
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const nat64 =
    groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!mapped && !nat64) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True only for a public unicast address; anything else (or anything not an IP address) is false. */
export function isPublicAddress(address: string): boolean {
  // A zone (fe80::1%eth0) only ever comes with link-local addresses.
  const bare = address.includes('%') ? address.slice(0, address.indexOf('%')) : address;
  const family = isIP(bare);
  if (family === 4) return !ipv4Ranges.check(bare, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(bare);
  if (ipv4 !== null) return isPublicAddress(ipv4);
  return ipv6Global.check(bare, 'ipv6') && !ipv6Ranges.check(bare, 'ipv6');
}
