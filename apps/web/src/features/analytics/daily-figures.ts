import type { AnalyticsDay } from '@kataar/shared/analytics';
import type { TFunction } from 'i18next';
import { formatMoney } from './format';

/** One figure of a day: its name as the table's column heading and the card's label, and its text. */
export interface DailyFigure {
  label: string;
  value: (day: AnalyticsDay) => string;
  /** The day's total stands out in both views. */
  strong?: boolean;
}

/**
 * The figures of a day in reading order. The table's columns and the phone's cards both come from
 * this list, so the two views cannot show different numbers or formats.
 */
export const dailyFigures = (t: TFunction<'analytics'>): DailyFigure[] => [
  { label: t('table.online'), value: (day) => String(day.online) },
  { label: t('table.walkIns'), value: (day) => String(day.offline) },
  { label: t('table.total'), value: (day) => String(day.online + day.offline), strong: true },
  { label: t('table.served'), value: (day) => String(day.served) },
  { label: t('table.noShows'), value: (day) => String(day.no_show) },
  { label: t('table.avgWait'), value: (day) => (day.avg_wait_minutes === null ? '—' : String(day.avg_wait_minutes)) },
  { label: t('table.bookings'), value: (day) => String(day.bookings) },
  { label: t('table.bookingNoShows'), value: (day) => String(day.booking_no_shows) },
  { label: t('table.paidInAdvance'), value: (day) => formatMoney(day.advance_paise) },
];
