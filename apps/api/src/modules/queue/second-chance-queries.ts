import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providers, queueEntries } from '../../db/schema';

// Queries behind no-shows and rejoins. Times are compared in code against the app's clock, so
// these only read and write rows.

/** People this provider's desk called at or after `since`, newest call first. */
export function selectCalledSince(ex: Executor, providerId: string, deskId: number, since: Date, limit: number) {
  return ex
    .select({
      id: queueEntries.id,
      consumerName: queueEntries.consumerName,
      token: queueEntries.token,
      calledAt: queueEntries.endedAt,
      parkedAt: queueEntries.parkedAt,
      // The letter of the desk the person chose, if any.
      tokenPrefix: sql<string | null>`(select d.token_prefix from desks d where d.id = ${queueEntries.deskId})`,
    })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.providerId, providerId),
        // Calls made before desks existed name no desk: the provider's one desk made them.
        or(eq(queueEntries.calledDeskId, deskId), isNull(queueEntries.calledDeskId)),
        eq(queueEntries.status, 'called'),
        isNotNull(queueEntries.endedAt),
        gte(queueEntries.endedAt, since),
      ),
    )
    .orderBy(desc(queueEntries.endedAt), desc(queueEntries.id))
    .limit(limit);
}

/** Locks an entry of this provider with its status and the time it was called (ended_at). */
export async function selectEntryForNoShow(ex: Executor, providerId: string, entryId: number) {
  const [row] = await ex
    .select({ status: queueEntries.status, endedAt: queueEntries.endedAt })
    .from(queueEntries)
    .where(and(eq(queueEntries.id, entryId), eq(queueEntries.providerId, providerId)))
    .for('update');
  return row;
}

/** A called entry becomes a no-show; ended_at keeps the time of the call. */
export async function markNoShow(ex: Executor, entryId: number, at: Date): Promise<void> {
  await ex
    .update(queueEntries)
    .set({ status: 'no_show', noShowAt: at })
    .where(and(eq(queueEntries.id, entryId), eq(queueEntries.status, 'called')));
}

/** When a removed or no-show entry lost its place: the no-show mark, or the removal. */
const placeLostAt = sql<Date>`coalesce(${queueEntries.noShowAt}, ${queueEntries.endedAt})`;

/**
 * The user's most recent removed or no-show entry, in the provider's queue when a username is
 * given, otherwise in any queue, locked, with its provider's open state; undefined when they never
 * lost a place there.
 */
export async function selectRejoinCandidate(ex: Executor, userId: string, username: string | undefined) {
  const [row] = await ex
    .select({
      id: queueEntries.id,
      providerId: queueEntries.providerId,
      endedAt: queueEntries.endedAt,
      noShowAt: queueEntries.noShowAt,
      rejoinedAt: queueEntries.rejoinedAt,
      isOpen: providers.isOpen,
      businessName: providers.businessName,
    })
    .from(queueEntries)
    .innerJoin(providers, eq(providers.id, queueEntries.providerId))
    .where(
      and(
        eq(queueEntries.consumerUserId, userId),
        inArray(queueEntries.status, ['removed', 'no_show']),
        isNotNull(queueEntries.endedAt),
        username === undefined ? undefined : eq(providers.username, username.toLowerCase()),
      ),
    )
    .orderBy(desc(placeLostAt), desc(queueEntries.id))
    .limit(1)
    .for('update', { of: queueEntries });
  return row;
}

/**
 * The entry waits again. joined_at and the token are untouched, so it stands where it stood in the
 * (joined_at, id) order: behind those who joined earlier and still wait, ahead of later joiners.
 * A person already waiting anywhere trips the one-waiting-entry unique index.
 */
export async function markRejoined(ex: Executor, entryId: number, at: Date): Promise<void> {
  await ex
    .update(queueEntries)
    .set({ status: 'waiting', endedAt: null, noShowAt: null, rejoinedAt: at })
    .where(and(eq(queueEntries.id, entryId), inArray(queueEntries.status, ['removed', 'no_show'])));
}
