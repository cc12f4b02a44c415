import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * A host name that only resolves on this machine or the local network: loopback, the private
 * IPv4 ranges, IPv6 loopback and unique-local addresses, `localhost` and mDNS `.local` names.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (isIP(host) === 4) {
    const [a = -1, b = -1] = host.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIP(host) === 6) return host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host);
  return false;
}

/**
 * The web app's public address for absolute links (canonical and Open Graph tags, the sitemap,
 * mails): PUBLIC_URL when set. Without it, the Host header is the client's to choose, and a
 * crafted one must not end up in cached pages or in mailed links; it is followed only when it
 * names this machine or the local network (a phone trying the embedded server at home), and
 * otherwise the links point at this machine.
 */
export function siteUrl(config: Pick<Config, 'publicUrl' | 'port'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const fallback = `http://localhost:${config.port}`;
  let requested: URL;
  try {
    requested = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return fallback;
  }
  return isLocalHost(requested.hostname) ? requested.origin : fallback;
}
