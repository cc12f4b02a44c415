import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

export const healthRoutes: FastifyPluginAsync<AppContext> = async (app, { database }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
