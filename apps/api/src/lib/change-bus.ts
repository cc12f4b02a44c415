import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/** Channels this app publishes on. Payload: the provider id, except where noted. */
export const CHANNELS = {
  providerChanged: 'provider_changed',
  queueChanged: 'queue_changed',
  /**
   * A provider's appointment settings or bookings changed. Payload: the provider id, then a space and
   * the India day (YYYY-MM-DD) of the bookings that changed, when bookings did.
   */
  appointmentsChanged: 'appointments_changed',
  /** Payload: the id of a session that ended, whose access tokens every process must refuse. */
  sessionRevoked: 'session_revoked',
  /** Payload: empty. A transaction that committed messages to send; every dispatcher wakes. */
  outboxDue: 'outbox_due',
  /**
   * Payload: a provider id, a space, a user id. That person no longer works there; every process
   * ends their open streams of it, which carried what only members hear.
   */
  membershipEnded: 'membership_ended',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

type Handler = (payload: string) => void;

/**
 * Fans PostgreSQL notifications out to in-process subscribers. Every API process listens, so a
 * change written by any process reaches the read models and live streams of all of them.
 */
export interface ChangeBus {
  on(channel: Channel, handler: Handler): () => void;
  close(): Promise<void>;
}

export async function createChangeBus(database: Database): Promise<ChangeBus> {
  const handlers = new Map<Channel, Set<Handler>>();
  const stops = await Promise.all(
    Object.values(CHANNELS).map((channel) =>
      database.listen(channel, (payload) => {
        for (const handler of handlers.get(channel) ?? []) handler(payload);
      }),
    ),
  );
  return {
    on(channel, handler) {
      const set = handlers.get(channel) ?? new Set<Handler>();
      handlers.set(channel, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      // A database that is already gone has no listeners left to stop.
      await Promise.allSettled(stops.map((stop) => stop()));
    },
  };
}

/** Publishes a change inside the writer's transaction, so it is only heard if the write commits. */
export async function publishChange(db: Db, channel: Channel, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
