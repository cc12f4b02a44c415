import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginWithCode } from '../../test/auth-fixtures';
import { insertProvider } from '../../test/provider-fixtures';
import { secondInstance } from '../../test/second-instance';
import { createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';

let t: TestAppWithMail;
/** Built before any logout below, so it can only learn of them through the change bus. */
let other: Awaited<ReturnType<typeof secondInstance>>;
let overviewUrl: string;

beforeAll(async () => {
  t = await createTestAppWithMail(async (database) => {
    overviewUrl = `/queue/${(await insertProvider(database)).username}/overview/`;
  });
  other = await secondInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

let n = 0;
const login = (email = `revoked${++n}@example.in`) => loginWithCode(t.app, t.mail, email, `10.7.0.${n}`);
const post = (app: FastifyInstance, url: string, refresh: string) =>
  app.inject({ method: 'POST', url: `/v1/api${url}`, payload: { refresh } });
const status = async (app: FastifyInstance, url: string, access: string) =>
  (await app.inject({ url: `/v1/api${url}`, headers: { authorization: `Bearer ${access}` } })).statusCode;
/** The overview answers anyone; it takes the token unless it says it did not (WWW-Authenticate). */
const overviewTakes = async (app: FastifyInstance, access: string) => {
  const res = await app.inject({ url: `/v1/api${overviewUrl}`, headers: { authorization: `Bearer ${access}` } });
  return res.statusCode === 200 && res.headers['www-authenticate'] === undefined;
};

describe('an ended session', () => {
  it('logout refuses its access token at once on guarded routes, and the queue overview stops taking it', async () => {
    const session = await login();
    const sameUserElsewhere = await login(session.user.email);
    expect(await status(t.app, '/auth/me/', session.access)).toBe(200);
    // The overview remembers tokens it has verified; a remembered one must stop counting too.
    expect(await overviewTakes(t.app, session.access)).toBe(true);

    expect((await post(t.app, '/auth/logout/', session.refresh)).statusCode).toBe(200);

    expect(await status(t.app, '/auth/me/', session.access)).toBe(401);
    expect(await overviewTakes(t.app, session.access)).toBe(false);
    expect(await status(t.app, '/auth/me/', sameUserElsewhere.access)).toBe(200);
  });

  it('a reused refresh token refuses the access tokens of its session too', async () => {
    const session = await login();
    const rotated = (await post(t.app, '/auth/token/refresh/', session.refresh)).json<{ access: string }>();
    expect(await status(t.app, '/auth/me/', rotated.access)).toBe(200);

    expect((await post(t.app, '/auth/token/refresh/', session.refresh)).statusCode).toBe(401);

    expect(await status(t.app, '/auth/me/', rotated.access)).toBe(401);
    expect(await status(t.app, '/auth/me/', session.access)).toBe(401);
  });

  it('another process on the same database refuses the token once it hears of the logout', async () => {
    const session = await login();
    expect(await status(other.app, '/auth/me/', session.access)).toBe(200);
    expect(await overviewTakes(other.app, session.access)).toBe(true);

    await post(t.app, '/auth/logout/', session.refresh);

    // The notification crosses processes within milliseconds of the commit.
    await vi.waitFor(async () => expect(await status(other.app, '/auth/me/', session.access)).toBe(401));
    expect(await overviewTakes(other.app, session.access)).toBe(false);
  });

  it('a process started after the logout reads it from the database and refuses the token', async () => {
    const session = await login();
    const rotated = (await post(t.app, '/auth/token/refresh/', session.refresh)).json<{ refresh: string }>();
    const stillSignedIn = await login();
    await post(t.app, '/auth/logout/', rotated.refresh);

    const restarted = await secondInstance(t);
    try {
      expect(await status(restarted.app, '/auth/me/', session.access)).toBe(401);
      // A session that was only rotated, never ended, is not mistaken for an ended one.
      expect(await status(restarted.app, '/auth/me/', stillSignedIn.access)).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
