import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { providerOwnAnswerSchema, toggleBodySchema } from '@kataar/shared/queue';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { CHANNELS } from '../../lib/change-bus';
import { bearer, errorResponses } from '../../lib/openapi';
import { alertSettings, createQueueAlerts } from '../notifications/notifications-service';
import { alertQueueClosed } from '../queue/queue-service';
import { ownProvider, setOpen } from './provider-service';

/** The provider's own profile and availability switch, for every member of the provider. */
export const providerOwnerRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { auth, database, withChange } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const alerts = createQueueAlerts(alertSettings(context.config));

  r.get(
    '/provider/me/',
    {
      onRequest: auth.requireProvider,
      schema: {
        tags: ['providers'],
        summary: 'The caller’s own provider, with location',
        security: bearer,
        response: { 200: providerOwnAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await ownProvider(db, currentMembership(request).providerId) }),
  );

  r.patch(
    '/provider/toggle/',
    {
      onRequest: auth.requireProvider,
      schema: {
        tags: ['providers'],
        summary: 'Open (true) or close (false) the business',
        description: 'A closed provider is listed as unavailable and refuses joins with 409.',
        security: bearer,
        body: toggleBodySchema,
        response: { 200: providerOwnAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { providerId } = currentMembership(request);
      // Listings, profiles and open queue widgets of every process update on commit, this
      // process's before the answer goes out.
      await withChange(async (tx, announce) => {
        const wasOpen = (await ownProvider(tx, providerId)).is_open;
        await setOpen(tx, providerId, request.body.is_open);
        if (wasOpen && !request.body.is_open) await alertQueueClosed(tx, alerts, providerId);
        await announce(CHANNELS.providerChanged, providerId);
      });
      return { data: await ownProvider(db, providerId) };
    },
  );
};
