import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import type { ReceivedRequest } from './https-receiver';

/** A browser's side of Web Push: its subscription keys, and decryption of what a push service delivers. */
export interface PushClient {
  /** The subscription as `PushSubscription.toJSON()` gives it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The aes128gcm body of a push request, decrypted with this subscription's keys, parsed as JSON. */
  open(req: ReceivedRequest): unknown;
}

export function pushClient(endpoint: string): PushClient {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    open: (req) =>
      JSON.parse(decrypt(req.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}

/**
 * Checks a push request's `Authorization: vapid t=<JWT>, k=<public key>` header: `k` is the
 * server's VAPID key and the JWT is signed (ES256) by it. Answers the JWT's claims.
 */
export async function verifyVapid(req: ReceivedRequest, publicKey: string): Promise<JWTPayload> {
  const header = String(req.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, token = '', k] = match;
  if (k !== publicKey) throw new Error('k is not the server key');
  const point = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  return (await jwtVerify(token, key)).payload;
}
