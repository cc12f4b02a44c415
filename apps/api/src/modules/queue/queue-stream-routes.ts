import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queueDisplayAnswerSchema } from '@kataar/shared/display';
import { QUEUE_STREAM_TOKEN_TTL_SECONDS, streamTokenAnswerSchema } from '@kataar/shared/queue';
import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import { text } from '@kataar/shared/text';
import type { AppContext } from '../../app-context';
import { findMembership } from '../../lib/auth-guard';
import { ApiError, Unauthorized } from '../../lib/errors';
import { clientKey } from '../../lib/client-key';
import { errorResponses } from '../../lib/openapi';
import { tooManyRequests } from '../../lib/too-many-requests';
import type { QueueState } from './queue-read-model';
import type { QueueStreamHub } from './queue-stream-hub';
import { createStreamTokens } from './stream-token';
import { StreamsPerClient } from './streams-per-client';

const usernameParams = z.object({ username: text({ max: 60 }).min(1) });
/** How long a client over its stream allowance is asked to wait; the web app polls meanwhile. */
const STREAM_RETRY_SECONDS = 30;

interface StreamRouteOptions {
  context: AppContext;
  hub: QueueStreamHub;
  lookup: (username: string) => Promise<QueueState>;
}

/**
 * Live overviews over Server-Sent Events, and the short-lived tokens EventSource opens them with;
 * and the public waiting-room display, as one answer and as a stream.
 */
export const queueStreamRoutes: FastifyPluginAsync<StreamRouteOptions> = async (app, { context, hub, lookup }) => {
  const { auth, config } = context;
  if (!config.jwtSecret) throw new Error('config.jwtSecret must be set before the queue routes');
  const streamTokens = createStreamTokens(config.jwtSecret);
  const streams = new StreamsPerClient(config.maxStreamsPerIp, { limitStore: context.limitStore });
  app.addHook('onClose', () => streams.close());
  const r = app.withTypeProvider<ZodTypeProvider>();

  let openHere = 0;
  /**
   * A place among this process's streams (503 when it holds its most) and in the client's own
   * allowance, keyed by its address or IPv6 /64 (429 when none is left); both freed when the stream closes.
   */
  const takeStreamPlace = async (request: FastifyRequest, reply: FastifyReply) => {
    if (openHere >= config.maxStreamsPerProcess) {
      reply.header('retry-after', STREAM_RETRY_SECONDS);
      throw new ApiError(503, QUEUE_MESSAGES.streamsBusy);
    }
    openHere += 1;
    reply.raw.once('close', () => (openHere -= 1));
    const taking = streams.take(clientKey(request.ip));
    // Listening before the place is taken: a client that leaves while it is counted still frees it.
    reply.raw.once('close', () => void taking.then((release) => release?.()));
    if (!(await taking)) {
      reply.header('retry-after', STREAM_RETRY_SECONDS);
      throw tooManyRequests(STREAM_RETRY_SECONDS);
    }
    reply.hijack();
  };

  r.post(
    '/queue/:username/stream-token/',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags: ['queue'],
        summary: 'A 60-second token to open this queue’s live stream with EventSource',
        description:
          'Pass it as `?token=` to `/queue/{username}/events`. Signed-in callers (bearer) get their own position in the stream; anonymous ones get position null. A bearer token that is not accepted (expired, ended, malformed) gets an anonymous token, with `WWW-Authenticate: Bearer error="invalid_token"`.',
        params: usernameParams,
        response: { 200: streamTokenAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const state = await lookup(request.params.username);
      const token = await streamTokens.sign(state.providerId, request.user?.userId ?? null);
      return { data: { token, expires_in: QUEUE_STREAM_TOKEN_TTL_SECONDS } };
    },
  );

  r.get(
    '/queue/:username/events',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags: ['queue'],
        summary: 'Live overview of a queue (Server-Sent Events)',
        description:
          '`text/event-stream`: an `overview` event (the overview’s data object) on connect and after every change of the queue, and a comment line every 20 s. A member of the provider also gets an `appointments` event with `{"date":"YYYY-MM-DD"}` whenever a booking on that date changes. One client address may hold a limited number of streams open at once (429 beyond). Authenticate with a bearer header (fetch streaming) or `?token=` from stream-token (EventSource); without either, or with a bearer token that is not accepted, the stream is anonymous. An expired `?token=` is 401: ask for a new one.',
        params: usernameParams,
        querystring: z.object({ token: z.string().max(2048).optional() }),
        response: errorResponses(401, 404, 429, 503),
      },
    },
    async (request, reply) => {
      const state = await lookup(request.params.username);
      let userId = request.user?.userId ?? null;
      if (request.query.token) {
        const claims = await streamTokens.verify(request.query.token, state.providerId);
        if (!claims) throw new Unauthorized();
        userId = claims.userId;
      }
      const member =
        userId !== null && (await findMembership(context.database.db, userId))?.providerId === state.providerId;
      await takeStreamPlace(request, reply);
      // The newest state: a change may have landed while the token was checked.
      hub.open(reply.raw, context.queues.peek(state.username) ?? state, userId, member);
    },
  );

  r.get(
    '/queue/:username/display/',
    {
      schema: {
        tags: ['queue'],
        summary: 'What the waiting-room display shows',
        description:
          'Public. The token called last today, the next five waiting by token, how many wait and the wait of someone joining now. First names appear beside the tokens only when the owner turned them on (`name` is absent otherwise); contact, age and gender never. Served from memory.',
        params: usernameParams,
        response: { 200: queueDisplayAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const state = await lookup(request.params.username);
      // Already serialised in memory: a string skips the response serialiser.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(`{"data":${state.displayJson}}`);
    },
  );

  r.get(
    '/queue/:username/display/events',
    {
      schema: {
        tags: ['queue'],
        summary: 'The waiting-room display, live (Server-Sent Events)',
        description:
          'Public, no token: EventSource reconnects to the same URL by itself. A `display` event (the data object of /queue/{username}/display/) on connect and after every change of the queue, and a comment line every 20 s. Counts against the same per-address stream allowance as the overview stream (429 beyond).',
        params: usernameParams,
        response: errorResponses(404, 429, 503),
      },
    },
    async (request, reply) => {
      const state = await lookup(request.params.username);
      await takeStreamPlace(request, reply);
      hub.openDisplay(reply.raw, state);
    },
  );
};
