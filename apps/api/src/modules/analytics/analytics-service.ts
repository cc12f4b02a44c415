import {
  addDays,
  ANALYTICS_DAILY_DAYS,
  ANALYTICS_HOURLY_DAYS,
  kolkataDate,
  resolveAnalyticsRange,
  type AnalyticsDay,
  type AnalyticsHourCount,
  type AnalyticsRange,
  type AnalyticsRangeQuery,
  type AnalyticsSummary,
} from '@kataar/shared/analytics';
import type { Db } from '../../db/client';
// Bookings are counted by a query the appointments module keeps for analytics; it has no service
// file to carry it yet (at merge, reach it through that module's service).
import { selectBookingDays, type BookingDay } from '../appointments/appointment-service';
import type { PaymentsService } from '../payments/payments-service';
import { selectBusiestHours, selectDaily, selectHourly, selectSummary } from './analytics-queries';

export interface AnalyticsService {
  /** Visits joined in the range (default: today in India). The query is validated by its schema. */
  summary(providerId: string, query: AnalyticsRangeQuery): Promise<AnalyticsSummary>;
  /** The last 30 days in India, today included, oldest first. */
  daily(providerId: string): Promise<AnalyticsDay[]>;
  /** Arrivals by hour of the day (IST) over the last 30 days. */
  hourly(providerId: string): Promise<AnalyticsHourCount[]>;
}

/** A range's bookings per day with the money paid in advance for each day's bookings. */
async function bookingDays(db: Db, payments: PaymentsService, providerId: string, range: AnalyticsRange, now: Date) {
  const days = await selectBookingDays(db, providerId, range, now);
  const money = await payments.balances(
    db,
    days.flatMap((d) => d.ids),
  );
  const sumPaid = (d: BookingDay) => d.ids.reduce((sum, id) => sum + (money.get(id)?.paid ?? 0), 0);
  return days.map((d) => ({ ...d, advancePaise: sumPaid(d) }));
}

/** `now` is a clock for tests; every figure is about the caller's own provider. */
export function createAnalyticsService(
  db: Db,
  payments: PaymentsService,
  now: () => Date = () => new Date(),
): AnalyticsService {
  const lastDays = (days: number) => {
    const today = kolkataDate(now());
    return { from: addDays(today, 1 - days), to: today };
  };
  return {
    async summary(providerId, query) {
      const range = resolveAnalyticsRange(query, kolkataDate(now()));
      const [totals, busiest, booked] = await Promise.all([
        selectSummary(db, providerId, range),
        selectBusiestHours(db, providerId, range),
        bookingDays(db, payments, providerId, range, now()),
      ]);
      const sum = (pick: (d: (typeof booked)[number]) => number) => booked.reduce((n, d) => n + pick(d), 0);
      const started = sum((d) => d.started);
      const noShows = sum((d) => d.noShows);
      return {
        customers_today: totals.customers,
        online: totals.online,
        offline: totals.offline,
        served: totals.served,
        removed: totals.removed,
        left: totals.left,
        no_show: totals.noShow,
        avg_wait_minutes: totals.avgWait,
        p90_wait_minutes: totals.p90Wait,
        busiest_hours: busiest,
        bookings: sum((d) => d.bookings),
        booking_no_shows: noShows,
        booking_no_show_rate: started === 0 ? null : Math.round((noShows / started) * 1000) / 1000,
        advance_paise: sum((d) => d.advancePaise),
      };
    },
    async daily(providerId) {
      const range = lastDays(ANALYTICS_DAILY_DAYS);
      const [visits, booked] = await Promise.all([
        selectDaily(db, providerId, range),
        bookingDays(db, payments, providerId, range, now()),
      ]);
      const byDay = new Map(booked.map((d) => [d.date, d]));
      return visits.map((v) => {
        const b = byDay.get(v.date);
        return {
          ...v,
          bookings: b?.bookings ?? 0,
          booking_no_shows: b?.noShows ?? 0,
          advance_paise: b?.advancePaise ?? 0,
        };
      });
    },
    async hourly(providerId) {
      return selectHourly(db, providerId, lastDays(ANALYTICS_HOURLY_DAYS));
    },
  };
}
