import type { QueueSource } from '@kataar/shared/queue';
import { randomUUID } from 'node:crypto';
import { deskTokenLabel } from '@kataar/shared/desk-line';
import type {
  AppointmentWebhookEvent,
  AppointmentWebhookPayload,
  EntryWebhookEvent,
  EntryWebhookPayload,
  WebhookEvent,
} from '@kataar/shared/webhook';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { enqueue, type OutboxMessage } from '../outbox/outbox-service';
import { hasWebhook, selectWebhook } from './webhook-queries';
import { WEBHOOK_MAX_ATTEMPTS } from './webhook-sender';

/** The outbox channel whose handler posts provider webhooks. */
export const WEBHOOK_CHANNEL = 'webhook';

/** What the queue knows about the entry an event is about. */
export interface EntryFacts {
  id: number;
  token: number;
  consumerName: string;
  consumerContact: string;
  source: QueueSource;
  position: number | null;
  /** The desk that called the person, else the one they chose; null while "first available" waits. */
  desk: { id: number; name: string; token_prefix: string | null } | null;
  /** Whether the person chose that desk (then their token carries its letter). */
  chosenDesk: boolean;
}

/** An outbox row of the webhook channel: the exact bytes to sign and send, and whom they are for. */
export interface WebhookMessage {
  providerId: string;
  eventId: string;
  event: WebhookEvent;
  body: string;
}

const STATUS_AFTER: Record<EntryWebhookEvent, EntryWebhookPayload['entry']['status']> = {
  'entry.joined': 'waiting',
  'entry.called': 'called',
  'entry.removed': 'removed',
  'entry.left': 'left',
  'entry.no_show': 'no_show',
};

/**
 * Called by the queue inside the transaction of a change: when the provider has a webhook, writes
 * the event to the outbox, so it is sent exactly when (and only if) the change commits. `entry` is
 * read only then, so queues without a webhook pay one indexed lookup.
 */
export async function recordEntryEvent(
  tx: Executor,
  providerId: string,
  event: EntryWebhookEvent,
  entry: () => Promise<EntryFacts | undefined>,
): Promise<void> {
  const webhook = await selectWebhook(tx, providerId);
  if (!webhook) return;
  const facts = await entry();
  if (!facts) return;
  const eventId = randomUUID();
  const payload: EntryWebhookPayload = {
    id: eventId,
    event,
    created_at: new Date().toISOString(),
    provider: { username: webhook.username },
    entry: {
      id: facts.id,
      token: facts.token,
      token_label: deskTokenLabel(facts.token, facts.chosenDesk ? facts.desk?.token_prefix : null),
      desk: facts.desk && { id: facts.desk.id, name: facts.desk.name },
      position: event === 'entry.joined' ? facts.position : null,
      consumer_name: facts.consumerName,
      consumer_contact: facts.consumerContact,
      source: facts.source,
      status: STATUS_AFTER[event],
    },
  };
  await enqueue(tx, eventMessage(providerId, eventId, event, payload));
}

/** One event's outbox message; the body is stored as text, so every retry sends (and signs) the same bytes. */
function eventMessage(providerId: string, eventId: string, event: WebhookEvent, payload: object): OutboxMessage {
  const message: WebhookMessage = { providerId, eventId, event, body: JSON.stringify(payload) };
  return {
    channel: WEBHOOK_CHANNEL,
    dedupeKey: `webhook:${eventId}`,
    payload: message,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  };
}

type AppointmentEvent = Parameters<AppContext['appointmentEvents']['emit']>[1];

/** Which booking changes the provider's webhook hears about, and as what. */
const APPOINTMENT_EVENT_NAMES: Partial<Record<AppointmentEvent['kind'], AppointmentWebhookEvent>> = {
  booked: 'appointment.booked',
  // A booking that pays in advance is booked, for the provider's system, once the money came.
  payment_confirmed: 'appointment.booked',
  // A moved booking holds its new slot; `rescheduled_from` names the one it left.
  rescheduled: 'appointment.booked',
  cancelled: 'appointment.cancelled',
  checked_in: 'appointment.checked_in',
  // A check-in the desk took back: the booking is confirmed again and holds its slot, as after a move.
  check_in_undone: 'appointment.booked',
  no_show: 'appointment.no_show',
};

/** 2026-11-24T10:30:00+05:30: India time with its offset, as the booking answers give it. */
const indiaTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19) + '+05:30';

/**
 * Listens to booking changes (in their transaction) and answers the provider's webhook event as an
 * outbox message that the change's transaction writes only if the provider has a webhook: the check
 * is part of that insert, so a booking pays no lookup of its own. `usernameOf` names the provider
 * (from the providers read model). `booked` of a booking still awaiting its advance is not told: it
 * may never be paid.
 */
export function createAppointmentEventRecorder(usernameOf: (providerId: string) => string | undefined) {
  return async (_tx: Executor, change: AppointmentEvent): Promise<OutboxMessage[]> => {
    const event = APPOINTMENT_EVENT_NAMES[change.kind];
    const booking = change.appointment;
    if (!event) return [];
    if (event === 'appointment.booked' && booking.status !== 'confirmed') return [];
    const username = usernameOf(booking.providerId);
    if (username === undefined) return [];
    const eventId = randomUUID();
    const payload: AppointmentWebhookPayload = {
      id: eventId,
      event,
      created_at: new Date().toISOString(),
      provider: { username },
      appointment: {
        id: booking.id,
        reference: booking.reference,
        start: indiaTime(booking.startAt),
        end: indiaTime(booking.endAt),
        status: booking.status,
        consumer_name: booking.consumerName,
        consumer_contact: booking.consumerContact,
        payment: booking.payment,
        amount: booking.amountPaise,
        rescheduled_from:
          change.kind === 'rescheduled' && change.previousStart ? indiaTime(change.previousStart) : null,
        cancelled_by: booking.status === 'cancelled' ? booking.cancelledBy : null,
        cancel_reason: booking.status === 'cancelled' ? booking.cancelReason : null,
      },
    };
    return [{ ...eventMessage(booking.providerId, eventId, event, payload), onlyIf: hasWebhook(booking.providerId) }];
  };
}
