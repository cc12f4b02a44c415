import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DISPLAY_NEXT_COUNT } from '@kataar/shared/display';
import type { CustomerDetails } from '@kataar/shared/queue';
import type { Db, Executor } from '../../db/client';
import { desks, providers, queueEntries, services } from '../../db/schema';
import { eligibleAtDesk } from './desk-line';

/** Calls further apart than this are breaks, not service; closer than the floor are no-shows. */
const MAX_SERVICE_GAP_SECONDS = 3600;
const MIN_SERVICE_GAP_SECONDS = 30;
/** The estimate uses the gaps between the last 20 calls of the last 14 days, once there are 3. */
const RECENT_CALLS = 21;
const MIN_GAPS = 3;

/** A first name on the waiting-room display is cut to this many characters. */
const DISPLAY_NAME_MAX = 20;

const waiting = eq(queueEntries.status, 'waiting');
// Qualified by hand: a one-table select prints its columns bare, which the subqueries would misread.
const providerIdRef = sql.raw('"providers"."id"');
const queueOrder = [asc(queueEntries.joinedAt), asc(queueEntries.id)] as const;
/** Midnight of today in India (fixed +05:30, no daylight saving), as a timestamp. */
const indiaMidnight = sql.raw(
  `(date_trunc('day', (now() at time zone 'UTC') + interval '5 hours 30 minutes') - interval '5 hours 30 minutes') at time zone 'UTC'`,
);

/** A waiting entry, in line order: [id, consumer_user_id, token, desk_id, service_id]. */
export type WaitingTuple = [number, string | null, number, number | null, number | null];
/**
 * A desk: [id, name, token_prefix, is_open, queue_running, ids of the services it offers, the token
 * it called last today and whether that person had chosen it (so the token carries its letter),
 * its own seconds per person (null for a provider's only desk, or without enough calls)].
 */
export type DeskTuple = [
  number,
  string,
  string | null,
  boolean,
  boolean,
  number[],
  number | null,
  boolean,
  number | null,
];
/** A service: [id, name, duration_minutes, price]. */
export type ServiceTuple = [number, string, number, number | null];

/**
 * The average seconds between the recent calls the condition on `e` (a called queue entry) selects:
 * the last 20 gaps of the last 14 days, breaks and no-shows left out; null with fewer than 3 gaps.
 */
const paceSeconds = (calls: SQL) => sql<number | null>`(
    select case when count(g.gap) >= ${MIN_GAPS} then avg(g.gap)::float8 end
    from (
      select extract(epoch from c.ended_at - lag(c.ended_at) over (order by c.ended_at)) as gap
      from (
        select e.ended_at from queue_entries e
        where ${calls} and e.status = 'called'
          and e.joined_at > now() - interval '14 days' and e.ended_at > now() - interval '14 days'
        order by e.ended_at desc
        limit ${RECENT_CALLS}
      ) c
    ) g
    where g.gap between ${MIN_SERVICE_GAP_SECONDS} and ${MAX_SERVICE_GAP_SECONDS})`;

/** A consumer's latest ended entry of the day: [consumer_user_id, status, token, ended_at]. */
export type EndedTuple = [string, 'called' | 'removed' | 'no_show' | 'left', number, string];

/**
 * Everything a process keeps in memory about one queue, read in ONE query: the provider's state,
 * its waiting list in order as [id, consumer_user_id, token] triples, each account holder's latest
 * ended entry with a token of `day`, the places lost lately that may be taken back, what the
 * waiting-room display needs (the token last called, first names when the owner allows them), and
 * the average seconds between its recent calls (null without enough history).
 */
