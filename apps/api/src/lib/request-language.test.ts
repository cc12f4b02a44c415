import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../test/auth-fixtures';
import { insertProvider } from '../test/provider-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let asha: SignedInUser;

beforeAll(async () => {
  t = await createTestApp(async (database) => {
    await insertProvider(database, { username: 'shut-clinic', businessName: 'Shut Clinic', isOpen: false });
  });
  asha = await signedInUser(t.database, 'asha-language@example.in');
});
afterAll(async () => {
  await t.close();
});

const request = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { headers?: Record<string, string>; payload?: object } = {},
) => t.app.inject({ method, url: `/v1/api${url}`, headers: options.headers ?? {}, payload: options.payload });
/** The Join Queue form: one person, who may join once (the provider is closed, so nobody does). */
const joinForm = { consumer_name: 'Asha', consumer_age: 30, consumer_contact: '9800000001', consumer_gender: 'female' };
const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
const saveLanguage = (user: SignedInUser, language: string) =>
  request('PATCH', '/auth/me/', { headers: user.headers, payload: { language } });

describe('answers in the language of the request', () => {
  it('answers a 404 in Hindi for Accept-Language: hi', async () => {
    const res = await request('GET', '/provider/nobody-here', { headers: hindi });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'सेवा प्रदाता नहीं मिला' });
  });

  it('translates every field error of a 400, keeping the shape', async () => {
    const res = await request('POST', '/queue/join/shut-clinic/', {
      headers: { ...asha.headers, ...hindi },
      payload: { ...joinForm, consumer_name: '', consumer_gender: 'other' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'नाम ज़रूरी है',
      errors: { consumer_name: ['नाम ज़रूरी है'], consumer_gender: ['कृपया लिंग चुनें'] },
    });
  });

  it('translates a 409 built with a value, keeping the provider name as entered', async () => {
    const res = await request('POST', '/queue/join/shut-clinic/', {
      headers: { ...asha.headers, ...hindi },
      payload: joinForm,
    });
    const message = 'Shut Clinic अभी उपलब्ध नहीं है। आप अभी कतार में शामिल नहीं हो सकते।';
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message, errors: { non_field_errors: [message] } });
  });

  it('translates a 401 and a route that does not exist', async () => {
    expect((await request('GET', '/auth/me/', { headers: hindi })).json()).toEqual({
      message: 'कृपया पहले लॉग इन करें',
    });
    expect((await request('GET', '/no-such-route/', { headers: hindi })).json()).toEqual({
      message: 'यह पता मौजूद नहीं है',
    });
  });

  it("translates Zod's own messages, for fields whose schema names none", async () => {
    const wrongType = await request('PATCH', '/notifications/preferences/', {
      headers: { ...asha.headers, ...hindi },
      payload: { push: 'yes', sound: true },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      message: 'यहाँ true या false होना चाहिए',
      errors: { push: ['यहाँ true या false होना चाहिए'], non_field_errors: ['अनजान फ़ील्ड: "sound"'] },
    });
    const tooLong = await request('POST', '/auth/token/refresh/', {
      headers: hindi,
      payload: { refresh: 'x'.repeat(201) },
    });
    expect(tooLong.json()).toEqual({
      message: 'यह 200 अक्षरों से लंबा नहीं हो सकता',
      errors: { refresh: ['यह 200 अक्षरों से लंबा नहीं हो सकता'] },
    });
  });

  it("keeps Zod's own messages byte for byte in English", async () => {
    const wrongType = await request('PATCH', '/notifications/preferences/', {
      headers: asha.headers,
      payload: { push: 'yes', sound: true },
    });
    expect(wrongType.body).toBe(
      '{"message":"Invalid input: expected boolean, received string","errors":{"push":["Invalid input: expected boolean, received string"],"non_field_errors":["Unrecognized key: \\"sound\\""]}}',
    );
    const tooLong = await request('POST', '/auth/token/refresh/', {
      headers: { 'accept-language': 'en' },
      payload: { refresh: 'x'.repeat(201) },
    });
    expect(tooLong.body).toBe(
      '{"message":"Too big: expected string to have <=200 characters","errors":{"refresh":["Too big: expected string to have <=200 characters"]}}',
    );
  });

  it('answers a rate limit in Hindi, with the wait', async () => {
    const ravi = await signedInUser(t.database, 'ravi-limit@example.in');
    const tryTest = (headers: Record<string, string>) =>
      request('POST', '/notifications/test/', { headers: { ...ravi.headers, ...headers } });
    // Five tests a minute are allowed; the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await tryTest(hindi)).statusCode).not.toBe(429);
    const limited = await tryTest(hindi);
    expect(limited.statusCode).toBe(429);
    const { message, errors } = limited.json() as { message: string; errors: Record<string, string[]> };
    expect(message).toMatch(/^बहुत ज़्यादा कोशिशें हो गईं। कृपया \d+ (सेकंड|मिनट) बाद फिर से कोशिश करें।$/);
    expect(errors).toEqual({ non_field_errors: [message] });
    expect((await tryTest({})).json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/,
    );
  });

  it('answers English exactly as before without Accept-Language, or with English first', async () => {
    const closed = "Shut Clinic is currently unavailable. You can't join the queue right now.";
    const english: Record<string, string>[] = [{}, { 'accept-language': 'en-IN,hi;q=0.5' }];
    for (const headers of english) {
      const res = await request('GET', '/provider/nobody-here', { headers });
      expect(res.body).toBe('{"message":"Provider not found"}');
      const join = await request('POST', '/queue/join/shut-clinic/', {
        headers: { ...asha.headers, ...headers },
        payload: joinForm,
      });
      expect(join.json()).toEqual({ message: closed, errors: { non_field_errors: [closed] } });
    }
  });
});

