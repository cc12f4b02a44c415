import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { loginWithCode } from '../../test/auth-fixtures';
import { createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';
import { createRefreshCookie } from './refresh-cookie';

let t: TestAppWithMail;

beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const login = () => loginWithCode(t.app, t.mail, `cookie${++n}@example.in`, `10.8.0.${n}`);

/** What a browser would keep from Set-Cookie: the refresh cookie's value and attributes. */
function refreshCookie(res: { cookies: { name: string; value: string; [k: string]: unknown }[] }) {
  const found = res.cookies.filter((c) => c.name === 'kataar_refresh');
  expect(found).toHaveLength(1);
  return found[0]!;
}
const withCookie = (url: string, value: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/api${url}`,
    cookies: { kataar_refresh: value },
    payload: payload as object,
  });

describe('the refresh cookie', () => {
  it('comes with a login as HttpOnly, SameSite=Strict, limited to the sign-in path, beside the body tokens', async () => {
    await t.app.inject({ method: 'POST', url: '/v1/api/auth/otp/request/', payload: { email: 'jar@example.in' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/auth/otp/verify/',
      payload: { email: 'jar@example.in', code: t.mail.codeFor('jar@example.in') },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access: string; refresh: string; user: { email: string } }>();
    expect(body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { email: 'jar@example.in' },
    });
    expect(refreshCookie(res)).toMatchObject({
      value: body.refresh,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/v1/api/auth',
      maxAge: 30 * 86_400,
    });
    // Plain http outside production: a Secure cookie would be dropped by the browser.
    expect(refreshCookie(res).secure).toBeUndefined();
  });

  it('refreshes with the cookie alone and rotates it; the used one then ends the session and is cleared', async () => {
    const session = await login();
    const res = await withCookie('/auth/token/refresh/', session.refresh);
    expect(res.statusCode).toBe(200);
    const pair = res.json<{ access: string; refresh: string }>();
    expect(refreshCookie(res).value).toBe(pair.refresh);
    expect(pair.refresh).not.toBe(session.refresh);

    const replay = await withCookie('/auth/token/refresh/', session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(refreshCookie(replay)).toMatchObject({ value: '', path: '/v1/api/auth' });
    expect((await withCookie('/auth/token/refresh/', pair.refresh)).statusCode).toBe(401);
  });

  it('answers 401 to a refresh with neither a body token nor a cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/api/auth/token/refresh/', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('logout with the cookie ends the session, refuses its access token and clears the cookie', async () => {
    const session = await login();
    const res = await withCookie('/auth/logout/', session.refresh);
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)).toMatchObject({ value: '', path: '/v1/api/auth' });
    const me = await t.app.inject({ url: '/v1/api/auth/me/', headers: { authorization: `Bearer ${session.access}` } });
    expect(me.statusCode).toBe(401);
    expect((await withCookie('/auth/token/refresh/', session.refresh)).statusCode).toBe(401);
  });

  it('refuses refresh and logout without a JSON object body, as a cross-site form would send', async () => {
    const session = await login();
    for (const url of ['/v1/api/auth/token/refresh/', '/v1/api/auth/logout/']) {
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', 'a=b'],
        ['text/plain', '{}'],
        ['multipart/form-data; boundary=x', '--x--\r\n'],
        [undefined, undefined],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          cookies: { kataar_refresh: session.refresh },
          ...(type ? { headers: { 'content-type': type } } : {}),
          ...(payload === undefined ? {} : { payload }),
        });
        expect([400, 415], `${url} ${type}`).toContain(res.statusCode);
        expect(res.headers['set-cookie'], `${url} ${type}`).toBeUndefined();
      }
    }
    // The session was not touched by any of them.
    expect((await withCookie('/auth/token/refresh/', session.refresh)).statusCode).toBe(200);
  });
});

describe('the Secure attribute', () => {
  async function cookieOf(production: boolean, headers: Record<string, string> = {}) {
    const app = Fastify({ trustProxy: true });
    await app.register(cookie);
    const refreshCookieOf = createRefreshCookie({ production });
    app.get('/set', async (request, reply) => {
      refreshCookieOf.set(request, reply, 'token');
      return {};
    });
    const res = await app.inject({ url: '/set', headers });
    await app.close();
    return res.cookies[0];
  }

  it('is set over HTTPS (a trusted proxy says so) and always in production, and left off over plain http', async () => {
    expect((await cookieOf(false, { 'x-forwarded-proto': 'https' }))?.secure).toBe(true);
    expect((await cookieOf(true))?.secure).toBe(true);
    expect((await cookieOf(false))?.secure).toBeUndefined();
  });
});
