import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@kataar/shared/auth';
import {
  DESK_MESSAGES,
  deskAnswerSchema,
  deskCreateBodySchema,
  deskListAnswerSchema,
  deskPatchBodySchema,
  serviceAnswerSchema,
  serviceCreateBodySchema,
  serviceListAnswerSchema,
  servicePatchBodySchema,
} from '@kataar/shared/desks';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { createDeskSetupService } from './desk-setup-service';
import { entryId } from './queue-desk-routes';

const idParams = z.object({ id: z.string().max(20) });
/** Ids are positive integers; any other value names nothing of anyone's. */
const deskId = (raw: string) => entryId(raw, DESK_MESSAGES.notFound);
const serviceId = (raw: string) => entryId(raw, DESK_MESSAGES.serviceNotFound);

const setup = { tags: ['desks'], security: bearer };

/**
 * The owner and managers set up the provider's desks and the services they offer. Receptionists and
 * practitioners run desks but do not change them; another provider's ids are simply not found.
 */
export const deskSetupRoutes: FastifyPluginAsync<AppContext> = async (app, { auth, database, withChange }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const desks = createDeskSetupService({ db: database.db, withChange });
  app.addHook('onRequest', auth.requireProviderRole('owner', 'manager'));
  const provider = (request: Parameters<typeof currentMembership>[0]) => currentMembership(request).providerId;

  r.get(
    '/provider/desks/',
    {
      schema: {
        ...setup,
        summary: 'The caller’s desks, in the order they were made (owner or manager)',
        description:
          '`waiting` counts the people this desk may call: those who chose it, and those waiting for any desk who want a service it offers (or named none).',
        response: { 200: deskListAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await desks.listDesks(provider(request)) }),
  );

  r.post(
    '/provider/desks/',
    {
      schema: {
        ...setup,
        summary: 'Add a desk (owner or manager)',
        description: '400 for an unknown service or a member who is not staff; 409 when the name or letter is taken.',
        body: deskCreateBodySchema,
        response: { 201: deskAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await desks.createDesk(provider(request), request.body) }),
  );

  r.patch(
    '/provider/desks/:id/',
    {
      schema: {
        ...setup,
        summary: 'Change a desk (owner or manager)',
        description: 'Any of the fields; `service_ids` and `member_ids` replace the desk’s sets.',
        params: idParams,
        body: deskPatchBodySchema,
        response: { 200: deskAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await desks.updateDesk(provider(request), deskId(request.params.id), request.body),
    }),
  );

  r.delete(
    '/provider/desks/:id/',
    {
      schema: {
        ...setup,
        summary: 'Delete a desk (owner or manager)',
        description: '409 while people who chose this desk wait, and for the business’s last desk.',
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await desks.deleteDesk(provider(request), deskId(request.params.id));
      return { message: DESK_MESSAGES.deleted };
    },
  );

  r.get(
    '/provider/services/',
    {
      schema: {
        ...setup,
        summary: 'The caller’s services, in the order they were made (owner or manager)',
        response: { 200: serviceListAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await desks.listServices(provider(request)) }),
  );

  r.post(
    '/provider/services/',
    {
      schema: {
        ...setup,
        summary: 'Add a service (owner or manager)',
        description: '`price` in whole rupees or null. 400 for an unknown desk; 409 when the name is taken.',
        body: serviceCreateBodySchema,
        response: { 201: serviceAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await desks.createService(provider(request), request.body) }),
  );

  r.patch(
    '/provider/services/:id/',
    {
      schema: {
        ...setup,
        summary: 'Change a service (owner or manager)',
        description: 'Any of the fields; `desk_ids` replaces the desks that offer it.',
        params: idParams,
        body: servicePatchBodySchema,
        response: { 200: serviceAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await desks.updateService(provider(request), serviceId(request.params.id), request.body),
    }),
  );

  r.delete(
    '/provider/services/:id/',
    {
      schema: {
        ...setup,
        summary: 'Delete a service (owner or manager)',
        description: 'People waiting for it keep their place and wait for any service.',
        params: idParams,
        response: { 200: messageAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await desks.deleteService(provider(request), serviceId(request.params.id));
      return { message: DESK_MESSAGES.serviceDeleted };
    },
  );
};
