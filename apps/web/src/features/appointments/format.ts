import { APPOINTMENT_TIME_ZONE, formatRupees } from '@kataar/shared/appointments';
import { getLanguage, intlLocale } from '../../lib/language';

// India keeps one offset all year, so a calendar date and a wall-clock time are enough: every
// instant is shown in Asia/Kolkata whatever the device's own time zone.
const isoDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: APPOINTMENT_TIME_ZONE });

/** One formatter per locale and options, made on first use: the language can change while the page is open. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const cached = (name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const locale = intlLocale();
  const key = `${locale}|${name}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
};
// Hindi names the part of the day ('सुबह 10:30') where English writes '10:30 am'.
const timeFormat = () =>
  getLanguage() === 'en'
    ? cached('time', { timeZone: APPOINTMENT_TIME_ZONE, timeStyle: 'short' })
    : cached('time', { timeZone: APPOINTMENT_TIME_ZONE, hour: 'numeric', minute: '2-digit', dayPeriod: 'short' });
const dateFormat = () =>
  cached('date', {
    timeZone: APPOINTMENT_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
const weekdayFormat = () => cached('weekday', { timeZone: 'UTC', weekday: 'short' });
const monthFormat = () => cached('month', { timeZone: 'UTC', month: 'short' });

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
  return { weekday: weekdayFormat().format(at), day: String(at.getUTCDate()), month: monthFormat().format(at) };
};

/** '10:30 am' in India; 'सुबह 10:30' in Hindi. */
export const formatTime = (iso: string): string => timeFormat().format(new Date(iso));
/** 'Tue, 24 Nov 2026' in India. */
export const formatDate = (iso: string): string => dateFormat().format(new Date(iso));
/** 'Tue, 24 Nov 2026, 10:30 am'. */
export const formatWhen = (iso: string): string => `${formatDate(iso)}, ${formatTime(iso)}`;

/** Paise as rupees in the page's language: '₹500', '₹1,50,000', '₹99.50'. */
export const formatMoney = (paise: number): string => formatRupees(paise, intlLocale());

/** A Google Maps search for the premises: their point when known, else their address. */
export const mapUrl = (place: { address: string; latitude: number | null; longitude: number | null }): string => {
  const query =
    place.latitude !== null && place.longitude !== null ? `${place.latitude},${place.longitude}` : place.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
};
