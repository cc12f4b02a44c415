import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@kataar/shared/auth';
import {
  NO_SHOW_WINDOW_MINUTES,
  QUEUE_MESSAGES,
  REJOIN_WINDOW_MINUTES,
  calledEntriesAnswerSchema,
  rejoinAnswerSchema,
  rejoinBodySchema,
} from '@kataar/shared/queue';
import { deskQuerySchema } from '@kataar/shared/desk-line';
import type { AppContext } from '../../app-context';
import { currentMembership, currentUser } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { deskActor, entryId } from './queue-desk-routes';
import { createSecondChanceService } from './second-chance-service';

interface SecondChanceRouteOptions {
  context: AppContext;
  /** The per-user allowance of queue writes, shared with joins, leaves and desk actions. */
  writeLimit: preHandlerAsyncHookHandler;
}

/**
 * No-shows and rejoins. The desk routes, like the rest of the desk, serve every member of a
 * provider (owner, manager, receptionist) and only for their own queue.
 */
export const secondChanceRoutes: FastifyPluginAsync<SecondChanceRouteOptions> = async (
  app,
  { context: { auth, database, queues, withChange, now }, writeLimit },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createSecondChanceService({ db: database.db, queues, withChange, now });

  r.get(
    '/queue/called/',
    {
      onRequest: auth.requireProvider,
      schema: {
        tags: ['queue (provider)'],
        summary: `People the caller’s desk called in the last ${NO_SHOW_WINDOW_MINUTES} minutes, newest first`,
        description:
          'The people the desk may still mark as no-shows, with their `token`, `called_at` and whether they are `parked`. ' +
          'The optional `desk_id` names the desk as for GET /queue/entries/.',
        security: bearer,
        querystring: deskQuerySchema,
        response: { 200: calledEntriesAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.called(deskActor(request, request.query.desk_id)) }),
  );

  r.post(
    '/queue/no-show/:id/',
    {
      onRequest: auth.requireProvider,
      preHandler: writeLimit,
      schema: {
        tags: ['queue (provider)'],
        summary: 'Mark a called person as a no-show',
        description:
          `Possible for ${NO_SHOW_WINDOW_MINUTES} minutes after the call; later is 409. ` +
          'Entries of other queues, or not called, are 404. The person may then rejoin at their old place ' +
          `within ${REJOIN_WINDOW_MINUTES} minutes.`,
        security: bearer,
        params: z.object({ id: z.string().max(20) }),
        response: { 200: messageAnswerSchema, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const id = entryId(request.params.id, QUEUE_MESSAGES.noShowNotFound);
      await service.noShow(currentMembership(request).providerId, id);
      return { message: QUEUE_MESSAGES.markedNoShow };
    },
  );

  r.post(
    '/queue/rejoin/',
    {
      onRequest: auth.requireUser,
      preHandler: writeLimit,
      schema: {
        tags: ['queue'],
        summary: 'Take back the place lost to a removal or a no-show',
        description:
          'With `username`, the place lost in that provider’s queue; without, the place lost last anywhere. ' +
          `Once per entry, within ${REJOIN_WINDOW_MINUTES} minutes of being removed or marked a no-show: the caller waits ` +
          'again where they stood (behind those who joined earlier and still wait) with the same `token`, and gets ' +
          'their overview. A paused queue takes them back; a closed provider refuses. 409 when it is too late, ' +
          'when they already rejoined once, or when they wait in a queue; 404 when they never lost a place.',
        security: bearer,
        body: rejoinBodySchema,
        response: { 200: rejoinAnswerSchema, ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (request) => ({
      message: QUEUE_MESSAGES.rejoined,
      data: await service.rejoin(currentUser(request).userId, request.body?.username),
    }),
  );
};
