import type { Db, Executor } from '../db/client';
import { publishChange, type Channel } from './change-bus';
import { isTransientConflict } from './db-errors';

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

/** Runs of a write that PostgreSQL aborted as a deadlock or serialization failure, before giving up. */
const MAX_ATTEMPTS = 5;

/**
 * The one write path for data the read models hold. `write` runs in a transaction; every change it
 * announces is published with pg_notify inside that transaction, so every process hears it only if
 * it commits. After the commit this process's read models catch up before the caller goes on, so
 * the caller's next read shows its own write.
 *
 * A transaction that PostgreSQL aborted because it deadlocked with another, or could not be
 * serialised beside it, changed nothing; it runs again (up to 5 times, after a short random pause
 * that grows), so two desks and a crowd joining at the same moment all get their answer, not a 500.
 */
export function createWithChange(db: Db, readModels: readonly ReadModel[]): WithChange {
  return async (write) => {
    for (let attempt = 1; ; attempt++) {
      const changes: { channel: Channel; providerId: string }[] = [];
      try {
        const result = await db.transaction((tx) =>
          write(tx, async (channel, providerId) => {
            await publishChange(tx, channel, providerId);
            changes.push({ channel, providerId });
          }),
        );
        await Promise.all(changes.flatMap((c) => readModels.map((model) => model.caughtUp(c.channel, c.providerId))));
        return result;
      } catch (err) {
        if (attempt >= MAX_ATTEMPTS || !isTransientConflict(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
      }
    }
  };
}
