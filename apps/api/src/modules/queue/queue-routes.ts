import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@kataar/shared/auth';
import { MESSAGES } from '@kataar/shared/messages';
import {
  QUEUE_MESSAGES,
  joinAnswerSchema,
  joinQueueBodySchema,
  myQueueAnswerSchema,
  queueOverviewAnswerSchema,
} from '@kataar/shared/queue';
import { text } from '@kataar/shared/text';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../lib/auth-guard';
import { NotFound } from '../../lib/errors';
import { bearer, errorResponses } from '../../lib/openapi';
import { perUserPerMinute } from '../../lib/too-many-requests';
import { deskMovesRoutes } from './desk-moves-routes';
import { queueDeskRoutes } from './queue-desk-routes';
import type { QueueState } from './queue-read-model';
import { createQueueService } from './queue-service';
import { alertSettings, createQueueAlerts } from '../notifications/notifications-service';
import { HEARTBEAT_MS, QueueStreamHub } from './queue-stream-hub';
import { queueStreamRoutes } from './queue-stream-routes';
import { rememberedOptionalUser } from './remembered-access';
import { secondChanceRoutes } from './second-chance-routes';

const usernameParams = z.object({ username: text({ max: 60 }).min(1) });

/** Resolves a public queue by provider username; unknown names are refused from memory. */
export function queueLookup({ providers, queues }: Pick<AppContext, 'providers' | 'queues'>) {
  return async (username: string): Promise<QueueState> => {
    const state = queues.peek(username) ?? (providers.findByUsername(username) && (await queues.get(username)));
    if (!state) throw new NotFound(MESSAGES.providerNotFound);
    return state;
  };
}

/** The virtual queue: consumers' calls here, the provider's desk and the live stream beside. */
export const queueRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { auth, queues, database, withChange, now } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const alerts = createQueueAlerts(alertSettings(context.config));
  const service = createQueueService({ db: database.db, queues, withChange, now, alerts });
  const hub = new QueueStreamHub(queues, HEARTBEAT_MS, context.metrics.streamOpened);
  hub.followAppointments(context.bus);
  hub.followMemberships(context.bus);
  const lookup = queueLookup(context);
  // One allowance per user across joins, leaves and desk actions.
  const writeLimit = app.rateLimit(perUserPerMinute('queue-write', context.config.queueWritesPerMinute));
  app.addHook('preClose', async () => hub.close());

  r.get(
    '/queue/:username/overview/',
    {
      // The call every waiting phone repeats: no signature check per poll.
      onRequest: rememberedOptionalUser(context.tokens, context.revokedSessions),
      schema: {
        tags: ['queue'],
        summary: 'How many wait, and where the caller stands',
        description:
          '`position`, `eta_minutes` and `token` (the number the desk calls) are null unless the caller (bearer token optional) waits in this queue. `last_entry` is the caller’s latest ended entry here with a token of today (India day): `called`, `removed`, `no_show` or `left`, its token and when it ended; null otherwise. `eta_minutes` is position × the provider’s recent minutes per person (default 10 for health care, 15 for personal care). A bearer token that is not accepted (expired, ended, malformed) is answered as an anonymous caller, with `WWW-Authenticate: Bearer error="invalid_token"`. Served from memory.',
        params: usernameParams,
        response: { 200: queueOverviewAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const state = queues.peek(request.params.username) ?? (await lookup(request.params.username));
      // Already serialised in memory: a string skips the response serialiser on the hot path.
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(queues.overviewAnswer(state, request.user?.userId));
    },
  );

  r.get(
    '/queue/mine/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['queue'],
        summary: 'Where the caller waits, if anywhere',
        description:
          '`data` is null when the caller waits in no queue. Otherwise the provider (`username`, `business_name`), the caller’s `position`, `token` and `eta_minutes`, and `status`: `waiting`, `paused` (the desk paused joining; the caller keeps their place) or `closed` (the provider is unavailable). Follow `/queue/{username}/events` for live changes.',
        security: bearer,
        response: { 200: myQueueAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await service.mine(currentUser(request).userId) }),
  );

  r.post(
    '/queue/join/:username/',
    {
      onRequest: auth.requireUser,
      preHandler: writeLimit,
      schema: {
        tags: ['queue'],
        summary: 'Join a provider’s queue',
        description:
          'Answers the joiner’s overview with their `token`: 1, 2, 3 … per provider per day, restarting at midnight Asia/Kolkata, never given twice that day. ' +
          '409 with `non_field_errors` when the provider is closed, the queue is paused, or the caller already waits in any queue.',
        security: bearer,
        params: usernameParams,
        body: joinQueueBodySchema,
        response: { 200: joinAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({
      message: QUEUE_MESSAGES.joined,
      data: await service.join(currentUser(request).userId, request.params.username, request.body),
    }),
  );

  r.post(
    '/queue/leave/',
    {
      onRequest: auth.requireUser,
      preHandler: writeLimit,
      schema: {
        tags: ['queue'],
        summary: 'Leave the queue the caller waits in',
        security: bearer,
        response: { 200: messageAnswerSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => {
      await service.leave(currentUser(request).userId);
      return { message: QUEUE_MESSAGES.left };
    },
  );

  await app.register(queueDeskRoutes, { context, service, writeLimit });
  await app.register(deskMovesRoutes, { context, alerts, writeLimit });
  await app.register(secondChanceRoutes, { context, writeLimit });
  await app.register(queueStreamRoutes, { context, hub, lookup });
};
