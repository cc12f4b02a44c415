import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProvider } from '../test/provider-fixtures';
import { listen, openStream, type SseClient } from '../test/sse-client';
import { closedPort, startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import { deleteRedisKeys, redisTestEnv, TEST_REDIS_URL } from '../test/test-redis';

const FALLBACK = 'Redis cannot be reached: limits count in this process’s memory until it is back';
const BACK = 'Redis is back: limits count in Redis again';

const apps: TestApp[] = [];
const prefixes: string[] = [];
const open: SseClient[] = [];
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  for (const prefix of prefixes) await deleteRedisKeys(prefix);
});

/** A test app counting limits at `redisUrl`, and the messages it logs. */
async function appWithRedisAt(redisUrl: string, env: Record<string, string> = {}) {
  const redis = redisTestEnv(redisUrl);
  prefixes.push(redis.REDIS_KEY_PREFIX);
  const messages: string[] = [];
  const t = await createTestApp(
    async (database) => {
      await insertProvider(database, { username: 'fallback-clinic' });
    },
    { ...redis, LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', ...env },
    {
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            messages.push((JSON.parse(line) as { msg: string }).msg);
          done();
        },
      }),
    },
  );
  apps.push(t);
  return {
    app: t.app,
    prefix: redis.REDIS_KEY_PREFIX,
    messages: () => messages.filter((m) => m === FALLBACK || m === BACK),
  };
}

/** The login codes Redis counted for the test address this minute, read straight from Redis. */
async function countedInRedis(prefix: string): Promise<string | null> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    return await redis.get(`${prefix}rate:POST/v1/api/auth/otp/request/-10.30.0.1`);
  } finally {
    await redis.quit();
  }
}

const METRICS_TOKEN = 'metrics-token-of-the-fallback-test';

const askCode = (app: FastifyInstance, i: number) =>
  app.inject({
    method: 'POST',
    url: '/v1/api/auth/otp/request/',
    payload: { email: `fallback${i}@example.in` },
    remoteAddress: '10.30.0.1',
  });
async function codeStatuses(app: FastifyInstance, count: number, from = 0) {
  const statuses = [];
  for (let i = from; i < from + count; i++) statuses.push((await askCode(app, i)).statusCode);
  return statuses;
}

describe('when Redis cannot be reached at start', () => {
  let started: Awaited<ReturnType<typeof appWithRedisAt>>;
  beforeAll(async () => {
    started = await appWithRedisAt(`redis://127.0.0.1:${await closedPort()}`, {
      LOGIN_CODES_PER_IP_PER_MINUTE: '2',
      MAX_STREAMS_PER_IP: '1',
      METRICS_TOKEN: METRICS_TOKEN,
    });
  });

  it('serves and still limits from memory, says so once, and reports the fallback', async () => {
    const { app, messages } = started;
    expect(app.limitStore.isFallback()).toBe(true);
    const scrape = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scrape.body).toMatch(/^kataar_rate_limit_store_fallback 1$/m);
    expect(await codeStatuses(app, 3)).toEqual([200, 200, 429]);

    const base = await listen(app);
    const stream = async () => {
      const client = await openStream(`${base}/v1/api/queue/fallback-clinic/events`, {
        'x-forwarded-for': '203.0.113.30',
      });
      open.push(client);
      return client.status;
    };
    expect([await stream(), await stream()]).toEqual([200, 429]);
    // Reconnection keeps failing in the background; the log says it once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(messages()).toEqual([FALLBACK]);
  });
});

describe('when Redis goes away and comes back', () => {
  let proxy: TcpProxy;
  let started: Awaited<ReturnType<typeof appWithRedisAt>>;
  beforeAll(async () => {
    const redisUrl = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    started = await appWithRedisAt(`redis://127.0.0.1:${proxy.port}`, { LOGIN_CODES_PER_IP_PER_MINUTE: '3' });
  });
  afterAll(() => proxy.stop());

  it('counts in memory while it is gone, and in Redis again once it is back', async () => {
    const { app, messages, prefix } = started;
    const changes: boolean[] = [];
    app.limitStore.onFallbackChange((fallback) => changes.push(fallback));
    expect(app.limitStore.isFallback()).toBe(false);

    await proxy.stop();
    await vi.waitFor(() => expect(app.limitStore.isFallback()).toBe(true), { timeout: 5000 });
    expect(await codeStatuses(app, 4)).toEqual([200, 200, 200, 429]);
    expect(await countedInRedis(prefix)).toBeNull();

    await proxy.start();
    await vi.waitFor(() => expect(app.limitStore.isFallback()).toBe(false), { timeout: 10_000 });
    // Memory refuses this address now; Redis has not seen it yet.
    expect(await codeStatuses(app, 1, 4)).toEqual([200]);
    expect(await countedInRedis(prefix)).toBe('1');
    expect(changes).toEqual([true, false]);
    expect(messages()).toEqual([FALLBACK, BACK]);
  });
});
