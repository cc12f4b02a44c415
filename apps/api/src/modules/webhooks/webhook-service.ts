import { randomBytes } from 'node:crypto';
import { WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookEvent, type WebhookSaved } from '@kataar/shared/webhook';
import type { Db } from '../../db/client';
import { NotFound, ValidationFailed } from '../../lib/errors';
import { AddressRefused, checkedAddresses } from './webhook-address';
import {
  deleteWebhook,
  selectDeliveries,
  selectWebhook,
  updateWebhookSecret,
  upsertWebhookUrl,
} from './webhook-queries';

/** 32 random bytes, hex: as strong as the HMAC-SHA256 key can use, and easy to paste. */
const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

export interface WebhookServiceDeps {
  db: Db;
  /** WEBHOOK_ALLOW_PRIVATE: private and loopback addresses are allowed (tests, self-hosting). */
  allowPrivate: boolean;
}

export type WebhookService = ReturnType<typeof createWebhookService>;

/** The owner's webhook settings: one URL per provider, its signing secret and the delivery log. */
export function createWebhookService({ db, allowPrivate }: WebhookServiceDeps) {
  /** Refuses a URL whose host does not resolve, or resolves to a private address, with a 400 on `url`. */
  const checkHost = async (url: string) => {
    try {
      await checkedAddresses(new URL(url).hostname, allowPrivate);
    } catch (err) {
      if (!(err instanceof AddressRefused)) throw err;
      const message = err.reason === 'private' ? WEBHOOK_MESSAGES.privateAddress : WEBHOOK_MESSAGES.unresolvable;
      throw new ValidationFailed({ url: [message] });
    }
  };

  return {
    async get(providerId: string): Promise<{ url: string } | null> {
      const webhook = await selectWebhook(db, providerId);
      return webhook ? { url: webhook.url } : null;
    },

    /** Sets or changes the URL. A new webhook gets a secret, shown only in this answer. */
    async save(providerId: string, url: string): Promise<WebhookSaved> {
      await checkHost(url);
      const secret = await upsertWebhookUrl(db, providerId, url, newSecret());
      return { url, secret };
    },

    /** Replaces the secret; requests signed from now on use the new one. */
    async rotate(providerId: string): Promise<WebhookSaved> {
      const secret = newSecret();
      const url = await updateWebhookSecret(db, providerId, secret);
      if (url === undefined) throw new NotFound(WEBHOOK_MESSAGES.notSet);
      return { url, secret };
    },

    async remove(providerId: string): Promise<void> {
      if (!(await deleteWebhook(db, providerId))) throw new NotFound(WEBHOOK_MESSAGES.notSet);
    },

    /** The newest attempts first. */
    async deliveries(providerId: string): Promise<WebhookDelivery[]> {
      const rows = await selectDeliveries(db, providerId);
      return rows.map((row) => ({
        id: row.eventId,
        event: row.event as WebhookEvent,
        attempt: row.attempt,
        status_code: row.statusCode,
        error: row.error,
        at: row.at.toISOString(),
      }));
    },
  };
}
