import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authConfigAnswerSchema,
  codeSentMessage,
  googleLoginBodySchema,
  loginAnswerSchema,
  logoutBodySchema,
  messageAnswerSchema,
  AUTH_MESSAGES,
  otpRequestAnswerSchema,
  otpRequestBodySchema,
  otpVerifyBodySchema,
  refreshAnswerSchema,
  refreshBodySchema,
  resendWaitMessage,
  tooManyCodesMessage,
  tooManyRequestsMessage,
  tooManyRequestsSchema,
} from '@kataar/shared/auth';
import type { AppContext } from '../../app-context';
import { ApiError, Unauthorized } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { createGoogleSignIn } from './google-sign-in';
import { createOtpService } from './otp-service';
import { createRefreshCookie } from './refresh-cookie';
import { createSessionService } from './session-service';

/**
 * Request limits; the per-address ones hold across IPs, the per-IP ones across addresses. The per-IP
 * limits of login codes are these by default and follow LOGIN_CODES_PER_IP_PER_MINUTE when set.
 */
export const AUTH_LIMITS = {
  otpRequestPerIp: { max: 10, timeWindow: 60_000 },
  otpRequestPerEmail: { max: 8, timeWindow: 60 * 60_000 },
  otpVerifyPerIp: { max: 20, timeWindow: 60_000 },
  otpVerifyPerEmail: { max: 15, timeWindow: 15 * 60_000 },
  googlePerIp: { max: 20, timeWindow: 60_000 },
  refreshPerIp: { max: 60, timeWindow: 60_000 },
} as const;

const perIp = (limit: { max: number; timeWindow: number }): RateLimitOptions => ({
  ...limit,
  errorResponseBuilder: (_request, context) => new ApiError(429, tooManyRequestsMessage(context.ttl / 1000)),
});

/** A second limit keyed by the (validated, lower-cased) e-mail of the body; runs as a preHandler. */
function perEmail(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
  message: (s: number) => string,
) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${(request.body as { email: string }).email}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new ApiError(429, message(result.ttlInSeconds));
  };
}

export const authRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { config, database, tokens, revokedSessions, mailer } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessions = createSessionService({
    db: database.db,
    tokens,
    adminEmails: config.adminEmails,
    revokedSessions,
    log: app.log,
  });
  const otp = createOtpService({ db: database.db, tokens, mailer, sessions, log: app.log });
  const google = createGoogleSignIn({
    clientId: config.googleClientId,
    jwksUrl: config.googleJwksUrl,
    sessions,
    log: app.log,
  });
  const cookie = createRefreshCookie({ production: config.env === 'production' });

  r.get(
    '/auth/config/',
    {
      schema: {
        tags: ['auth'],
        summary: 'What sign-in methods this server offers',
        response: { 200: authConfigAnswerSchema },
      },
    },
    async () => ({ data: { google_client_id: config.googleClientId ?? null } }),
  );

  r.post(
    '/auth/otp/request/',
    {
      config: { rateLimit: perIp({ ...AUTH_LIMITS.otpRequestPerIp, max: config.loginCodesPerIpPerMinute }) },
      preHandler: perEmail(app, 'otp-request', AUTH_LIMITS.otpRequestPerEmail, tooManyCodesMessage),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit login code',
        description:
          'The code is valid for 10 minutes. A new code for the same address can be asked 60 s after the first and 56 s after a resend; earlier requests answer 429 with `retry_after_seconds`.',
        body: otpRequestBodySchema,
        response: { 200: otpRequestAnswerSchema, 429: tooManyRequestsSchema, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const result = await otp.request(email, await request.language());
      if (!result.sent) {
        return reply
          .status(429)
          .header('retry-after', result.retryAfterSeconds)
          .send({
            message: resendWaitMessage(result.retryAfterSeconds),
            retry_after_seconds: result.retryAfterSeconds,
          });
      }
      return { message: codeSentMessage(email), resend_after_seconds: result.resendAfterSeconds };
    },
  );

  r.post(
    '/auth/otp/verify/',
    {
      config: { rateLimit: perIp({ ...AUTH_LIMITS.otpVerifyPerIp, max: 2 * config.loginCodesPerIpPerMinute }) },
      preHandler: perEmail(app, 'otp-verify', AUTH_LIMITS.otpVerifyPerEmail, tooManyRequestsMessage),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the e-mailed code',
        description:
          'Creates the user on first login. A code works once; five wrong tries end it. The refresh token also comes as an HttpOnly cookie.',
        body: otpVerifyBodySchema,
        response: { 200: loginAnswerSchema, 429: tooManyRequestsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const answer = await otp.verify(request.body.email, request.body.code);
      cookie.set(request, reply, answer.refresh);
      return answer;
    },
  );

  r.post(
    '/auth/google/',
    {
      config: { rateLimit: perIp(AUTH_LIMITS.googlePerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        description:
          'Links the user by Google subject, else by verified e-mail, else creates one. 503 when GOOGLE_CLIENT_ID is unset. The refresh token also comes as an HttpOnly cookie.',
        body: googleLoginBodySchema,
        response: { 200: loginAnswerSchema, 429: tooManyRequestsSchema, ...errorResponses(400, 401, 503) },
      },
    },
    async (request, reply) => {
      const answer = await google.signIn(request.body.id_token);
      cookie.set(request, reply, answer.refresh);
      return answer;
    },
  );

  r.post(
    '/auth/token/refresh/',
    {
      config: { rateLimit: perIp(AUTH_LIMITS.refreshPerIp) },
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new access and refresh token',
        description:
          'The refresh token comes in the body, or (body `{}`) in the refresh cookie; the new one is answered in both. Every refresh token works once. Presenting a used one revokes its whole family (401).',
        body: refreshBodySchema,
        response: { 200: refreshAnswerSchema, 429: tooManyRequestsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const presented = cookie.read(request, request.body.refresh);
      try {
        if (!presented) throw new Unauthorized(AUTH_MESSAGES.sessionExpired);
        const pair = await sessions.refresh(presented);
        cookie.set(request, reply, pair.refresh);
        return pair;
      } catch (error) {
        // A cookie that no longer works is dropped, so the browser stops sending it.
        if (error instanceof Unauthorized && !request.body.refresh) cookie.clear(request, reply);
        throw error;
      }
    },
  );

  r.post(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token',
        description:
          'The refresh token comes in the body, or (body `{}`) in the refresh cookie, which is cleared. Revokes the token and every token rotated from the same sign-in; access tokens of the session stop working at once. Unknown tokens are ignored.',
        body: logoutBodySchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const presented = cookie.read(request, request.body.refresh);
      if (presented) await sessions.logout(presented);
      cookie.clear(request, reply);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
};