const snapshotFields = (day: string) => ({
  id: providers.id,
  username: providers.username,
  businessName: providers.businessName,
  industry: providers.industry,
  isOpen: providers.isOpen,
  queueRunning: providers.queueRunning,
  waiting: sql<WaitingTuple[]>`(
    select coalesce(json_agg(json_build_array(e.id, e.consumer_user_id, e.token, e.desk_id, e.service_id)
      order by e.joined_at, e.id), '[]'::json)
    from queue_entries e
    where e.provider_id = ${providerIdRef} and e.status = 'waiting')`,
  // The token index (provider_id, token_day, token) bounds this to the day's entries.
  ended: sql<EndedTuple[]>`(
    select coalesce(json_agg(json_build_array(l.consumer_user_id, l.status, l.token, l.at)), '[]'::json)
    from (
      select distinct on (e.consumer_user_id) e.consumer_user_id, e.status, e.token,
        coalesce(e.no_show_at, e.ended_at) as at
      from queue_entries e
      where e.provider_id = ${providerIdRef} and e.token_day = ${day}::date
        and e.consumer_user_id is not null and e.status <> 'waiting' and e.ended_at is not null
      order by e.consumer_user_id, coalesce(e.no_show_at, e.ended_at) desc, e.id desc
    ) l)`,
  // People removed or marked a no-show lately: [user id, when they lost the place, whether this
  // entry was already given back once], oldest first. The last hour is plenty for the rejoin
  // window, which is decided in code against the app's clock.
  placesLost: sql<[string, string, boolean][]>`(
    select coalesce(json_agg(json_build_array(e.consumer_user_id, coalesce(e.no_show_at, e.ended_at), e.rejoined_at is not null)
      order by coalesce(e.no_show_at, e.ended_at), e.id), '[]'::json)
    from queue_entries e
    where e.provider_id = ${providerIdRef} and e.status in ('removed', 'no_show')
      and e.consumer_user_id is not null
      and e.joined_at > now() - interval '1 day'
      and coalesce(e.no_show_at, e.ended_at) > now() - interval '1 hour')`,
  desks: sql<DeskTuple[]>`(
    select coalesce(json_agg(json_build_array(d.id, d.name, d.token_prefix, d.is_open, d.queue_running,
      (select coalesce(json_agg(ds.service_id order by ds.service_id), '[]'::json)
        from desk_services ds where ds.desk_id = d.id),
      c.token, c.desk_id is not null,
      -- Each desk's own pace matters only beside other desks; a single desk's is the provider's.
      case when exists (select 1 from desks o where o.provider_id = d.provider_id and o.id <> d.id)
        then ${paceSeconds(sql`e.called_desk_id = d.id`)} end) order by d.id), '[]'::json)
    from desks d
    left join lateral (
      select e.token, e.desk_id from queue_entries e
      where e.called_desk_id = d.id and e.status = 'called'
        and e.joined_at > now() - interval '2 days'
        and e.ended_at >= ${indiaMidnight}
      order by e.ended_at desc
      limit 1) c on true
    where d.provider_id = ${providerIdRef})`,
  services: sql<ServiceTuple[]>`(
    select coalesce(json_agg(json_build_array(s.id, s.name, s.duration_minutes, s.price) order by s.id), '[]'::json)
    from services s where s.provider_id = ${providerIdRef})`,
  showNames: providers.displayShowNames,
  /** The token called last since midnight in India (fixed +05:30, no daylight saving), for the display. */
  nowServing: sql<number | null>`(
    select e.token from queue_entries e
    where e.provider_id = ${providerIdRef} and e.status = 'called'
      and e.joined_at > now() - interval '2 days'
      and e.ended_at >= ${indiaMidnight}
    order by e.ended_at desc
    limit 1)`,
  /**
   * First names of the first DISPLAY_NEXT_COUNT waiting, only when the owner lets the display show
   * them; null otherwise, so names never even reach memory of a queue whose owner keeps them off.
   */
  nextNames: sql<string[] | null>`case when ${providers.displayShowNames} then (
    select coalesce(json_agg(w.name order by w.joined_at, w.id), '[]'::json)
    from (
      select left(split_part(btrim(e.consumer_name), ' ', 1), ${DISPLAY_NAME_MAX}) as name, e.joined_at, e.id
      from queue_entries e
      where e.provider_id = ${providerIdRef} and e.status = 'waiting'
      order by e.joined_at, e.id
      limit ${DISPLAY_NEXT_COUNT}
    ) w) end`,
  serviceSeconds: paceSeconds(sql`e.provider_id = ${providerIdRef}`),
});

