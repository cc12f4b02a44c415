import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_BUSIEST_HOURS, ANALYTICS_TIME_ZONE, type AnalyticsRange } from '@kataar/shared/analytics';
import type { Db } from '../../db/client';
import { queueEntries } from '../../db/schema';

// Aggregation happens in the database, over the (provider_id, joined_at) index: a range is turned
// into two instants (midnight IST at each end) so the scan stays an index range, and rows are only
// bucketed into Indian days or hours after that. Counts are cast to int and decimals to float8 so
// PGlite and node-postgres both answer plain numbers.

/** A constant, never user input: written into the SQL so equal expressions stay equal in GROUP BY. */
const TZ = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

/** Midnight at the start of a YYYY-MM-DD day in India, as an instant. */
const startOfDay = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${TZ})`;
/** Midnight after a YYYY-MM-DD day in India. */
const endOfDay = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone ${TZ})`;

const inRange = (providerId: string, range: AnalyticsRange) =>
  and(
    eq(queueEntries.providerId, providerId),
    gte(queueEntries.joinedAt, startOfDay(range.from)),
    lt(queueEntries.joinedAt, endOfDay(range.to)),
  );

const called = sql`${queueEntries.status} = 'called' and ${queueEntries.endedAt} is not null`;
/** Called, but the desk marked that they did not come (and they did not take their place back). */
const noShow = sql`${queueEntries.status} = 'no_show'`;
const waitMinutes = sql`extract(epoch from ${queueEntries.endedAt} - ${queueEntries.joinedAt}) / 60`;
const tally = (filter: SQL) => sql<number>`(count(*) filter (where ${filter}))::int`;
/** One decimal, or null when nothing matched. */
const oneDecimal = (value: SQL) => sql<number | null>`round((${value})::numeric, 1)::float8`;
/**
 * One person: their account when they joined online, otherwise the name and phone given at the
 * desk. Someone who leaves and rejoins is still one customer of the day.
 */
const person = sql`coalesce(${queueEntries.consumerUserId}::text, ${queueEntries.consumerContact} || ' ' || lower(${queueEntries.consumerName}))`;
const people = (filter?: SQL) =>
  filter
    ? sql<number>`(count(distinct ${person}) filter (where ${filter}))::int`
    : sql<number>`count(distinct ${person})::int`;
const arrivalHour = sql<number>`extract(hour from ${queueEntries.joinedAt} at time zone ${TZ})::int`;

export async function selectSummary(db: Db, providerId: string, range: AnalyticsRange) {
  const [row] = await db
    .select({
      customers: people(),
      online: people(sql`${queueEntries.source} = 'online'`),
      offline: people(sql`${queueEntries.source} = 'walk_in'`),
      served: tally(called),
      removed: tally(sql`${queueEntries.status} = 'removed'`),
      left: tally(sql`${queueEntries.status} = 'left'`),
      noShow: tally(noShow),
      avgWait: oneDecimal(sql`avg(${waitMinutes}) filter (where ${called})`),
      p90Wait: oneDecimal(sql`percentile_cont(0.9) within group (order by ${waitMinutes}) filter (where ${called})`),
    })
    .from(queueEntries)
    .where(inRange(providerId, range));
  if (!row) throw new Error('an aggregate query returned no row');
  return row;
}

/** The hours of the day (IST) with the most arrivals in the range, busiest first. */
export async function selectBusiestHours(db: Db, providerId: string, range: AnalyticsRange) {
  const count = sql<number>`count(*)::int`;
  return db
    .select({ hour: arrivalHour, count })
    .from(queueEntries)
    .where(inRange(providerId, range))
    .groupBy(arrivalHour)
    .orderBy(desc(count), asc(arrivalHour))
    .limit(ANALYTICS_BUSIEST_HOURS);
}

interface DayRow extends Record<string, unknown> {
  date: string;
  online: number;
  offline: number;
  served: number;
  no_show: number;
  avg_wait_minutes: number | null;
}

/** Every day of the range oldest first, days without visitors as zeros. */
export async function selectDaily(db: Db, providerId: string, range: AnalyticsRange): Promise<DayRow[]> {
  const day = sql`(${queueEntries.joinedAt} at time zone ${TZ})::date`;
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      coalesce(v.online, 0) as online,
      coalesce(v.offline, 0) as offline,
      coalesce(v.served, 0) as served,
      coalesce(v.no_show, 0) as no_show,
      v.avg_wait as avg_wait_minutes
    from (select g::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') g) d
    left join (
      select ${day} as day,
        ${tally(sql`${queueEntries.source} = 'online'`)} as online,
        ${tally(sql`${queueEntries.source} = 'walk_in'`)} as offline,
        ${tally(called)} as served,
        ${tally(noShow)} as no_show,
        ${oneDecimal(sql`avg(${waitMinutes}) filter (where ${called})`)} as avg_wait
      from ${queueEntries}
      where ${inRange(providerId, range)}
      group by 1
    ) v on v.day = d.day
    order by d.day`);
  return rowsOf(result);
}

interface HourRow extends Record<string, unknown> {
  hour: number;
  count: number;
}

/** Arrivals per hour of the day (IST) over the range: 24 rows, hour 0 first. */
export async function selectHourly(db: Db, providerId: string, range: AnalyticsRange): Promise<HourRow[]> {
  const result = await db.execute(sql`
    select h.hour, coalesce(a.count, 0) as count
    from generate_series(0, 23) as h(hour)
    left join (
      select ${arrivalHour} as hour, count(*)::int as count
      from ${queueEntries}
      where ${inRange(providerId, range)}
      group by 1
    ) a on a.hour = h.hour
    order by h.hour`);
  return rowsOf(result);
}

/** node-postgres and PGlite both answer `{ rows }`; Drizzle's shared type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
