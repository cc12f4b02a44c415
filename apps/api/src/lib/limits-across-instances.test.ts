import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth-fixtures';
import { caller, customer } from '../test/json-caller';
import { insertProvider } from '../test/provider-fixtures';
import { secondInstance } from '../test/second-instance';
import { createTestApp, type TestApp } from '../test/test-app';
import { deleteRedisKeys, redisTestEnv } from '../test/test-redis';

// Two API processes behind one load balancer, sharing one REDIS_URL: together they must allow
// exactly what one allows, not twice that.
const CODES = 4;
const WRITES = 4;
const redis = redisTestEnv();
let t: TestApp;
let other: Awaited<ReturnType<typeof secondInstance>>;
let apps: [FastifyInstance, FastifyInstance];

beforeAll(async () => {
  t = await createTestApp(
    async (database) => {
      await insertProvider(database, { username: 'shared-clinic' });
    },
    {
      ...redis,
      LOGIN_CODES_PER_IP_PER_MINUTE: String(CODES),
      QUEUE_WRITES_PER_MINUTE: String(WRITES),
    },
  );
  other = await secondInstance(t);
  apps = [t.app, other.app];
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
});
