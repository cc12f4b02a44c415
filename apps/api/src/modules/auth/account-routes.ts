import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, meAnswerSchema, messageAnswerSchema, updateMeBodySchema } from '@kataar/shared/auth';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { createRefreshCookie } from './refresh-cookie';
import { createSessionService } from './session-service';

/** The signed-in person's own account: who they are, what they change about themselves, their sessions. */
export const accountRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { config, database, tokens, revokedSessions, auth } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessions = createSessionService({
    db: database.db,
    tokens,
    adminEmails: config.adminEmails,
    revokedSessions,
    log: app.log,
  });
  const cookie = createRefreshCookie({ production: config.env === 'production' });

  r.get(
    '/auth/me/',
    {
      preHandler: auth.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: meAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await sessions.me(currentUser(request).userId) }),
  );

  r.patch(
    '/auth/me/',
    {
      preHandler: auth.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in user: their name and language',
        description:
          "Either or both; what is left out stays. `name` (empty or 2 to 80 characters, one line) greets the person and fills the name of the Join Queue and booking forms; an empty one clears it. `language` is 'en' or 'hi'. Once saved, it is the language of the user's e-mails and alerts, and of API messages on requests without `Accept-Language`.",
        security: bearer,
        body: updateMeBodySchema,
        response: { 200: meAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await sessions.updateMe(currentUser(request).userId, request.body) }),
  );

  r.post(
    '/auth/logout-all/',
    {
      preHandler: auth.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out of every device',
        description:
          'Ends every session of the signed-in user, this one included: all their refresh tokens are revoked and their access tokens stop working at once, on every process. The body is a JSON object (`{}`); the refresh cookie is cleared.',
        security: bearer,
        body: z.object({}),
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await sessions.endAllSessions(user.userId, user.sessionId);
      cookie.clear(request, reply);
      return { message: AUTH_MESSAGES.signedOutEverywhere };
    },
  );
};
