import { z } from 'zod';
import { boundedDay } from './calendar-bounds';

/**
 * Provider analytics (GET /analytics/summary/, /daily/, /hourly/). Days are calendar days in India:
 * a visit at 23:50 IST belongs to that day, one at 00:10 IST to the next.
 */
export const ANALYTICS_TIME_ZONE = 'Asia/Kolkata';
/** India keeps one offset all year (no daylight saving), so day arithmetic can use it directly. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Longest range the summary accepts, both ends included. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
/** Days the daily series covers, ending today. */
export const ANALYTICS_DAILY_DAYS = 30;
/** Days the arrivals-by-hour chart covers, ending today. */
export const ANALYTICS_HOURLY_DAYS = 30;
/** How many of the busiest hours the summary names. */
export const ANALYTICS_BUSIEST_HOURS = 3;

export const ANALYTICS_MESSAGES = {
  invalidDate: 'Enter a valid date as YYYY-MM-DD.',
  fromAfterTo: 'The start date must be on or before the end date.',
  rangeTooLong: `Choose a range of at most ${ANALYTICS_MAX_RANGE_DAYS} days.`,
} as const;

/** The calendar day (YYYY-MM-DD) in India at an instant. */
export const kolkataDate = (at: Date = new Date()): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A YYYY-MM-DD day moved by `days` (negative goes back). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (1 for a single day). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const day = boundedDay(ANALYTICS_MESSAGES.invalidDate);

export interface AnalyticsRange {
  from: string;
  to: string;
}

/**
 * The days a summary covers: `to` defaults to today, `from` to `to` (so no values means today, only
 * `from` means from then until today, only `to` means that one day).
 */
export function resolveAnalyticsRange(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const to = query.to ?? today;
  return { from: query.from ?? to, to } satisfies AnalyticsRange;
}

/** Query of GET /analytics/summary/: optional Kolkata days; the form on the analytics page uses it too. */
export const analyticsRangeQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .superRefine((query, ctx) => {
    if (query.from === undefined && query.to === undefined) return;
    const { from, to } = resolveAnalyticsRange(query, kolkataDate());
    if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.fromAfterTo });
    else if (daysInRange(from, to) > ANALYTICS_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.rangeTooLong });
    }
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

/** Minutes, one decimal; null when nobody was called in the period. */
const minutes = z.number().nullable();
const tally = z.number().int().min(0);

export const analyticsHourCountSchema = z.object({
  /** Hour of the day in India, 0-23. */
  hour: z.number().int().min(0).max(23),
  count: tally,
});
export type AnalyticsHourCount = z.infer<typeof analyticsHourCountSchema>;

export const analyticsSummarySchema = z.object({
  /** Everyone who joined in the range (named for the dashboard card, whose range is today). */
  customers_today: tally,
  /** Joined from their phone. */
  online: tally,
  /** Walk-ins added at the desk. */
  offline: tally,
  served: tally,
  removed: tally,
  left: tally,
  /** Called, but marked by the desk as not having come (people who then took their place back are not counted). */
  no_show: tally,
  /** From joining to being called, over the people served. */
  avg_wait_minutes: minutes,
  p90_wait_minutes: minutes,
  /** Up to three hours with the most arrivals, busiest first (ties: earlier hour first). */
  busiest_hours: z.array(analyticsHourCountSchema),
  /** Appointments for slots in the range that kept their seat (not cancelled, not an unpaid hold). */
  bookings: tally,
  /** Appointments the desk marked as not having come. */
  booking_no_shows: tally,
  /** No-shows over the bookings whose slot has started, 0–1; null when no slot has started. */
  booking_no_show_rate: z.number().min(0).max(1).nullable(),
  /** Paid in advance (confirmed less refunded) for the range's bookings, in paise. */
  advance_paise: tally,
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
export const analyticsSummaryAnswerSchema = z.object({ data: analyticsSummarySchema });

export const analyticsDaySchema = z.object({
  /** YYYY-MM-DD in India. */
  date: z.string(),
  online: tally,
  offline: tally,
  served: tally,
  /** Called but did not come, by the day they joined. */
  no_show: tally,
  avg_wait_minutes: minutes,
  /** Appointments for that day's slots that kept their seat. */
  bookings: tally,
  booking_no_shows: tally,
  /** Paid in advance for that day's bookings, in paise. */
  advance_paise: tally,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
/** The last 30 days oldest first, today last, days without visitors included as zeros. */
export const analyticsDailyAnswerSchema = z.object({ data: z.array(analyticsDaySchema) });

/** Arrivals per hour of the day over the last 30 days: 24 rows, hour 0 first. */
export const analyticsHourlyAnswerSchema = z.object({ data: z.array(analyticsHourCountSchema) });
