import type { ServerOptions } from 'node:http';

/** Node checks sockets against their deadlines this often at most (its own default is every 30 s). */
const CHECK_EVERY_MS = 30_000;
/** Headers must arrive within this (Node's default), or within the whole request's time if shorter. */
const HEADERS_TIMEOUT_MS = 60_000;

/**
 * Server options that bound how long a client may take to send a request. Fastify's own default
 * sets no limit on the body, so a client sending a declared megabyte ten bytes at a time held its
 * socket for as long as it liked; now the whole request, headers and body, must arrive within
 * `seconds`, or the server answers 408 and closes the socket. An upload of 10 MB at 1 Mbit/s takes
 * 80 s, hence a default of 120 s.
 */
export function requestTimeoutOptions(seconds: number): ServerOptions {
  const requestTimeout = seconds * 1000;
  return {
    requestTimeout,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
    // Node compares each socket with its deadline on this interval, so a short limit needs a short one.
    connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, Math.max(100, requestTimeout / 4)),
  };
}

/** The same options as Fastify takes them, for the server it creates itself (tests). */
export const fastifyTimeouts = (options: ServerOptions) => ({ requestTimeout: options.requestTimeout, http: options });
