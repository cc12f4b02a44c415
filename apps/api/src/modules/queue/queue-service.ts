import { MESSAGES } from '@kataar/shared/messages';
import {
  QUEUE_MESSAGES,
  UNDO_WINDOW_SECONDS,
  providerClosedMessage,
  queuePausedMessage,
  type CustomerDetails,
  type QueueEntry,
  type QueueOverview,
} from '@kataar/shared/queue';
import type { Db } from '../../db/client';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { Conflict, NotFound } from '../../lib/errors';
import {
  callFirstWaiting,
  insertEntry,
  isUniqueViolation,
  markLeft,
  markRemoved,
  markWaitingAgain,
  selectEntryForUndo,
  selectJoinTarget,
  selectQueueRunning,
  selectWaitingEntries,
  updateQueueRunning,
} from './queue-queries';
import type { QueueReadModel } from './queue-read-model';

export interface QueueServiceDeps {
  db: Db;
  queues: QueueReadModel;
}

export type QueueService = ReturnType<typeof createQueueService>;

/**
 * The queue's writes. Each runs in one transaction that publishes `queue_changed` before it
 * commits, then waits until this process's read model shows it, so the caller's next read agrees.
 * Entries are never deleted: they move from waiting to called, removed or left, with ended_at.
 */
export function createQueueService({ db, queues }: QueueServiceDeps) {
  const changed = (tx: Db, providerId: string) => publishChange(tx, CHANNELS.queueChanged, providerId);

  /** The provider's waiting list, first in line first, with positions. */
  const waitingEntries = async (providerId: string): Promise<QueueEntry[]> => {
    const rows = await selectWaitingEntries(db, providerId);
    return rows.map((row, i) => ({
      id: row.id,
      consumer_name: row.consumerName,
      consumer_age: row.consumerAge,
      consumer_gender: row.consumerGender,
      consumer_contact: row.consumerContact,
      consumer_position: i + 1,
    }));
  };

  return {
    /** Puts a signed-in consumer at the end of a provider's queue; answers their new overview. */
    async join(userId: string, username: string, details: CustomerDetails): Promise<QueueOverview> {
      let providerId: string;
      try {
        providerId = await db.transaction(async (tx) => {
          const provider = await selectJoinTarget(tx, username.toLowerCase());
          if (!provider) throw new NotFound(MESSAGES.providerNotFound);
          if (!provider.isOpen) throw new Conflict(providerClosedMessage(provider.businessName));
          if (!provider.queueRunning) throw new Conflict(queuePausedMessage(provider.businessName));
          // The partial unique index (one waiting entry per user) decides races between joins.
          await insertEntry(tx, provider.id, userId, details);
          await changed(tx, provider.id);
          return provider.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new Conflict(QUEUE_MESSAGES.alreadyInQueue);
        throw err;
      }
      const state = await queues.afterWrite(providerId);
      if (!state) throw new NotFound(MESSAGES.providerNotFound);
      return queues.overview(state, userId);
    },

    /** Takes the consumer out of whichever queue they wait in. */
    async leave(userId: string): Promise<void> {
      const providerId = await db.transaction(async (tx) => {
        const left = await markLeft(tx, userId);
        if (!left) throw new NotFound(QUEUE_MESSAGES.notInQueue);
        await changed(tx, left);
        return left;
      });
      await queues.afterWrite(providerId);
    },

    /** Calls the first waiting person; concurrent pops never call the same one. */
    async pop(providerId: string): Promise<{ id: number; consumer_name: string }> {
      const called = await db.transaction(async (tx) => {
        const first = await callFirstWaiting(tx, providerId);
        if (!first) throw new Conflict(QUEUE_MESSAGES.queueEmpty);
        await changed(tx, providerId);
        return first;
      });
      await queues.afterWrite(providerId);
      return { id: called.id, consumer_name: called.consumerName };
    },

    /** Removes a waiting entry of the provider's own queue; anything else is not found. */
    async remove(providerId: string, entryId: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await markRemoved(tx, providerId, entryId))) throw new NotFound(QUEUE_MESSAGES.entryNotFound);
        await changed(tx, providerId);
      });
      await queues.afterWrite(providerId);
    },

    /**
     * Undoes a POP or a removal made moments ago: the entry waits again at its old place, in one
     * transaction that tells every viewer. Refused (409) once the window has passed or when the
     * person has joined another queue meanwhile.
     */
    async undo(providerId: string, entryId: number): Promise<QueueEntry> {
      try {
        await db.transaction(async (tx) => {
          const entry = await selectEntryForUndo(tx, providerId, entryId);
          if (!entry) throw new NotFound(QUEUE_MESSAGES.undoNotFound);
          if (entry.status !== 'called' && entry.status !== 'removed') throw new Conflict(QUEUE_MESSAGES.undoNotFound);
          if (entry.endedSecondsAgo === null || entry.endedSecondsAgo > UNDO_WINDOW_SECONDS) {
            throw new Conflict(QUEUE_MESSAGES.undoTooLate);
          }
          await markWaitingAgain(tx, providerId, entryId);
          await changed(tx, providerId);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new Conflict(QUEUE_MESSAGES.undoJoinedElsewhere);
        throw err;
      }
      await queues.afterWrite(providerId);
      const list = await waitingEntries(providerId);
      const restored = list.find((entry) => entry.id === entryId);
      if (!restored) throw new NotFound(QUEUE_MESSAGES.undoNotFound);
      return restored;
    },

    /** Adds a walk-in (no account) at the end of the provider's queue, paused or closed alike. */
    async add(providerId: string, details: CustomerDetails): Promise<QueueEntry> {
      const { id } = await db.transaction(async (tx) => {
        const entry = await insertEntry(tx, providerId, null, details);
        await changed(tx, providerId);
        return entry;
      });
      const state = await queues.afterWrite(providerId);
      const index = state?.ids.indexOf(id) ?? -1;
      return {
        id,
        consumer_name: details.consumer_name,
        consumer_age: details.consumer_age,
        consumer_gender: details.consumer_gender,
        consumer_contact: details.consumer_contact,
        consumer_position: index >= 0 ? index + 1 : (state?.ids.length ?? 1),
      };
    },

    entries: waitingEntries,

    async status(providerId: string): Promise<boolean> {
      const running = await selectQueueRunning(db, providerId);
      if (running === undefined) throw new NotFound(MESSAGES.providerNotFound);
      return running;
    },

    /** Pauses (false) or resumes (true) joining; the queue itself and popping are unaffected. */
    async setStatus(providerId: string, running: boolean): Promise<boolean> {
      await db.transaction(async (tx) => {
        await updateQueueRunning(tx, providerId, running);
        await changed(tx, providerId);
      });
      await queues.afterWrite(providerId);
      return running;
    },
  };
}