/** The snapshot of one queue; `day` is today's India day (YYYY-MM-DD), for the ended entries. */
export async function selectQueueSnapshot(db: Db, by: { id: string } | { username: string }, day: string) {
  const where = 'id' in by ? eq(providers.id, by.id) : eq(providers.username, by.username);
  const [row] = await db.select(snapshotFields(day)).from(providers).where(where);
  return row;
}
export type QueueSnapshotRow = NonNullable<Awaited<ReturnType<typeof selectQueueSnapshot>>>;

/** The provider state a join is checked against, read inside the join's transaction. */
export async function selectJoinTarget(ex: Executor, username: string) {
  const [row] = await ex
    .select({
      id: providers.id,
      businessName: providers.businessName,
      isOpen: providers.isOpen,
      queueRunning: providers.queueRunning,
    })
    .from(providers)
    .where(eq(providers.username, username));
  return row;
}

/**
 * Locks the provider's row: joins, walk-ins and desk deletions of one provider take their turns on
 * it, from any process.
 */
export async function lockProviderLine(ex: Executor, providerId: string): Promise<void> {
  await ex.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('no key update');
}

/**
 * The next token of a provider's day: one more than the highest given out that day, whatever became
 * of its entry (entries are never deleted, so a token is never given twice). The provider's row is
 * locked first, so concurrent joins and adds, from any process, take their turns; the max is read
 * in a later statement, which under READ COMMITTED sees what the previous holder committed.
 */
async function nextToken(ex: Executor, providerId: string, tokenDay: string): Promise<number> {
  await lockProviderLine(ex, providerId);
  const [row] = await ex
    .select({ last: sql<number>`coalesce(max(${queueEntries.token}), 0)::int` })
    .from(queueEntries)
    .where(and(eq(queueEntries.providerId, providerId), eq(queueEntries.tokenDay, tokenDay)));
  return (row?.last ?? 0) + 1;
}

/**
 * Adds a waiting entry with the day's next token; `tokenDay` is the India day (YYYY-MM-DD). A
 * checked-in booking passes its place in line (`joinedAt`) and its slot's start.
 */
export async function insertEntry(
  ex: Executor,
  providerId: string,
  consumerUserId: string | null,
  details: CustomerDetails,
  tokenDay: string,
  booking?: { joinedAt: Date; appointmentAt: Date },
  line: { deskId: number | null; serviceId: number | null } = { deskId: null, serviceId: null },
): Promise<{ id: number; token: number }> {
  const token = await nextToken(ex, providerId, tokenDay);
  const [row] = await ex
    .insert(queueEntries)
    .values({
      providerId,
      consumerUserId,
      consumerName: details.consumer_name,
      consumerAge: details.consumer_age,
      consumerContact: details.consumer_contact,
      consumerGender: details.consumer_gender,
      source: booking ? 'appointment' : consumerUserId ? 'online' : 'walk_in',
      // The wall clock, not the transaction's start, orders the queue.
      joinedAt: booking?.joinedAt ?? sql`clock_timestamp()`,
      appointmentAt: booking?.appointmentAt ?? null,
      deskId: line.deskId,
      serviceId: line.serviceId,
      // An empty reason is no reason.
      visitNote: details.note?.trim() || null,
      token,
      tokenDay,
    })
    .returning({ id: queueEntries.id, token: queueEntries.token });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/**
 * A person's waiting entries, the one they joined themselves first (the one-waiting-entry index
 * allows at most one such), then the desks' check-ins of their bookings, earliest first.
 */
const ownEntryFirst = [sql`${queueEntries.source} <> 'online'`, ...queueOrder] as const;

/** The provider the user waits at, if any: where they joined themselves, else where a desk checked them in. */
export async function selectWaitingProviderOf(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ providerId: providers.id, businessName: providers.businessName })
    .from(queueEntries)
    .innerJoin(providers, eq(providers.id, queueEntries.providerId))
    .where(and(eq(queueEntries.consumerUserId, userId), waiting))
    .orderBy(...ownEntryFirst)
    .limit(1);
  return row;
}

