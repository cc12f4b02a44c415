import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

export interface GoogleTokenOptions {
  iss?: string;
  aud?: string;
  /** Expiry as seconds since the epoch; default one hour from now. */
  exp?: number;
  /** Sign with a key the JWKS does not publish. */
  foreignKey?: boolean;
}

export interface GoogleTestKeys {
  /** GOOGLE_JWKS_URL for the app. */
  jwksUrl: string;
  /** An ID token shaped like Google's, signed by the published test key unless told otherwise. */
  sign(claims: JWTPayload, options?: GoogleTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export const TEST_GOOGLE_CLIENT_ID = 'kataar-test.apps.googleusercontent.com';

/** A local stand-in for Google's key endpoint: an RSA test key published as a JWKS over node:http. */
export async function startGoogleTestKeys(): Promise<GoogleTestKeys> {
  const kid = 'test-key-1';
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const server = createServer((request, response) => {
    if (request.url === '/jwks') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(options.iss ?? 'https://accounts.google.com')
        .setAudience(options.aud ?? TEST_GOOGLE_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
        .sign(options.foreignKey ? foreign.privateKey : privateKey),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
