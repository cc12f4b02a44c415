import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';

/**
 * A readiness probe waits this long for the database. Probes' own timeouts are short (Kubernetes:
 * 1 s by default), and a database that takes longer to answer a `select 1` cannot serve in time.
 */
export const READY_PING_MS = 1000;

/** Answers whether the database answered within `ms`; probes arriving meanwhile share one ping. */
function databasePinger(database: Database, log: FastifyBaseLogger, ms: number): () => Promise<boolean> {
  let pinging: Promise<boolean> | undefined;
  const ping = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const answered = database.ping().then(
      () => true,
      (err: unknown) => {
        log.error({ err }, 'database ping failed');
        return false;
      },
    );
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => (pinging ??= ping().finally(() => (pinging = undefined)));
}

export const healthRoutes: FastifyPluginAsync<AppContext> = async (app, { database, readiness }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
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

  const databaseAnswers = databasePinger(database, app.log, READY_PING_MS);
  r.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: send this process requests',
        description: `503 while the server starts (migrations run), from the moment it begins to stop, and while the database does not answer within ${READY_PING_MS} ms.`,
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.enum(['starting', 'stopping', 'database unreachable']) }),
        },
      },
    },
    async (_request, reply) => {
      const state = readiness.state;
      if (state !== 'ready') return reply.status(503).send({ status: state });
      if (!(await databaseAnswers())) return reply.status(503).send({ status: 'database unreachable' as const });
      // Shutdown may have begun while the database answered.
      if (readiness.state === 'stopping') return reply.status(503).send({ status: 'stopping' as const });
      return { status: 'ready' as const };
    },
  );
};
