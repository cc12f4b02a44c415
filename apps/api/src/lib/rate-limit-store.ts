import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { LimitStore } from './limit-store';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What @fastify/rate-limit hands a store: its global options to the constructor, and to `child`
 * one limit's options merged with them, plus the route when the limit is a route's `config`
 * (its typings call that argument route options).
 */
interface LimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}

/**
 * Counts in Redis while the limit store can use it, and in this process's memory otherwise, so a
 * Redis outage weakens the limits to one process's worth instead of turning them off. Both sides
 * are @fastify/rate-limit's own stores, so the counting rules are the library's either way.
 */
class RedisOrMemoryStore {
  private readonly shared: RedisStore;
  private readonly memory: LocalStore;

  /** `scope` sets this limit's keys apart in Redis; each has its own memory, as in the plugin. */
  constructor(
    private readonly limits: LimitStore,
    options: LimitOptions,
    scope: string,
  ) {
    if (!limits.redis) throw new Error('RedisOrMemoryStore needs a limit store with Redis');
    const { continueExceeding, exponentialBackoff, cache } = options;
    this.shared = new RedisStore(
      continueExceeding,
      exponentialBackoff,
      limits.redis,
      `${limits.keyPrefix}rate:${scope}`,
    );
    this.memory = new LocalStore(continueExceeding, exponentialBackoff, cache);
  }

  incr(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.count('incr', key, answer, timeWindow, max);
  }

  read(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.count('read', key, answer, timeWindow, max);
  }

  /**
   * The store of one limit. A route's keys carry its method and URL, as with the plugin's own Redis
   * store; a limit made by `rateLimit()` or `createRateLimit()` has no route, and its key generator
   * names it (`queue-write:{user}`).
   */
  child(options: object): RedisOrMemoryStore {
    const limit = options as LimitOptions;
    const route = limit.routeInfo?.url ? `${limit.routeInfo.method}${limit.routeInfo.url}-` : '';
    return new RedisOrMemoryStore(this.limits, limit, route);
  }

  private count(method: 'incr' | 'read', key: string, answer: Answer, timeWindow: number, max: number): void {
    if (!this.limits.useRedis()) {
      this.memory[method](key, answer, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => {
        if (error) {
          this.limits.failed(error);
          this.memory[method](key, answer, timeWindow, max);
          return;
        }
        this.limits.succeeded();
        answer(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/** The `store` option of @fastify/rate-limit that counts in `limits` (which has Redis). */
export function redisOrMemoryStore(limits: LimitStore): FastifyRateLimitStoreCtor {
  return class extends RedisOrMemoryStore {
    constructor(options: LimitOptions) {
      super(limits, options, '');
    }
  };
}
