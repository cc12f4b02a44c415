import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@kataar/shared/auth';
import { DESK_LINE_MESSAGES, transferBodySchema } from '@kataar/shared/desk-line';
import type { AppContext } from '../../app-context';
import { bearer, errorResponses } from '../../lib/openapi';
import type { QueueAlerts } from '../notifications/notifications-service';
import { createDeskMovesService } from './desk-moves-service';
import { deskActor, entryId } from './queue-desk-routes';

interface DeskMovesRouteOptions {
  context: AppContext;
  alerts: QueueAlerts;
  writeLimit: preHandlerAsyncHookHandler;
}

/** Transfer, park and recall: any member at any desk, a practitioner only for their own desks' people. */
export const deskMovesRoutes: FastifyPluginAsync<DeskMovesRouteOptions> = async (
  app,
  { context: { auth, withChange }, alerts, writeLimit },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const moves = createDeskMovesService({ withChange, alerts });
  const route = { onRequest: auth.requireProvider, preHandler: writeLimit };
  const tags = ['queue (provider)'];
  const params = z.object({ id: z.string().max(20) });

  r.post(
    '/queue/transfer/:id/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Send a waiting or called person to another desk or service',
        description:
          'With `desk_id`, they wait in that desk’s line; with `service_id`, for "first available" for that service. ' +
          'They keep their place in line (their ordering time). 400 for ids of other businesses, 404 for entries that ' +
          'neither wait nor were called, 403 for a practitioner moving someone of another desk.',
        security: bearer,
        params,
        body: transferBodySchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const id = entryId(request.params.id);
      await moves.transfer(deskActor(request, undefined), id, request.body);
      return { message: DESK_LINE_MESSAGES.transferred };
    },
  );

  r.post(
    '/queue/park/:id/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Park a called person who stepped out; they keep their token',
        description: '409 unless the person was called and is not parked.',
        security: bearer,
        params,
        response: { 200: messageAnswerSchema, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await moves.park(deskActor(request, undefined), entryId(request.params.id));
      return { message: DESK_LINE_MESSAGES.parked };
    },
  );

  r.post(
    '/queue/recall/:id/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Call a parked person back to the desk',
        description: 'A new call: the person is alerted again. 409 unless the person is parked.',
        security: bearer,
        params,
        response: { 200: messageAnswerSchema, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await moves.recall(deskActor(request, undefined), entryId(request.params.id));
      return { message: DESK_LINE_MESSAGES.recalled };
    },
  );
};
