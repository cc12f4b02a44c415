import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queueEntries } from '../../db/schema';
import { eligibleAtDesk } from './desk-line';

/**
 * Locks an entry of this provider for a transfer, park or recall, with whether `userId` works a desk
 * it belongs to: the desk that called it, or a desk whose line it waits in. Undefined when the
 * provider has no such entry.
 */
export async function selectEntryForMove(ex: Executor, providerId: string, entryId: number, userId: string) {
  const [row] = await ex
    .select({
      id: queueEntries.id,
      status: queueEntries.status,
      serviceId: queueEntries.serviceId,
      calledDeskId: queueEntries.calledDeskId,
      parkedAt: queueEntries.parkedAt,
      consumerUserId: queueEntries.consumerUserId,
      consumerName: queueEntries.consumerName,
      token: queueEntries.token,
      atOwnDesk: sql<boolean>`exists (
        select 1 from desk_members m
        where m.user_id = ${userId}
          and (m.desk_id = "queue_entries"."called_desk_id"
            or ("queue_entries"."status" = 'waiting' and ${eligibleAtDesk(sql.raw('m.desk_id'))})))`,
    })
    .from(queueEntries)
    .where(and(eq(queueEntries.id, entryId), eq(queueEntries.providerId, providerId)))
    .for('update');
  return row;
}

/**
 * Puts an entry in another line, waiting, at its old place (joined_at is kept): at a desk (null:
 * "first available") for a service (null: any). A called person sent on (for a dressing, say) waits
 * again; a person already waiting elsewhere trips the one-waiting-entry unique index.
 */
export async function moveEntry(
  ex: Executor,
  entryId: number,
  line: { deskId: number | null; serviceId: number | null },
): Promise<void> {
  await ex
    .update(queueEntries)
    .set({
      status: 'waiting',
      endedAt: null,
      calledDeskId: null,
      parkedAt: null,
      deskId: line.deskId,
      serviceId: line.serviceId,
    })
    .where(eq(queueEntries.id, entryId));
}

/** Parks a called person (now) or calls a parked one back (a new call, timed now). */
export async function setParked(ex: Executor, entryId: number, parked: boolean): Promise<void> {
  await ex
    .update(queueEntries)
    .set(parked ? { parkedAt: sql`clock_timestamp()` } : { parkedAt: null, endedAt: sql`clock_timestamp()` })
    .where(eq(queueEntries.id, entryId));
}
