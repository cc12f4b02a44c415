import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@kataar/shared/auth';
import type { Config } from '../config';

const ISSUER = 'kataar';
const AUDIENCE = 'kataar-api';
const MIN_SECRET_LENGTH = 32;
/** The generated secret's file in DATA_DIR (backups carry it). */
export const JWT_SECRET_FILE = 'jwt-secret';

/** Who an access token speaks for, and the sign-in (refresh-token family) it was issued under. */
export interface AccessClaims {
  userId: string;
  email: string;
  /** Logout revokes this id, which ends every access token of the session at once. */
  sessionId: string;
}

export interface Tokens {
  /** A 15-minute HS256 JWT: `sub` is the user id, `email` the address, `sid` the session id. */
  signAccess(user: { id: string; email: string }, sessionId: string): Promise<string>;
  /**
   * The claims of a valid, unexpired access token; null for anything else, including a token
   * without `exp` (it would never expire) or without a session id (logout could not end it).
   */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /** A new opaque refresh token (32 random bytes, base64url) and the hash to store instead of it. */
  newRefreshToken(): { token: string; hash: string };
  hashRefreshToken(token: string): string;
  /** HMAC-SHA256 keyed with the server secret, so a leaked table does not give codes away offline. */
  keyedHash(...parts: string[]): string;
}

export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('base64url');
  // Imported once: given the raw bytes, jose imports the key anew for every token it checks, which
  // cost about as much as checking the signature.
  let verifyKey: Promise<webcrypto.CryptoKey> | undefined;
  const verifyingKey = () =>
    (verifyKey ??= webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']));
  return {
    signAccess: (user, sessionId) =>
      new SignJWT({ email: user.email, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, await verifyingKey(), {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const { sub, email, sid } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string') return null;
        return { userId: sub, email, sessionId: sid };
      } catch {
        return null;
      }
    },
    newRefreshToken() {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: hashRefreshToken(token) };
    },
    hashRefreshToken,
    keyedHash: (...parts) => createHmac('sha256', key).update(parts.join('\u0000')).digest('base64url'),
  };
}

/**
 * The secret that signs tokens: JWT_SECRET when set; otherwise (never in production) one generated
 * once into DATA_DIR/jwt-secret (mode 0600) and reused, so sessions survive restarts.
 */
export async function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'env' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.env === 'production') {
    throw new Error(
      'JWT_SECRET must be set in production (at least 32 characters). ' +
        "Generate one with: node -e \"console.log(require('node:crypto').randomBytes(48).toString('base64url'))\"",
    );
  }
  const file = path.resolve(config.dataDir, JWT_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created the file first; then that one's secret wins.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    const raced = (err as NodeJS.ErrnoException).code === 'EEXIST' ? await readSecret(file) : undefined;
    if (raced === undefined) throw err;
    return raced;
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it to generate a new secret.`);
  }
  return secret;
}
