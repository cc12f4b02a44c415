import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { WEBHOOK_LOG_SIZE } from '@kataar/shared/webhook';
import type { Executor } from '../../db/client';
import { providers, providerWebhooks, webhookDeliveries } from '../../db/schema';

/** The provider's webhook with the provider's username (the payload names the provider by it). */
export async function selectWebhook(ex: Executor, providerId: string) {
  const [row] = await ex
    .select({ url: providerWebhooks.url, secret: providerWebhooks.secret, username: providers.username })
    .from(providerWebhooks)
    .innerJoin(providers, eq(providers.id, providerWebhooks.providerId))
    .where(eq(providerWebhooks.providerId, providerId));
  return row;
}

/** "The provider has a webhook", as a condition another statement (the outbox's insert) checks. */
export const hasWebhook = (providerId: string): SQL =>
  sql`exists (select 1 from ${providerWebhooks} where ${providerWebhooks.providerId} = ${providerId})`;

/** Sets the URL, keeping the secret of an existing webhook; answers the secret only when new. */
export async function upsertWebhookUrl(ex: Executor, providerId: string, url: string, newSecret: string) {
  const [row] = await ex
    .insert(providerWebhooks)
    .values({ providerId, url, secret: newSecret })
    .onConflictDoUpdate({ target: providerWebhooks.providerId, set: { url, updatedAt: new Date() } })
    .returning({ secret: providerWebhooks.secret });
  return row?.secret === newSecret ? newSecret : null;
}

export async function updateWebhookSecret(ex: Executor, providerId: string, secret: string) {
  const [row] = await ex
    .update(providerWebhooks)
    .set({ secret, updatedAt: new Date() })
    .where(eq(providerWebhooks.providerId, providerId))
    .returning({ url: providerWebhooks.url });
  return row?.url;
}

/** Removes the webhook and its delivery log; false when there was none. */
export async function deleteWebhook(ex: Executor, providerId: string): Promise<boolean> {
  await ex.delete(webhookDeliveries).where(eq(webhookDeliveries.providerId, providerId));
  const rows = await ex
    .delete(providerWebhooks)
    .where(eq(providerWebhooks.providerId, providerId))
    .returning({ providerId: providerWebhooks.providerId });
  return rows.length > 0;
}

type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** Logs one attempt and forgets the provider's attempts beyond the newest few. */
export async function insertDelivery(ex: Executor, delivery: NewDelivery): Promise<void> {
  await ex.insert(webhookDeliveries).values(delivery);
  const newest = ex
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.providerId, delivery.providerId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
  await ex
    .delete(webhookDeliveries)
    .where(and(eq(webhookDeliveries.providerId, delivery.providerId), notInArray(webhookDeliveries.id, newest)));
}

export function selectDeliveries(ex: Executor, providerId: string) {
  return ex
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.providerId, providerId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
}
