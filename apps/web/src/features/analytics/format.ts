import { type AnalyticsRange } from '@kataar/shared/analytics';
import { formatRupees } from '@kataar/shared/appointment-rules';
import { i18n } from '../../lib/i18n';
import { getLanguage, intlLocale } from '../../lib/language';

// Days arrive as YYYY-MM-DD in India; formatting them at UTC midnight keeps the calendar day as is,
// whatever the browser's own time zone.
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone: 'UTC' }).format(at(day));
const t = (key: string, values?: Record<string, unknown>): string => i18n.t(`analytics:${key}`, values ?? {});

/** '2026-11-09' → 'Mon, 9 Nov'. */
export const formatDay = (day: string): string => format(day, { weekday: 'short', day: 'numeric', month: 'short' });
/** '2026-11-09' → '9 Nov', for chart axes. */
export const formatShortDay = (day: string): string => format(day, { day: 'numeric', month: 'short' });
const formatLongDay = (day: string): string => format(day, { day: 'numeric', month: 'short', year: 'numeric' });

/** 'Today', or '3 Nov – 9 Nov 2026' / '9 Nov 2026' for other ranges. */
export function formatRange({ from, to }: AnalyticsRange, today: string): string {
  if (from === to) return from === today ? t('range.today') : formatLongDay(from);
  return `${formatShortDay(from)} – ${formatLongDay(to)}`;
}

/** Minutes with one decimal as the API gives them: '12.5 min', '1 h 5 min'; '—' when nobody was called. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return t('units.minutes', { value: Number(minutes.toFixed(1)) });
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes - hours * 60);
  return rest === 0 ? t('units.hours', { hours }) : t('units.hoursMinutes', { hours, minutes: rest });
}

/** 0 → '12 AM', 13 → '1 PM'; in Hindi the part of the day names the hour ('सुबह 9', 'शाम 5'). */
export function formatHour(hour: number): string {
  if (getLanguage() !== 'en') {
    return new Intl.DateTimeFormat(intlLocale(), { hour: 'numeric', dayPeriod: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 1, hour)),
    );
  }
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The hour of the day an arrival fell in: 9 → '9 AM – 10 AM'. */
export const formatHourSpan = (hour: number): string => `${formatHour(hour)} – ${formatHour((hour + 1) % 24)}`;

/** A share from 0 to 1 as a whole percentage: 0.333 → '33%'. */
export const formatRate = (rate: number): string => `${Math.round(rate * 100)}%`;

/** Paise as rupees in the page's language: '₹500', '₹1,50,000', '₹99.50'. */
export const formatMoney = (paise: number): string => formatRupees(paise, intlLocale());
