import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from './auth-routes';

describe('the client address behind proxies', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Code requests for fresh addresses, as a proxy at `proxy` forwards them with `forwardedFor`. */
  async function codeRequests(count: number, proxy: string, forwardedFor: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await t!.app.inject({
        method: 'POST',
        url: '/v1/api/auth/otp/request/',
        payload: { email: `p${statuses.length}-${forwardedFor(i).length}-${i}@example.in` },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }
  const { max } = AUTH_LIMITS.otpRequestPerIp;
  const limited = [...Array<number>(max).fill(200), 429];

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    t = await createTestApp();
    expect(await codeRequests(max + 1, '198.51.100.1', (i) => `203.0.113.${i}`)).toEqual(limited);
  });

  it('with a hop count of 1, a rotating X-Forwarded-For cannot dodge the per-IP limit', async () => {
    t = await createTestApp(undefined, { TRUST_PROXY: '1' });
    // The load balancer appends the address it saw; whatever the client wrote sits to its left.
    expect(await codeRequests(max + 1, '10.0.0.2', (i) => `192.0.2.${i}, 203.0.113.7`)).toEqual(limited);
    // Another client behind the same load balancer has its own allowance.
    expect(await codeRequests(1, '10.0.0.2', () => '203.0.113.8')).toEqual([200]);
  });

  it('with a list of proxies, the right-most address that is not one of them is the client', async () => {
    t = await createTestApp(undefined, { TRUST_PROXY: '10.0.0.0/8' });
    expect(await codeRequests(max + 1, '10.0.0.3', (i) => `192.0.2.${i}, 203.0.113.9, 10.1.1.1`)).toEqual(limited);
    // A request straight from an untrusted address is that address, whatever it claims.
    expect(await codeRequests(max + 1, '198.51.100.2', (i) => `203.0.113.${i}`)).toEqual(limited);
  });
});
