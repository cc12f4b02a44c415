import { kolkataDate } from '@kataar/shared/analytics';
import { CHECK_IN_GRACE_MINUTES, istIso } from '@kataar/shared/appointments';
import { MESSAGES } from '@kataar/shared/messages';
import {
  QUEUE_MESSAGES,
  UNDO_WINDOW_SECONDS,
  alreadyInQueueAtMessage,
  providerClosedMessage,
  queuePausedMessage,
  type CustomerDetails,
  type MyQueue,
  type PopAnswer,
  type QueueEntry,
  type QueueOverview,
} from '@kataar/shared/queue';
import type { EntryWebhookEvent } from '@kataar/shared/webhook';
import { deskPausedMessage, deskClosedMessage, deskTokenLabel } from '@kataar/shared/desk-line';
import type { Db, Executor } from '../../db/client';
import { CHANNELS } from '../../lib/change-bus';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import type { WithChange } from '../../lib/with-change';
import type { MemberRole } from '../../lib/auth-guard';
import { checkLineChoice, deskForAction } from './desk-choice';
import {
  callFirstWaiting,
  deleteWaitingEntry,
  insertEntry,
  markLeft,
  markRemoved,
  markWaitingAgain,
  selectEntryFacts,
  selectEntryForUndo,
  selectJoinTarget,
  selectQueueRunning,
  selectWaitingEntries,
  selectWaitingProviderOf,
  selectWaitingHead,
} from './queue-queries';
import type { QueueAlerts } from '../notifications/notifications-service';
import { NEAR_POSITION_MAX } from '@kataar/shared/notifications';
import { setQueueRunning } from '../providers/provider-service';
import type { QueueReadModel } from './queue-read-model';
import { recordEntryEvent } from '../webhooks/webhook-event-service';

/**
 * The unique index that refuses a second queue a person joins themselves, in any business (a desk's
 * check-in of their booking is not counted).
 */
export const ONE_WAITING_PER_USER = 'queue_entries_one_waiting_per_user';

/**
 * The refusal for someone who already waits elsewhere: it names that queue, so the person knows
 * where to go to leave it (the generic sentence only if they left it meanwhile).
 */
export async function alreadyWaitingConflict(db: Executor, userId: string): Promise<Conflict> {
  const other = await selectWaitingProviderOf(db, userId);
  return new Conflict(other ? alreadyInQueueAtMessage(other.businessName) : QUEUE_MESSAGES.alreadyInQueue);
}

export interface QueueServiceDeps {
  db: Db;
  queues: QueueReadModel;
  withChange: WithChange;
  /** The clock that decides the India day of a token (tests move it past midnight). */
  now: () => Date;
  /** Alerts (push, mail, WhatsApp) written in the same transaction as the change they are about. */
  alerts: QueueAlerts;
}

/** The waiting people an alert about their place may concern: no one chooses a "near" beyond this. */
const alertHead = (tx: Executor, providerId: string) => selectWaitingHead(tx, providerId, NEAR_POSITION_MAX);

/** Tells everyone waiting at the provider that it closed (the providers module calls this on close). */
export async function alertQueueClosed(tx: Executor, alerts: QueueAlerts, providerId: string): Promise<void> {
  await alerts.paused(tx, providerId, await selectWaitingEntries(tx, providerId), 'closed');
}

export type QueueService = ReturnType<typeof createQueueService>;

/** The member acting at the desk, and the desk they name (none: their own, see deskForAction). */
export interface DeskActor {
  providerId: string;
  userId: string;
  role: MemberRole;
  deskId?: number | undefined;
}

/**
 * The place in line of a booking that checks in at `arrival`: as though it had joined at its slot's
 * start when it comes by the start plus the grace, else at its arrival. Someone who comes early keeps
 * the earlier time, so a 10:30 booking arriving at 10:20 goes after a walk-in of 10:10 and before
 * one of 10:25; arriving at 10:40 it still goes before walk-ins of 10:30–10:40; at 10:50 it queues
 * from 10:50.
 */
export function checkInPlace(slotStart: Date, arrival: Date): Date {
  const graceEnd = slotStart.getTime() + CHECK_IN_GRACE_MINUTES * 60_000;
  if (arrival.getTime() > graceEnd) return arrival;
  return arrival.getTime() < slotStart.getTime() ? arrival : slotStart;
}

export interface AppointmentArrival {
  providerId: string;
  consumerUserId: string;
  details: CustomerDetails;
  slotStart: Date;
  arrival: Date;
}

