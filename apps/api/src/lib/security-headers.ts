import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start. Helmet is the source of truth for which headers
 * and values to send, but running its middleware on every request cost about a third of the
 * hot read paths' throughput; none of our policies vary per request, so the result is a constant.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/**
 * Browser features a page of this site may use. Geolocation, to find providers near the user, is
 * the only one granted, and only to the site itself; every other powerful feature is refused, so
 * an injected frame or script cannot reach camera, microphone, payment or device APIs. Copying a
 * link to the clipboard and Google sign-in's identity prompt keep the browser's own default (this
 * page only), since the product uses them.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'web-share',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * The CSP source of a tile URL template: its scheme and host, with a `{s}` subdomain placeholder
 * turned into the wildcard it stands for (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`).
 * Nothing of the path is kept, so the policy names exactly one host.
 */
export function tileSource(template: string): string {
  const origin = /^https:\/\/[^/]+/.exec(template)?.[0];
  if (!origin) throw new Error(`not an https tile URL: ${template}`);
  return origin.replace('{s}', '*');
}

/**
 * The headers of a JSON answer: what protects a response that is data, not a page. It can load
 * nothing and be framed by nobody (the policy), browsers must not guess it is something else, other
 * sites' pages cannot read it in a no-cors request, and HTTPS stays required. The page policies
 * (which scripts, styles, images and frames a page may use; which browser features it may call)
 * mean nothing to JSON, and sending them on every API answer cost the busiest read paths a fifth
 * of their throughput (docs/decisions/026-api-answer-headers-and-access-log.md).
 */
function apiHeaders(pageHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const hsts = pageHeaders['strict-transport-security'];
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts && { 'strict-transport-security': hsts }),
  });
}

export interface SecurityHeaderPaths {
  /** Answers under this prefix are the API's JSON: they get `apiHeaders`. */
  apiPrefix: string;
  /** Pages under the API prefix (the API's own documentation) get the page headers still. */
  pagesUnderApi: string;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  { apiPrefix, pagesUnderApi }: SecurityHeaderPaths,
): void {
  const pages = { ...securityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  const api = apiHeaders(pages);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url.startsWith(apiPrefix) && !url.startsWith(pagesUnderApi) ? api : pages);
    done();
  });
}
