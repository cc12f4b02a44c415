import ipaddr from 'ipaddr.js';

/** How much of an IPv6 address one client holds: a home or phone network gets a whole /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The key a per-address limit counts a client under. An IPv6 client can use every address of its
 * /64 (phones rotate through them by design), so it is counted by that /64; an IPv4 address written
 * as IPv6 (::ffff:a.b.c.d) counts as that IPv4 address. The rate-limit plugin keys IPv6 by /64
 * the same way.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${ipv6.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
