import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import { loginWithCode, signedInUser } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { TEST_JWT_SECRET, createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';

let t: TestAppWithMail;

beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const login = (email = `session${++n}@example.in`) => loginWithCode(t.app, t.mail, email, `10.6.0.${n}`);
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/token/refresh/', payload: { refresh: token } });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/logout/', payload: { refresh: token } });
const me = (authorization?: string) =>
  t.app.inject({ url: '/v1/api/auth/me/', headers: authorization === undefined ? {} : { authorization } });
const sessionExpired = { message: 'Your session has expired. Please log in again.' };

describe('POST /auth/token/refresh/', () => {
  it('trades a refresh token for a new pair, once', async () => {
    const first = await login();
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(second.refresh).not.toBe(first.refresh);
    expect((await me(`Bearer ${second.access}`)).json().data.email).toBe(first.user.email);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await login();
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(session.refresh);
  });

  it('revokes the whole family when a used token comes back, so the newest one stops working too', async () => {
    const victim = await login();
    const bystander = await login(victim.user.email); // another sign-in of the same user: another family
    const rotated = (await refresh(victim.refresh)).json();

    const replay = await refresh(victim.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(sessionExpired);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await refresh(bystander.refresh)).statusCode).toBe(200);
  });

  it('refuses unknown, malformed and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(400);
    const session = await login();
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, session.user.id));
    expect((await refresh(session.refresh)).json()).toEqual(sessionExpired);
  });
});

describe('POST /auth/logout/', () => {
  it('ends the session: its refresh tokens stop working', async () => {
    const session = await login();
    const rotated = (await refresh(session.refresh)).json();
    const res = await logout(rotated.refresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been logged out.' });
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('accepts an unknown token without telling anything', async () => {
    expect((await logout('whatever')).statusCode).toBe(200);
  });
});

describe('GET /auth/me/', () => {
  it('answers the user with is_provider for members of a provider', async () => {
    const provider = await insertProvider(t.database);
    const owner = await signedInUser(t.database, 'owner@example.in', {
      name: 'Dr Mehta',
      provider: { id: provider.id },
    });
    const res = await me(owner.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: owner.id,
        name: 'Dr Mehta',
        email: 'owner@example.in',
        is_provider: true,
        is_admin: false,
        has_application: false,
      },
    });
  });

  it("answers 401 'Authentication required' without a token, with a bad one, an expired one and one without an expiry", async () => {
    const user = await signedInUser(t.database, 'someone@example.in');
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ email: user.email, sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('kataar')
      .setAudience('kataar-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    // Signed with the server's own key, but it would never expire.
    const endless = await new SignJWT({ email: user.email, sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('kataar')
      .setAudience('kataar-api')
      .setIssuedAt()
      .sign(key);
    const foreign = await new SignJWT({ email: user.email, sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('kataar')
      .setAudience('kataar-api')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'));
    for (const header of [
      undefined,
      'Bearer garbage',
      'Bearer ',
      `Basic ${user.access}`,
      `Bearer ${expired}`,
      `Bearer ${endless}`,
      `Bearer ${foreign}`,
    ]) {
      const res = await me(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json(), header).toEqual({ message: 'Authentication required' });
    }
  });

  it('issues access tokens that live 15 minutes', async () => {
    const { access } = await login();
    const claims = decodeJwt(access);
    expect(claims.exp! - claims.iat!).toBe(900);
  });
});
