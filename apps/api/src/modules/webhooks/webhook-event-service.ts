import type { QueueSource } from '@kataar/shared/queue';
import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookPayload } from '@kataar/shared/webhook';
import type { Executor } from '../../db/client';
import { enqueue } from '../outbox/outbox-service';
import { selectWebhook } from './webhook-queries';
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
}

/** An outbox row of the webhook channel: the exact bytes to sign and send, and whom they are for. */
export interface WebhookMessage {
  providerId: string;
  eventId: string;
  event: WebhookEvent;
  body: string;
}

const STATUS_AFTER: Record<WebhookEvent, WebhookPayload['entry']['status']> = {
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
  event: WebhookEvent,
  entry: () => Promise<EntryFacts | undefined>,
): Promise<void> {
  const webhook = await selectWebhook(tx, providerId);
  if (!webhook) return;
  const facts = await entry();
  if (!facts) return;
  const eventId = randomUUID();
  const payload: WebhookPayload = {
    id: eventId,
    event,
    created_at: new Date().toISOString(),
    provider: { username: webhook.username },
    entry: {
      id: facts.id,
      token: facts.token,
      position: event === 'entry.joined' ? facts.position : null,
      consumer_name: facts.consumerName,
      consumer_contact: facts.consumerContact,
      source: facts.source,
      status: STATUS_AFTER[event],
    },
  };
  // The body is stored as text, so every retry sends (and signs) the very same bytes.
  const message: WebhookMessage = { providerId, eventId, event, body: JSON.stringify(payload) };
  await enqueue(tx, {
    channel: WEBHOOK_CHANNEL,
    dedupeKey: `webhook:${eventId}`,
    payload: message,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });
}
