import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { AUTH_MESSAGES, type LoginAnswer } from '@kataar/shared/auth';
import { NAME_MAX_LENGTH } from '@kataar/shared/queue';
import { text } from '@kataar/shared/text';
import { ApiError, Unauthorized } from '../../lib/errors';
import type { SessionService } from './session-service';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const googleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  // Google sends a boolean; some older tokens carried the string.
  email_verified: z
    .union([z.boolean(), z.literal('true'), z.literal('false')])
    .transform((v) => v === true || v === 'true'),
  // A name is whatever the person typed at Google: kept only when it passes the free-text rule, and
  // dropped (never refusing the sign-in) when it does not.
  name: text({ max: NAME_MAX_LENGTH }).optional().catch(undefined),
});

export interface GoogleSignInDeps {
  clientId: string | undefined;
  jwksUrl: string;
  sessions: SessionService;
  log: FastifyBaseLogger;
}

/**
 * Google sign-in: the ID token's signature is checked against Google's published keys (fetched and
 * cached by jose), then issuer, audience (our client id), expiry and a verified e-mail.
 */
export function createGoogleSignIn({ clientId, jwksUrl, sessions, log }: GoogleSignInDeps) {
  const keys = createRemoteJWKSet(new URL(jwksUrl));

  return {
    async signIn(idToken: string): Promise<LoginAnswer> {
      if (!clientId) throw new ApiError(503, AUTH_MESSAGES.googleNotConfigured);
      let claims: z.infer<typeof googleClaims>;
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          algorithms: ['RS256'],
        });
        claims = googleClaims.parse(payload);
      } catch (err) {
        log.info({ reason: err instanceof Error ? err.message : String(err) }, 'Google ID token refused');
        throw new Unauthorized(AUTH_MESSAGES.googleFailed);
      }
      if (!claims.email_verified) {
        log.info('Google ID token refused: e-mail not verified');
        throw new Unauthorized(AUTH_MESSAGES.googleFailed);
      }
      const user = await sessions.findOrCreateByGoogle({
        sub: claims.sub,
        email: claims.email,
        name: claims.name?.trim() ?? '',
      });
      return sessions.signIn(user);
    },
  };
}
