import { ACCESS_TOKEN_TTL_SECONDS } from '@kataar/shared/auth';

/**
 * Clocks of several processes may disagree a little; an access token signed just before the
 * revocation on a process whose clock runs ahead must still be covered.
 */
const CLOCK_SKEW_MS = 60_000;

/** How long a revocation matters: no access token signed before it outlives this. */
export const REVOCATION_MEMORY_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + CLOCK_SKEW_MS;

/**
 * Sessions that ended (logout, or a reused refresh token) while access tokens issued under them
 * may still be unexpired. Access tokens are stateless JWTs, so without this list a token would
 * keep working after logout until it expired. Each id is forgotten once those tokens are dead.
 */
export interface RevokedSessions {
  has(sessionId: string): boolean;
  add(sessionId: string, revokedAt: Date): void;
}

export function createRevokedSessions(now: () => number = Date.now): RevokedSessions {
  /** Session id → the time after which no access token of it can be valid. */
  const until = new Map<string, number>();

  const forgetDead = (at: number) => {
    for (const [id, end] of until) if (end <= at) until.delete(id);
  };

  return {
    has(sessionId) {
      const end = until.get(sessionId);
      return end !== undefined && end > now();
    },
    add(sessionId, revokedAt) {
      const at = now();
      forgetDead(at);
      const end = revokedAt.getTime() + REVOCATION_MEMORY_MS;
      if (end > at && end > (until.get(sessionId) ?? 0)) until.set(sessionId, end);
    },
  };
}
