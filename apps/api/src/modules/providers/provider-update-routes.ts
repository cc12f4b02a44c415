import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { providerUpdateSchema } from '@kataar/shared/provider-profile';
import { providerOwnAnswerSchema } from '@kataar/shared/queue';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { CHANNELS } from '../../lib/change-bus';
import { bearer, errorResponses } from '../../lib/openapi';
import { ownImagesOnly } from '../../lib/own-images';
import { toOwnProvider, updateProfile } from './provider-service';

/** PATCH /provider/update/: the owner edits the profile; listing and profile show it at once. */
export const providerUpdateRoutes: FastifyPluginAsync<AppContext> = async (app, { auth, withChange, storage }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/provider/update/',
    {
      onRequest: auth.requireProviderRole('owner'),
      preHandler: ownImagesOnly(storage, ['profile_photo', 'display_photo_1', 'display_photo_2', 'display_photo_3']),
      schema: {
        tags: ['providers'],
        summary: 'Edit the caller’s provider profile (owner only)',
        description:
          'Accepts only business_name, business_contact, base_pricing, business_email, speciality, profile_photo and display_photo_1..3; any other field (industry, category, username, address, pincode, city, state, location…) is ignored. A field left out is not changed; an empty display photo or e-mail clears it; an empty speciality resets it to the category’s label. Photo fields take only URLs that POST /uploads/ answered.',
        security: bearer,
        body: providerUpdateSchema,
        response: { 200: providerOwnAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { providerId } = currentMembership(request);
      // Every process's listings and profiles reload this provider once the change commits, this
      // process's before the answer goes out.
      const row = await withChange(async (tx, announce) => {
        const { row, changed } = await updateProfile(tx, providerId, request.body);
        if (changed) await announce(CHANNELS.providerChanged, providerId);
        return row;
      });
      return { data: toOwnProvider(row) };
    },
  );
};
