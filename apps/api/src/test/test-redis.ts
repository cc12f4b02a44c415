import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests count limits in: a real one, as in production. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Settings for apps whose limits live in the test Redis, under a key prefix of their own, so test
 * files running side by side never count each other's requests. Pass the same settings to every
 * app that should share the limits.
 */
export function redisTestEnv(url = TEST_REDIS_URL): { REDIS_URL: string; REDIS_KEY_PREFIX: string } {
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `kataar-test:${randomUUID()}:` };
}

/** Deletes the keys under `prefix` (one of redisTestEnv's), and only those. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  // An empty or foreign prefix would match keys that are not this test's.
  if (!prefix.startsWith('kataar-test:')) return;
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
