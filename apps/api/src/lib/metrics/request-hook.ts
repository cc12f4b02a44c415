import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Counts every answered request by method, route pattern and status, with its latency. Added on the
 * root instance, so it covers the routes of every module and the answers of no route at all.
 * Hijacked answers (the live streams) have no response hook; the streams are counted by the hub.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  // A callback hook rather than an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
