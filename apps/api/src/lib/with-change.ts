import type { Db, Executor } from '../db/client';
import { publishChange, type Channel } from './change-bus';

/** An in-memory read model that follows the change channels. */
export interface ReadModel {
  /**
   * Resolves once the model shows every write to this provider committed before the call. A model
   * that does not follow `channel`, or holds nothing of this provider, resolves at once.
   */
  caughtUp(channel: Channel, providerId: string): Promise<unknown>;
}

/** Announces, from inside the writing transaction, that a provider (or its queue) changed. */
export type Announce = (channel: Channel, providerId: string) => Promise<void>;

export type WithChange = <T>(write: (tx: Executor, announce: Announce) => Promise<T>) => Promise<T>;

/**
 * The one write path for data the read models hold. `write` runs in a transaction; every change it
 * announces is published with pg_notify inside that transaction, so every process hears it only if
 * it commits. After the commit this process's read models catch up before the caller goes on, so
 * the caller's next read shows its own write.
 */
export function createWithChange(db: Db, readModels: readonly ReadModel[]): WithChange {
  return async (write) => {
    const changes: { channel: Channel; providerId: string }[] = [];
    const result = await db.transaction((tx) =>
      write(tx, async (channel, providerId) => {
        await publishChange(tx, channel, providerId);
        changes.push({ channel, providerId });
      }),
    );
    await Promise.all(changes.flatMap((c) => readModels.map((model) => model.caughtUp(c.channel, c.providerId))));
    return result;
  };
}
