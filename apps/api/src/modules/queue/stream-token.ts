import { SignJWT, jwtVerify } from 'jose';
import { QUEUE_STREAM_TOKEN_TTL_SECONDS } from '@kataar/shared/queue';

const ISSUER = 'kataar';
/** Not the access tokens' audience: a stream token opens one queue's stream and nothing else. */
const AUDIENCE = 'queue-stream';

export interface StreamTokens {
  /** A 60-second HS256 JWT naming the queue (`pid`) and, for a signed-in caller, the user (`sub`). */
  sign(providerId: string, userId: string | null): Promise<string>;
  /** Who the token speaks for on this queue (userId null: anonymous); null when it is not valid here. */
  verify(token: string, providerId: string): Promise<{ userId: string | null } | null>;
}

/**
 * EventSource cannot send an Authorization header, so the web app trades its bearer token for a
 * short-lived stream token and passes it as `?token=`. It only reveals the holder's own position.
 */
export function createStreamTokens(secret: string): StreamTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (providerId, userId) => {
      const jwt = new SignJWT({ pid: providerId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${QUEUE_STREAM_TOKEN_TTL_SECONDS}s`);
      if (userId) jwt.setSubject(userId);
      return jwt.sign(key);
    },
    async verify(token, providerId) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        if (payload.pid !== providerId) return null;
        return { userId: typeof payload.sub === 'string' && payload.sub ? payload.sub : null };
      } catch {
        return null;
      }
    },
  };
}
