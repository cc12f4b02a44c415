import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCode, signedInUser } from '../../test/auth-fixtures';
import { createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';

let t: TestAppWithMail;

beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const login = (email = `account${++n}@example.in`) => loginWithCode(t.app, t.mail, email, `10.8.0.${n}`);
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const patchMe = (access: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/v1/api/auth/me/', headers: bearer(access), payload: payload as object });
const me = (access: string) => t.app.inject({ url: '/v1/api/auth/me/', headers: bearer(access) });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/token/refresh/', payload: { refresh: token } });
const endEverywhere = (access?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/auth/logout-all/',
    headers: access ? bearer(access) : {},
    payload: {},
  });

describe('PATCH /auth/me/: the name', () => {
  it('saves the name, trimmed, and answers the user with it; GET /auth/me/ and the next sign-in show it', async () => {
    const session = await login();
    const res = await patchMe(session.access, { name: '  Priya Sharma ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Priya Sharma', email: session.user.email });
    expect((await me(session.access)).json().data.name).toBe('Priya Sharma');
    expect((await login(session.user.email)).user.name).toBe('Priya Sharma');
  });

  it('changes the name and the language together or apart, leaving the other as it was', async () => {
    const user = await signedInUser(t.database, 'both@example.in', { name: 'Old Name' });
    expect((await patchMe(user.access, { language: 'hi' })).json().data).toMatchObject({
      name: 'Old Name',
      language: 'hi',
    });
    expect((await patchMe(user.access, { name: 'New Name' })).json().data).toMatchObject({
      name: 'New Name',
      language: 'hi',
    });
    expect((await patchMe(user.access, { name: 'Both', language: 'en' })).json().data).toMatchObject({
      name: 'Both',
      language: 'en',
    });
  });

  it('clears the name with an empty one, so greetings fall back to the e-mail', async () => {
    const user = await signedInUser(t.database, 'clear@example.in', { name: 'Someone' });
    expect((await patchMe(user.access, { name: '   ' })).json().data.name).toBe('');
  });

  it.each([
    ['one letter', 'A', 'Name must be at least 2 characters'],
    ['81 letters', 'a'.repeat(81), 'Name must be at most 80 characters'],
    ['a control character', 'Asha\u0000Rao', 'Please remove invisible control characters from this text.'],
    ['a line break', 'Asha\nRao', 'Please remove invisible control characters from this text.'],
    ['not text', 42, 'Invalid input: expected string, received number'],
  ])('refuses a name with %s, with the rule’s words', async (_, name, message) => {
    const user = await signedInUser(t.database, 'refused@example.in', { name: 'Kept' });
    const res = await patchMe(user.access, { name });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: [message] });
    expect((await me(user.access)).json().data.name).toBe('Kept');
  });

  it('answers the user unchanged for an empty change', async () => {
    const user = await signedInUser(t.database, 'nothing@example.in', { name: 'Same' });
    const res = await patchMe(user.access, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Same');
  });
});

describe('POST /auth/logout-all/', () => {
  it('ends every session of the person: every refresh token and every access token stops working', async () => {
    const here = await login();
    const phone = await login(here.user.email);
    const laptop = await login(here.user.email);
    const someoneElse = await login();

    const res = await endEverywhere(here.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out on every device.' });
    // The web app's refresh cookie goes too.
    expect(String(res.headers['set-cookie'])).toMatch(/^kataar_refresh=;/);

    for (const session of [here, phone, laptop]) {
      expect((await me(session.access)).statusCode).toBe(401);
      expect((await refresh(session.refresh)).statusCode).toBe(401);
    }
    expect((await me(someoneElse.access)).statusCode).toBe(200);
    expect((await refresh(someoneElse.refresh)).statusCode).toBe(200);
  });

  it('a session rotated before still ends: its newest token is refused', async () => {
    const first = await login();
    const rotated = (await refresh(first.refresh)).json<{ access: string; refresh: string }>();
    await endEverywhere(first.access);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await me(rotated.access)).statusCode).toBe(401);
  });

  it('needs a signed-in person', async () => {
    expect((await endEverywhere()).statusCode).toBe(401);
  });
});