describe('PATCH /auth/me/', () => {
  it('saves the language, answers the user with it, and GET /auth/me/ shows it', async () => {
    const ravi = await signedInUser(t.database, 'ravi-language@example.in');
    expect((await request('GET', '/auth/me/', { headers: ravi.headers })).json().data).not.toHaveProperty('language');
    const res = await saveLanguage(ravi, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: ravi.id,
        name: '',
        email: ravi.email,
        is_provider: false,
        is_admin: false,
        has_application: false,
        language: 'hi',
      },
    });
    expect((await request('GET', '/auth/me/', { headers: ravi.headers })).json().data.language).toBe('hi');
    expect((await saveLanguage(ravi, 'en')).json().data.language).toBe('en');
  });

  it('refuses a language it does not speak with a field error', async () => {
    for (const payload of [{ language: 'fr' }, { language: null }]) {
      const res = await request('PATCH', '/auth/me/', { headers: asha.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please choose English or Hindi.',
        errors: { language: ['Please choose English or Hindi.'] },
      });
    }
  });

  it('needs a signed-in user', async () => {
    const res = await request('PATCH', '/auth/me/', { payload: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });
});

describe('the saved language', () => {
  it('answers a signed-in person in their saved language when the request names none', async () => {
    const meera = await signedInUser(t.database, 'meera-language@example.in');
    await saveLanguage(meera, 'hi');
    const res = await request('POST', '/queue/join/shut-clinic/', { headers: meera.headers, payload: joinForm });
    expect(res.json().message).toBe('Shut Clinic अभी उपलब्ध नहीं है। आप अभी कतार में शामिल नहीं हो सकते।');
    // Also on routes that need no sign-in, when the token comes along.
    expect((await request('GET', '/provider/nobody-here', { headers: meera.headers })).json()).toEqual({
      message: 'सेवा प्रदाता नहीं मिला',
    });
  });

  it('gives way to Accept-Language', async () => {
    const kiran = await signedInUser(t.database, 'kiran-language@example.in');
    await saveLanguage(kiran, 'hi');
    const res = await request('GET', '/provider/nobody-here', {
      headers: { ...kiran.headers, 'accept-language': 'en' },
    });
    expect(res.json()).toEqual({ message: 'Provider not found' });
  });
});
