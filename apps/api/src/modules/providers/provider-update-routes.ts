import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { categoryLabel } from '@kataar/shared/categories';
import { MESSAGES } from '@kataar/shared/messages';
import { providerUpdateSchema, type ProviderUpdate } from '@kataar/shared/provider-profile';
import { providerOwnAnswerSchema } from '@kataar/shared/queue';
import type { AppContext } from '../../app-context';
import { providers as providersTable } from '../../db/schema';
import { currentMembership } from '../../lib/auth-guard';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { NotFound } from '../../lib/errors';
import { ownImagesOnly } from '../../lib/own-images';
import { errorResponses } from '../../lib/openapi';
import { toPublicProvider, type ProviderRow } from './provider-queries';

type ProviderChanges = Partial<typeof providersTable.$inferInsert>;

/** Column values of the editable fields that were sent; fields left out stay as they are. */
function changesOf(body: ProviderUpdate, current: ProviderRow): ProviderChanges {
  const changes: ProviderChanges = {};
  if (body.business_name !== undefined) changes.businessName = body.business_name;
  if (body.business_contact !== undefined) changes.businessContact = body.business_contact;
  if (body.base_pricing !== undefined) changes.basePricing = body.base_pricing;
  if (body.business_email !== undefined) changes.businessEmail = body.business_email;
  if (body.speciality !== undefined)
    changes.speciality = body.speciality || categoryLabel(current.industry, current.category);
  if (body.profile_photo !== undefined) changes.profilePhoto = body.profile_photo;
  if (body.display_photo_1 !== undefined) changes.displayPhoto1 = body.display_photo_1;
  if (body.display_photo_2 !== undefined) changes.displayPhoto2 = body.display_photo_2;
  if (body.display_photo_3 !== undefined) changes.displayPhoto3 = body.display_photo_3;
  return changes;
}

/** PATCH /provider/update/: the owner edits the profile; listing and profile show it at once. */
export const providerUpdateRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { auth, database, providers, storage },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

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
        security: [{ bearer: [] }],
        body: providerUpdateSchema,
        response: { 200: providerOwnAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { providerId } = currentMembership(request);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(providersTable).where(eq(providersTable.id, providerId)).for('update');
        if (!current) throw new NotFound(MESSAGES.providerNotFound);
        const changes = changesOf(request.body, current);
        if (Object.keys(changes).length === 0) return current;
        const [updated] = await tx
          .update(providersTable)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(providersTable.id, providerId))
          .returning();
        // Every process's listings and profiles reload this provider once the change commits.
        await publishChange(tx, CHANNELS.providerChanged, providerId);
        return updated ?? current;
      });
      // This process shows the change before the answer goes out.
      await providers.refresh(providerId);
      return { data: { ...toPublicProvider(row), location: row.location } };
    },
  );
};