/**
 * A booking that arrived joins the provider's waiting list (source `appointment`) at its place (see
 * checkInPlace), with the day's next token, the queue's webhook event and alerts, inside the
 * caller's transaction. The caller announces `queue_changed`. The person may be waiting in another
 * queue they joined themselves: they are at this desk now, and the desk is never told where else.
 */
export async function checkInAppointment(
  tx: Executor,
  alerts: QueueAlerts,
  arrival: AppointmentArrival,
  tokenDay: string,
): Promise<{ id: number; token: number }> {
  const { providerId, consumerUserId, details } = arrival;
  const entry = await insertEntry(tx, providerId, consumerUserId, details, tokenDay, {
    joinedAt: checkInPlace(arrival.slotStart, arrival.arrival),
    appointmentAt: arrival.slotStart,
  });
  await webhookEvent(tx, providerId, 'entry.joined', entry.id);
  await alerts.joined(
    tx,
    providerId,
    {
      ...entry,
      consumerUserId,
      phone: details.consumer_contact,
      whatsappUpdates: details.whatsapp_updates === true,
    },
    await alertHead(tx, providerId),
  );
  return entry;
}

/**
 * Takes back a check-in the desk made by mistake, inside the caller's transaction (which has already
 * let go of the entry from its booking): the entry leaves the waiting list as though it had never
 * joined, so the person is shown no "removed" and offered no place back, and the day's figures do
 * not count it. The provider's webhook hears `entry.removed`; people behind move up. Only while the
 * entry still waits: false once it was called, removed or left. The caller announces `queue_changed`.
 */
export async function withdrawAppointmentEntry(
  tx: Executor,
  alerts: QueueAlerts,
  providerId: string,
  entryId: number,
): Promise<boolean> {
  const entry = await selectEntryForUndo(tx, providerId, entryId);
  if (entry?.status !== 'waiting') return false;
  await webhookEvent(tx, providerId, 'entry.removed', entryId);
  await deleteWaitingEntry(tx, providerId, entryId);
  await alerts.movedForward(tx, providerId, await alertHead(tx, providerId));
  return true;
}

/** A join or rejoin refused by the one-waiting-entry index: its 409, naming the queue the person waits in. */
export async function waitingElsewhere(db: Db, err: unknown, userId: string): Promise<Conflict | undefined> {
  return isUniqueViolation(err, ONE_WAITING_PER_USER) ? alreadyWaitingConflict(db, userId) : undefined;
}

/** Tells the provider's webhook (if it has one) about an entry, in the transaction of the change. */
const webhookEvent = (tx: Executor, providerId: string, event: EntryWebhookEvent, entryId: number) =>
  recordEntryEvent(tx, providerId, event, () => selectEntryFacts(tx, entryId));
/** The overview a consumer gets after their own write, from memory that has caught up with it. */
export async function callerOverview(queues: QueueReadModel, providerId: string, userId: string) {
  const state = await queues.getById(providerId);
  if (!state) throw new NotFound(MESSAGES.providerNotFound);
  return queues.overview(state, userId);
}

/**
 * The queue's writes. Each runs through `withChange`: one transaction that announces
 * `queue_changed` before it commits, then this process's read model catches up, so the caller's
 * next read agrees. Entries are never deleted: they move from waiting to called, removed or left,
 * with ended_at.
 */
