import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequestsMessage } from '@kataar/shared/auth';
import { currentUser } from './auth-guard';
import { ApiError } from './errors';

/** A 429 in the shared error body; the Retry-After header carries the same wait in seconds. */
export function tooManyRequests(seconds: number): ApiError {
  const message = tooManyRequestsMessage(seconds);
  return new ApiError(429, message, { non_field_errors: [message] });
}

/**
 * The answer of every rate limit that names none of its own: our sentence (which the answer's
 * language hook can translate) rather than the library's English 'Rate limit exceeded, retry in 1 minute'.
 */
export const rateLimited: NonNullable<RateLimitOptions['errorResponseBuilder']> = (_request, context) =>
  tooManyRequests(Math.ceil(context.ttl / 1000));

/**
 * A limit of `max` requests a minute per signed-in user, shared by every route that uses the same
 * options object's handler. It runs before the handler, after authentication has named the user.
 */
export function perUserPerMinute(name: string, max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `${name}:${currentUser(request).userId}`,
  };
}
