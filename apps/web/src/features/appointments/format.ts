import { APPOINTMENT_TIME_ZONE } from '@kataar/shared/appointments';

// India keeps one offset all year, so a calendar date and a wall-clock time are enough: every
// instant is shown in Asia/Kolkata whatever the device's own time zone.
const isoDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: APPOINTMENT_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: APPOINTMENT_TIME_ZONE, timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: APPOINTMENT_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short' });
const monthFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short' });

/** Today's date in India as YYYY-MM-DD. */
export const indiaToday = (now: Date = new Date()): string => isoDateFormat.format(now);

/** The calendar date `days` after an YYYY-MM-DD date. */
export const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** The parts of a date strip's day: 'Tue', '24', 'Nov'. */
export const dayParts = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  return { weekday: weekdayFormat.format(at), day: String(at.getUTCDate()), month: monthFormat.format(at) };
};

/** '10:30 am' in India. */
export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));
/** 'Tue, 24 Nov 2026' in India. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));
/** 'Tue, 24 Nov 2026, 10:30 am'. */
export const formatWhen = (iso: string): string => `${formatDate(iso)}, ${formatTime(iso)}`;

/** A Google Maps search for the premises: their point when known, else their address. */
export const mapUrl = (place: { address: string; latitude: number | null; longitude: number | null }): string => {
  const query =
    place.latitude !== null && place.longitude !== null ? `${place.latitude},${place.longitude}` : place.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
};