export function createQueueService({ db, queues, withChange, now, alerts }: QueueServiceDeps) {
  const { queueChanged } = CHANNELS;
  /** Tokens restart at midnight in India. */
  const tokenDay = () => kolkataDate(now());

  /** A waiting list, first in line first, with positions: the provider's whole line or one desk's. */
  const waitingEntries = async (providerId: string, deskId?: number): Promise<QueueEntry[]> => {
    const rows = await selectWaitingEntries(db, providerId, deskId);
    return rows.map((row, i) => ({
      id: row.id,
      consumer_name: row.consumerName,
      consumer_age: row.consumerAge,
      consumer_gender: row.consumerGender,
      consumer_contact: row.consumerContact,
      consumer_position: i + 1,
      token: row.token,
      appointment_at: row.appointmentAt ? istIso(row.appointmentAt) : null,
      desk: row.deskId !== null && row.deskName !== null ? { id: row.deskId, name: row.deskName } : null,
      service: row.serviceId !== null && row.serviceName !== null ? { id: row.serviceId, name: row.serviceName } : null,
      token_label: deskTokenLabel(row.token, row.tokenPrefix),
      note: row.note,
    }));
  };

  return {
    /** Puts a signed-in consumer at the end of a provider's queue; answers their new overview. */
    async join(userId: string, username: string, details: CustomerDetails): Promise<QueueOverview> {
      let providerId: string;
      try {
        providerId = await withChange(async (tx, announce) => {
          const provider = await selectJoinTarget(tx, username.toLowerCase());
          if (!provider) throw new NotFound(MESSAGES.providerNotFound);
          if (!provider.isOpen) throw new Conflict(providerClosedMessage(provider.businessName));
          if (!provider.queueRunning) throw new Conflict(queuePausedMessage(provider.businessName));
          const line = await checkLineChoice(tx, provider.id, details, false);
          // The partial unique index (one waiting entry per user) decides races between joins.
          const entry = await insertEntry(tx, provider.id, userId, details, tokenDay(), undefined, {
            deskId: line.desk?.id ?? null,
            serviceId: line.service?.id ?? null,
          });
          await webhookEvent(tx, provider.id, 'entry.joined', entry.id);
          await alerts.joined(
            tx,
            provider.id,
            {
              ...entry,
              consumerUserId: userId,
              phone: details.consumer_contact,
              whatsappUpdates: details.whatsapp_updates === true,
            },
            await alertHead(tx, provider.id),
          );
          await announce(queueChanged, provider.id);
          return provider.id;
        });
      } catch (err) {
        // Name the queue, so the person knows where to go to leave it.
        throw (await waitingElsewhere(db, err, userId)) ?? err;
      }
      return callerOverview(queues, providerId, userId);
    },

    /**
     * Where the consumer waits, with their place read from the queue's in-memory state; null when
     * they wait nowhere. The queue they joined themselves comes before a desk's check-in of their
     * booking; one indexed lookup finds it (the waiting-user index).
     */
    async mine(userId: string): Promise<MyQueue | null> {
      const waitingAt = await selectWaitingProviderOf(db, userId);
      if (!waitingAt) return null;
      let state = await queues.getById(waitingAt.providerId);
      // Joined a moment ago on another process and this one has not caught up yet: catch up once.
      if (state && !state.positionByUser.has(userId)) state = await queues.afterWrite(waitingAt.providerId);
      const overview = state && queues.overview(state, userId);
      if (!state || !overview?.position || overview.token === null || overview.eta_minutes === null) return null;
      return {
        username: state.username,
        business_name: state.businessName,
        position: overview.position,
        token: overview.token,
        eta_minutes: overview.eta_minutes,
        status: !state.isOpen ? 'closed' : state.queueRunning ? 'waiting' : 'paused',
      };
    },

    /** Takes the consumer out of whichever queue they wait in. */
    async leave(userId: string): Promise<void> {
      await withChange(async (tx, announce) => {
        const left = await markLeft(tx, userId);
        if (!left) throw new NotFound(QUEUE_MESSAGES.notInQueue);
        await webhookEvent(tx, left.providerId, 'entry.left', left.id);
        await alerts.movedForward(tx, left.providerId, await alertHead(tx, left.providerId));
        await announce(queueChanged, left.providerId);
      });
    },

    /**
     * Calls the first person of the desk's line; concurrent pops, at any desks, never call the same
     * one. A desk that is closed or paused on its own calls nobody (the provider's pause stops joins only).
     */
    async pop(actor: DeskActor): Promise<PopAnswer['data']> {
      const { providerId } = actor;
      const called = await withChange(async (tx, announce) => {
        const desk = await deskForAction(tx, actor, actor.deskId);
        if (!desk.isOpen) throw new Conflict(deskClosedMessage(desk.name));
        if (!desk.queueRunning) throw new Conflict(deskPausedMessage(desk.name));
        const first = await callFirstWaiting(tx, providerId, desk.id);
        if (!first) throw new Conflict(QUEUE_MESSAGES.queueEmpty);
        await webhookEvent(tx, providerId, 'entry.called', first.id);
        await alerts.called(tx, providerId, {
          ...first,
          deskName: desk.several ? desk.name : null,
          tokenLabel: deskTokenLabel(first.token, first.deskId === null ? null : desk.tokenPrefix),
        });
        await alerts.movedForward(tx, providerId, await alertHead(tx, providerId));
        await announce(queueChanged, providerId);
        return { ...first, desk };
      });
      return {
        id: called.id,
        consumer_name: called.consumerName,
        token: called.token,
        desk: { id: called.desk.id, name: called.desk.name },
        token_label: deskTokenLabel(called.token, called.deskId === null ? null : called.desk.tokenPrefix),
      };
    },

    /** Removes a waiting entry of the provider's own queue; anything else is not found. */
    async remove(providerId: string, entryId: number): Promise<void> {
      await withChange(async (tx, announce) => {
        const removed = await markRemoved(tx, providerId, entryId);
        if (!removed) throw new NotFound(QUEUE_MESSAGES.entryNotFound);
        await webhookEvent(tx, providerId, 'entry.removed', entryId);
        await alerts.removed(tx, providerId, removed);
        await alerts.movedForward(tx, providerId, await alertHead(tx, providerId));
        await announce(queueChanged, providerId);
      });
    },

    /**
     * Undoes a POP or a removal made moments ago: the entry waits again at its old place, in one
     * transaction that tells every viewer. Refused (409) once the window has passed or when the
     * person has joined another queue meanwhile.
     */
    async undo(providerId: string, entryId: number): Promise<QueueEntry> {
      try {
        await withChange(async (tx, announce) => {
          const entry = await selectEntryForUndo(tx, providerId, entryId);
          if (!entry) throw new NotFound(QUEUE_MESSAGES.undoNotFound);
          if (entry.status !== 'called' && entry.status !== 'removed') throw new Conflict(QUEUE_MESSAGES.undoNotFound);
          if (entry.endedSecondsAgo === null || entry.endedSecondsAgo > UNDO_WINDOW_SECONDS) {
            throw new Conflict(QUEUE_MESSAGES.undoTooLate);
          }
          await markWaitingAgain(tx, providerId, entryId);
          await announce(queueChanged, providerId);
        });
      } catch (err) {
        if (isUniqueViolation(err, ONE_WAITING_PER_USER)) throw new Conflict(QUEUE_MESSAGES.undoJoinedElsewhere);
        throw err;
      }
      const list = await waitingEntries(providerId);
      const restored = list.find((entry) => entry.id === entryId);
      if (!restored) throw new NotFound(QUEUE_MESSAGES.undoNotFound);
      return restored;
    },

    /** Adds a walk-in (no account) at the end of the provider's queue, paused or closed alike. */
    async add(providerId: string, details: CustomerDetails): Promise<QueueEntry> {
      const { id, token, line } = await withChange(async (tx, announce) => {
        const line = await checkLineChoice(tx, providerId, details, true);
        const entry = await insertEntry(tx, providerId, null, details, tokenDay(), undefined, {
          deskId: line.desk?.id ?? null,
          serviceId: line.service?.id ?? null,
        });
        await webhookEvent(tx, providerId, 'entry.joined', entry.id);
        await announce(queueChanged, providerId);
        return { ...entry, line };
      });
      const state = await queues.getById(providerId);
      const index = state?.ids.indexOf(id) ?? -1;
      return {
        id,
        consumer_name: details.consumer_name,
        consumer_age: details.consumer_age,
        consumer_gender: details.consumer_gender,
        consumer_contact: details.consumer_contact,
        // The place in the line the walk-in waits in (with one desk, the whole list).
        consumer_position: index >= 0 ? (state?.linePositions[index] ?? index + 1) : (state?.ids.length ?? 1),
        token,
        appointment_at: null,
        desk: line.desk && { id: line.desk.id, name: line.desk.name },
        service: line.service,
        token_label: deskTokenLabel(token, line.desk?.tokenPrefix),
        note: details.note?.trim() || null,
      };
    },

    /** The waiting list of the actor's desk (for a one-desk provider, everyone waiting). */
    async entries(actor: DeskActor): Promise<QueueEntry[]> {
      const desk = await deskForAction(db, actor, actor.deskId);
      return waitingEntries(actor.providerId, desk.id);
    },

    async status(providerId: string): Promise<boolean> {
      const running = await selectQueueRunning(db, providerId);
      if (running === undefined) throw new NotFound(MESSAGES.providerNotFound);
      return running;
    },

    /** Pauses (false) or resumes (true) joining; the queue itself and popping are unaffected. */
    async setStatus(providerId: string, running: boolean): Promise<boolean> {
      await withChange(async (tx, announce) => {
        const wasRunning = await selectQueueRunning(tx, providerId);
        await setQueueRunning(tx, providerId, running);
        if (wasRunning && !running) {
          await alerts.paused(tx, providerId, await selectWaitingEntries(tx, providerId), 'paused');
        }
        await announce(queueChanged, providerId);
      });
      return running;
    },
  };
}
