import { randomUUID } from 'node:crypto';
import type { LimitStore } from '../../lib/limit-store';
import { StreamPlacesInRedis } from './stream-places-in-redis';

export interface StreamsPerClientOptions {
  /** Where the count is shared with other processes; this process's memory only without it. */
  limitStore?: LimitStore;
  /** How long a place in Redis outlives its process's last renewal. */
  lifetimeMs?: number;
  /** How often this process renews the places of its open streams in Redis. */
  renewEveryMs?: number;
}

/**
 * Counts the live streams each client address holds open, so one address cannot tie up the
 * servers' sockets and memory with thousands of idle streams.
 *
 * Without Redis, the count is this process's. With Redis, every process counts in one sorted set
 * per address, holding the id of each open stream scored by when it expires. A process renews the
 * expiry of its own streams every `renewEveryMs` and removes a stream when it closes. A process
 * that dies stops renewing, so its streams drop out of the count within `lifetimeMs`, and nobody
 * has to notice the death. A plain counter could not do that (nothing tells which increments
 * belonged to the dead process); a hash field per process could, but expiring one field needs
 * Redis 7.4, and ids in a set also let a renewal restore the streams Redis lost or never saw.
 *
 * While Redis cannot be used, the count is the streams this process holds, as without Redis; when
 * Redis is back, the next renewal writes the streams opened meanwhile into their sets.
 */
export class StreamsPerClient {
  /** The streams this process holds open, by client address. */
  private readonly held = new Map<string, Set<string>>();
  private readonly shared: StreamPlacesInRedis | undefined;
  private readonly processId = randomUUID();
  private streamCount = 0;
  private readonly stopRenewing: () => void = () => {};

  constructor(
    private readonly max: number,
    private readonly options: StreamsPerClientOptions = {},
  ) {
    const { limitStore, lifetimeMs = 60_000, renewEveryMs = 20_000 } = options;
    if (!limitStore?.redis) return;
    this.shared = new StreamPlacesInRedis(limitStore.redis, limitStore.keyPrefix, lifetimeMs);
    const timer = setInterval(() => void this.renew(), renewEveryMs);
    timer.unref();
    // Back from an outage: count the streams opened meanwhile at once, not at the next renewal.
    const stopListening = limitStore.onFallbackChange((fallback) => {
      if (!fallback) void this.renew();
    });
    this.stopRenewing = () => {
      clearInterval(timer);
      stopListening();
    };
  }

  /** Takes a place for `address` and answers its release, or undefined when all its places are taken. */
  async take(address: string): Promise<(() => void) | undefined> {
    const id = `${this.processId}:${++this.streamCount}`;
    if (!(await this.admit(address, id))) return undefined;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const streams = this.held.get(address);
      streams?.delete(id);
      if (streams?.size === 0) this.held.delete(address);
      // Without Redis now, the place in it expires by itself, as it is no longer renewed.
      if (this.shared && this.options.limitStore?.useRedis())
        this.shared.release(address, [id]).catch((error: unknown) => this.options.limitStore?.failed(error));
    };
  }

  /**
   * Stops renewing this process's places in Redis and gives them back, while the connection is
   * still open: streams the closing server ends later would find it closed.
   */
  async close(): Promise<void> {
    this.stopRenewing();
    const shared = this.shared;
    if (!shared || !this.options.limitStore?.useRedis()) return;
    // Best effort: a place not given back expires within its lifetime.
    await Promise.all([...this.held].map(([address, ids]) => shared.release(address, ids))).catch(() => {});
  }

  private async admit(address: string, id: string): Promise<boolean> {
    const limitStore = this.options.limitStore;
    if (this.shared && limitStore?.useRedis()) {
      try {
        const admitted = await this.shared.take(address, id, this.max);
        limitStore.succeeded();
        if (admitted) this.hold(address, id);
        return admitted;
      } catch (error) {
        limitStore.failed(error);
      }
    }
    // Checked and held in one step, so two streams opening at once cannot both take the last place.
    if ((this.held.get(address)?.size ?? 0) >= this.max) return false;
    this.hold(address, id);
    return true;
  }

  private hold(address: string, id: string): void {
    const streams = this.held.get(address) ?? new Set<string>();
    streams.add(id);
    this.held.set(address, streams);
  }

  private async renew(): Promise<void> {
    const limitStore = this.options.limitStore;
    if (!this.shared || !limitStore?.useRedis()) return;
    const shared = this.shared;
    // Every renewal is sent before any later release, on the same connection, so a release is never undone.
    const renewals = [...this.held].map(([address, ids]) => shared.renew(address, ids));
    try {
      await Promise.all(renewals);
    } catch (error) {
      limitStore.failed(error);
    }
  }
}