/**
 * Ends the user's waiting entry, the one selectWaitingProviderOf names (the person's "my queue"),
 * wherever it is; the provider it was in, or undefined.
 */
export async function markLeft(ex: Executor, userId: string): Promise<{ providerId: string; id: number } | undefined> {
  const [entry] = await ex
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.consumerUserId, userId), waiting))
    .orderBy(...ownEntryFirst)
    .limit(1)
    .for('update');
  if (!entry) return undefined;
  const [row] = await ex
    .update(queueEntries)
    .set({ status: 'left', endedAt: sql`clock_timestamp()` })
    .where(and(eq(queueEntries.id, entry.id), waiting))
    .returning({ providerId: queueEntries.providerId, id: queueEntries.id });
  return row;
}

/**
 * Calls the first waiting person of a desk's line (see eligibleAtDesk): the earliest place in line,
 * ties by id. `SKIP LOCKED` lets concurrent pops (from any desk, on any process) each lock a
 * different row instead of waiting for, and then re-reading, the same one, so nobody is called twice.
 */
export async function callFirstWaiting(ex: Executor, providerId: string, deskId: number) {
  const [first] = await ex
    .select({
      id: queueEntries.id,
      consumerName: queueEntries.consumerName,
      consumerUserId: queueEntries.consumerUserId,
      token: queueEntries.token,
      deskId: queueEntries.deskId,
    })
    .from(queueEntries)
    .where(and(eq(queueEntries.providerId, providerId), waiting, eligibleAtDesk(deskId)))
    .orderBy(...queueOrder)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!first) return undefined;
  await ex
    .update(queueEntries)
    .set({ status: 'called', endedAt: sql`clock_timestamp()`, calledDeskId: deskId })
    .where(eq(queueEntries.id, first.id));
  return first;
}

/** Marks a waiting entry of this provider removed; undefined when there is no such entry. */
export async function markRemoved(ex: Executor, providerId: string, entryId: number) {
  const [row] = await ex
    .update(queueEntries)
    .set({ status: 'removed', endedAt: sql`clock_timestamp()` })
    .where(and(eq(queueEntries.id, entryId), eq(queueEntries.providerId, providerId), waiting))
    .returning({ id: queueEntries.id, consumerUserId: queueEntries.consumerUserId, token: queueEntries.token });
  return row;
}

/**
 * Locks an entry of this provider for an undo, with how many seconds ago it ended (null while it
 * still waits); undefined when the provider has no such entry.
 */
export async function selectEntryForUndo(ex: Executor, providerId: string, entryId: number) {
  const [row] = await ex
    .select({
      status: queueEntries.status,
      endedSecondsAgo: sql<number | null>`extract(epoch from clock_timestamp() - ${queueEntries.endedAt})::float8`,
    })
    .from(queueEntries)
    .where(and(eq(queueEntries.id, entryId), eq(queueEntries.providerId, providerId)))
    .for('update');
  return row;
}

/**
 * Deletes a waiting entry of this provider: only for a check-in the desk takes back, which should
 * leave no trace in the line, the person's view or the day's figures. Its id is never given again;
 * its token may be, if it was the day's last. Undefined when the entry no longer waits.
 */
export async function deleteWaitingEntry(ex: Executor, providerId: string, entryId: number) {
  const [row] = await ex
    .delete(queueEntries)
    .where(and(eq(queueEntries.id, entryId), eq(queueEntries.providerId, providerId), waiting))
    .returning({ id: queueEntries.id });
  return row;
}

