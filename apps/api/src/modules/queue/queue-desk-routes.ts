import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@kataar/shared/auth';
import {
  QUEUE_MESSAGES,
  addCustomerAnswerSchema,
  addCustomerBodySchema,
  popAnswerSchema,
  queueEntriesAnswerSchema,
  queueStatusSchema,
  undoAnswerSchema,
} from '@kataar/shared/queue';
import { deskBodySchema, deskQuerySchema } from '@kataar/shared/desk-line';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentMembership, currentUser } from '../../lib/auth-guard';
import { NotFound } from '../../lib/errors';
import { bearer, errorResponses } from '../../lib/openapi';
import type { DeskActor, QueueService } from './queue-service';

/** Who acts at which desk: the member, and the desk they named (none: their own). */
export function deskActor(request: FastifyRequest, deskId: number | undefined): DeskActor {
  const { providerId, role } = currentMembership(request);
  return { providerId, role, userId: currentUser(request).userId, deskId };
}

const MAX_ENTRY_ID = 2_147_483_647;

/** Entry ids are positive integers; any other value names no entry of anyone's queue. */
export function entryId(raw: string, notFound: string = QUEUE_MESSAGES.entryNotFound): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ENTRY_ID) throw new NotFound(notFound);
  return id;
}

/**
 * The provider's desk: every member (owner, manager, receptionist) runs the queue of the provider
 * they belong to, and only that one; ids of other queues are simply not found.
 */
interface DeskRouteOptions {
  context: AppContext;
  service: QueueService;
  /** The per-user allowance of queue writes, shared with joins and leaves. */
  writeLimit: preHandlerAsyncHookHandler;
}

export const queueDeskRoutes: FastifyPluginAsync<DeskRouteOptions> = async (
  app,
  { context: { auth }, service, writeLimit },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = { onRequest: auth.requireProvider };
  const providerWrite = { ...provider, preHandler: writeLimit };
  const tags = ['queue (provider)'];

  r.get(
    '/queue/entries/',
    {
      ...provider,
      schema: {
        tags,
        summary: 'The waiting list of a desk, first in line first',
        description:
          'Each entry carries its `token`, the number called aloud (per provider per day in India), and its `token_label` ("B-14"). ' +
          'The list is the line of the desk `desk_id` names: the people who chose it, and those waiting for "first available" ' +
          'for a service it offers. Without `desk_id`: the caller’s desk when they work exactly one, else the first desk. ' +
          'A practitioner at a desk that is not theirs gets 403.',
        security: bearer,
        querystring: deskQuerySchema,
        response: { 200: queueEntriesAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.entries(deskActor(request, request.query.desk_id)) }),
  );

  r.post(
    '/queue/pop/',
    {
      ...providerWrite,
      schema: {
        tags,
        summary: 'Call the first person of a desk’s line',
        description:
          'Answers the called person’s id, name, `token`, `token_label` and the calling `desk`. 409 "The queue is empty." when nobody waits ' +
          'in that desk’s line, and 409 when the desk itself is closed or paused. Concurrent pops, at any desks, never call the same person. ' +
          'The optional `desk_id` names the desk as for GET /queue/entries/.',
        security: bearer,
        body: deskBodySchema,
        response: { 200: popAnswerSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ({ data: await service.pop(deskActor(request, request.body?.desk_id)) }),
  );

  r.delete(
    '/queue/delete/:id/',
    {
      ...providerWrite,
      schema: {
        tags,
        summary: 'Remove a waiting person from the caller’s queue',
        description: 'The entry is kept with status `removed`. Entries of other queues, or no longer waiting, are 404.',
        security: bearer,
        params: z.object({ id: z.string().max(20) }),
        response: { 200: messageAnswerSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      await service.remove(currentMembership(request).providerId, entryId(request.params.id));
      return { message: QUEUE_MESSAGES.removed };
    },
  );

  r.post(
    '/queue/undo/:id/',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Undo a POP or a removal of the last few seconds',
        description:
          'The entry waits again at its old place (its joined_at and token are kept) and every viewer is told. ' +
          '409 once the short undo window has passed, or when the person has joined another queue since; ' +
          '404 for entries of other queues.',
        security: bearer,
        params: z.object({ id: z.string().max(20) }),
        response: { 200: undoAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: QUEUE_MESSAGES.restored,
      data: await service.undo(currentMembership(request).providerId, entryId(request.params.id)),
    }),
  );

  r.post(
    '/queue/add/',
    {
      ...providerWrite,
      schema: {
        tags,
        summary: 'Add a walk-in customer at the end of the queue',
        description: 'The walk-in gets the day’s next `token`, as a join does.',
        security: bearer,
        body: addCustomerBodySchema,
        response: { 200: addCustomerAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      message: QUEUE_MESSAGES.added,
      data: await service.add(currentMembership(request).providerId, request.body),
    }),
  );

  r.get(
    '/queue/status/',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Whether the queue is running (true) or paused (false)',
        security: bearer,
        response: { 200: queueStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ queue_status: await service.status(currentMembership(request).providerId) }),
  );

  r.patch(
    '/queue/status/',
    {
      ...providerWrite,
      schema: {
        tags,
        summary: 'Pause (false) or resume (true) joining',
        description: 'A paused queue refuses joins with 409; the provider can still pop, add and remove.',
        security: bearer,
        body: queueStatusSchema,
        response: { 200: queueStatusSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      queue_status: await service.setStatus(currentMembership(request).providerId, request.body.queue_status),
    }),
  );
};
