import { type AnalyticsRange } from '@kataar/shared/analytics';

// Days arrive as YYYY-MM-DD in India; formatting them at UTC midnight keeps the calendar day as is,
// whatever the browser's own time zone.
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-09' → 'Mon, 9 Nov'. */
export const formatDay = (day: string): string => dayFormat.format(at(day));
/** '2026-11-09' → '9 Nov', for chart axes. */
export const formatShortDay = (day: string): string => shortFormat.format(at(day));

/** 'Today', or '3 Nov – 9 Nov 2026' / '9 Nov 2026' for other ranges. */
export function formatRange({ from, to }: AnalyticsRange, today: string): string {
  if (from === to) return from === today ? 'Today' : longFormat.format(at(from));
  return `${shortFormat.format(at(from))} – ${longFormat.format(at(to))}`;
}

/** Minutes with one decimal as the API gives them: '12.5 min', '1 h 5 min'; '—' when nobody was called. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${Number(minutes.toFixed(1))} min`;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes - hours * 60);
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 0 → '12 AM', 13 → '1 PM'. */
export function formatHour(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The hour of the day an arrival fell in: 9 → '9 AM – 10 AM'. */
export const formatHourSpan = (hour: number): string => `${formatHour(hour)} – ${formatHour((hour + 1) % 24)}`;

/** A share from 0 to 1 as a whole percentage: 0.333 → '33%'. */
export const formatRate = (rate: number): string => `${Math.round(rate * 100)}%`;
