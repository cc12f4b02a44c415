import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { signedInUser } from '../../test/auth-fixtures';
import { TEST_GOOGLE_CLIENT_ID, startGoogleTestKeys, type GoogleTestKeys } from '../../test/google-test-keys';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let google: GoogleTestKeys;

beforeAll(async () => {
  google = await startGoogleTestKeys();
  t = await createTestApp(undefined, { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signIn = (idToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/google/', payload: { id_token: idToken } });
const claims = (sub: string, email: string, extra: Record<string, unknown> = {}) => ({
  sub,
  email,
  email_verified: true,
  name: 'Asha Rao',
  ...extra,
});
const flipOneCharacter = (s: string) => `${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
const refused = { message: 'Google login failed. Please try again.' };

describe('POST /auth/google/', () => {
  it('tells the web app the client id', async () => {
    expect((await t.app.inject({ url: '/v1/api/auth/config/' })).json()).toEqual({
      data: { google_client_id: TEST_GOOGLE_CLIENT_ID },
    });
  });

  it('signs in with a valid ID token, creating the user once', async () => {
    const res = await signIn(await google.sign(claims('g-1', 'Asha@Gmail.com')));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user: {
        id: expect.any(String),
        name: 'Asha Rao',
        email: 'asha@gmail.com',
        is_provider: false,
        is_admin: false,
        has_application: false,
      },
    });
    // The web app keeps the refresh token only in its HttpOnly cookie.
    expect(res.cookies).toContainEqual(
      expect.objectContaining({ name: 'kataar_refresh', value: body.refresh, httpOnly: true, sameSite: 'Strict' }),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'asha@gmail.com'));
    expect(row?.googleSub).toBe('g-1');

    // The subject finds the same user even if the Google address changed.
    const again = await signIn(await google.sign(claims('g-1', 'asha.rao@gmail.com'), { iss: 'accounts.google.com' }));
    expect(again.json().user.id).toBe(body.user.id);
  });

  it('links an existing e-mail user to the Google subject', async () => {
    const existing = await signedInUser(t.database, 'ravi@example.in');
    const res = await signIn(await google.sign(claims('g-2', 'ravi@example.in', { name: 'Ravi' })));
    expect(res.json().user).toMatchObject({ id: existing.id, name: 'Ravi' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSub).toBe('g-2');
  });

  it('refuses an address already linked to another Google account', async () => {
    await signIn(await google.sign(claims('g-3', 'taken@example.in')));
    const res = await signIn(await google.sign(claims('g-4', 'taken@example.in')));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refused);
  });

  it('refuses wrong audience, wrong issuer, expired, unverified e-mail, tampered and foreign-key tokens', async () => {
    const valid = await google.sign(claims('g-5', 'mallory@example.in'));
    const [header, payload, signature] = valid.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims('g-5', 'admin@example.in'), iss: 'https://accounts.google.com' }),
    ).toString('base64url');
    const bad: Record<string, string> = {
      'wrong audience': await google.sign(claims('g-5', 'mallory@example.in'), {
        aud: 'someone-else.apps.googleusercontent.com',
      }),
      'wrong issuer': await google.sign(claims('g-5', 'mallory@example.in'), { iss: 'https://evil.example.com' }),
      expired: await google.sign(claims('g-5', 'mallory@example.in'), { exp: Math.floor(Date.now() / 1000) - 600 }),
      'unverified e-mail': await google.sign(claims('g-5', 'mallory@example.in', { email_verified: false })),
      'tampered payload': `${header}.${forged}.${signature}`,
      'tampered signature': `${header}.${payload}.${flipOneCharacter(signature!)}`,
      'foreign key': await google.sign(claims('g-5', 'mallory@example.in'), { foreignKey: true }),
      'not a JWT': 'garbage',
    };
    for (const [what, token] of Object.entries(bad)) {
      const res = await signIn(token);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual(refused);
    }
    expect(await t.database.db.select().from(users).where(eq(users.googleSub, 'g-5'))).toEqual([]);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('hides Google sign-in and refuses it with a clear message', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/v1/api/auth/config/' })).json()).toEqual({
        data: { google_client_id: null },
      });
      const res = await plain.app.inject({ method: 'POST', url: '/v1/api/auth/google/', payload: { id_token: 'x' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Google sign-in is not available on this server. Please log in with your e-mail.',
      });
    } finally {
      await plain.close();
    }
  });
});
