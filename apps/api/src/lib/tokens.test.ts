import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokens, resolveJwtSecret } from './tokens';

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'kataar-secret-')), 'data');
});
afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when set', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveJwtSecret({ jwtSecret: secret, env: 'production', dataDir })).toBe(secret);
  });

  it('refuses to start in production without JWT_SECRET', async () => {
    await expect(resolveJwtSecret({ jwtSecret: undefined, env: 'production', dataDir })).rejects.toThrow(
      /JWT_SECRET must be set in production/,
    );
  });

  it('generates a secret once into DATA_DIR/jwt-secret (mode 0600) and reuses it', async () => {
    const first = await resolveJwtSecret({ jwtSecret: undefined, env: 'development', dataDir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret({ jwtSecret: undefined, env: 'development', dataDir })).toBe(first);
  });

  it('refuses a secret file that is too short instead of using it', async () => {
    await resolveJwtSecret({ jwtSecret: undefined, env: 'test', dataDir });
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short\n');
    await expect(resolveJwtSecret({ jwtSecret: undefined, env: 'test', dataDir })).rejects.toThrow(
      /fewer than 32 characters/,
    );
  });
});

describe('createTokens', () => {
  const tokens = createTokens('s'.repeat(48));

  it('round-trips access claims and refuses tokens of another secret', async () => {
    const access = await tokens.signAccess({ id: 'u-1', email: 'a@example.in' }, 's-1');
    expect(await tokens.verifyAccess(access)).toEqual({ userId: 'u-1', email: 'a@example.in', sessionId: 's-1' });
    expect(await createTokens('t'.repeat(48)).verifyAccess(access)).toBeNull();
    expect(await tokens.verifyAccess('a.b.c')).toBeNull();
  });

  it('refuses a correctly signed token without an expiry or without a session id', async () => {
    const signed = (claims: Record<string, unknown>, exp?: string) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u-1')
        .setIssuer('kataar')
        .setAudience('kataar-api')
        .setIssuedAt();
      return (exp ? jwt.setExpirationTime(exp) : jwt).sign(new TextEncoder().encode('s'.repeat(48)));
    };
    expect(await tokens.verifyAccess(await signed({ email: 'a@example.in', sid: 's-1' }, '15m'))).not.toBeNull();
    expect(await tokens.verifyAccess(await signed({ email: 'a@example.in', sid: 's-1' }))).toBeNull();
    expect(await tokens.verifyAccess(await signed({ email: 'a@example.in' }, '15m'))).toBeNull();
  });

  it('makes 32-byte base64url refresh tokens and hashes them', () => {
    const { token, hash } = tokens.newRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(tokens.hashRefreshToken(token));
    expect(hash).not.toBe(token);
  });
});
