// The two stores @fastify/rate-limit ships (its memory and its Redis counters), which its own
// typings leave out; only what rate-limit-store.ts uses. `incr` counts one more request for the
// key and answers the count and the time left in the window (ms); `read` answers them without counting.

declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, answer: Answer, timeWindow: number, max: number): void;
    read(key: string, answer: Answer, timeWindow: number, max: number): void;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export default class RedisStore {
    /** `key` is put before every key it counts. */
    constructor(
      continueExceeding: boolean | undefined,
      exponentialBackoff: boolean | undefined,
      redis: Redis,
      key?: string,
    );
    incr(key: string, answer: Answer, timeWindow: number, max: number): void;
    read(key: string, answer: Answer, timeWindow: number, max: number): void;
  }
}
