import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { displaySettingsAnswerSchema, displaySettingsSchema, posterAnswerSchema } from '@kataar/shared/display';
import { MESSAGES } from '@kataar/shared/messages';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { CHANNELS } from '../../lib/change-bus';
import { NotFound } from '../../lib/errors';
import { bearer, errorResponses } from '../../lib/openapi';
import { siteUrl } from '../../lib/site-url';
import { selectProviderById } from './provider-queries';
import { setDisplayShowNames } from './provider-service';

const PROFILE_PATH = '/profile/';

/**
 * What the provider puts up in the waiting room: the printed QR poster's content for every member,
 * and the waiting-room display's privacy setting, which only the owner changes.
 */
export const providerDisplayRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { auth, config, database, withChange },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  const providerOf = async (providerId: string) => {
    const row = await selectProviderById(db, providerId);
    if (!row) throw new NotFound(MESSAGES.providerNotFound);
    return row;
  };

  r.get(
    '/provider/poster/',
    {
      onRequest: auth.requireProvider,
      schema: {
        tags: ['providers'],
        summary: 'What the printed QR poster carries',
        description:
          '`url` is the public profile’s absolute address on the site’s public address (PUBLIC_URL), which the poster prints and encodes as a QR code.',
        security: bearer,
        response: { 200: posterAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await providerOf(currentMembership(request).providerId);
      const url = `${siteUrl(config, request)}${PROFILE_PATH}${encodeURIComponent(row.username)}`;
      return { data: { business_name: row.businessName, username: row.username, url } };
    },
  );

  r.get(
    '/provider/display/',
    {
      onRequest: auth.requireProvider,
      schema: {
        tags: ['providers'],
        summary: 'The waiting-room display’s settings',
        description: '`show_names`: whether the public display shows first names beside tokens (off by default).',
        security: bearer,
        response: { 200: displaySettingsAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await providerOf(currentMembership(request).providerId);
      return { data: { show_names: row.displayShowNames } };
    },
  );

  r.patch(
    '/provider/display/',
    {
      onRequest: auth.requireProviderRole('owner'),
      schema: {
        tags: ['providers'],
        summary: 'Change the waiting-room display’s settings (owner only)',
        description:
          'With `show_names` on, the public display and its stream carry the first name of each of the next five waiting; off (the default), tokens only.',
        security: bearer,
        body: displaySettingsSchema,
        response: { 200: displaySettingsAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { providerId } = currentMembership(request);
      // Open displays of every process hear the change once it commits.
      const showNames = await withChange(async (tx, announce) => {
        const showNames = await setDisplayShowNames(tx, providerId, request.body.show_names);
        await announce(CHANNELS.providerChanged, providerId);
        return showNames;
      });
      return { data: { show_names: showNames } };
    },
  );
};
