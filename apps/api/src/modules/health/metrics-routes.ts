import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '@kataar/shared/messages';
import type { AppContext } from '../../app-context';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * GET /metrics in the Prometheus text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`. Without METRICS_TOKEN, or without the right token, the answer is the JSON 404 of
 * an unknown API path, never the web app's page, so nobody learns more than that there is nothing
 * for them here. Kept out of the API documentation and of the rate limits.
 */
export const metricsRoutes: FastifyPluginAsync<AppContext> = async (app, { config, metrics }) => {
  // Digests of equal length, compared in constant time: how much of a guess was right leaks nothing.
  const expected = config.metricsToken === undefined ? undefined : digest(config.metricsToken);
  const authorized = (header: string | undefined) =>
    expected !== undefined &&
    header !== undefined &&
    header.slice(0, 7).toLowerCase() === 'bearer ' &&
    timingSafeEqual(digest(header.slice(7).trim()), expected);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(404).send({ message: MESSAGES.routeNotFound });
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.render());
  });
};
