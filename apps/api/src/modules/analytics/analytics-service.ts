import {
  addDays,
  ANALYTICS_DAILY_DAYS,
  ANALYTICS_HOURLY_DAYS,
  kolkataDate,
  resolveAnalyticsRange,
  type AnalyticsDay,
  type AnalyticsHourCount,
  type AnalyticsRangeQuery,
  type AnalyticsSummary,
} from '@kataar/shared/analytics';
import type { Db } from '../../db/client';
import { selectBusiestHours, selectDaily, selectHourly, selectSummary } from './analytics-queries';

export interface AnalyticsService {
  /** Visits joined in the range (default: today in India). The query is validated by its schema. */
  summary(providerId: string, query: AnalyticsRangeQuery): Promise<AnalyticsSummary>;
  /** The last 30 days in India, today included, oldest first. */
  daily(providerId: string): Promise<AnalyticsDay[]>;
  /** Arrivals by hour of the day (IST) over the last 30 days. */
  hourly(providerId: string): Promise<AnalyticsHourCount[]>;
}

/** `now` is a clock for tests; every figure is about the caller's own provider. */
export function createAnalyticsService(db: Db, now: () => Date = () => new Date()): AnalyticsService {
  const lastDays = (days: number) => {
    const today = kolkataDate(now());
    return { from: addDays(today, 1 - days), to: today };
  };
  return {
    async summary(providerId, query) {
      const range = resolveAnalyticsRange(query, kolkataDate(now()));
      const [totals, busiest] = await Promise.all([
        selectSummary(db, providerId, range),
        selectBusiestHours(db, providerId, range),
      ]);
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
      };
    },
    async daily(providerId) {
      return selectDaily(db, providerId, lastDays(ANALYTICS_DAILY_DAYS));
    },
    async hourly(providerId) {
      return selectHourly(db, providerId, lastDays(ANALYTICS_HOURLY_DAYS));
    },
  };
}
