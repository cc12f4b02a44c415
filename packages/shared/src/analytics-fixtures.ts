import type { AnalyticsSummary } from './analytics';

/**
 * For the tests of both apps: the analytics of a provider with nobody yet, as the API answers it:
 * every count zero, no waits, no busy hours.
 */
export const EMPTY_ANALYTICS_SUMMARY: AnalyticsSummary = {
  customers_today: 0,
  online: 0,
  offline: 0,
  served: 0,
  removed: 0,
  left: 0,
  no_show: 0,
  avg_wait_minutes: null,
  p90_wait_minutes: null,
  busiest_hours: [],
  bookings: 0,
  booking_no_shows: 0,
  booking_no_show_rate: null,
  advance_paise: 0,
};
