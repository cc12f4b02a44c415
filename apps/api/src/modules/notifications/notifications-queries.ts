import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Language } from '@kataar/shared/language';
import { nearAlerts, notificationPreferences, pushSubscriptions, users, whatsappConsents } from '../../db/schema';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function selectPreferences(ex: Executor, userIds: string[]): Promise<PreferencesRow[]> {
  if (userIds.length === 0) return [];
  return ex.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
}

export async function upsertPreferences(
  ex: Executor,
  userId: string,
  changes: Partial<Pick<PreferencesRow, 'nearPosition' | 'push' | 'email' | 'whatsapp'>>,
): Promise<PreferencesRow> {
  const [row] = await ex
    .insert(notificationPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return row;
}

/** Whom an alert goes to and how: what one statement reads of a person before their alert is written. */
export interface Recipient {
  email: string;
  language: Language | null;
  /** Undefined when the person never saved a choice (the defaults apply). */
  preferences: Omit<PreferencesRow, 'userId' | 'updatedAt'> | undefined;
  /** The person's push subscriptions (devices). */
  subscriptionIds: string[];
}

/**
 * The person's address, language, alert choices and devices in one statement: an alert is written
 * inside the change that causes it (a booking, a call), where every round trip lengthens the
 * transaction. The users table is only read here, never written.
 */
export async function selectRecipient(ex: Executor, userId: string): Promise<Recipient | undefined> {
  const rows = await ex
    .select({
      email: users.email,
      language: users.language,
      nearPosition: notificationPreferences.nearPosition,
      push: notificationPreferences.push,
      email_: notificationPreferences.email,
      whatsapp: notificationPreferences.whatsapp,
      subscriptionId: pushSubscriptions.id,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(eq(users.id, userId));
  const [first] = rows;
  if (!first) return undefined;
  const saved =
    first.nearPosition === null || first.push === null || first.email_ === null || first.whatsapp === null
      ? undefined
      : { nearPosition: first.nearPosition, push: first.push, email: first.email_, whatsapp: first.whatsapp };
  return {
    email: first.email,
    language: first.language,
    preferences: saved,
    subscriptionIds: rows.flatMap((r) => (r.subscriptionId ? [r.subscriptionId] : [])),
  };
}

export function selectSubscriptions(ex: Executor, userId: string): Promise<PushSubscriptionRow[]> {
  return ex.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function selectSubscription(ex: Executor, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await ex.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** One row per endpoint (device): subscribing again, or as another user on that device, replaces it. */
export async function upsertSubscription(
  ex: Executor,
  values: { userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<PushSubscriptionRow> {
  const [row] = await ex
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
    })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return row;
}

export async function deleteSubscription(ex: Executor, userId: string, endpoint: string): Promise<boolean> {
  const rows = await ex
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptionById(ex: Executor, id: string): Promise<void> {
  await ex.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function insertConsent(ex: Executor, values: { entryId: number; userId: string; phone: string }) {
  await ex.insert(whatsappConsents).values(values).onConflictDoNothing();
}

export async function selectConsent(ex: Executor, entryId: number) {
  const [row] = await ex.select().from(whatsappConsents).where(eq(whatsappConsents.entryId, entryId));
  return row;
}

/** Entries among these whose "near" alert has fired. */
export async function selectNearFired(ex: Executor, entryIds: number[]): Promise<Set<number>> {
  if (entryIds.length === 0) return new Set();
  const rows = await ex
    .select({ entryId: nearAlerts.entryId })
    .from(nearAlerts)
    .where(inArray(nearAlerts.entryId, entryIds));
  return new Set(rows.map((r) => r.entryId));
}

/** Records that "near" fired for the entry; false when it had already. */
export async function insertNearFired(ex: Executor, entryId: number): Promise<boolean> {
  const rows = await ex
    .insert(nearAlerts)
    .values({ entryId })
    .onConflictDoNothing()
    .returning({ entryId: nearAlerts.entryId });
  return rows.length > 0;
}
