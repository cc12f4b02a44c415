import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@kataar/shared/auth';
import {
  STAFF_MESSAGES,
  staffInviteBodySchema,
  staffListAnswerSchema,
  staffMemberAnswerSchema,
} from '@kataar/shared/staff';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { siteUrl } from '../../lib/site-url';
import { createStaffService } from './staff-service';

/** The owner manages who works with them; 'staff' is a reserved username, so no provider shadows these paths. */
export const staffRoutes: FastifyPluginAsync<AppContext> = async (app, { auth, database, mailer, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = createStaffService({ db: database.db, mailer, log: app.log });
  app.addHook('onRequest', auth.requireProviderRole('owner'));

  r.get(
    '/provider/staff/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Members of the caller’s business (owner only)',
        security: bearer,
        response: { 200: staffListAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await staff.list(currentMembership(request).providerId) }),
  );

  r.post(
    '/provider/staff/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Add a manager or receptionist by e-mail and mail them an invitation (owner only)',
        description:
          'Creates the account if the address has none. 409 when the person already belongs to this or another business.',
        security: bearer,
        body: staffInviteBodySchema,
        response: { 201: staffMemberAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const site = siteUrl(config, request);
      const data = await staff.invite(currentMembership(request).providerId, request.body, site);
      return reply.status(201).send({ data });
    },
  );

  r.delete(
    '/provider/staff/:user_id/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove a member (owner only; the owner cannot be removed)',
        security: bearer,
        params: z.object({ user_id: z.uuid(STAFF_MESSAGES.notFound) }),
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await staff.remove(currentMembership(request).providerId, request.params.user_id);
      return { message: STAFF_MESSAGES.removed };
    },
  );
};
