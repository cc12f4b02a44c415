import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@kataar/shared/messages';
import { waitlistBodySchema } from '@kataar/shared/provider';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/openapi';
import { insertWaitlistEmail } from './waitlist-queries';

const answer = z.object({ data: z.object({ email: z.string() }), message: z.string() });

export const waitlistRoutes: FastifyPluginAsync<AppContext> = async (app, { database }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/waitlist/',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Join the launch wait-list',
        body: waitlistBodySchema,
        response: { 200: answer, 201: answer, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const isNew = await insertWaitlistEmail(database.db, email);
      return reply
        .status(isNew ? 201 : 200)
        .send({ data: { email }, message: isNew ? MESSAGES.waitlistJoined : MESSAGES.waitlistAlready });
    },
  );
};
