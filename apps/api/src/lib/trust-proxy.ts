import { isIP } from 'node:net';

/** Who may set X-Forwarded-For: nobody, the last N hops, or the listed proxy addresses and ranges. */
export type TrustProxy = false | number | string[];

/** Address groups that Fastify's proxy-addr understands by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, extra] = item.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. `true` is refused: it would trust the left-most X-Forwarded-For value, which
 * the client writes itself, so every per-IP limit could be dodged by sending a new value each time.
 * The client address is the right-most hop that is not a trusted proxy.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (['', 'false', 'no', 'off', '0'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    throw new Error(
      '"true" would trust any X-Forwarded-For value a client sends. Set the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,loopback).',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`${value} proxies: a hop count is the number of proxies in front, at most 32.`);
    return hops;
  }
  const items = value.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => !isAddressOrRange(item));
  if (wrong.length > 0) {
    throw new Error(
      `${wrong.map((w) => `"${w}"`).join(', ')} is not a hop count, an IP address, a CIDR range or one of loopback, linklocal, uniquelocal.`,
    );
  }
  return items;
}

/**
 * Fastify's own reading of a number trusts no proxy at all, so a hop count becomes the function
 * proxy-addr calls with each address from the socket leftwards: the first `hops` are proxies. That
 * is only safe when the server cannot be reached except through those proxies; where their
 * addresses are known, a list is the safer setting.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
