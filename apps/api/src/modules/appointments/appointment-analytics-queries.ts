import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AnalyticsRange } from '@kataar/shared/analytics';
import type { Executor } from '../../db/client';
import { appointments } from '../../db/schema';

/** Bookings that kept their seat: not cancelled, and not an unpaid hold that ran out or is still open. */
const kept = sql`${appointments.status} in ('confirmed', 'payment_pending', 'checked_in', 'no_show')`;

export interface BookingDay {
  /** YYYY-MM-DD in India: the day of the slot. */
  date: string;
  bookings: number;
  noShows: number;
  /** Kept bookings whose slot has started by `now`: the base of the no-show rate. */
  started: number;
  /** Every booking of the day, cancelled ones included (money taken may not all be refunded). */
  ids: string[];
}

/** A provider's bookings per slot day in the range, days without bookings left out. */
export async function selectBookingDays(
  ex: Executor,
  providerId: string,
  range: AnalyticsRange,
  now: Date,
): Promise<BookingDay[]> {
  return ex
    .select({
      date: appointments.day,
      bookings: sql<number>`(count(*) filter (where ${kept}))::int`,
      noShows: sql<number>`(count(*) filter (where ${appointments.status} = 'no_show'))::int`,
      started: sql<number>`(count(*) filter (where ${kept} and ${appointments.startAt} <= ${now.toISOString()}::timestamptz))::int`,
      ids: sql<string[]>`array_agg(${appointments.id}::text)`,
    })
    .from(appointments)
    .where(
      and(eq(appointments.providerId, providerId), gte(appointments.day, range.from), lte(appointments.day, range.to)),
    )
    .groupBy(appointments.day)
    .orderBy(appointments.day);
}
