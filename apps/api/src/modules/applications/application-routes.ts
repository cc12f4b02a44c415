import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationSchema } from '@kataar/shared/application';
import { applicationAnswerSchema } from '@kataar/shared/application-review';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { ownImagesOnly } from '../../lib/own-images';
import { createApplicationService } from './application-service';

/** The applicant's side of becoming a provider: apply, then follow the review. */
export const applicationRoutes: FastifyPluginAsync<AppContext> = async (app, { auth, database, storage }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createApplicationService(database.db);

  r.post(
    '/application/apply/',
    {
      onRequest: auth.requireUser,
      preHandler: ownImagesOnly(storage, ['profile_photo', 'pancard_photo', 'licence_photo']),
      schema: {
        tags: ['applications'],
        summary: 'Apply to be listed as a provider',
        description:
          'The spec’s application payload, validated with the wizard’s schema. `location` is stored as None and `user` is ignored: the application belongs to the caller. 409 while another application of the caller is pending, or when the caller already belongs to a provider. Photo fields take only URLs that POST /uploads/ answered.',
        security: bearer,
        body: applicationSchema,
        response: { 201: applicationAnswerSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const data = await service.apply(currentUser(request).userId, request.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    '/application/mine/',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['applications'],
        summary: 'The caller’s newest application and its review status',
        security: bearer,
        response: { 200: applicationAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await service.latest(currentUser(request).userId) }),
  );
};
