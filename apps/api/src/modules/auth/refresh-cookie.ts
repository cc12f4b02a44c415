import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { REFRESH_COOKIE, REFRESH_TOKEN_TTL_DAYS } from '@kataar/shared/auth';

/**
 * The refresh token as an HttpOnly cookie, so a script injected into the page cannot read it.
 * SameSite=Strict keeps it off every cross-site request, and its path keeps it off every call
 * but the sign-in endpoints.
 *
 * `Secure` is set whenever the page was reached over HTTPS (directly, or per X-Forwarded-Proto from
 * a trusted proxy) and always in production. Over plain http outside production it is left off:
 * browsers drop a Secure cookie there, and the embedded server tried from a phone on the home
 * network (http://192.168.x.x:3000) could not keep anyone signed in.
 */
export interface RefreshCookie {
  set(request: FastifyRequest, reply: FastifyReply, token: string): void;
  clear(request: FastifyRequest, reply: FastifyReply): void;
  /** The refresh token of a refresh or logout call: the body's, else the cookie's. */
  read(request: FastifyRequest, fromBody: string | undefined): string | undefined;
}

export function createRefreshCookie({ production }: { production: boolean }): RefreshCookie {
  const options = (request: FastifyRequest): CookieSerializeOptions => ({
    path: REFRESH_COOKIE.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: production || request.protocol === 'https',
  });
  return {
    set: (request, reply, token) =>
      void reply.setCookie(REFRESH_COOKIE.name, token, {
        ...options(request),
        maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400,
      }),
    clear: (request, reply) => void reply.clearCookie(REFRESH_COOKIE.name, options(request)),
    read: (request, fromBody) => fromBody ?? (request.cookies[REFRESH_COOKIE.name] || undefined),
  };
}
