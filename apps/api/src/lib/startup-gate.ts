import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

/** What a caller refused while the server starts is asked to wait before trying again. */
export const STARTING_RETRY_AFTER_SECONDS = 5;

/**
 * The HTTP server, listening from the first moment of startup (so probes learn that it is starting
 * rather than finding nothing), which the app takes over once it is built.
 */
export interface StartupGate {
  server: Server;
  /** Fastify's `serverFactory`: the app answers on this server, already listening, once handed it. */
  serverFactory: FastifyServerFactory;
  /** Every request from now on goes to the app, which must be ready. */
  handOver(app: FastifyInstance): void;
  /** Stops accepting connections; resolves once every open one has ended. Safe to call twice. */
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | number> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * Until the app is handed over: /readyz says the server is starting, /healthz that it cannot serve
 * yet (as a failing database ping makes it say later), and everything else is 503 with a Retry-After.
 */
export function createStartupGate(options: http.ServerOptions = {}): StartupGate {
  const whileStarting = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/readyz') json(res, 503, { status: 'starting' });
    else if (path === '/healthz') json(res, 503, { status: 'unavailable' });
    else json(res, 503, { message: 'Kataar is starting' }, { 'retry-after': STARTING_RETRY_AFTER_SECONDS });
  };
  const server = http.createServer(options, whileStarting);
  let appListener: RequestListener | undefined;
  let closed: Promise<void> | undefined;
  return {
    server,
    serverFactory: (handler) => {
      appListener = handler;
      return server;
    },
    handOver(app) {
      if (!appListener) throw new Error('the app was not built with this gate’s serverFactory');
      // The timeouts Fastify gives a server it makes itself (its keep-alive outlasts load balancers'
      // idle timeouts). `requestTimeout` is in the initial config at run time, not in its type.
      const initial: typeof app.initialConfig & { requestTimeout?: number } = app.initialConfig;
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = initial;
      if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
      if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
      if (connectionTimeout !== undefined) server.setTimeout(connectionTimeout);
      server.removeListener('request', whileStarting);
      server.on('request', appListener);
    },
    close: () =>
      (closed ??= new Promise((resolve) => {
        // Also closes idle keep-alive connections; busy ones end after their answer. Already
        // closed or never listening: nothing to wait for.
        server.close(() => resolve());
      })),
  };
}
