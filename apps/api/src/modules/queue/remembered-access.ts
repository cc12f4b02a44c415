import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { decodeJwt } from 'jose';
import { bearerToken, markTokenRefused } from '../../lib/auth-guard';
import type { RevokedSessions } from '../../lib/revoked-sessions';
import type { AccessClaims, Tokens } from '../../lib/tokens';

const MAX_REMEMBERED = 20_000;

/**
 * `auth.optionalUser` for the overview, the one call every waiting phone repeats (every 5 s when
 * the stream is unavailable): the same rule (no header, or a bad, expired or ended token:
 * anonymous, the latter marked as refused), but a token that verified once is remembered until it
 * expires, so repeats skip the signature check. The session is looked up on every call, so a token
 * stops counting at logout here too.
 */
export function rememberedOptionalUser(
  tokens: Pick<Tokens, 'verifyAccess'>,
  revokedSessions: Pick<RevokedSessions, 'has'>,
) {
  const remembered = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  const remember = (token: string, claims: AccessClaims) => {
    const exp = decodeJwt(token).exp;
    if (typeof exp !== 'number') return;
    // Oldest first out: a Map iterates in insertion order.
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    remembered.set(token, { claims, expiresAt: exp * 1000 });
  };

  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const token = bearerToken(request);
    if (token === undefined) return done();
    const anonymous = () => {
      markTokenRefused(reply);
      done();
    };
    if (!token) return anonymous();
    const hit = remembered.get(token);
    if (hit) {
      if (revokedSessions.has(hit.claims.sessionId)) return anonymous();
      if (hit.expiresAt > Date.now()) {
        request.user = hit.claims;
        return done();
      }
      remembered.delete(token);
    }
    tokens.verifyAccess(token).then((claims) => {
      if (!claims || revokedSessions.has(claims.sessionId)) return anonymous();
      remember(token, claims);
      request.user = claims;
      done();
    }, done);
  };
}
