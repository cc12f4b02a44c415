import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Where rate limits and stream caps are counted. Without REDIS_URL, each process counts in its own
 * memory, so one process is the unit of every limit. With it, every process counts in the same
 * Redis, so N processes together allow what one allows. While Redis cannot be used, each process
 * counts in its memory again (limits stay on, per process) and says so.
 */
export interface LimitStore {
  /** The shared connection; undefined without REDIS_URL. Count in it only while `useRedis()`. */
  readonly redis: Redis | undefined;
  /** Put before every key this store writes, so several deployments can share one Redis. */
  readonly keyPrefix: string;
  /** Whether to count in Redis now: it is configured, connected, and did not just fail. */
  useRedis(): boolean;
  /**
   * True while REDIS_URL is set but limits count in this process's memory because Redis cannot be
   * used; false when they count in Redis, and always false without REDIS_URL.
   */
  isFallback(): boolean;
  /** Calls `listener` on every change of `isFallback()`; answers the function that stops it. */
  onFallbackChange(listener: (fallback: boolean) => void): () => void;
  /** A Redis command of a limit failed: count in memory for a moment. */
  failed(error: unknown): void;
  /** A Redis command of a limit answered. */
  succeeded(): void;
  close(): Promise<void>;
}

export interface LimitStoreOptions {
  redisUrl: string | undefined;
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/** How long connecting to Redis may take before limits count in memory instead. */
const CONNECT_TIMEOUT_MS = 500;
/**
 * How long a hung Redis may hold a request before its limit counts in memory instead. Longer than
 * the connect timeout: a busy process can stall for a few hundred milliseconds with the answer
 * already waiting, and should not take that for an outage.
 */
const COMMAND_TIMEOUT_MS = 1000;
/** After a failed command, requests count in memory this long before one tries Redis again. */
const RETRY_AFTER_FAILURE_MS = 1000;

const FALLBACK_MESSAGE = 'Redis cannot be reached: limits count in this process’s memory until it is back';
const BACK_MESSAGE = 'Redis is back: limits count in Redis again';

/** The limit store of this configuration; with REDIS_URL, after its first attempt to connect. */
export async function createLimitStore({ redisUrl, keyPrefix, log }: LimitStoreOptions): Promise<LimitStore> {
  if (!redisUrl) return memoryOnly(keyPrefix);
  const redis = new Redis(redisUrl, {
    // @fastify/rate-limit recommends a short connect timeout and one retry per command for limits:
    // a request should not wait on a Redis that is gone.
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A command sent while disconnected fails at once instead of waiting for a reconnection; the
    // limit then counts in memory.
    enableOfflineQueue: false,
    // Keep trying to reconnect, at most a second apart, so the fallback ends soon after Redis is back.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  let fallback = false;
  let closing = false;
  let retryAt = 0;
  const listeners = new Set<(fallback: boolean) => void>();
  const setFallback = (value: boolean, error?: unknown) => {
    if (value === fallback || closing) return;
    fallback = value;
    if (value) log.warn({ err: error }, FALLBACK_MESSAGE);
    else log.info(BACK_MESSAGE);
    for (const listener of listeners) listener(value);
  };
  // Connection errors repeat on every reconnection attempt; the state change is logged once.
  redis.on('error', (error) => setFallback(true, error));
  redis.on('close', () => setFallback(true));
  redis.on('ready', () => {
    retryAt = 0;
    setFallback(false);
  });
  await firstConnection(redis);
  if (redis.status !== 'ready') setFallback(true);

  return {
    redis,
    keyPrefix,
    useRedis: () => redis.status === 'ready' && Date.now() >= retryAt,
    isFallback: () => fallback,
    onFallbackChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failed(error) {
      retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
      setFallback(true, error);
    },
    succeeded: () => setFallback(false),
    async close() {
      closing = true;
      listeners.clear();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

function memoryOnly(keyPrefix: string): LimitStore {
  return {
    redis: undefined,
    keyPrefix,
    useRedis: () => false,
    isFallback: () => false,
    onFallbackChange: () => () => {},
    failed: () => {},
    succeeded: () => {},
    close: async () => {},
  };
}

/** Settles once the first connection is ready or has failed, or after the connect timeout. */
function firstConnection(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done).off('close', done);
      resolve();
    };
    const timer = setTimeout(done, 2 * CONNECT_TIMEOUT_MS);
    redis.once('ready', done).once('error', done).once('close', done);
  });
}
