import type { Redis } from 'ioredis';

// Each client address has one sorted set of its open streams, every stream scored by the time it
// expires. Times come from Redis's own clock (TIME), so the processes' clocks need not agree.
const NOW_MS = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
`;

/** KEYS[1] the address's set; ARGV: stream id, max, lifetime (ms). 1 if the stream got a place, 0 if none is left. */
const TAKE = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ms + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/**
 * KEYS[1] the address's set; ARGV: lifetime (ms), then the ids of streams still open. Adds any id
 * the set lost (Redis restarted, or the stream opened while Redis was unreachable).
 */
const RENEW = `${NOW_MS}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], ms + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0`;

interface StreamPlaceCommands {
  kataarTakeStreamPlace(key: string, id: string, max: number, lifetimeMs: number): Promise<number>;
  kataarRenewStreamPlaces(key: string, lifetimeMs: number, ...ids: string[]): Promise<number>;
}

/** The open streams of every process, per client address, in Redis; each place lives `lifetimeMs` unless renewed. */
export class StreamPlacesInRedis {
  private readonly redis: Redis & StreamPlaceCommands;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly lifetimeMs: number,
  ) {
    if (!('kataarTakeStreamPlace' in redis)) {
      redis.defineCommand('kataarTakeStreamPlace', { numberOfKeys: 1, lua: TAKE });
      redis.defineCommand('kataarRenewStreamPlaces', { numberOfKeys: 1, lua: RENEW });
    }
    // defineCommand added both methods just above (or for an earlier instance on this connection).
    this.redis = redis as Redis & StreamPlaceCommands;
  }

  /** Whether stream `id` got one of the address's `max` places. */
  async take(address: string, id: string, max: number): Promise<boolean> {
    return (await this.redis.kataarTakeStreamPlace(this.key(address), id, max, this.lifetimeMs)) === 1;
  }

  /** Gives the address's open streams a fresh lifetime. */
  async renew(address: string, ids: Iterable<string>): Promise<void> {
    await this.redis.kataarRenewStreamPlaces(this.key(address), this.lifetimeMs, ...ids);
  }

  async release(address: string, ids: Iterable<string>): Promise<void> {
    await this.redis.zrem(this.key(address), ...ids);
  }

  private key(address: string): string {
    return `${this.keyPrefix}streams:${address}`;
  }
}
