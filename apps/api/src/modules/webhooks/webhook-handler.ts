import type { Agent } from 'node:https';
import type { Db } from '../../db/client';
import { PermanentFailure, type OutboxHandler } from '../outbox/outbox-service';
import type { WebhookMessage } from './webhook-event-service';
import { insertDelivery, selectWebhook } from './webhook-queries';
import { outcome, postWebhook, webhookBackoffMs } from './webhook-sender';

export interface WebhookHandlerDeps {
  db: Db;
  allowPrivate: boolean;
  agent: Agent | undefined;
}

/**
 * Sends the webhook channel's outbox rows. The URL and secret are read at each try, so a changed
 * URL or a rotated secret applies to retries too; every try goes into the provider's delivery log.
 */
export function createWebhookHandler({ db, allowPrivate, agent }: WebhookHandlerDeps): OutboxHandler {
  return {
    async send(payload, row, signal) {
      const message = payload as WebhookMessage;
      const webhook = await selectWebhook(db, message.providerId);
      if (!webhook) throw new PermanentFailure('the webhook was removed');
      const attempt = await postWebhook(
        {
          url: webhook.url,
          secret: webhook.secret,
          event: message.event,
          eventId: message.eventId,
          body: message.body,
        },
        { allowPrivate, agent, signal },
      );
      await insertDelivery(db, {
        providerId: message.providerId,
        eventId: message.eventId,
        event: message.event,
        attempt: row.attempts,
        statusCode: attempt.statusCode,
        error: attempt.error,
      });
      const result = outcome(attempt);
      const why = attempt.error ?? `the receiver answered ${attempt.statusCode}`;
      if (result === 'gone') throw new PermanentFailure(why);
      if (result === 'retry') throw new Error(why);
    },
    backoff: webhookBackoffMs,
  };
}
