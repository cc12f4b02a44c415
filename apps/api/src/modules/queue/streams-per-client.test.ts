import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimitStore, type LimitStore } from '../../lib/limit-store';
import { deleteRedisKeys, redisTestEnv } from '../../test/test-redis';
import { StreamsPerClient } from './streams-per-client';

// Short lifetimes stand in for the server's minute, so a test sees places expire.
// A renewal five times per lifetime leaves room for a busy test machine's pauses.
const timing = { lifetimeMs: 1000, renewEveryMs: 200 };
const redis = redisTestEnv();
const stores: LimitStore[] = [];
const processes: StreamsPerClient[] = [];

/** A process holding streams, counting in the shared Redis over a connection of its own. */
async function aProcess(max: number): Promise<{ streams: StreamsPerClient; limitStore: LimitStore }> {
  const limitStore = await createLimitStore({
    redisUrl: redis.REDIS_URL,
    keyPrefix: redis.REDIS_KEY_PREFIX,
    log: pino({ level: 'silent' }),
  });
  const streams = new StreamsPerClient(max, { limitStore, ...timing });
  stores.push(limitStore);
  processes.push(streams);
  return { streams, limitStore };
}

afterEach(async () => {
  for (const streams of processes.splice(0)) await streams.close();
  for (const limitStore of stores.splice(0)) await limitStore.close();
  await deleteRedisKeys(redis.REDIS_KEY_PREFIX);
});

describe('stream places shared through Redis', () => {
  it('keeps the places of a live process beyond their first lifetime', async () => {
    const live = (await aProcess(2)).streams;
    expect(await live.take('198.51.100.1')).toBeDefined();
    expect(await live.take('198.51.100.1')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 2.5 * timing.lifetimeMs));
    expect(await (await aProcess(2)).streams.take('198.51.100.1')).toBeUndefined();
  });

  it('forgets the places of a process that died without giving them back', async () => {
    const dead = await aProcess(2);
    expect(await dead.streams.take('198.51.100.2')).toBeDefined();
    expect(await dead.streams.take('198.51.100.2')).toBeDefined();
    // A process that dies neither renews its places nor gives them back.
    dead.limitStore.redis?.disconnect();
    const alive = (await aProcess(2)).streams;
    expect(await alive.take('198.51.100.2')).toBeUndefined();
    await vi.waitFor(async () => expect(await alive.take('198.51.100.2')).toBeDefined(), {
      timeout: 4 * timing.lifetimeMs,
      interval: 100,
    });
  });

  it('gives a place back once, however often its release is called', async () => {
    const { streams } = await aProcess(1);
    const release = await streams.take('198.51.100.3');
    release?.();
    release?.();
    expect(await streams.take('198.51.100.3')).toBeDefined();
    expect(await (await aProcess(1)).streams.take('198.51.100.3')).toBeUndefined();
  });

  it('gives its places back when it closes', async () => {
    const closing = (await aProcess(1)).streams;
    expect(await closing.take('198.51.100.4')).toBeDefined();
    await closing.close();
    expect(await (await aProcess(1)).streams.take('198.51.100.4')).toBeDefined();
  });
});
