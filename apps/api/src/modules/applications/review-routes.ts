import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminApplicationAnswerSchema,
  adminApplicationListAnswerSchema,
  applicationListQuerySchema,
  approveBodySchema,
  rejectBodySchema,
} from '@kataar/shared/application-review';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { siteUrl } from '../../lib/site-url';
import { createReviewService } from './review-service';

const idParams = z.object({ id: z.uuid('Application not found') });

/** Admin review of applications under /admin/: every route is admin-only (403 for anyone else). */
export const reviewRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { auth, database, mailer, withChange, config } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const review = createReviewService({
    db: database.db,
    mailer,
    log: app.log,
    withChange,
  });
  // On request, before the body is read: a non-admin learns nothing about what it sent.
  app.addHook('onRequest', auth.requireAdmin);

  r.get(
    '/admin/applications/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Applications, newest first, optionally of one status',
        security: bearer,
        querystring: applicationListQuerySchema,
        response: { 200: adminApplicationListAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await review.list(request.query) }),
  );

  r.get(
    '/admin/applications/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One application with every field and its documents',
        security: bearer,
        params: idParams,
        response: { 200: adminApplicationAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await review.get(request.params.id) }),
  );

  r.post(
    '/admin/applications/:id/approve/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending application: creates the provider and mails the applicant',
        description:
          'In one transaction: the provider (username from the business name, closed, queue running), the applicant as its owner, the review (who, when). 409 when the application is not pending.',
        security: bearer,
        params: idParams,
        body: approveBodySchema,
        response: { 200: adminApplicationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const note = request.body?.note || null;
      const reviewer = currentUser(request).userId;
      return { data: await review.approve(request.params.id, reviewer, note, siteUrl(config, request)) };
    },
  );

  r.post(
    '/admin/applications/:id/reject/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending application with a note that is mailed to the applicant',
        security: bearer,
        params: idParams,
        body: rejectBodySchema,
        response: { 200: adminApplicationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reviewer = currentUser(request).userId;
      const { note } = request.body;
      return { data: await review.reject(request.params.id, reviewer, note, siteUrl(config, request)) };
    },
  );
};
