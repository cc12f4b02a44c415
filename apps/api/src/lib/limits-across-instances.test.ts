import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../test/auth-fixtures';
import { caller, customer } from '../test/json-caller';
import { insertProvider } from '../test/provider-fixtures';
import { secondInstance } from '../test/second-instance';
import { listen, openStream, type SseClient } from '../test/sse-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { deleteRedisKeys, redisTestEnv } from '../test/test-redis';

// Two API processes behind one load balancer, sharing one REDIS_URL: together they must allow
// exactly what one allows, not twice that.
const CODES = 4;
const WRITES = 4;
const STREAMS = 3;
const redis = redisTestEnv();
let t: TestApp;
let other: Awaited<ReturnType<typeof secondInstance>>;
let apps: [FastifyInstance, FastifyInstance];
let bases: [string, string];
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp(
    async (database) => {
      await insertProvider(database, { username: 'shared-clinic' });
    },
    {
      ...redis,
      LOGIN_CODES_PER_IP_PER_MINUTE: String(CODES),
      QUEUE_WRITES_PER_MINUTE: String(WRITES),
      MAX_STREAMS_PER_IP: String(STREAMS),
      // Loopback is the proxy here, so X-Forwarded-For names a test client's address.
      TRUST_PROXY: 'loopback',
    },
  );
  other = await secondInstance(t);
  apps = [t.app, other.app];
  bases = [await listen(t.app), await listen(other.app)];
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => {
  await other.close();
  await t.close();
  await deleteRedisKeys(redis.REDIS_KEY_PREFIX);
});

describe('with REDIS_URL, limits hold across instances', () => {
  it('counts one address’s login codes on both instances together', async () => {
    const ask = (app: FastifyInstance, i: number, remoteAddress = '10.20.0.1') =>
      app.inject({
        method: 'POST',
        url: '/v1/api/auth/otp/request/',
        payload: { email: `shared${i}@example.in` },
        remoteAddress,
      });
    const statuses = [];
    for (let i = 0; i < CODES; i++) statuses.push((await ask(apps[i % 2]!, i)).statusCode);
    expect(statuses).toEqual(Array<number>(CODES).fill(200));
    expect((await ask(t.app, CODES)).statusCode).toBe(429);
    expect((await ask(other.app, CODES + 1)).statusCode).toBe(429);
    // Another address has its own allowance.
    expect((await ask(other.app, CODES + 2, '10.20.0.2')).statusCode).toBe(200);
  });

  it('counts one user’s queue writes on both instances together', async () => {
    const asha = await signedInUser(t.database, 'asha@shared.in');
    const join = (app: FastifyInstance) =>
      caller(app)('POST', '/queue/join/shared-clinic/', { auth: asha.headers, payload: customer(1) });
    const leave = (app: FastifyInstance) => caller(app)('POST', '/queue/leave/', { auth: asha.headers });
    const statuses = [];
    statuses.push((await join(t.app)).status, (await leave(other.app)).status);
    statuses.push((await join(other.app)).status, (await leave(t.app)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await join(t.app)).status).toBe(429);
    expect((await join(other.app)).status).toBe(429);
  });

  it('caps one address’s live streams on both instances together, and frees a place when one closes', async () => {
    const stream = async (base: string, address = '203.0.113.20') => {
      const client = await openStream(`${base}/v1/api/queue/shared-clinic/events`, { 'x-forwarded-for': address });
      open.push(client);
      return client;
    };
    const first = await stream(bases[0]);
    const statuses = [first.status, (await stream(bases[1])).status, (await stream(bases[0])).status];
    expect(statuses).toEqual(Array<number>(STREAMS).fill(200));
    expect((await stream(bases[1])).status).toBe(429);
    expect((await stream(bases[0])).status).toBe(429);
    // Another address is not affected.
    expect((await stream(bases[1], '203.0.113.21')).status).toBe(200);
    first.close();
    await vi.waitFor(async () => expect((await stream(bases[1])).status).toBe(200));
  });

  it('gives an instance’s stream places back when it shuts down', async () => {
    const third = await secondInstance(t);
    try {
      const base = await listen(third.app);
      for (let i = 0; i < STREAMS; i++) {
        const client = await openStream(`${base}/v1/api/queue/shared-clinic/events`, {
          'x-forwarded-for': '203.0.113.22',
        });
        open.push(client);
        expect(client.status).toBe(200);
      }
    } finally {
      await third.close();
    }
    const after = await openStream(`${bases[0]}/v1/api/queue/shared-clinic/events`, {
      'x-forwarded-for': '203.0.113.22',
    });
    open.push(after);
    expect(after.status).toBe(200);
  });
});
