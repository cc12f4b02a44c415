import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a webhook's host cannot be posted to. */
export class AddressRefused extends Error {
  constructor(
    readonly reason: 'unresolvable' | 'private',
    message: string,
  ) {
    super(message);
    this.name = 'AddressRefused';
  }
}

/**
 * True for an address on the public internet. ipaddr.js names every special range (private,
 * loopback, link-local, carrier-grade NAT, multicast, unspecified, unique-local, reserved, …) and
 * calls only the rest 'unicast'. IPv6 addresses that carry an IPv4 address (IPv4-compatible ::/96,
 * IPv4-mapped, SIIT, NAT64 and 6to4) are refused when the IPv4 address inside is not public, since
 * a host may route them to it; the compatible and mapped forms are judged as the IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const ipv6 = parsed as ipaddr.IPv6;
  const inside = embeddedIPv4(ipv6);
  if (!inside) return ipv6.range() === 'unicast';
  if (inside.address.range() !== 'unicast') return false;
  return inside.sameAsIPv4 || ipv6.range() === 'unicast';
}

/** The IPv4 address an IPv6 address carries, by the prefixes that carry one. */
function embeddedIPv4(address: ipaddr.IPv6): { address: ipaddr.IPv4; sameAsIPv4: boolean } | undefined {
  const bytes = address.toByteArray();
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const last4 = () => new ipaddr.IPv4(bytes.slice(12, 16));
  // ::a.b.c.d (IPv4-compatible, deprecated but still routed by some stacks); :: and ::1 are judged as IPv6.
  if (zeros(0, 12) && !zeros(12, 15)) return { address: last4(), sameAsIPv4: true };
  // ::ffff:a.b.c.d (IPv4-mapped) and ::ffff:0:a.b.c.d (SIIT).
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return { address: last4(), sameAsIPv4: true };
  if (zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12))
    return { address: last4(), sameAsIPv4: true };
  // 64:ff9b::a.b.c.d (NAT64).
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12))
    return { address: last4(), sameAsIPv4: false };
  // 2002:aabb:ccdd::/48 (6to4).
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return { address: new ipaddr.IPv4(bytes.slice(2, 6)), sameAsIPv4: false };
  return undefined;
}

/** Strips the brackets of an IPv6 literal host as URL.hostname gives it. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address a host name stands for (an IP literal stands for itself). */
async function resolveAll(hostname: string): Promise<LookupAddress[]> {
  const host = bareHost(hostname);
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => {
      if (err || addresses.length === 0) reject(new AddressRefused('unresolvable', `${host} did not resolve`));
      else resolve(addresses);
    });
  });
}

/**
 * The addresses of `hostname`, all of them public unless private ones are allowed. Every address
 * must pass: a host that answers one public and one private address could be steered to the
 * private one.
 */
export async function checkedAddresses(hostname: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const addresses = await resolveAll(hostname);
  if (!allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) throw new AddressRefused('private', `${bareHost(hostname)} resolves to ${refused.address}`);
  }
  return addresses;
}

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that resolves, checks and hands the socket exactly the checked
 * addresses. Checking a name and then letting the socket resolve it again would let a DNS answer
 * that changes in between (DNS rebinding) reach a private address.
 */
export function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    checkedAddresses(hostname, allowPrivate).then(
      (addresses) => {
        const [first] = addresses;
        if (options.all) callback(null, addresses);
        else if (first) callback(null, first.address, first.family);
      },
      (err: Error) => callback(err, []),
    );
  };
}
