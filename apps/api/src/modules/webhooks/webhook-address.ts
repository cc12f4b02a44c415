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
 * calls only the rest 'unicast'; an IPv4 address written as IPv6 is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
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
