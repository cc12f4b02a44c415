import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { providerOwnAnswerSchema, toggleBodySchema } from '@kataar/shared/queue';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { bearer, errorResponses } from '../../lib/openapi';
import { ownProvider, setOpen } from './provider-service';

/** The provider's own profile and availability switch, for every member of the provider. */
export const providerOwnerRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { auth, database, providers, queues },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

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
      await db.transaction(async (tx) => {
        await setOpen(tx, providerId, request.body.is_open);
        // Listings, profiles and open queue widgets of every process update on commit.
        await publishChange(tx, CHANNELS.providerChanged, providerId);
      });
      // This process's listings and queue widgets show the change before the answer does.
      await Promise.all([providers.refresh(providerId), queues.afterWrite(providerId)]);
      return { data: await ownProvider(db, providerId) };
    },
  );
};
