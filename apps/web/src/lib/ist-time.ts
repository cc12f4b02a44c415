import { APPOINTMENT_TIME_ZONE } from '@kataar/shared/appointment-labels';

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: APPOINTMENT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APPOINTMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * Appointment times are India wall-clock wherever the browser is: a desk laptop set to another
 * zone must still read 10:30 for a 10:30 booking.
 */
export const istClock = (iso: string): string => clockFormat.format(new Date(iso));

/** Today's date in India, YYYY-MM-DD. */
export const istToday = (now: Date = new Date()): string => dateFormat.format(now);

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic on the date itself, no zone involved). */
export const addDays = (date: string, days: number): string => {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
};

/** 'Tue, 24 Nov 2026' for a YYYY-MM-DD date. */
export const longDate = (date: string): string => longDateFormat.format(new Date(`${date}T00:00:00Z`));