/**
 * Puts a called or removed entry back to waiting. joined_at is untouched, so the entry takes its old
 * place in the (joined_at, id) order. A person already waiting elsewhere trips the one-waiting-entry
 * unique index.
 */
export async function markWaitingAgain(ex: Executor, providerId: string, entryId: number): Promise<void> {
  await ex
    .update(queueEntries)
    .set({ status: 'waiting', endedAt: null })
    .where(
      and(
        eq(queueEntries.id, entryId),
        eq(queueEntries.providerId, providerId),
        inArray(queueEntries.status, ['called', 'removed']),
      ),
    );
}

/** The first `limit` waiting, in order: whom an alert about their place may concern. */
export function selectWaitingHead(ex: Executor, providerId: string, limit: number) {
  return ex
    .select({ id: queueEntries.id, consumerUserId: queueEntries.consumerUserId, token: queueEntries.token })
    .from(queueEntries)
    .where(and(eq(queueEntries.providerId, providerId), waiting))
    .orderBy(...queueOrder)
    .limit(limit);
}

/**
 * The waiting list in order: the provider's whole line, or one desk's (who it may call). Each entry
 * names the desk and service it chose, with the desk's token letter.
 */
export function selectWaitingEntries(ex: Executor, providerId: string, deskId?: number) {
  const atDesk = deskId === undefined ? undefined : eligibleAtDesk(deskId);
  return ex
    .select({
      id: queueEntries.id,
      consumerUserId: queueEntries.consumerUserId,
      consumerName: queueEntries.consumerName,
      consumerAge: queueEntries.consumerAge,
      consumerGender: queueEntries.consumerGender,
      consumerContact: queueEntries.consumerContact,
      token: queueEntries.token,
      appointmentAt: queueEntries.appointmentAt,
      deskId: queueEntries.deskId,
      deskName: desks.name,
      tokenPrefix: desks.tokenPrefix,
      serviceId: queueEntries.serviceId,
      serviceName: services.name,
      note: queueEntries.visitNote,
    })
    .from(queueEntries)
    .leftJoin(desks, eq(desks.id, queueEntries.deskId))
    .leftJoin(services, eq(services.id, queueEntries.serviceId))
    .where(and(eq(queueEntries.providerId, providerId), waiting, atDesk))
    .orderBy(...queueOrder);
}

export async function selectQueueRunning(ex: Executor, providerId: string): Promise<boolean | undefined> {
  const [row] = await ex
    .select({ queueRunning: providers.queueRunning })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.queueRunning;
}

/**
 * What a webhook event tells about an entry; the place in line only while it waits (counted
 * inside the writing transaction, so it is the place at that moment).
 */
export async function selectEntryFacts(ex: Executor, entryId: number) {
  const [row] = await ex
    .select({
      id: queueEntries.id,
      token: queueEntries.token,
      consumerName: queueEntries.consumerName,
      consumerContact: queueEntries.consumerContact,
      source: queueEntries.source,
      // The desk that called the person, else the one they chose (null: "first available").
      desk: sql<{ id: number; name: string; token_prefix: string | null } | null>`(
        select json_build_object('id', d.id, 'name', d.name, 'token_prefix', d.token_prefix) from desks d
        where d.id = coalesce(${queueEntries.calledDeskId}, ${queueEntries.deskId}))`,
      chosenDesk: sql<boolean>`${queueEntries.deskId} is not null`,
      position: sql<number | null>`case when ${waiting} then (
        select count(*)::int from queue_entries w
        where w.provider_id = ${queueEntries.providerId} and w.status = 'waiting'
          and (w.joined_at, w.id) <= (${queueEntries.joinedAt}, ${queueEntries.id})) end`,
    })
    .from(queueEntries)
    .where(eq(queueEntries.id, entryId));
  return row;
}
