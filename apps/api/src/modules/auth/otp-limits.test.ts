import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema';
import { createTestAppWithMail, type TestAppWithMail } from '../../test/test-app';
import { AUTH_LIMITS } from './auth-routes';

let t: TestAppWithMail;

beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/v1/api/auth/${url}`, payload, remoteAddress });

const tooMany = /^Too many attempts\. Please try again in \d+ seconds\.$/;

describe('rate limits of the e-mail sign-in', () => {
  it('limits code requests per IP across addresses', async () => {
    const { max } = AUTH_LIMITS.otpRequestPerIp;
    for (let i = 0; i < max; i++)
      expect((await post('otp/request/', { email: `ip${i}@example.in` }, '10.2.0.1')).statusCode).toBe(200);
    const refused = await post('otp/request/', { email: 'ip-last@example.in' }, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mail.lastTo('ip-last@example.in')).toBeUndefined();
    // Another IP is not affected.
    expect((await post('otp/request/', { email: 'ip-last@example.in' }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits code requests per address across IPs', async () => {
    const { max } = AUTH_LIMITS.otpRequestPerEmail;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await post('otp/request/', { email: 'Bomb@Example.in' }, `10.3.0.${i + 1}`);
      statuses.push(res.statusCode);
      if (i === max) {
        expect(res.json()).toEqual({
          message: 'Too many codes were requested for this address. Please try again in 60 minutes.',
        });
      }
    }
    // The first is sent, the rest wait for the resend pace, the last hits the per-address limit.
    expect(statuses).toEqual([200, ...Array<number>(max).fill(429)]);
    expect(t.mail.mails.filter((m) => m.to.includes('bomb@example.in'))).toHaveLength(1);
  });

  it('limits verification attempts per IP across addresses', async () => {
    const { max } = AUTH_LIMITS.otpVerifyPerIp;
    for (let i = 0; i < max; i++) {
      expect((await post('otp/verify/', { email: `v${i}@example.in`, code: '123456' }, '10.4.0.1')).statusCode).toBe(
        400,
      );
    }
    const refused = await post('otp/verify/', { email: 'v-last@example.in', code: '123456' }, '10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(tooMany);
  });

  it('limits verification attempts per address across IPs', async () => {
    const { max } = AUTH_LIMITS.otpVerifyPerEmail;
    for (let i = 0; i < max; i++) {
      expect(
        (await post('otp/verify/', { email: 'target@example.in', code: '123456' }, `10.5.0.${i + 1}`)).statusCode,
      ).toBe(400);
    }
    const refused = await post('otp/verify/', { email: 'TARGET@example.in', code: '123456' }, '10.5.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
  });
});

describe('when the mail cannot be sent', () => {
  it('answers 503 and lets the address ask again at once', async () => {
    const down = await createTestAppWithMail(undefined, { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const ask = () =>
        down.app.inject({ method: 'POST', url: '/v1/api/auth/otp/request/', payload: { email: 'x@example.in' } });
      const res = await ask();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'We could not send the code right now. Please try again in a moment.' });
      expect(await down.database.db.select().from(otpChallenges)).toEqual([]);
      expect((await ask()).statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every auth route with its body and answers', async () => {
    const doc = (await t.app.inject({ url: '/v1/api/docs/json' })).json();
    const paths = doc.paths as Record<
      string,
      Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
    >;
    for (const path of ['otp/request/', 'otp/verify/', 'google/', 'token/refresh/', 'logout/']) {
      const op = paths[`/v1/api/auth/${path}`]?.post;
      expect(op?.requestBody, path).toBeDefined();
      expect(op?.responses['200'], path).toBeDefined();
    }
    expect(paths['/v1/api/auth/me/']?.get?.responses['401']).toBeDefined();
    expect(paths['/v1/api/auth/config/']?.get?.responses['200']).toBeDefined();
    expect(paths['/v1/api/auth/otp/request/']?.post?.responses['429']).toBeDefined();
  });
});

describe('LOGIN_CODES_PER_IP_PER_MINUTE', () => {
  it('sets how many codes one address may ask for a minute, and checks twice that', async () => {
    const busy = await createTestAppWithMail(undefined, { LOGIN_CODES_PER_IP_PER_MINUTE: '3' });
    try {
      const send = (url: string, payload: object) =>
        busy.app.inject({ method: 'POST', url: `/v1/api/auth/${url}`, payload, remoteAddress: '10.9.0.1' });
      for (let i = 0; i < 3; i++)
        expect((await send('otp/request/', { email: `nat${i}@example.in` })).statusCode).toBe(200);
      expect((await send('otp/request/', { email: 'nat3@example.in' })).statusCode).toBe(429);
      for (let i = 0; i < 6; i++) {
        expect((await send('otp/verify/', { email: 'nat0@example.in', code: '000000' })).statusCode).not.toBe(429);
      }
      expect((await send('otp/verify/', { email: 'nat1@example.in', code: '000000' })).statusCode).toBe(429);
    } finally {
      await busy.close();
    }
  });
});
